extension WaterfallLayout: BodyLayout {
  /// The running state of a waterfall body, in canonical content coordinates: the positions
  /// are the ones the spec names (the body top while a column is empty, else its last item's
  /// bottom plus `itemSpacing`), so that an item stacked under another with no spacing starts
  /// exactly at its bottom (the frame's origin plus size), to the last bit.
  struct Cursor: BodyCursor, Equatable {
    /// The running positions of the leading columns. Columns past the end of the array are at
    /// `trailingPosition`; between blocks the array is trimmed of its trailing run of that
    /// value, so that a section of few items in many columns keeps a small state.
    var positions: [Double] = []
    /// The running position of every column past the end of `positions`.
    var trailingPosition: Double
    /// The greatest item bottom so far: the body's bottom (its top while empty).
    var greatestBottom: Double
    /// How many items have been placed.
    var placedCount = 0
    /// With a ``WaterfallLayout/tolerance``, CSS's placement cursor: the column line after the
    /// last item placed by the rule (the column count, or past it, reads as the leading line).
    var placementCursor = 0
    /// With an ``WaterfallLayout/evenBottom`` edge, the last item placed in each column (-1
    /// while the column is empty); empty otherwise. The candidates `finish` stretches.
    var lastItems: [Int] = []
    /// Every placed item's frame is final (an even bottom edge stretches some in place, and
    /// `advance` restores them first).
    var committedCount: Int { placedCount }

    /// Gives every one of `count` columns its own entry in `positions`.
    mutating func expand(toColumns count: Int) {
      if positions.count < count {
        positions.append(
          contentsOf: repeatElement(trailingPosition, count: count - positions.count))
      }
    }

