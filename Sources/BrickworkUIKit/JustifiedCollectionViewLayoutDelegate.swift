import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The answers of a ``JustifiedCollectionViewLayout``: each photo's size (required; pixel sizes
/// will do, only the aspect ratio matters), the spacings of
/// ``CollectionViewLayoutSectionDelegate``, and target row heights.
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
}
