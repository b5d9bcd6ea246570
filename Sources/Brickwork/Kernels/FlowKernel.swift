// The flow's kernel: steps 1 and 5 at once for the common case, greedy lines of plain items,
// leading and top-aligned, committed as they close, each item's frame written as it joins its
// line. The general loop (`Flow/FlowLayout+BodyLayout.swift`) places the same items to the same
// frames, bit for bit, by the rules it calls (`GreedyBreaker`, `LineStack`).

extension FlowLayout {
  /// The open line and the committed lines of a body whose items are placed as they join their
  /// line: what ``placePlainRun(_:from:to:in:originX:state:frames:)`` carries on.
  struct PlacingState {
    /// The open line (empty before the body's first item).
    var line: Line
    /// The committed lines.
    var committed: LineStack
    /// The top of the open line, canonical and absolute.
    var lineTop: Double
    /// Where the next item of the open line starts, from the body's leading edge.
    var x: Double
    /// Whether an item of the open line has a grow factor of its own (plain items have none).
    var lineGrows = false
  }

  /// Breaks and places the items from `start` on, while they are plain (``Body/plainBox(of:)``),
  /// and returns the first item not taken: `end`, or an item the general loop must take.
  ///
  /// The same rules, in the same operations, as the general loop of a committing body that
  /// places each item as it joins (``GreedyBreaker/offer(_:startsLine:in:)``, then
  /// ``LineStack/pushing(lineOf:in:)`` for each line closed, then the item's frame), reduced
  /// for a body in which every closed line is kept: the caller guarantees leading `justify`,
  /// `top` `alignItems`, no `maxLines` and no fixed height. A line that closes is grown when
  /// items may grow (``grow(_:in:originX:frames:)``). Not inlined: in a function of its own the
  /// loop keeps its state in registers.
  ///
  /// - Complexity: O(k) for the k items taken.
  @inline(never)
  static func placePlainRun(
    _ source: UnsafeBufferPointer<Item>, from start: Int, to end: Int, in body: Body,
    originX: Double, state: inout PlacingState, frames: inout FrameAppender
  ) -> Int {
    // One loop per axis, so that the axis is not tested per item; and one where no item grows
    // (no `itemGrow`, no factor on the open line), which stops at a tag with a factor of its
    // own (the general loop takes it, and the growing loop what follows).
    let grows = body.layout.itemGrow > 0 || state.lineGrows
    #if arch(wasm32)
      // On WebAssembly, where the module's size matters more, lines that grow take the general
      // loop: the kernel places none of their items.
      if grows { return start }
    #endif
    switch (body.items.axis == .vertical, grows) {
    case (true, false):
      return placePlainRun(
        source, from: start, to: end, in: body, vertical: true, grows: false, originX: originX,
        state: &state, frames: &frames)
    case (false, false):
      return placePlainRun(
        source, from: start, to: end, in: body, vertical: false, grows: false, originX: originX,
        state: &state, frames: &frames)
    case (true, true):
      return placeGrowingRun(
        source, from: start, to: end, in: body, vertical: true, originX: originX, state: &state,
        frames: &frames)
    case (false, true):
      return placeGrowingRun(
        source, from: start, to: end, in: body, vertical: false, originX: originX,
        state: &state, frames: &frames)
    }
  }

  /// The loop of a run whose lines may grow, in a function of its own (the loop without growth
  /// keeps its registers).
  @inline(never)
  private static func placeGrowingRun(
    _ source: UnsafeBufferPointer<Item>, from start: Int, to end: Int, in body: Body,
    vertical: Bool, originX: Double, state: inout PlacingState, frames: inout FrameAppender
  ) -> Int {
    vertical
      ? placePlainRun(
        source, from: start, to: end, in: body, vertical: true, grows: true, originX: originX,
        state: &state, frames: &frames)
      : placePlainRun(
        source, from: start, to: end, in: body, vertical: false, grows: true, originX: originX,
        state: &state, frames: &frames)
  }

