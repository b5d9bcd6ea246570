/// The waterfall (masonry, 瀑布流) strategy: items fill equal-width columns one by one.
///
/// With `c` columns in a body of width `cw`, each column is `w = (cw - (c - 1) * columnSpacing) / c`
/// wide and column `j` starts at `j * (w + columnSpacing)` from the body's leading edge. Each
/// column keeps a running position: the body top while empty, else the bottom of its last item
/// plus `itemSpacing`. An item's height is its `extent`, its pixel `size` scaled to `w`, or `w`
/// divided by its `aspectRatio`.
///
/// An item with a `span` of k columns goes to the k adjacent columns whose greatest running
/// position is least (ties: the leading ones), below all of them; one with an explicit `column`
/// goes to that column (and the next k - 1) whatever the others hold. The result reports each
/// item's leading column. With `minColumnWidth`, the column count adapts to the width as CSS
/// `repeat(auto-fill, minmax(m, 1fr))` does.
///
/// A full-span item starts at the greatest running position, spans the whole body (its height
/// is scaled to the body width, for a pixel size or an aspect ratio), and afterwards every
/// column continues below it. The body's height ends at the lowest item bottom; a trailing
/// `itemSpacing` is not counted.
public struct WaterfallLayout: Hashable, Sendable {
  /// How items choose their column.
  public enum Placement: Hashable, Sendable, CaseIterable {
    /// Each item goes to the column with the least running position; ties go to the leading
    /// column (as CHTCollectionViewWaterfallLayout and masonry.js do).
    case shortestColumn
    /// Item `k` of the section goes to column `k mod columns`, counted from the leading edge
    /// (the left in a left-to-right layout, the right in a right-to-left one, the top in a
    /// horizontal one). Items may not span several columns (but may span all).
    case leadingToTrailing
    /// Item `k` of the section goes to column `k mod columns`, counted from the trailing edge.
    /// Items may not span several columns (but may span all).
    case trailingToLeading
  }

  /// The number of columns, at least 1 and at most ``Limits/maximumColumns``; ignored when
  /// ``minColumnWidth`` is set.
  public var columns: Int
  /// Adaptive columns: when set (> 0), as many columns of at least this width as fit, as CSS
  /// `repeat(auto-fill, minmax(m, 1fr))`, instead of ``columns``.
  public var minColumnWidth: Double?
  /// The most adaptive columns, or 0 for no cap (only with ``minColumnWidth``).
  public var maxColumns: Int
  /// The space between adjacent columns.
  public var columnSpacing: Double
  /// The space between an item and the next one in its column.
  public var itemSpacing: Double
  /// How items choose their column.
  public var placement: Placement
  /// CSS grid-lanes `flow-tolerance`, in points, or `nil` for exact ties to the leading column.
  ///
  /// With a tolerance t (`shortestColumn` placement only), an item of span k may start at any
  /// column j whose running position (the greatest of columns j ..< j + k) is within t of the
  /// least one, and takes the first such start from the placement cursor: the column after
  /// the previous item placed by the rule, wrapping to the leading column. So `0` is CSS with
  /// exact ties broken from the cursor, and a tolerance larger than any item fills the
  /// columns row by row. Explicit columns and full-span items do not move the cursor.
  public var tolerance: Double?
  /// Column widths as CSS `fr` tracks, or `nil` for ``columns`` equal columns.
  ///
  /// With weights `w_0 … w_{c-1}` (c of them, each finite and > 0), the body's free width
  /// `F = cw - (c - 1) * columnSpacing` is shared as CSS grid `grid-template-columns: <w_0>fr …`
  /// shares it: column j is `F * w_j / max(1, sum(w))` wide. Placement is unchanged; an item
  /// is sized to the column (or columns) it lands in. Excludes ``minColumnWidth``.
  public var columnWeights: [Double]?
  /// An even bottom edge: a factor e >= 0, or 0 (``Default/evenBottom``) for none.
  ///
  /// After a section's last item, the last item of each column that ends above the body's
  /// bottom B (an item of one column, not full span, with top t and height h) grows to
  /// `B - t` when that is at most `(1 + e) * h`. Nothing else moves; appends and updates
  /// continue from the items' own heights. ``LayoutResult/stretchedItems(inSection:)`` names the
  /// items that grew.
  public var evenBottom: Double

  /// Creates a waterfall strategy; the defaults are those of the layout document.
  public init(
    columns: Int = Default.columns, columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing, placement: Placement = .shortestColumn
  ) {
    self.columns = columns
    self.minColumnWidth = nil
    self.maxColumns = 0
    self.columnSpacing = columnSpacing
    self.itemSpacing = itemSpacing
    self.placement = placement
    self.tolerance = nil
    self.columnWeights = nil
    self.evenBottom = Default.evenBottom
  }

  /// Creates a waterfall strategy with adaptive columns: as many columns at least
  /// `minColumnWidth` wide as fit the body, at most `maxColumns` (0 for no cap).
  public init(
    minColumnWidth: Double, maxColumns: Int = 0, columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing, placement: Placement = .shortestColumn
  ) {
    self.init(
      columns: 1, columnSpacing: columnSpacing, itemSpacing: itemSpacing, placement: placement)
    self.minColumnWidth = minColumnWidth
    self.maxColumns = maxColumns
  }

  /// Creates a waterfall strategy whose columns share the width as CSS `fr` tracks, one column
  /// per weight (see ``columnWeights``).
  public init(
    columnWeights: [Double], columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing, placement: Placement = .shortestColumn
  ) {
    self.init(
      columns: columnWeights.count, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
      placement: placement)
    self.columnWeights = columnWeights
  }
}
