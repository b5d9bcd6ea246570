extension JustifiedLayout: BodyLayout {
  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError] {
    let location = LayoutError.Location.section(section)
    var problems: [LayoutError] = []
    if let rule = Limits.violation(ofPositiveLength: targetRowHeight) {
      problems.append(LayoutError(location, field: "targetRowHeight", rule: rule))
    }
    // A tolerance is a ratio, not a length: any finite number >= 0.
    if !(tolerance.isFinite && tolerance >= 0) {
      problems.append(LayoutError(location, field: "tolerance", rule: .finiteNonNegative))
    }
    for (field, value) in [("itemSpacing", itemSpacing), ("lineSpacing", lineSpacing)] {
      if let rule = Limits.violation(ofLength: value) {
        problems.append(LayoutError(location, field: field, rule: rule))
      }
    }
    for (field, value) in [("maxRows", maxRows), ("breakoutCadence", breakoutCadence)] {
      if let rule = Limits.violation(ofCount: value, minimum: 0) {
        problems.append(LayoutError(location, field: field, rule: rule))
      }
    }
    return problems
  }

  func makeCursor(bodyWidth: Double) -> Cursor {
    Cursor(
      open: GreedyRow(start: 0, isBreakout: cadence.isBreakoutRow(number: 1)),
      widowHeight: targetRowHeight, table: breaking == .optimal ? .start : OptimalBreaks())
  }

  func violation(of item: Item) -> LayoutError.Rule? { item.sizing.justifiedViolation }

  /// Greedy cursors are a few numbers, cheap to save; optimal ones hold the O(n) table, so an
  /// optimal section is recomputed whole when one of its items changes.
  func checkpointInterval(bodyWidth: Double) -> Int { breaking == .greedy ? 256 : 0 }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) {
    frames.truncate(to: cursor.committedCount)
    let metrics = JustifiedMetrics(self, bodyWidth: bounds.width)
    switch breaking {
    case .greedy:
      advanceGreedy(
        &cursor, through: end, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    case .optimal:
      advanceOptimal(
        &cursor, through: end, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    frames.truncate(to: cursor.committedCount)
    let metrics = JustifiedMetrics(self, bodyWidth: bounds.width)
    switch breaking {
    case .greedy:
      return finishGreedy(cursor, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    case .optimal:
      return finishOptimal(cursor, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    }
  }

  /// The breakout rule of the options.
  var cadence: BreakoutCadence { BreakoutCadence(every: breakoutCadence) }
}
