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
  ///
  /// - Complexity: O(1).
  public func columnWidth(forBodyWidth bodyWidth: Double, spanning span: Int = 1) -> Double {
    let columns = Columns(self, bodyWidth: bodyWidth)
    let span = min(max(1, span), columns.count)
    return span == columns.count && columns.width > 0
      ? bodyWidth : columns.width(spanning: span)
  }
}
