import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section and per-item answers of a ``FlowCollectionViewLayout`` (tags): the tag
/// sizes and spacings of ``CollectionViewLayoutSectionDelegate`` (the names of
/// `UICollectionViewDelegateFlowLayout`, so a tag screen's delegate moves over unchanged, with
/// `CGFloat?` for the spacings), and baselines. Every method is optional: `nil` means the
/// layout's property.
@MainActor
public protocol FlowCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
  /// The tag's text baseline from its top, for `alignItems == .baseline`; `nil` for its
  /// bottom.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    baselineForItemAt indexPath: IndexPath
  ) -> CGFloat?
}

extension FlowCollectionViewLayoutDelegate {
  /// `nil`: the tag's bottom.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    baselineForItemAt indexPath: IndexPath
  ) -> CGFloat? { nil }
}