  /// ``placePlainRun(_:from:to:in:originX:state:frames:)`` for items of the vertical axis when
  /// `vertical` (which must be `body.items.axis == .vertical`), growing lines when `grows`
  /// (else taking no tag with a grow factor).
  @inline(__always)
  private static func placePlainRun(
    _ source: UnsafeBufferPointer<Item>, from start: Int, to end: Int, in body: Body,
    vertical: Bool, grows: Bool, originX: Double, state: inout PlacingState,
    frames: inout FrameAppender
  ) -> Int {
    assert(vertical == (body.items.axis == .vertical))
    assert(body.layout.justify == .leading && body.layout.alignItems == .top)
    assert(body.layout.maxLines == 0 && body.heightLimit == .infinity)
    assert(state.lineTop == state.committed.nextContentTop(in: body))
    // The general loop's step for `leading`, whose gap is 0.
    let step = body.layout.itemSpacing + Distribution().gap
    var lineStart = state.line.items.lowerBound
    var lineEnd = state.line.items.upperBound
    var mainSize = state.line.mainSize
    // Only the height of a line's extents is read here (top alignment); the open line's full
    // extents are made again on return, from what it was on entry and the items it took since.
    var cross = state.line.cross
    let entry = (start: lineStart, cross: state.line.cross)
    // The committed lines, and where the next one starts relative to the body top and in
    // content coordinates (`LineStack.nextTop(in:)` and `nextContentTop(in:)`, carried so that
    // closing a line costs a few additions: past the first line, both are a bottom plus the
    // line spacing).
    var committed = state.committed
    var nextTop = committed.nextTop(in: body)
    var lineTop = state.lineTop
    let lineSpacing = body.layout.lineSpacing
    var x = state.x
    let growsLines = body.layout.itemGrow > 0
    // Whether an item of the open line has a grow factor of its own.
    var lineGrows = state.lineGrows
    // Locals: stores through the frames' pointer cannot alias them, so they stay in registers.
    var appender = frames
    let width = body.width
    var index = start
    while index < end {
      let item = source[index]
      guard
        let box = grows
          ? body.plainBox(of: item, vertical: vertical, width: width)
          : body.plainBoxWithoutGrowth(of: item, vertical: vertical, width: width)
      else { break }
      // `GreedyBreaker.offer`: the item joins the open line if it fits and does not start a
      // line; otherwise it closes the line (kept: nothing here can cut) and opens the next.
      let extended = body.extending(mainSize, by: box.width)
      if lineStart != lineEnd, !item.startsLine, body.fits(extended) {
        mainSize = extended
        cross.include(box)
      } else {
        if lineStart != lineEnd {
          if !grows {
            // Nothing grows.
          } else if lineGrows {
            grow(
              Range(uncheckedBounds: (lineStart, lineEnd)), mainSize: mainSize, source: source,
              in: body, originX: originX, frames: &appender)
          } else if growsLines {
            // Every item takes the section's factor.
            growUniformly(
              count: lineEnd &- lineStart, mainSize: mainSize, in: body, originX: originX,
              frames: &appender)
          }
          // `LineStack.pushing(lineOf:in:)`, then the next line's top.
          committed = LineStack(
            count: committed.count &+ 1, bottom: nextTop + cross.height,
            contentBottom: lineTop + cross.height)
          nextTop = committed.bottom + lineSpacing
          lineTop = committed.contentBottom + lineSpacing
          x = 0
        }
        lineStart = lineEnd
        mainSize = box.width
        cross = CrossExtent()
        cross.include(box)
        lineGrows = false
      }
      if grows, item.hasGrow { lineGrows = true }
      lineEnd &+= 1
      // `placement(of:aligning: .top, ...)` puts the box at the line's top.
      appender.append(
        Rect(x: originX + x, y: lineTop + 0, width: box.width, height: box.height))
      x += box.width + step
      index &+= 1
    }
    frames = appender
    cross = lineStart == entry.start ? entry.cross : CrossExtent()
    for taken in max(lineStart, start)..<index {
      if let box = body.plainBox(of: source[taken], vertical: vertical, width: width) {
        cross.include(box)
      }
    }
    state.line = Line(
      items: Range(uncheckedBounds: (lineStart, lineEnd)), mainSize: mainSize, cross: cross,
      badge: nil)
    state.committed = committed
    state.lineTop = lineTop
    state.x = x
    state.lineGrows = lineGrows
    return index
  }
}

