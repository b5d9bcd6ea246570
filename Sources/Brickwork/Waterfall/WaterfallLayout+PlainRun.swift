extension WaterfallLayout {
  /// Where a run of plain waterfall items is written: the running positions, the stack block
  /// of leading columns, and what the loop keeps in registers.
  struct PlainRunTarget {
    /// The running position of every column.
    let positions: UnsafeMutableBufferPointer<Double>
    /// The leading column of each item placed in this call, from its first item on.
    let lanes: UnsafeMutableBufferPointer<UInt16>
    /// The index of the item whose leading column is `lanes[0]`.
    let firstIndex: Int
    /// The body's leading edge.
    let originX: Double
  }

  /// Whether an item takes one column chosen by the placement rule: no span, no explicit
  /// column, not full span. A section of such items needs none of the general loop's steps.
  @inline(__always)
  static func isPlain(_ item: Item) -> Bool {
    !item.isFullSpan && item.span == 1 && item.column == nil
  }

  /// Places the plain items from `first` on (``isPlain(_:)``), stopping before `end` or at the
  /// first item that is not plain, and returns the index it stopped at. The general loop's
  /// operations in the same order, on one column each: the same frames, bit for bit
  /// (`WaterfallPlainRunTests`). Needs at least two columns (with one, every item spans the
  /// body, which the general loop places across it).
  ///
  /// - Complexity: O(n · c) for n items and c columns.
  @inline(__always)
  func placePlainRun(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    placementCursor: inout Int
  ) throws(LayoutError) -> Int {
    if let tolerance {
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero
      ) { positions in
        let lane = Self.toleratedColumn(
          in: UnsafeBufferPointer(positions), tolerance: tolerance, from: placementCursor)
        placementCursor = lane + 1
        return (lane, positions[lane])
      }
    }
    switch placement {
    case .shortestColumn:
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero
      ) { positions in
        // An explicit loop with a strict comparison: ties go to the leading column.
        var best = 0
        var least = positions[0]
        for column in 1..<positions.count where positions[column] < least {
          best = column
          least = positions[column]
        }
        return (best, least)
      }
    case .leadingToTrailing, .trailingToLeading:
      var index = first
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero
      ) { positions in
        let lane =
          placement == .leadingToTrailing
          ? index % positions.count : positions.count - 1 - index % positions.count
        index += 1
        return (lane, positions[lane])
      }
    }
  }

  /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:placementCursor:)``
  /// with the rule that picks each item's column, `column(positions)`, called once per item in
  /// order: the column and its running position (the item's top), which the shortest-column
  /// rule has found already, so the loop does not read it again after the column is known.
  @inline(__always)
  private func placePlainRun(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    column: (UnsafeMutableBufferPointer<Double>) -> (Int, Double)
  ) throws(LayoutError) -> Int {
    let positions = target.positions
    let width = columns.width(spanning: 1)
    let pitch = columns.pitch
    let originX = target.originX
    let spacing = itemSpacing
    var bottoms = greatest
    var isOff = isOffColumnZero
    var index = first
    while index < end {
      let item = source[index]
      guard Self.isPlain(item) else { break }
      if let section {
        try Validation.check(item, at: index, section: section, axis: axis, strategy: self)
      }
      let (lane, top) = column(positions)
      let frame = Rect(
        x: originX + Double(lane) * pitch, y: top, width: width,
        height: item.sizing.canonical(for: axis).extent(forWidth: width))
      // The frame's own bottom, as `Rect.maxY` computes it.
      let bottom = frame.maxY
      positions[lane] = bottom + spacing
      bottoms = max(bottoms, bottom)
      appender.append(frame)
      target.lanes[index - target.firstIndex] = UInt16(truncatingIfNeeded: lane)
      isOff = isOff || lane != 0
      index += 1
    }
    greatest = bottoms
    isOffColumnZero = isOff
    return index
  }
}
