import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The answers of a ``JustifiedCollectionViewLayout``: each photo's size (required; pixel sizes
  /// will do, only the aspect ratio matters), the spacings of
  /// ``CollectionViewLayoutSectionDelegate``, target row heights, row constraints and widow
  /// alignments.
  @MainActor
  public protocol JustifiedCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
    /// The photo's size (its aspect ratio is kept). Required.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The row height `section` aims at. Default: the layout's `targetRowHeight`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      targetRowHeightForSectionAt section: Int
    ) -> CGFloat

    /// The fewest photos a complete row of `section` holds. Default: the layout's
    /// `minItemsPerRow`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumItemsPerRowForSectionAt section: Int
    ) -> Int

    /// The most photos a row of `section` holds (0: no limit). Default: the layout's
    /// `maxItemsPerRow`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      maximumItemsPerRowForSectionAt section: Int
    ) -> Int

    /// Where the photos of the unfinished last row of `section` sit. Default: the layout's
    /// `widowAlignment`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      widowAlignmentForSectionAt section: Int
    ) -> JustifiedLayout.WidowAlignment
  }

  extension JustifiedCollectionViewLayoutDelegate {
    /// The layout's `targetRowHeight`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      targetRowHeightForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? JustifiedCollectionViewLayout)?.targetRowHeight
        ?? CGFloat(Default.targetRowHeight)
    }

    /// The layout's `minItemsPerRow`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumItemsPerRowForSectionAt section: Int
    ) -> Int {
      (collectionViewLayout as? JustifiedCollectionViewLayout)?.minItemsPerRow
        ?? JustifiedLayout().minItemsPerRow
    }

    /// The layout's `maxItemsPerRow`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      maximumItemsPerRowForSectionAt section: Int
    ) -> Int {
      (collectionViewLayout as? JustifiedCollectionViewLayout)?.maxItemsPerRow
        ?? JustifiedLayout().maxItemsPerRow
    }

    /// The layout's `widowAlignment`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      widowAlignmentForSectionAt section: Int
    ) -> JustifiedLayout.WidowAlignment {
      (collectionViewLayout as? JustifiedCollectionViewLayout)?.widowAlignment
        ?? Default.widowAlignment
    }
  }
#endif
