// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes.
  ///
  /// - Complexity: O(m) for m items.
  func advanceGreedy(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) {
    var index = cursor.placedCount
    while index < end, !cursor.isCut {
      let ratio = items.aspectRatio(at: index)
      var placed = false
      while !placed, !cursor.isCut {
        switch cursor.open.offer(ratio, metrics: metrics) {
        case .join:
          cursor.open.add(ratio)
          placed = true
        case .joinAndComplete:
          cursor.open.add(ratio)
          completeRow(&cursor, items: items, bounds: bounds, metrics: metrics, frames: &frames)
          placed = true
        case .completeWithout:
          // The fresh row is empty and always takes the photo (unless maxRows cuts first).
          completeRow(&cursor, items: items, bounds: bounds, metrics: metrics, frames: &frames)
        }
      }
      index += 1
    }
    // Items after a maxRows cut are passed over: they are hidden.
    cursor.placedCount = max(cursor.placedCount, end)
  }

  /// Places the open row as a complete row and opens the next one.
  private func completeRow(
    _ cursor: inout Cursor, items: CanonicalItems, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) {
    let row = Row.justified(
      cursor.open.items, sum: cursor.open.sum, isBreakout: cursor.open.isBreakout, metrics: metrics)
    cursor.bottom = row.place(
      atRelativeTop: cursor.top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    cursor.top = cursor.bottom + metrics.lineSpacing
    cursor.rowCount += 1
    cursor.widowHeight = row.widowHeightAfter(metrics: metrics)
    cursor.committedCount = row.items.upperBound
    cursor.open = GreedyRow(
      start: row.items.upperBound, isBreakout: cadence.isBreakoutRow(number: cursor.rowCount + 1))
    if maxRows > 0, cursor.rowCount >= maxRows { cursor.isCut = true }
  }

  /// Lays out the widow row, if shown, and reports the body's end.
  ///
  /// - Complexity: O(k) for the k items of the open row.
  func finishGreedy(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) -> BodyEnd {
    guard cursor.open.count > 0, !cursor.isCut, showWidows else {
      return BodyEnd(height: cursor.bottom, visibleCount: cursor.committedCount)
    }
    let row = Row.widow(
      cursor.open.items, sum: cursor.open.sum, preferredHeight: cursor.widowHeight,
      metrics: metrics)
    let bottom = row.place(
      atRelativeTop: cursor.top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    return BodyEnd(height: bottom, visibleCount: row.items.upperBound)
  }
}
