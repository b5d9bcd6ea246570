extension FlowLayout: BodyLayout {
  /// The running state of a flow body, relative to the body top.
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
    var committed = LineStack()
    /// The open line from `committedCount` on, while lines are committed.
    var breaker = GreedyBreaker(start: 0)
    /// Whether closed lines are still committed; once one is not, no later one is.
    var isCommitting: Bool
  }

  /// Whether lines can be final before the body ends.
  private var commitsLines: Bool {
    lineBreaking == .greedy && (height == 0 || (alignContent == .top && moreBadge == nil))
  }

  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError] {
    let location = LayoutError.Location.section(section)
    var problems: [LayoutError] = []
    var lengths = [("itemSpacing", itemSpacing), ("lineSpacing", lineSpacing), ("height", height)]
    if let badge = moreBadge {
      lengths += [("moreBadge.width", badge.width), ("moreBadge.height", badge.height)]
    }
    for (field, value) in lengths {
      if let rule = Limits.violation(ofLength: value) {
        problems.append(LayoutError(location, field: field, rule: rule))
      }
    }
    if let rule = Limits.violation(ofCount: maxLines, minimum: 0) {
      problems.append(LayoutError(location, field: "maxLines", rule: rule))
    }
    return problems
  }

  func makeCursor(bodyWidth: Double) -> Cursor { Cursor(isCommitting: commitsLines) }

  func violation(of item: Item) -> LayoutError.Rule? {
    if case .size = item.sizing { return nil }
    return .widthAndHeightRequired
  }

  func checkpointInterval(bodyWidth: Double) -> Int { commitsLines ? 1024 : 0 }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) {
    frames.truncate(to: cursor.committedCount)
    defer { cursor.placedCount = end }
    guard cursor.isCommitting else { return }
    let body = Body(self, width: bounds.width, items: items)
    for index in cursor.placedCount..<end {
      guard let line = cursor.breaker.offer(body.box(index), in: body) else { continue }
      let size = line.size(alignItems: alignItems)
      let badgeMayEnd = moreBadge != nil && maxLines > 0 && cursor.committed.count >= maxLines - 1
      guard !badgeMayEnd, cursor.committed.accepts(lineOf: size, in: body) else {
        cursor.isCommitting = false
        return
      }
      _ = Self.place(
        line, top: cursor.committed.nextTop(in: body), size: size, justify: justify, in: body,
        bounds: bounds, frames: &frames)
      cursor.committed = cursor.committed.pushing(lineOf: size, in: body)
      cursor.committedCount = line.items.upperBound
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    frames.truncate(to: cursor.committedCount)
    let body = Body(self, width: bounds.width, items: items)

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
        if let line = breaker.offer(body.box(index), in: body), !keep(line) { break }
      }
      if !isCut, let line = breaker.openLine { _ = keep(line) }
    case .balanced:
      for line in Self.balancedLines(body) where !keep(line) { break }
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
    for kept in lines {
      let index = Double(kept.before.count)
      let top =
        kept.before.nextTop(in: body) + content.offset + index * (content.gap + content.growth)
      let isLast = kept.line.badge == nil && kept.line.items.upperBound == body.count
      if let frame = Self.place(
        kept.line, top: top, size: kept.line.size(alignItems: alignItems) + content.growth,
        justify: isLast ? lastLineJustify ?? justify : justify, in: body, bounds: bounds,
        frames: &frames)
      {
        badgeFrame = frame
      }
    }
    return BodyEnd(
      height: height > 0 ? height : stack.bottom, visibleCount: visibleCount,
      badge: badgeFrame.map { BodyEnd.Badge(frame: $0, hiddenCount: body.count - visibleCount) })
  }
}
