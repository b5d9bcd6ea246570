// The greedy driver: flickr/justified-layout 4.1's row-by-row breaking, item by item, so that
// an append or a checkpoint resumes exactly where a full layout would be. Each photo is offered
// to the open row by the rule (``JustifiedLayout/GreedyRow``); each row it completes is placed
// at once and its frames are final.

extension JustifiedLayout {
  /// Offers items `cursor.placedCount ..< end` to the open row, placing each row it completes;
  /// checks each item first when `items.checkingSection` is set (items after a `maxRows` cut
  /// too: they are hidden, not ignored).
  ///
  /// With `items.usesKernels`, runs of photos that plainly pass every check take the fast loop
  /// (``placePlainPhotos(_:_:photos:bounds:metrics:frames:)``), which offers them by the same
  /// rule and places the same rows; every other photo is checked and offered here.
  ///
  /// - Complexity: O(m + k) for m items and the k photos of the open row.
  func advanceGreedy(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) throws(LayoutError) {
    var index = cursor.placedCount
    try items.withPhotos { photos throws(LayoutError) in
      while index < end {
        if items.usesKernels, !cursor.isCut {
          index = placePlainPhotos(
            index..<end, &cursor, photos: photos, bounds: bounds, metrics: metrics,
            frames: &frames)
          guard index < end else { break }
        }
        if let section = items.checkingSection {
          try Validation.check(
            photos.items[index], at: index, section: section, axis: items.axis, strategy: self)
        }
        if !cursor.isCut {
          offer(photos.aspectRatio(at: index), to: &cursor, metrics: metrics) { row, top in
            _ = row.place(
              atTop: top, bounds: bounds, photos: photos, metrics: metrics, frames: &frames)
          }
        }
        index += 1
      }
    }
    cursor.placedCount = end
  }

  /// Offers the next photo, of aspect ratio `ratio`, to the open row by the rule
  /// (``GreedyRow/offer(_:metrics:)``), completing rows until one takes it or `maxRows` cuts;
  /// `place(row, top)` writes the frames of each row completed, its top at `top`.
  ///
  /// - Complexity: O(1), plus the rows placed.
  @inline(__always)
  func offer(
    _ ratio: Double, to cursor: inout Cursor, metrics: Metrics,
    place: (_ row: Row, _ top: Double) -> Void
  ) {
    while true {
      switch cursor.open.offer(ratio, metrics: metrics) {
      case .join:
        cursor.open.add(ratio)
        return
      case .joinAndComplete:
        cursor.open.add(ratio)
        completeRow(&cursor, metrics: metrics, place: place)
        return
      case .completeWithout:
        // The fresh row is empty and always takes the photo (unless maxRows cuts first).
        completeRow(&cursor, metrics: metrics, place: place)
        if cursor.isCut { return }
      }
    }
  }

  /// Completes the open row: places it (`place(row, top)`), moves the cursor past it and opens
  /// the next row, a breakout row every `breakoutCadence` rows; cuts after `maxRows` rows.
  @inline(__always)
  private func completeRow(
    _ cursor: inout Cursor, metrics: Metrics, place: (_ row: Row, _ top: Double) -> Void
  ) {
    let open = cursor.open
    let row = Row.justified(
      open.items, sum: open.sum, isBreakout: open.isBreakout, metrics: metrics)
    place(row, cursor.top)
    // The frames' own bottom (`maxY`), which the next row starts from.
    cursor.bottom = cursor.top + row.height
    cursor.top = cursor.bottom + metrics.lineSpacing
    cursor.committedCount = open.items.upperBound
    cursor.widowHeight = row.widowHeightAfter(metrics: metrics)
    cursor.rowCount += 1
    cursor.open = GreedyRow(
      start: open.items.upperBound, isBreakout: cadence.isBreakoutRow(number: cursor.rowCount + 1))
    if maxRows > 0, cursor.rowCount >= maxRows { cursor.isCut = true }
  }

  /// Lays out the widow row, if shown, by the widow policies, and reports the body's end.
  ///
  /// - Complexity: O(k) for the k items of the open row.
  func finishGreedy(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, metrics: Metrics,
    frames: inout FrameBuffer
  ) -> BodyEnd {
    guard cursor.open.count > 0, !cursor.isCut, showWidows else {
      return BodyEnd(bottom: cursor.bottom, visibleCount: cursor.committedCount)
    }
    let row: Row
    if widowAlignment == .justify {
      row = .justified(
        cursor.open.items, sum: cursor.open.sum, isBreakout: cursor.open.isBreakout,
        metrics: metrics)
    } else {
      row = Row.widow(
        cursor.open.items, sum: cursor.open.sum,
        preferredHeight: widowHeight == .target ? metrics.target : cursor.widowHeight,
        metrics: metrics
      ).aligned(widowAlignment, metrics: metrics)
    }
    let bottom = row.place(
      atTop: cursor.top, bounds: bounds, items: items, metrics: metrics, frames: &frames)
    return BodyEnd(bottom: bottom, visibleCount: row.items.upperBound)
  }
}
