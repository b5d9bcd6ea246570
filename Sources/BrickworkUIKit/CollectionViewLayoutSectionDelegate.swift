import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section answers every Brickwork collection-view layout asks for: insets, header
/// and footer heights. Every method is optional: the default answers `nil`, which means "use
/// the layout's property" (``BrickworkCollectionViewLayout/sectionInset``, …).
///
/// The layout finds its delegate on the layout (`layout.delegate`) or else on the collection
/// view's delegate, as the best-known waterfall layouts do.
@MainActor
public protocol CollectionViewLayoutSectionDelegate: UICollectionViewDelegate {
  /// The insets of `section`'s body, or `nil` for the layout's `sectionInset`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets?

  /// The height of `section`'s header (0: none), or `nil` for the layout's `headerHeight`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForHeaderInSection section: Int
  ) -> CGFloat?

  /// The height of `section`'s footer (0: none), or `nil` for the layout's `footerHeight`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForFooterInSection section: Int
  ) -> CGFloat?

  /// The insets of `section`'s background (a decoration view of kind
  /// ``BrickworkElementKind/sectionBackground`` beneath the section's insets and body, headers
  /// and footers excluded, shrunk by these insets), or `nil` for the layout's
  /// `sectionBackgroundInsets`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    backgroundInsetsForSectionAt section: Int
  ) -> UIEdgeInsets?
}

extension CollectionViewLayoutSectionDelegate {
  /// `nil`: the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets? { nil }

  /// `nil`: the layout's `headerHeight`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForHeaderInSection section: Int
  ) -> CGFloat? { nil }

  /// `nil`: the layout's `footerHeight`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForFooterInSection section: Int
  ) -> CGFloat? { nil }

  /// `nil`: the layout's `sectionBackgroundInsets`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    backgroundInsetsForSectionAt section: Int
  ) -> UIEdgeInsets? { nil }
}
