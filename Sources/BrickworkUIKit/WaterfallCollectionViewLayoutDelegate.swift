import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// The per-section and per-item answers of a ``WaterfallCollectionViewLayout``: the item sizes
/// (`sizeForItemAt`, scaled to the column width) and item spacing of
/// ``CollectionViewLayoutSectionDelegate``, heights for a column width, column counts and
/// spacings, spans. Every method is optional (Swift default implementations): `nil` means the
/// layout's property.
///
/// Migrating from `CHTCollectionViewDelegateWaterfallLayout`: the same method names, with the
/// optional values of Swift instead of `respondsToSelector:`. Keep the signatures exact: a
/// method that differs (say `-> CGFloat` where `-> CGFloat?` is asked) is not called.
@MainActor
public protocol WaterfallCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
  /// The item's height at `columnWidth` (a text cell's), or `nil` to scale
  /// `sizeForItemAt`'s answer. Asked with a fixed `columnCount`; with adaptive columns
  /// (`minimumColumnWidth`) the width is not known before layout, so answer sizes or let
  /// cells self-size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
  ) -> CGFloat?

  /// The number of columns of `section`, or `nil` for the layout's `columnCount`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int?

  /// The space between columns of `section`, or `nil` for the layout's `columnSpacing`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// Whether the item spans every column (a banner). Default: `false`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    isFullSpanItemAt indexPath: IndexPath
  ) -> Bool

  /// How many adjacent columns the item spans. Default: 1.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    spanForItemAt indexPath: IndexPath
  ) -> Int
}

extension WaterfallCollectionViewLayoutDelegate {
  /// `nil`: scale `sizeForItemAt`'s answer.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
  ) -> CGFloat? { nil }

  /// `nil`: the layout's `columnCount`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int? { nil }

  /// `nil`: the layout's `columnSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }

  /// `false`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    isFullSpanItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// 1.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    spanForItemAt indexPath: IndexPath
  ) -> Int { 1 }
}
