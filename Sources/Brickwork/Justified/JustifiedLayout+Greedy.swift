// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes;
  /// checks each item first when `items.checkingSection` is set (items after a `maxRows` cut
  /// too: they are hidden, not ignored).
  ///
  /// The hot loop of the layout: it reads the items' storage directly and keeps the running
  /// state in locals, written back to the cursor once.
  ///
  /// - Complexity: O(m) for m items.
  func advanceGreedy(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) throws(LayoutError) {
    let first = cursor.placedCount
    guard first < end else { return }
    var state = cursor
    let axis = items.axis
    let checking = items.checkingSection
    try items.withPhotos { photos throws(LayoutError) in
      for index in first..<end {
        if let section = checking {
          try Validation.check(
            photos.items[index], at: index, section: section, axis: axis, strategy: self)
        }
        // Items after a maxRows cut are passed over: they are hidden.
        guard !state.isCut else { continue }
        let ratio = Photos.aspectRatio(of: photos.items[index], axis: axis)
        while true {
          switch state.open.offer(ratio, metrics: metrics) {
          case .join:
            state.open.add(ratio)
          case .joinAndComplete:
            state.open.add(ratio)
            completeRow(&state, photos: photos, bounds: bounds, metrics: metrics, frames: &frames)
          case .completeWithout:
            // The fresh row is empty and always takes the photo (unless maxRows cuts first).
            completeRow(&state, photos: photos, bounds: bounds, metrics: metrics, frames: &frames)
            if !state.isCut { continue }
          }
          break
        }
      }
    }
    state.placedCount = end
    cursor = state
  }

  /// Places the open row as a complete row and opens the next one.
  @inline(__always)
  private func completeRow(
    _ cursor: inout Cursor, photos: Photos, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) {
    let row = Row.justified(
      cursor.open.items, sum: cursor.open.sum, isBreakout: cursor.open.isBreakout, metrics: metrics)
    cursor.bottom = row.place(
      atRelativeTop: cursor.top, bounds: bounds, photos: photos, metrics: metrics, frames: &frames)
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
