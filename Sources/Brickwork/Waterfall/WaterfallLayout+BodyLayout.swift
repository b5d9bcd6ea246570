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
    /// With a tolerance, how the plain loop predicts each item's column: it makes the loop
    /// faster or slower, never a frame different.
    var prediction = PredictionChoice()
    /// Every placed item's frame is final.
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
    let needed = columnsNeeded(by: items, in: start..<end, cursor: cursor, columns: columns.count)
    cursor.expand(toColumns: needed)
    var greatest = cursor.greatestBottom
    let axis = items.axis
    // The hot loop works on raw buffers: no uniqueness or bounds checks per item. Frames go
    // straight into the store, each item's leading column beside it in a block of the stack.
    let count = end - start
    var appender = frames.beginAppending(reserving: count)
    var isOffColumnZero = false
    let hasTolerance = tolerance != nil
    let tolerance = self.tolerance ?? 0
    // CSS's placement cursor, and how the plain loop predicts columns: one local for both.
    var placing = (cursor: cursor.placementCursor, prediction: cursor.prediction)
    try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) {
      lanes throws(LayoutError) in
      try cursor.positions.withUnsafeMutableBufferPointer { positions throws(LayoutError) in
        try items.items.withUnsafeBufferPointer { source throws(LayoutError) in
          let target = PlainRunTarget(
            positions: positions, lanes: lanes, firstIndex: start, originX: bounds.originX)
          var index = start
          while index < end {
            // Plain items (one column chosen by the rule) take a loop of their own; the
            // general loop places the others, one at a time.
            if columns.count > 1, placesPlainRuns {
              index = try placePlainRun(
                from: index, to: end, source: source, checking: items.checkingSection,
                axis: axis, columns: columns, into: target, appender: &appender,
                greatest: &greatest, isOffColumnZero: &isOffColumnZero,
                placementCursor: &placing.cursor, prediction: &placing.prediction)
              if index == end { break }
            }
            defer { index += 1 }
            let item = source[index]
            if let section = items.checkingSection {
              try Validation.check(item, at: index, section: section, axis: axis, strategy: self)
              if item.span != 1 || item.column != nil,
                let (field, rule) = placementViolation(of: item, columns: columns.count)
              {
                throw LayoutError(.item(section: section, item: index), field: field, rule: rule)
              }
            }
            let sizing = item.sizing.canonical(for: axis)
            let span = item.isFullSpan ? columns.count : min(item.span, columns.count)
            let lane: Int
            let top: Double
            let frame: Rect
            if span == columns.count {
              // Below every column, across the whole body. An item placed by the rule moves
              // CSS's placement cursor past the last column; a full-span one does not.
              if hasTolerance, !item.isFullSpan, item.column == nil {
                placing.cursor = columns.count
              }
              lane = 0
              top = Self.greatest(of: UnsafeBufferPointer(positions), in: 0..<columns.count)
              frame = Rect(
                x: bounds.originX, y: top, width: bounds.width,
                height: sizing.extent(forWidth: bounds.width))
            } else {
              if let column = item.column {
                lane = column
                top = Self.greatest(
                  of: UnsafeBufferPointer(positions), in: column..<(column + span))
              } else if hasTolerance, span == 1 {
                lane = Self.toleratedColumn(
                  in: UnsafeBufferPointer(positions), tolerance: tolerance, from: placing.cursor)
                top = positions[lane]
                placing.cursor = lane + 1
              } else if hasTolerance {
                (lane, top) = Self.toleratedWindow(
                  of: span, in: UnsafeBufferPointer(positions), tolerance: tolerance,
                  from: placing.cursor)
                placing.cursor = lane + span
              } else if span == 1 {
                lane = self.column(for: index, positions: UnsafeBufferPointer(positions))
                top = positions[lane]
              } else {
                (lane, top) = Self.lowestWindow(of: span, in: UnsafeBufferPointer(positions))
              }
              let width = columns.width(spanning: span)
              frame = Rect(
                x: bounds.originX + columns.offset(ofColumn: lane), y: top,
                width: width, height: sizing.extent(forWidth: width))
            }
            // The frame's own bottom, as `Rect.maxY` computes it.
            let bottom = frame.maxY
            let next = bottom + itemSpacing
            for column in lane..<(lane + span) { positions[column] = next }
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
    cursor.placementCursor = placing.cursor
    cursor.prediction = placing.prediction
    cursor.compact(columns: columns.count)
  }

  /// How many leading columns items `range` can touch: all of them, unless the section has more
  /// columns than its saved state holds plus the items to place (a few items in many columns).
  /// Then only as many as the items can reach: columns past them are at the trailing position,
  /// which a column before them ties, and ties go to the leading column.
  private func columnsNeeded(
    by items: CanonicalItems, in range: Range<Int>, cursor: Cursor, columns: Int
  ) -> Int {
    // With a tolerance, the placement cursor can reach any column.
    guard placement == .shortestColumn, tolerance == nil,
      cursor.positions.count + range.count < columns
    else {
      return columns
    }
    var needed = cursor.positions.count
    for index in range {
      let item = items.items[index]
      if item.isFullSpan { return columns }
      let span = max(1, min(item.span, columns))
      needed += span
      if let column = item.column { needed = max(needed, column + span) }
      if needed >= columns { return columns }
    }
    return needed
  }

  /// The column item `index` goes to, by the placement rule.
  @inline(__always)
  private func column(for index: Int, positions: UnsafeBufferPointer<Double>) -> Int {
    switch placement {
    case .shortestColumn:
      // An explicit loop with a strict comparison: ties go to the leading column.
      var best = 0
      var least = positions[0]
      for column in 1..<positions.count where positions[column] < least {
        best = column
        least = positions[column]
      }
      return best
    case .leadingToTrailing: return index % positions.count
    case .trailingToLeading: return positions.count - 1 - index % positions.count
    }
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

  /// The leading column of the `span` adjacent columns whose greatest running position is
  /// least (ties: the leading window), and that position.
  ///
  /// - Complexity: O(c) for c columns (``forEachWindowTop(of:in:_:)``).
  private static func lowestWindow(of span: Int, in positions: UnsafeBufferPointer<Double>)
    -> (column: Int, top: Double)
  {
    var best = (column: 0, top: Double.infinity)
    forEachWindowTop(of: span, in: positions) { first, top in
      if top < best.top { best = (first, top) }
    }
    return best
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

  /// ``toleratedColumn(in:tolerance:from:least:)`` with the least running position found here.
  ///
  /// - Complexity: O(c) for c columns.
  @inline(__always)
  static func toleratedColumn(
    in positions: UnsafeBufferPointer<Double>, tolerance: Double, from cursor: Int
  ) -> Int {
    var least = positions[0]
    for column in 1..<positions.count { least = min(least, positions[column]) }
    return toleratedColumn(in: positions, tolerance: tolerance, from: cursor, least: least)
  }

  /// ``toleratedWindow(of:in:tolerance:from:)`` for an item of one column: the first column
  /// at or after `cursor` (else the first) whose running position is at most `least` (the
  /// least of them) plus `tolerance`.
  ///
  /// The columns are visited in the cursor's order backwards, each eligible one replacing the
  /// answer by a selection of its index rather than a branch: a fixed number of steps whatever
  /// the columns' positions, with no branch to mispredict.
  ///
  /// - Complexity: O(c) for c columns.
  @inline(__always)
  static func toleratedColumn(
    in positions: UnsafeBufferPointer<Double>, tolerance: Double, from cursor: Int,
    least: Double
  ) -> Int {
    let count = positions.count
    let limit = least + tolerance
    let first = cursor < count ? cursor : 0
    var lane = first
    var step = count &- 1
    while step > 0 {
      var column = first &+ step
      column = column >= count ? column &- count : column
      lane = positions[column] <= limit ? column : lane
      step &-= 1
    }
    // The cursor's own column, when eligible, comes first.
    return positions[first] <= limit ? first : lane
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
    BodyEnd(bottom: cursor.greatestBottom, visibleCount: cursor.placedCount, badge: nil)
  }
}
