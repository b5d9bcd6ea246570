import Foundation

/// The methods adopted by the object you use to manage data and provide cells for a collection
/// view. Optional methods are requirements with the defaults UIKit documents.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks your data source object for the number of items in the specified section.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  @available(iOS 6.0, *)
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int

  /// Asks your data source object for the cell that corresponds to the specified item in the
  /// collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  @available(iOS 8.0, *)
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell

  /// Asks your data source object for the number of sections in the collection view (optional;
  /// 1 when not implemented).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  @available(iOS 6.0, *)
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Asks your data source object to provide a supplementary view to display in the collection
  /// view (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

// Apple declares these two requirements `optional` (an Objective-C protocol); Swift on Linux has
// no optional requirements, so the stub gives them the defaults UIKit documents.
extension UICollectionViewDataSource {
  /// One section, UIKit's answer when the data source does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  @available(iOS 6.0, *)
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Not implemented: UIKit has no default view for a supplementary element, so a layout that
  /// gives one attributes while the data source does not implement this method raises, as a
  /// `nil` view does.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    raiseInternalInconsistency(
      "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "(\(kind),\(describe(indexPath))) was not retrieved by calling "
        + "-collectionView:dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:"
        + "forIndexPath: or is nil")
  }
}

/// The methods adopted by the object you use to manage user interactions with items in a
/// collection view. Optional methods are requirements with empty defaults.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that the specified cell is about to be displayed in the collection
  /// view (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  @available(iOS 8.0, *)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that the specified cell was removed from the collection view
  /// (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that the specified supplementary view was removed from the collection
  /// view (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Tells the delegate that the specified supplementary view is about to be displayed in the
  /// collection view (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
}

// Apple declares these requirements `optional`; see the data source's defaults above.
extension UICollectionViewDelegate {
  /// Does nothing, as when the delegate does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as when the delegate does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as when the delegate does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing, as when the delegate does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
}
