extension WaterfallLayout {
  /// The number of columns a body `bodyWidth` wide gets: ``columns``, or with adaptive columns
  /// as many of at least ``minColumnWidth`` as fit (CSS `repeat(auto-fill, minmax(m, 1fr))`),
  /// capped by ``maxColumns``.
  ///
  /// Adapters ask it to size items for their column before layout (a text cell's height at the
  /// column width); the layout uses the same computation.
  ///
  /// - Complexity: O(1).
  public func columnCount(forBodyWidth bodyWidth: Double) -> Int {
    Columns.count(of: self, bodyWidth: bodyWidth)
  }

  /// The width of `span` adjacent columns (with the spacing between them) in a body
  /// `bodyWidth` wide, as the layout gives an item of that span; `span` is clamped to the column
  /// count, and an item across every column (a full-span one too) is as wide as the body. Not
  /// positive when the options do not fit the width (the layout reports that as an error).
  /// With ``columnWeights``, the columns from `column` on (clamped so that the span fits), and
  /// an item across every column is as wide as the tracks.
  ///
  /// - Complexity: O(1); O(span) with column weights.
  public func columnWidth(
    forBodyWidth bodyWidth: Double, startingAt column: Int = 0, spanning span: Int = 1
  ) -> Double {
    let columns = Columns(self, bodyWidth: bodyWidth)
    let span = min(max(1, span), columns.count)
    if columns.tracks != nil {
      return columns.width(from: min(max(0, column), columns.count - span), spanning: span)
    }
    return span == columns.count && columns.width > 0
      ? bodyWidth : columns.width(spanning: span)
  }

  /// The width of each column in a body `bodyWidth` wide, from the leading one: all equal,
  /// or shared by ``columnWeights``.
  ///
  /// - Complexity: O(c) for c columns.
  public func columnWidths(forBodyWidth bodyWidth: Double) -> [Double] {
    let columns = Columns(self, bodyWidth: bodyWidth)
    return columns.tracks?.widths ?? Array(repeating: columns.width, count: columns.count)
  }
}
