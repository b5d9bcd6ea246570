// The optimal driver: the table grows with the items; rows before the stable break are placed
// once and committed, the rows after it are placed by `finish` from the table.

extension JustifiedLayout {
  /// Extends the table to items `0..<end` and places the rows that became final.
  ///
  /// - Complexity: O(m * k_max) for m new items, plus O(n - s) for the stable break s of the
  ///   items before (the sweep) and the rows placed.
  func advanceOptimal(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) {
    cursor.table.extend(through: end, items: items, metrics: metrics)
    cursor.placedCount = end
    // Constrained rows have no stable break: every row is placed by `finish`.
    guard !metrics.constrainsRows else { return }
    let stable = cursor.table.stableBreak(
      notBefore: cursor.committedCount, items: items, metrics: metrics)
    guard stable > cursor.committedCount else { return }
    for row in cursor.table.rows(from: cursor.committedCount, to: stable, metrics: metrics) {
      cursor.bottom = row.place(
        atTop: cursor.top, bounds: bounds, items: items, metrics: metrics,
        frames: &frames)
      cursor.top = cursor.bottom + metrics.lineSpacing
    }
    cursor.committedCount = stable
  }

  /// Places the rows after the stable break: the best layout's, ending with a complete row or
  /// a widow (hidden when `showWidows` is false).
  ///
  /// - Complexity: O(n - s) for n items and the stable break s.
  func finishOptimal(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) -> BodyEnd {
    let table = cursor.table
    guard table.itemCount > 0 else {
      return BodyEnd(bottom: cursor.bottom, visibleCount: cursor.committedCount)
    }
    let last = table.lastRow(items: items, metrics: metrics, widows: widowAlignment)
    var top = cursor.top
    var bottom = cursor.bottom
    for row in table.rows(from: cursor.committedCount, to: last.items.lowerBound, metrics: metrics)
    {
      bottom = row.place(
        atTop: top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
      top = bottom + metrics.lineSpacing
    }
    guard !last.isWidow || showWidows else {
      return BodyEnd(bottom: bottom, visibleCount: last.items.lowerBound)
    }
    bottom = last.place(
      atTop: top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    return BodyEnd(bottom: bottom, visibleCount: table.itemCount)
  }
}
