import Foundation

/// The methods adopted by the object you use to manage data and provide cells for a collection
/// view. Optional methods are requirements with the defaults UIKit documents.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks your data source object for the number of items in the specified section.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int

  /// Asks your data source object for the cell that corresponds to the specified item in the
  /// collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell

  /// Asks your data source object for the number of sections in the collection view (optional;
  /// 1 when not implemented).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
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
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain reusable view (UIKit requires an implementation when the layout has
  /// supplementary views).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// The methods adopted by the object you use to manage user interactions with items in a
/// collection view. Optional methods are requirements with empty defaults.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that the specified supplementary view is about to be displayed in the
  /// collection view (optional).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
}

// Apple declares this requirement `optional`; see the data source's defaults above.
extension UICollectionViewDelegate {
  /// Does nothing, as when the delegate does not implement the method.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
}
