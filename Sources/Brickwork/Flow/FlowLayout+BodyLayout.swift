// The driver of a flow body: checks the options, keeps the running state (the cursor) and runs
// the steps; lines are committed as they close where nothing later can change them.

extension FlowLayout: BodyLayout {
  /// The running state of a flow body: line tops relative to the body top for the fixed-height
  /// rules and in canonical content coordinates for the frames.
  ///
  /// Closed lines are committed (their frames final) while they cannot change any more: with
  /// greedy breaking, when neither a fixed height with an `alignContent` other than `top` nor a
  /// badge on a fixed-height body makes every line depend on the whole body, and short of the
  /// line a `maxLines` badge would end. The open line is never committed: it is the last line
  /// until an item opens another.
  struct Cursor: BodyCursor, Equatable {
    /// How many items have been passed to `advance`.
    var placedCount = 0
    /// The items on committed lines.
    var committedCount = 0
    /// The committed lines.
    var committed: LineStack
    /// The open line from `committedCount` on, while lines are committed.
    var breaker = GreedyBreaker(start: 0)
    /// Whether closed lines are still committed; once one is not, no later one is.
    var isCommitting: Bool
  }

  /// Whether lines can be final before the body ends. Without `growLastLine`, a line's growth
  /// depends on whether it is the last shown, which a fixed height decides only at the end.
  private var commitsLines: Bool {
    lineBreaking == .greedy
      && (height == 0 || (alignContent == .top && moreBadge == nil && growLastLine))
  }

  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError] {
    let location = LayoutError.Location.section(section)
    var problems: [LayoutError] = []
    problems.append(
      location, field: "itemSpacing", breaking: Limits.violation(ofLength: itemSpacing))
    problems.append(
      location, field: "lineSpacing", breaking: Limits.violation(ofLength: lineSpacing))
    problems.append(location, field: "height", breaking: Limits.violation(ofLength: height))
    if let badge = moreBadge {
      problems.append(
        location, field: "moreBadge.width", breaking: Limits.violation(ofLength: badge.width))
      problems.append(
        location, field: "moreBadge.height", breaking: Limits.violation(ofLength: badge.height))
    }
    problems.append(
      location, field: "maxLines", breaking: Limits.violation(ofCount: maxLines, minimum: 0))
    problems.append(
      location, field: "itemGrow", breaking: Limits.violation(ofGrowFactor: itemGrow))
    return problems
  }

  func makeCursor(in bounds: BodyBounds) -> Cursor {
    Cursor(committed: LineStack(top: bounds.top), isCommitting: commitsLines)
  }

  func violation(of item: Item) -> LayoutError.Rule? {
    if case .size = item.sizing { return nil }
    return .widthAndHeightRequired
  }

  /// A change re-places the items from the checkpoint before it, at most 1,024, which costs
  /// about what shifting the frames after the change costs; a checkpoint is a few numbers, so
  /// one per 1,024 items adds nothing measurable to a result's memory. Balanced breaking
  /// (which does not commit lines) has no checkpoints: a change lays its run out again.
  func checkpointInterval(bodyWidth: Double) -> Int { commitsLines ? 1024 : 0 }

  /// The flow checks items in its own loop: a large body is read once.
  var checksItemsWhilePlacing: Bool { true }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) throws(LayoutError) {
    guard cursor.isCommitting else {
      // Nothing is placed before `finish` (balanced lines, or lines past the committed ones):
      // the items are only checked.
      frames.truncate(to: cursor.committedCount)
      if let section = items.checkingSection {
        try check(
          cursor.placedCount..<end, of: Body(self, width: bounds.width, items: items),
          section: section)
      }
      cursor.placedCount = end
      return
    }
    try advanceCommitting(&cursor, through: end, items: items, bounds: bounds, frames: &frames)
  }

  /// `advance` while lines are committed.
  ///
  /// Not inlined: in a function of its own the placing loop keeps its state in registers.
  @inline(never)
  private func advanceCommitting(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) throws(LayoutError) {
    frames.truncate(to: cursor.committedCount)
    let body = Body(self, width: bounds.width, items: items)
    let checking = items.checkingSection
    let source = items.items
    // The running state lives in locals (registers) through the loop, and is written back once.
    var breaker = cursor.breaker
    var committed = cursor.committed
    var committedCount = cursor.committedCount
    var isCommitting = cursor.isCommitting
    // With a badge and `maxLines`, the line a badge may end is never committed; nor, without
    // `growLastLine`, the last line `maxLines` shows (whose growth `finish` decides).
    let committableLines =
      (moreBadge != nil || !growLastLine) && maxLines > 0 ? maxLines - 1 : Int.max

    // Leading and top-aligned, an item's frame depends only on the items before it on its line:
    // it is written as the item joins the line, and is final once the line is committed (the
    // open line's frames are written again after each truncation, and by `finish`). Otherwise
    // a line is placed when it closes. Items that grow are written as they join too, at their
    // own widths, and grown when their line closes (`openLineGrows`: an item of the open line
    // has a grow factor of its own; else each takes `itemGrow`).
    let placesEachItem = isCommitting && justify == .leading && alignItems == .top
    let leading = Distribution()
    let step = itemSpacing + leading.gap
    var lineTop = committed.nextContentTop(in: body)
    var x = leading.offset
    // Each item writes at most one frame, and the open line's are written again.
    var appender = frames.beginAppending(
      reserving: isCommitting ? breaker.line.items.count + end - cursor.placedCount : 0)
    func write(_ box: Box) {
      let cross = Self.placement(of: box, aligning: .top, lineSize: 0, cross: CrossExtent())
      appender.append(
        Rect(x: bounds.originX + x, y: lineTop + cross.top, width: box.width, height: cross.height))
      x += box.width + step
    }
    var openLineGrows = false
    if placesEachItem {
      for index in breaker.line.items {
        write(body.box(index))
        openLineGrows = openLineGrows || body.items.items[index].grow != nil
      }
    }

    // Where every closed line is kept, runs of plain items take the kernel
    // (`Kernels/FlowKernel.swift`), unless kernels are off.
    let placesPlainRuns =
      items.usesKernels && placesEachItem && maxLines == 0 && body.heightLimit == .infinity

    // The hot loop reads the items' storage directly: no copy, uniqueness or bounds check.
    try source.withUnsafeBufferPointer { source throws(LayoutError) in
      var index = cursor.placedCount
      while index < end {
        if placesPlainRuns, isCommitting {
          var state = PlacingState(
            line: breaker.line, committed: committed, lineTop: lineTop, x: x,
            lineGrows: openLineGrows)
          index = Self.placePlainRun(
            source, from: index, to: end, in: body, originX: bounds.originX, state: &state,
            frames: &appender)
          breaker = GreedyBreaker(openLine: state.line)
          committed = state.committed
          committedCount = state.line.items.lowerBound
          lineTop = state.lineTop
          x = state.x
          openLineGrows = state.lineGrows
          guard index < end else { break }
        }
        defer { index &+= 1 }
        let item = source[index]
        let box: Box
        if let plain = body.plainBox(of: item) {
          box = plain
        } else {
          if let section = checking {
            try Validation.check(
              item, at: index, section: section, axis: items.axis, strategy: self)
          }
          box = body.box(of: item)
        }
        guard isCommitting else {
          if checking == nil { break }
          continue
        }
        let itemGrows = item.grow != nil
        guard let line = breaker.offer(box, startsLine: item.startsLine, in: body) else {
          if placesEachItem {
            write(box)
            openLineGrows = openLineGrows || itemGrows
          }
          continue
        }
        let size = line.size(alignItems: alignItems)
        guard committed.count < committableLines, committed.accepts(lineOf: size, in: body) else {
          isCommitting = false
          continue
        }
        if !placesEachItem {
          _ = Self.place(
            line, top: committed.nextContentTop(in: body), size: size, justify: justify, in: body,
            bounds: bounds, frames: &appender)
        } else if openLineGrows || itemGrow > 0 {
          // Written at the items' own widths as they joined: grown.
          Self.grow(line, in: body, originX: bounds.originX, frames: &appender)
        }
        committed = committed.pushing(lineOf: size, in: body)
        committedCount = line.items.upperBound
        if placesEachItem {
          // The item opens the next line.
          lineTop = committed.nextContentTop(in: body)
          x = leading.offset
          write(box)
          openLineGrows = itemGrows
        }
      }
    }
    frames.endAppending(appender)
    cursor.breaker = breaker
    cursor.committed = committed
    cursor.committedCount = committedCount
    cursor.isCommitting = isCommitting
    cursor.placedCount = end
  }

  /// Checks the items of `range`, as items of section `section`.
  ///
  /// Not inlined: the placing loop of `advance` keeps its registers to itself.
  @inline(never)
  private func check(_ range: Range<Int>, of body: Body, section: Int) throws(LayoutError) {
    try body.items.items.withUnsafeBufferPointer { source throws(LayoutError) in
      for index in range where body.plainBox(of: source[index]) == nil {
        try Validation.check(
          source[index], at: index, section: section, axis: body.items.axis, strategy: self)
      }
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    frames.truncate(to: cursor.committedCount)
    let body = Body(self, width: bounds.width, items: items)
    /// Places `line`, after the kept lines `before`, with `content` the share of a fixed
    /// height's free space.
    func place(
      _ line: Line, after before: LineStack, content: Distribution, isLastShown: Bool,
      _ appender: inout FrameAppender
    ) -> Rect? {
      let index = Double(before.count)
      let top =
        before.nextContentTop(in: body) + content.offset + index * (content.gap + content.growth)
      let isLast = line.badge == nil && line.items.upperBound == body.count
      return Self.place(
        line, top: top, size: line.size(alignItems: alignItems) + content.growth,
        justify: isLast ? lastLineJustify ?? justify : justify,
        grows: growLastLine || !isLastShown, in: body, bounds: bounds, frames: &appender)
    }

    // Balanced lines with neither `maxLines` nor a fixed height: every line is kept and no free
    // space is shared, so each line is placed as it is made (no array of lines).
    if lineBreaking == .balanced, maxLines == 0, height == 0 {
      var stack = cursor.committed
      var visibleCount = cursor.committedCount
      var appender = frames.beginAppending(reserving: body.count - cursor.committedCount)
      Self.forEachBalancedLine(body) { line in
        _ = place(
          line, after: stack, content: Distribution(),
          isLastShown: line.items.upperBound == body.count, &appender)
        stack = stack.pushing(lineOf: line.size(alignItems: alignItems), in: body)
        visibleCount = line.items.upperBound
        return true
      }
      frames.endAppending(appender)
      return BodyEnd(bottom: stack.contentBottom, visibleCount: visibleCount)
    }

    // Break the rest into lines, keeping them while they fit.
    var lines: [KeptLine] = []
    var stack = cursor.committed
    var isCut = false
    func keep(_ line: Line) -> Bool {
      let size = line.size(alignItems: alignItems)
      guard stack.accepts(lineOf: size, in: body) else {
        isCut = true
        return false
      }
      lines.append(KeptLine(line: line, before: stack))
      stack = stack.pushing(lineOf: size, in: body)
      return true
    }
    switch lineBreaking {
    case .greedy:
      var breaker =
        cursor.isCommitting ? cursor.breaker : GreedyBreaker(start: cursor.committedCount)
      for index in breaker.end..<body.count {
        if let line = breaker.offer(item: index, in: body), !keep(line) { break }
      }
      if !isCut, let line = breaker.openLine { _ = keep(line) }
    case .balanced:
      Self.forEachBalancedLine(body, keep)
    }

    // Cut: the badge ends the last kept line once items are hidden.
    if isCut, let badge = body.badge {
      Self.endWithBadge(badge, lines: &lines, in: body)
      stack =
        lines.last.map { $0.before.pushing(lineOf: $0.line.size(alignItems: alignItems), in: body) }
        ?? cursor.committed
    }
    let visibleCount = lines.last?.line.items.upperBound ?? cursor.committedCount

    // Share a fixed height's free space among the kept lines, then place them.
    let content =
      height > 0
      ? Self.distribution(aligning: alignContent, free: height - stack.bottom, count: stack.count)
      : Distribution()
    var badgeFrame: Rect?
    var appender = frames.beginAppending(reserving: visibleCount - cursor.committedCount)
    for (number, kept) in lines.enumerated() {
      if let frame = place(
        kept.line, after: kept.before, content: content, isLastShown: number == lines.count - 1,
        &appender)
      {
        badgeFrame = frame
      }
    }
    frames.endAppending(appender)
    return BodyEnd(
      bottom: height > 0 ? bounds.top + height : stack.contentBottom, visibleCount: visibleCount,
      badge: badgeFrame.map { BodyEnd.Badge(frame: $0, hiddenCount: body.count - visibleCount) })
  }
}
