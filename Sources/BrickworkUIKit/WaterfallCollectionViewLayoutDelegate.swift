import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The answers of a ``WaterfallCollectionViewLayout``: each item's size (required, scaled to the
  /// column width), and optionally heights for a column width, column counts and spacings, spans.
  ///
  /// Migrating from `CHTCollectionViewDelegateWaterfallLayout`: the same method names and
  /// signatures (`sizeForItemAt` required, `columnCountForSection`,
  /// `minimumColumnSpacingForSectionAt`, `heightForHeaderInSection`, `insetForHeaderInSection`,
  /// …), so a CHT delegate conforms as it is.
  @MainActor
  public protocol WaterfallCollectionViewLayoutDelegate: CollectionViewLayoutSectionDelegate {
    /// The item's size: the waterfall keeps its aspect ratio at the column width (a photo's pixel
    /// size will do). Required.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The item's height at `columnWidth` (a text cell's), or `nil` to scale `sizeForItemAt`'s
    /// answer. The column width is the core's (`WaterfallLayout.columnWidth(forBodyWidth:)`), for
    /// fixed and adaptive columns alike.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat?

    /// The number of columns of `section`. Default: the layout's `columnCount`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnCountForSection section: Int
    ) -> Int

    /// The space between columns of `section`. Default: the layout's `columnSpacing`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumColumnSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The CSS `flow-tolerance` of `section` in points, or `nil` for the shortest column with
    /// exact ties to the leading one (see ``WaterfallCollectionViewLayout/tolerance``). Default:
    /// the layout's `tolerance`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      toleranceForSectionAt section: Int
    ) -> CGFloat?

    /// The column weights of `section` (CSS `fr` tracks), or `nil` for equal columns (see
    /// ``WaterfallCollectionViewLayout/columnWeights``). Default: the layout's `columnWeights`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnWeightsForSectionAt section: Int
    ) -> [CGFloat]?

    /// The even-bottom factor of `section`, 0 for none (see
    /// ``WaterfallCollectionViewLayout/evenBottom``). Default: the layout's `evenBottom`.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      evenBottomForSectionAt section: Int
    ) -> CGFloat

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

    /// The layout's `columnCount`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnCountForSection section: Int
    ) -> Int {
      (collectionViewLayout as? WaterfallCollectionViewLayout)?.columnCount ?? Default.columns
    }

    /// The layout's `columnSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumColumnSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? WaterfallCollectionViewLayout)?.columnSpacing
        ?? CGFloat(Default.columnSpacing)
    }

    /// The layout's `tolerance`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      toleranceForSectionAt section: Int
    ) -> CGFloat? {
      (collectionViewLayout as? WaterfallCollectionViewLayout)?.tolerance
    }

    /// The layout's `columnWeights`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnWeightsForSectionAt section: Int
    ) -> [CGFloat]? {
      (collectionViewLayout as? WaterfallCollectionViewLayout)?.columnWeights
    }

    /// The layout's `evenBottom`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      evenBottomForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? WaterfallCollectionViewLayout)?.evenBottom
        ?? CGFloat(Default.evenBottom)
    }

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
#endif
