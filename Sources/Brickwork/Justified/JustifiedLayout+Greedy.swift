// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes;
  /// checks each item first when `items.checkingSection` is set (items after a `maxRows` cut
  /// too: they are hidden, not ignored).
  ///
  /// The hot loop of the layout, in two tight passes over the block: the first reads each
  /// photo's aspect ratio once (checking it, by a plain test and the detailed check only where
  /// that fails); the second breaks rows on those ratios. A photo that merely joins the open row
  /// (the common case, ``GreedyRow/joinsPlainly(sum:metrics:capacity:)``) costs an addition and
  /// a few comparisons; the full rule (``GreedyRow/offer(_:metrics:)``) runs only where a row
  /// may end. The running state stays in locals, and frames are written in bulk.
  ///
  /// - Complexity: O(m + k) for m items and the k photos of the open row.
  func advanceGreedy(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) throws(LayoutError) {
    let first = cursor.placedCount
    guard first < end else { return }
    var state = cursor
    // Rows complete in order from the open row's start, the first item not committed.
    let committed = state.committedCount
    let capacity = GreedyRow.capacity(metrics: metrics)
    try items.withPhotos { photos throws(LayoutError) in
      let scratch = UnsafeMutablePointer<Double>.allocate(capacity: end - committed)
      defer { scratch.deallocate() }
      // `ratios[i]` for items `committed ..< end`.
      let ratios = scratch - committed
      // 1. Read the ratios: the open row's, checked already, and the new items', checked now.
      for index in committed..<first { ratios[index] = photos.aspectRatio(at: index) }
      try read(first..<end, of: items, photos, into: ratios)
      // Items after a maxRows cut are passed over: they are hidden.
      guard !state.isCut else { return }
      // 2. Break rows and place them.
      frames.append(atMost: end - committed) { storage in
        let placement = Placement(
          ratios: ratios, bounds: bounds, metrics: metrics, frames: storage - committed)
        var open = state.open
        for index in first..<end {
          let ratio = ratios[index]
          if open.joinsPlainly(sum: open.sum + ratio, metrics: metrics, capacity: capacity) {
            open.add(ratio)
          } else {
            offer(ratio, to: &open, &state, placement)
            if state.isCut { break }
          }
        }
        state.open = open
        return state.committedCount - committed
      }
    }
    state.placedCount = end
    cursor = state
  }

  /// Stores the canonical aspect ratio of each item of `range` at `ratios[item]`, checking each
  /// when `items.checkingSection` is set.
  ///
  /// Not inlined: in a function of its own the loop keeps its state in registers.
  @inline(never)
  private func read(
    _ range: Range<Int>, of items: CanonicalItems, _ photos: Photos,
    into ratios: UnsafeMutablePointer<Double>
  ) throws(LayoutError) {
    for index in range {
      if let plain = photos.plainAspectRatio(at: index) {
        ratios[index] = plain
        continue
      }
      if let section = items.checkingSection {
        try Validation.check(
          photos.items[index], at: index, section: section, axis: items.axis, strategy: self)
      }
      ratios[index] = photos.aspectRatio(at: index)
    }
  }

  /// What placing a greedy row reads: the photos' ratios (`ratios[i]` for item `i`), the body
  /// and where frames go (the frame of item `i` at `frames[i]`).
  private struct Placement {
    let ratios: UnsafeMutablePointer<Double>
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
      top: cursor.top, originX: placement.bounds.originX,
      metrics: metrics, ratio: { placement.ratios[$0] }
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
      return BodyEnd(bottom: cursor.bottom, visibleCount: cursor.committedCount)
    }
    let row = Row.widow(
      cursor.open.items, sum: cursor.open.sum, preferredHeight: cursor.widowHeight,
      metrics: metrics)
    let bottom = row.place(
      atTop: cursor.top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    return BodyEnd(bottom: bottom, visibleCount: row.items.upperBound)
  }
}