extension FlowLayout {
  /// ``grow(_:in:originX:frames:)`` for a line of `count` items that all take the section's
  /// `itemGrow`: the same operations (the factors summed one by one, in order; each share
  /// `free * g / max(1, G)`), with the share computed once and no item read.
  ///
  /// - Complexity: O(k) for the line's k items.
  @inline(never)
  static func growUniformly(
    count: Int, mainSize: Double, in body: Body, originX: Double, frames: inout FrameAppender
  ) {
    let free = body.width - mainSize
    guard free > 0 else { return }
    let factor = body.layout.itemGrow
    var total = 0.0
    for _ in 0..<count { total += factor }
    guard total > 0 else { return }
    let share = free * factor / max(1, total)
    let leading = Distribution()
    let step = body.layout.itemSpacing + leading.gap
    var x = leading.offset
    let written = frames.lastFrames(count)
    for slot in written.indices {
      let frame = written[slot]
      let width = frame.size.width + share
      written[slot] = Rect(
        x: originX + x, y: frame.origin.y, width: width, height: frame.size.height)
      x += width + step
    }
  }

  /// ``grow(_:in:originX:frames:)`` for the line of `items`, of main size `mainSize`, reading
  /// the items from `source`.
  ///
  /// - Complexity: O(k) for the line's k items.
  @inline(never)
  static func grow(
    _ items: Range<Int>, mainSize: Double, source: UnsafeBufferPointer<Item>, in body: Body,
    originX: Double, frames: inout FrameAppender
  ) {
    let free = body.width - mainSize
    guard free > 0 else { return }
    let factor = body.layout.itemGrow
    var total = 0.0
    for index in items { total += source[index].grow ?? factor }
    guard total > 0 else { return }
    let divisor = max(1, total)
    let leading = Distribution()
    let step = body.layout.itemSpacing + leading.gap
    var x = leading.offset
    let written = frames.lastFrames(items.count)
    var index = items.lowerBound
    for slot in written.indices {
      let frame = written[slot]
      let width = frame.size.width + free * (source[index].grow ?? factor) / divisor
      written[slot] = Rect(
        x: originX + x, y: frame.origin.y, width: width, height: frame.size.height)
      x += width + step
      index &+= 1
    }
  }

  /// Grows the items of `line`, a line of a leading, top-aligned body whose frames were the
  /// last written, each at its item's own width: the frames ``place(_:top:size:justify:grows:in:bounds:frames:)``
  /// writes for the line, by the same operations (``Growth``), changed in place.
  ///
  /// - Complexity: O(k) for the line's k items.
  @inline(never)
  static func grow(_ line: Line, in body: Body, originX: Double, frames: inout FrameAppender) {
    let growth = Growth(line, free: body.width - line.mainSize, grows: true, in: body)
    guard growth.isActive else { return }
    // `place`'s step and offset for `leading`, whose gap and offset are 0.
    let leading = Distribution()
    let step = body.layout.itemSpacing + leading.gap
    var x = leading.offset
    let written = frames.lastFrames(line.items.count)
    var index = line.items.lowerBound
    for slot in written.indices {
      let frame = written[slot]
      let width = frame.size.width + growth.share(ofFactor: body.grow(index))
      written[slot] = Rect(
        x: originX + x, y: frame.origin.y, width: width, height: frame.size.height)
      x += width + step
      index += 1
    }
  }
}
