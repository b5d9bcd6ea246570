// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes;
  /// checks each item first when `items.checkingSection` is set (items after a `maxRows` cut
  /// too: they are hidden, not ignored).
  ///
  /// The hot loop of the layout, one pass over the photos: a photo that is plainly valid and
  /// merely joins the open row (the common case, ``GreedyRow/joinsPlainly(sum:metrics:capacity:)``)
  /// costs a read, a few comparisons and an addition; the detailed check and the full rule
  /// (``GreedyRow/offer(_:metrics:)``) run only for the others. The running state stays in
  /// locals, and the frames of completed rows are written straight into the frame storage.
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
    let capacity = GreedyRow.capacity(metrics: metrics)
    try items.withPhotos { photos throws(LayoutError) in
      var next = first
      var failure: LayoutError?
      // Rows complete in order, so the frame of item `i` goes to `storage[i - committed]`.
      let committed = state.committedCount
      frames.append(atMost: end - committed) { storage in
        let placement = Placement(
          photos: photos, bounds: bounds, metrics: metrics, frames: storage - committed)
        var open = state.open
        while next < end, !state.isCut {
          var ratio: Double
          if let plain = photos.plainAspectRatio(at: next) {
            ratio = plain
          } else {
            if let section = checking {
              do throws(LayoutError) {
                try Validation.check(
                  photos.items[next], at: next, section: section, axis: axis, strategy: self)
              } catch {
                failure = error
                break
              }
            }
            ratio = photos.aspectRatio(at: next)
          }
          if open.joinsPlainly(sum: open.sum + ratio, metrics: metrics, capacity: capacity) {
            open.add(ratio)
          } else {
            offer(ratio, to: &open, &state, placement)
          }
          next += 1
        }
        state.open = open
        return state.committedCount - committed
      }
      if let failure { throw failure }
      // Items after a maxRows cut are passed over: they are hidden.
      if let section = checking {
        for index in next..<end {
          try Validation.check(
            photos.items[index], at: index, section: section, axis: axis, strategy: self)
        }
      }
    }
    state.placedCount = end
    cursor = state
  }

  /// What placing a greedy row reads: the photos, the body and where frames go (the frame of
  /// item `i` at `frames[i]`).
  private struct Placement {
    let photos: Photos
    let bounds: BodyBounds
    let metrics: Metrics
    let frames: UnsafeMutablePointer<Rect>
  }

  /// Offers a photo to the open row by the full rule, completing rows until one takes it or
  /// `maxRows` cuts.
  @inline(__always)
  private func offer(
    _ ratio: Double, to open: inout GreedyRow, _ cursor: inout Cursor, _ placement: Placement
  ) {
    while true {
      switch open.offer(ratio, metrics: placement.metrics) {
      case .join:
        open.add(ratio)
      case .joinAndComplete:
        open.add(ratio)
        completeRow(&open, &cursor, placement)
      case .completeWithout:
        // The fresh row is empty and always takes the photo (unless maxRows cuts first).
        completeRow(&open, &cursor, placement)
        if !cursor.isCut { continue }
      }
      return
    }
  }

  /// Places the open row as a complete row and opens the next one.
  @inline(__always)
  private func completeRow(
    _ open: inout GreedyRow, _ cursor: inout Cursor, _ placement: Placement
  ) {
    let metrics = placement.metrics
    let row = Row.justified(
      open.items, sum: open.sum, isBreakout: open.isBreakout, metrics: metrics)
    row.forEachFrame(
      top: placement.bounds.top + cursor.top, originX: placement.bounds.originX,
      photos: placement.photos, metrics: metrics
    ) { index, frame in
      placement.frames[index] = frame
    }
    cursor.bottom = cursor.top + row.height
    cursor.top = cursor.bottom + metrics.lineSpacing
    cursor.rowCount += 1
    cursor.widowHeight = row.widowHeightAfter(metrics: metrics)
    cursor.committedCount = row.items.upperBound
    open = GreedyRow(
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
