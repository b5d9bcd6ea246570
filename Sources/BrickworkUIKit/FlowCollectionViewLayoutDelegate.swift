import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The answers of a ``FlowCollectionViewLayout`` (tags): each tag's size (required), the
  /// spacings of ``CollectionViewLayoutSectionDelegate`` (the signatures of
  /// `UICollectionViewDelegateFlowLayout`, so a tag screen's delegate moves over unchanged),
  /// baselines and grow factors.
  @MainActor
  public protocol FlowCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
    /// The tag's size, as it is. Required.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The tag's text baseline from its top, for `alignItems == .baseline`; `nil` for its
    /// bottom.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      baselineForItemAt indexPath: IndexPath
    ) -> CGFloat?

    /// The tag's grow factor (CSS `flex-grow`), or `nil` for its section's. Default: `nil`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      growForItemAt indexPath: IndexPath
    ) -> CGFloat?

    /// The grow factor of the tags of `section` that give none. Default: the layout's
    /// `itemGrow`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      itemGrowForSectionAt section: Int
    ) -> CGFloat
  }

  extension FlowCollectionViewLayoutDelegate {
    /// `nil`: the tag's bottom.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      baselineForItemAt indexPath: IndexPath
    ) -> CGFloat? { nil }

    /// `nil`: the section's factor.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      growForItemAt indexPath: IndexPath
    ) -> CGFloat? { nil }

    /// The layout's `itemGrow`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      itemGrowForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? FlowCollectionViewLayout)?.itemGrow ?? CGFloat(Default.itemGrow)
    }
  }
#endif
