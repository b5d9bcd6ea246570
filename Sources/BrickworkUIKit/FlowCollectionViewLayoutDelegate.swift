import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section and per-item answers of a ``FlowCollectionViewLayout`` (tags). Every
/// method is optional: `nil` means the layout's property. The names are those of
/// `UICollectionViewDelegateFlowLayout`, so a tag screen's delegate moves over unchanged
/// (with `CGFloat?` for the spacings).
@MainActor
public protocol FlowCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
  /// The size of the tag at `indexPath`. Default: the layout's `itemSize`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The space between tags of a line in `section`, or `nil` for the layout's `itemSpacing`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// The space between lines of `section`, or `nil` for the layout's `lineSpacing`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// The tag's text baseline from its top, for `alignItems == .baseline`; `nil` for its
  /// bottom.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    baselineForItemAt indexPath: IndexPath
  ) -> CGFloat?
}

extension FlowCollectionViewLayoutDelegate {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? BrickworkCollectionViewLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }

  /// `nil`: the layout's `itemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }

  /// `nil`: the layout's `lineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }

  /// `nil`: the tag's bottom.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    baselineForItemAt indexPath: IndexPath
  ) -> CGFloat? { nil }
}
