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
  /// `bodyWidth` wide; `span` is clamped to the column count. Not positive when the options do
  /// not fit the width (the layout reports that as an error).
  ///
  /// - Complexity: O(1).
  public func columnWidth(forBodyWidth bodyWidth: Double, spanning span: Int = 1) -> Double {
    let columns = Columns(self, bodyWidth: bodyWidth)
    return columns.width(spanning: min(max(1, span), columns.count))
  }
}
