import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A data source that dequeues as UIKit requires: cells registered as "cell", supplementary
  /// views as "view" (see `register(in:)`). Subclasses give the counts and configure the cells.
  @MainActor
  class DequeuingDataSource: NSObject, UICollectionViewDataSource {
    // Declared here so that subclasses override it: a protocol's witness is chosen where the
    // conformance is declared, and a subclass's own method would never be called.
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 0 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      configure(cell, at: indexPath)
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }

    /// Sets `cell` up for the item at `indexPath`.
    func configure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {}
  }

  /// A collection view of `size` showing `source` with `layout`, with `cellClass` registered as
  /// "cell" and plain views for headers, footers and badges as "view".
  @MainActor
  func registeredCollectionView(
    _ layout: UICollectionViewLayout, source: DequeuingDataSource,
    size: CGSize = CGSize(width: 375, height: 812), cellClass: AnyClass = UICollectionViewCell.self
  ) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      "BrickworkMoreBadge",
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view"
      )
    }
    view.dataSource = source
    view.delegate = source as? any UICollectionViewDelegate
    return view
  }
#endif