    /// Trims the trailing run of positions equal to `trailingPosition` (any run, when every one
    /// of `count` columns has its entry), releasing the storage when that saves most of it.
    mutating func compact(columns count: Int) {
      guard let last = positions.last else { return }
      if positions.count >= count { trailingPosition = last }
      var kept = positions.count
      while kept > 0, positions[kept - 1] == trailingPosition { kept -= 1 }
      if kept * 2 <= positions.count {
        positions = Array(positions[..<kept])
      } else if kept < positions.count {
        positions.removeSubrange(kept...)
      }
    }
  }

  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError] {
    Columns.problems(of: self, bodyWidth: bodyWidth, section: section)
  }

  func makeCursor(in bounds: BodyBounds) -> Cursor {
    Cursor(trailingPosition: bounds.top, greatestBottom: bounds.top)
  }

  func violation(of item: Item) -> LayoutError.Rule? {
    guard case .size(let size) = item.sizing, size.height > 0 else { return nil }
    guard size.width > 0 else { return .degenerateAspectRatio }
    return Limits.aspectRatios.contains(size.width / size.height) ? nil : .aspectRatioOutOfRange
  }

  func placementViolation(of item: Item, bodyWidth: Double) -> (
    field: String, rule: LayoutError.Rule
  )? {
    if item.span == 1, item.column == nil { return nil }
    // Without a body (broken options) only the span's own rule is checked.
    guard bodyWidth.isFinite else { return item.span < 1 ? ("span", .atLeastOne) : nil }
    return placementViolation(of: item, columns: Columns.count(of: self, bodyWidth: bodyWidth))
  }

  /// The rule an item's `span` or `column` breaks in a body of `columns` columns, if any.
  private func placementViolation(of item: Item, columns: Int) -> (
    field: String, rule: LayoutError.Rule
  )? {
    if item.span < 1 { return ("span", .atLeastOne) }
    let span = item.isFullSpan ? columns : min(item.span, columns)
    if let column = item.column {
      if column >= columns { return ("column", .columnOutOfRange(columns: columns)) }
      if column + span > columns { return ("column", .spanPastLastColumn(columns: columns)) }
    } else if span > 1, span < columns, placement != .shortestColumn {
      return ("span", .spanNeedsShortestColumn)
    }
    return nil
  }

  /// A checkpoint holds at most every column's position: one every `max(1024, 32 · columns)`
  /// items keeps them under half a byte per item, whatever the column count.
  func checkpointInterval(bodyWidth: Double) -> Int {
    max(1024, 32 * Columns.count(of: self, bodyWidth: bodyWidth))
  }

  /// The waterfall checks items in its own loop: a million-item feed is read once.
  var checksItemsWhilePlacing: Bool { true }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) throws(LayoutError) {
    let columns = Columns(self, bodyWidth: bounds.width)
    frames.truncate(to: cursor.committedCount)
    let start = cursor.placedCount
    guard start < end else { return }
    cursor.expand(toColumns: columns.count)
    var greatest = cursor.greatestBottom
    let axis = items.axis
    // Frames go straight into the store, each item's leading column beside it in a block of
    // the stack.
    let count = end - start
    var appender = frames.beginAppending(reserving: count)
    var isOffColumnZero = false
    // The rule of items placed in one column with a tolerance, carrying CSS's placement cursor,
    // which items of several columns placed by the rule move too.
    var tolerant = TolerantRule(tolerance: tolerance ?? 0, cursor: cursor.placementCursor)
    let usesKernel = items.usesKernels && columns.count > 1
    // With an even bottom edge: the last item of each column, whose frame the last `finish`
    // may have stretched (restored here to its own height before anything is placed).
    let tracksLastItems = evenBottom > 0
    var lastItems: [Int] = []
    if tracksLastItems {
      swap(&lastItems, &cursor.lastItems)
      if lastItems.count < columns.count {
        lastItems.append(contentsOf: repeatElement(-1, count: columns.count - lastItems.count))
      }
      restoreOwnHeights(ofLastItems: lastItems, items: items, frames: &frames)
    }
    defer { if tracksLastItems { swap(&lastItems, &cursor.lastItems) } }
    try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) {
      lanes throws(LayoutError) in
      try cursor.positions.withUnsafeMutableBufferPointer { positions throws(LayoutError) in
        try items.items.withUnsafeBufferPointer { source throws(LayoutError) in
          var index = start
          while index < end {
            if usesKernel {
              let target = PlainRunTarget(
                positions: positions, lanes: lanes, firstIndex: start, originX: bounds.originX)
              let runStart = index
              index = try placePlainRun(
                from: index, to: end, source: source, checking: items.checkingSection,
                axis: axis, columns: columns, into: target, appender: &appender,
                greatest: &greatest, isOffColumnZero: &isOffColumnZero, tolerant: &tolerant)
              if tracksLastItems {
                // The run's last item in each column, found from its end: every entry set
                // before the run is below its start.
                var found = 0
                var placed = index
                while placed > runStart, found < columns.count {
                  placed -= 1
                  let lane = Int(lanes[placed - start])
                  if lastItems[lane] < runStart {
                    lastItems[lane] = placed
                    found += 1
                  }
                }
              }
              if index == end { break }
            }
            defer { index += 1 }
            let (frame, lane, span) = try place(
              source[index], at: index, checking: items.checkingSection, axis: axis,
              columns: columns, originX: bounds.originX, bodyWidth: bounds.width,
              positions: positions,
              tolerant: &tolerant)
            // The frame's own bottom, as `Rect.maxY` computes it.
            let bottom = frame.maxY
            let next = bottom + itemSpacing
            for column in lane..<(lane + span) { positions[column] = next }
            if tracksLastItems { for column in lane..<(lane + span) { lastItems[column] = index } }
            greatest = max(greatest, bottom)
            appender.append(frame)
            lanes[index - start] = UInt16(truncatingIfNeeded: lane)
            if lane != 0 { isOffColumnZero = true }
          }
        }
      }
      frames.endAppending(appender, columns: isOffColumnZero ? UnsafeBufferPointer(lanes) : nil)
    }
    cursor.greatestBottom = greatest
    cursor.placedCount = end
    cursor.placementCursor = tolerant.cursor
    cursor.compact(columns: columns.count)
  }

  /// The general loop's step: checks item `index` (as an item of section `section`, when set)
  /// and returns its frame, its leading column and how many columns it covers, moving the
  /// tolerant rule's placement cursor as the item does. A complete waterfall on its own: every
  /// placement, tolerance, span, explicit column and full-span item.
  @inline(__always)
  private func place(
    _ item: Item, at index: Int, checking section: Int?, axis: ScrollAxis, columns: Columns,
    originX: Double, bodyWidth: Double, positions: UnsafeMutableBufferPointer<Double>,
    tolerant: inout TolerantRule
  ) throws(LayoutError) -> (frame: Rect, lane: Int, span: Int) {
    if let section {
      try Validation.check(item, at: index, section: section, axis: axis, strategy: self)
      if item.span != 1 || item.column != nil,
        let (field, rule) = placementViolation(of: item, columns: columns.count)
      {
        throw LayoutError(.item(section: section, item: index), field: field, rule: rule)
      }
    }
    let positions = UnsafeBufferPointer(positions)
    let sizing = item.sizing.canonical(for: axis)
    let span = item.isFullSpan ? columns.count : min(item.span, columns.count)
    if span == columns.count {
      // Below every column, across the whole body. An item placed by the rule moves CSS's
      // placement cursor past the last column; a full-span one does not.
      if tolerance != nil, !item.isFullSpan, item.column == nil { tolerant.cursor = columns.count }
      // Weighted columns: every track (less than the body when the weights sum below 1).
      let width =
        columns.tracks == nil ? bodyWidth : columns.width(from: 0, spanning: columns.count)
      let frame = Rect(
        x: originX, y: Self.greatest(of: positions, in: 0..<columns.count), width: width,
        height: sizing.extent(forWidth: width))
      return (frame, 0, span)
    }
    let lane: Int
    let top: Double
    if let column = item.column {
      lane = column
      top = Self.greatest(of: positions, in: column..<(column + span))
    } else if span == 1 {
      (lane, top) = ruleColumn(ofItem: index, in: positions, tolerant: &tolerant)
    } else if tolerance != nil {
      (lane, top) = Self.toleratedWindow(
        of: span, in: positions, tolerance: tolerant.tolerance, from: tolerant.cursor)
      tolerant.cursor = lane + span
    } else {
      // The least window, ties to the leading one: the tolerant rule's with none from the first.
      (lane, top) = Self.toleratedWindow(of: span, in: positions, tolerance: 0, from: 0)
    }
    let width = columns.width(from: lane, spanning: span)
    let frame = Rect(
      x: originX + columns.offset(ofColumn: lane), y: top, width: width,
      height: sizing.extent(forWidth: width))
    return (frame, lane, span)
  }

  /// The greatest running position of the columns `range`.
  @inline(__always)
  private static func greatest(of positions: UnsafeBufferPointer<Double>, in range: Range<Int>)
    -> Double
  {
    var top = positions[range.lowerBound]
    for column in range where positions[column] > top { top = positions[column] }
    return top
  }

  /// Calls `body(j, R_j)` for every start j of `span` adjacent columns, in order, with R_j the
  /// greatest running position of columns `j ..< j + span`.
  ///
  /// - Complexity: O(c) for c columns: a sliding-window maximum over a monotonic queue of
  ///   column indices.
  @inline(__always)
  private static func forEachWindowTop(
    of span: Int, in positions: UnsafeBufferPointer<Double>, _ body: (Int, Double) -> Void
  ) {
    let count = positions.count
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { queue in
      // queue[head..<tail]: indices of the window whose positions decrease strictly.
      var head = 0
      var tail = 0
      for column in 0..<count {
        while tail > head, positions[queue[tail - 1]] <= positions[column] { tail -= 1 }
        queue[tail] = column
        tail += 1
        let first = column - span + 1
        guard first >= 0 else { continue }
        while queue[head] < first { head += 1 }
        body(first, positions[queue[head]])
      }
    }
  }

  /// The leading column of the `span` adjacent columns an item placed by the rule takes with
  /// a tolerance t, as CSS grid-lanes placement with `flow-tolerance: t`, and their greatest
  /// running position: every start j whose window's greatest running position R_j is at most
  /// `m + t`, for the least m of them, is eligible, and the item takes the first eligible start
  /// at or after `cursor`, else the first one.
  ///
  /// - Complexity: O(c) for c columns (the windows' greatest positions by a monotonic queue).
  private static func toleratedWindow(
    of span: Int, in positions: UnsafeBufferPointer<Double>, tolerance: Double, from cursor: Int
  ) -> (column: Int, top: Double) {
    let starts = positions.count - span + 1
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: starts) { tops in
      var least = Double.infinity
      forEachWindowTop(of: span, in: positions) { first, top in
        tops[first] = top
        if top < least { least = top }
      }
      let limit = least + tolerance
      if cursor < starts {
        for start in cursor..<starts where tops[start] <= limit { return (start, tops[start]) }
      }
      for start in 0..<starts where tops[start] <= limit { return (start, tops[start]) }
      return (0, tops[0])
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    var end = BodyEnd(bottom: cursor.greatestBottom, visibleCount: cursor.placedCount, badge: nil)
    if evenBottom > 0, !cursor.lastItems.isEmpty {
      end.stretchedItems = stretchLastItems(
        cursor.lastItems, to: cursor.greatestBottom, items: items, frames: &frames)
    }
    return end
  }
}
