import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section and per-item answers of a ``JustifiedCollectionViewLayout``: the photo sizes
/// (pixel sizes: only the aspect ratio matters) and spacings of
/// ``CollectionViewLayoutSectionDelegate``, and target row heights. Every method is optional:
/// `nil` means the layout's property.
@MainActor
public protocol JustifiedCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
  /// The row height `section` aims at, or `nil` for the layout's `targetRowHeight`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    targetRowHeightForSectionAt section: Int
  ) -> CGFloat?
}

extension JustifiedCollectionViewLayoutDelegate {
  /// `nil`: the layout's `targetRowHeight`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    targetRowHeightForSectionAt section: Int
  ) -> CGFloat? { nil }
}
