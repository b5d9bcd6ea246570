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
  /// `UICollectionViewDelegateFlowLayout`, so a tag screen's delegate moves over unchanged), and
  /// baselines.
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
  }

  extension FlowCollectionViewLayoutDelegate {
    /// `nil`: the tag's bottom.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      baselineForItemAt indexPath: IndexPath
    ) -> CGFloat? { nil }
  }
#endif
