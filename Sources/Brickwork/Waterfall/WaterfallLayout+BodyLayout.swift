extension WaterfallLayout: BodyLayout {
  /// The running state of a waterfall body, relative to the body top.
  struct Cursor: BodyCursor, Equatable {
    /// Each column's running position: 0 while empty, else its last bottom plus `itemSpacing`.
    var positions: [Double]
    /// The lowest item bottom so far: the body's height.
    var greatestBottom: Double = 0
    /// How many items have been placed.
    var placedCount = 0
    /// Every placed item's frame is final.
    var committedCount: Int { placedCount }
  }

  func checkOptions(bodyWidth: Double, section: Int) throws(LayoutError) {
    try Columns.check(self, bodyWidth: bodyWidth, section: section)
  }

  func makeCursor(bodyWidth: Double) -> Cursor {
    Cursor(positions: Array(repeating: 0, count: Columns(self, bodyWidth: bodyWidth).count))
  }

  func violation(of item: Item) -> LayoutError.Rule? {
    guard case .size(let size) = item.sizing, size.height > 0 else { return nil }
    guard size.width > 0 else { return .degenerateAspectRatio }
    return Limits.aspectRatios.contains(size.width / size.height) ? nil : .aspectRatioOutOfRange
  }

  /// A checkpoint holds every column's position: one every `max(1024, 32 · columns)` items keeps
  /// them under half a byte per item, whatever the column count.
  var checkpointInterval: Int { max(1024, 32 * Columns(self, bodyWidth: 1).count) }

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
    var greatest = cursor.greatestBottom
    let axis = items.axis
    // The hot loop works on raw buffers: no uniqueness or bounds checks per item.
    try cursor.positions.withUnsafeMutableBufferPointer { positions throws(LayoutError) in
      try items.items.withUnsafeBufferPointer { source throws(LayoutError) in
        for index in start..<end {
          if let section = items.checkingSection {
            try Validation.check(
              source[index], at: index, section: section, axis: axis, strategy: self)
          }
          let sizing = source[index].sizing.canonical(for: axis)
          let frame: Rect
          if source[index].isFullSpan {
            // Below every column, across the whole body.
            var top = positions[0]
            for position in positions where position > top { top = position }
            frame = Rect(
              x: bounds.originX, y: bounds.top + top, width: bounds.width,
              height: sizing.extent(forWidth: bounds.width))
            let next = top + frame.height + itemSpacing
            for column in positions.indices { positions[column] = next }
            greatest = max(greatest, top + frame.height)
          } else {
            let column = self.column(for: index, positions: UnsafeBufferPointer(positions))
            let top = positions[column]
            let height = sizing.extent(forWidth: columns.width)
            frame = Rect(
              x: bounds.originX + columns.offset(ofColumn: column), y: bounds.top + top,
              width: columns.width, height: height)
            positions[column] = top + height + itemSpacing
            greatest = max(greatest, top + height)
          }
          frames.append(frame)
        }
      }
    }
    cursor.greatestBottom = greatest
    cursor.placedCount = end
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
    case .leftToRight: return index % positions.count
    case .rightToLeft: return positions.count - 1 - index % positions.count
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    BodyEnd(height: cursor.greatestBottom, visibleCount: cursor.placedCount, badge: nil)
  }
}
