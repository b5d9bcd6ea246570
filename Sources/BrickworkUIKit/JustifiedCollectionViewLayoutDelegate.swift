import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section and per-item answers of a ``JustifiedCollectionViewLayout``. Every method is
/// optional: `nil` means the layout's property.
@MainActor
public protocol JustifiedCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
  /// The photo's pixel size (only its aspect ratio matters). Default: the layout's `itemSize`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The row height `section` aims at, or `nil` for the layout's `targetRowHeight`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    targetRowHeightForSectionAt section: Int
  ) -> CGFloat?
}

extension JustifiedCollectionViewLayoutDelegate {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? BrickworkCollectionViewLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }

  /// `nil`: the layout's `targetRowHeight`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    targetRowHeightForSectionAt section: Int
  ) -> CGFloat? { nil }
}
