import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The answers every Brickwork collection-view layout asks for: an item's size, a section's
/// spacings, insets, header and footer heights and background. Every method is optional: the
/// defaults answer the layout's property (`nil` for "use the property":
/// ``BrickworkCollectionViewLayout/sectionInset``, …).
///
/// The layout finds its delegate on the layout (`layout.delegate`) or else on the collection
/// view's delegate, as the best-known waterfall layouts do.
@MainActor
public protocol CollectionViewLayoutSectionDelegate: UICollectionViewDelegate {
  /// The item's size. A waterfall keeps its aspect ratio at the column width (a photo's pixel
  /// size will do), justified rows keep its aspect ratio, a flow takes it as it is. Default:
  /// the layout's `itemSize`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The space between items of `section` (in a waterfall column, along a flow line or a
  /// justified row), or `nil` for the layout's `itemSpacing`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// The space between lines of a flow or rows of justified photos in `section`, or `nil` for
  /// the layout's `lineSpacing` (a waterfall does not ask).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat?

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
