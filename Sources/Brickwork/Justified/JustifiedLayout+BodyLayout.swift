// The driver of a justified body: checks the options, keeps the running state (the cursor)
// and runs the steps of greedy or optimal breaking (JustifiedLayout+Greedy.swift,
// JustifiedLayout+Optimal.swift).

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
    problems.append(
      location, field: "itemSpacing", breaking: Limits.violation(ofLength: itemSpacing))
    problems.append(
      location, field: "lineSpacing", breaking: Limits.violation(ofLength: lineSpacing))
    problems.append(
      location, field: "maxRows", breaking: Limits.violation(ofCount: maxRows, minimum: 0))
    problems.append(
      location, field: "breakoutCadence",
      breaking: Limits.violation(ofCount: breakoutCadence, minimum: 0))
    if let problem = rowCountProblem(bodyWidth: bodyWidth, location: location) {
      problems.append(problem)
    }
    return problems
  }

  /// The first rule `minItemsPerRow` and `maxItemsPerRow` break: m in `1 ... maximumRowCount`
  /// (`1 ... Limits.maximumPhotosPerOptimalRow` with optimal breaking), M 0 or at least m, and
  /// m photos keep a positive width in a body of `bodyWidth` (when known).
  private func rowCountProblem(bodyWidth: Double, location: LayoutError.Location)
    -> LayoutError?
  {
    let most =
      breaking == .optimal ? Limits.maximumPhotosPerOptimalRow : Self.maximumItemsPerRowLimit
    if let rule = Limits.violation(ofCount: minItemsPerRow, minimum: 1, maximum: most) {
      return LayoutError(location, field: "minItemsPerRow", rule: rule)
    }
    if maxItemsPerRow != 0, maxItemsPerRow < minItemsPerRow {
      return LayoutError(
        location, field: "maxItemsPerRow", rule: .zeroOrAtLeast("minItemsPerRow", minItemsPerRow))
    }
    guard minItemsPerRow > 1, bodyWidth.isFinite, Limits.violation(ofLength: itemSpacing) == nil,
      !(bodyWidth - Double(minItemsPerRow - 1) * itemSpacing > 0)
    else { return nil }
    return LayoutError(location, field: "minItemsPerRow", rule: .rowLeavesNoWidth(minItemsPerRow))
  }

  /// With optimal breaking and row constraints, some breaking must satisfy them.
  func bodyViolation(items: CanonicalItems, bodyWidth: Double, section: Int) -> LayoutError? {
    guard breaking == .optimal, constrainsRows,
      !breakingExists(items: items, metrics: Metrics(self, bodyWidth: bodyWidth))
    else { return nil }
    return LayoutError(
      .section(section), field: "minItemsPerRow",
      rule: .noRowBreaking(minimum: minItemsPerRow, maximum: maxItemsPerRow))
  }

  func makeCursor(in bounds: BodyBounds) -> Cursor {
    Cursor(
      top: bounds.top, bottom: bounds.top,
      open: GreedyRow(start: 0, isBreakout: cadence.isBreakoutRow(number: 1)),
      widowHeight: targetRowHeight, table: breaking == .optimal ? .start : OptimalBreaks())
  }

  func violation(of item: Item) -> LayoutError.Rule? { item.sizing.justifiedViolation }

  /// Greedy cursors are a few numbers, cheap to save; optimal ones hold the O(n) table, so an
  /// optimal section is recomputed whole when one of its items changes. Greedy checkpoints are
  /// 1,024 photos apart, as far as the driver's blocks: a change re-places at most 1,024 photos
  /// before it (a few microseconds).
  func checkpointInterval(bodyWidth: Double) -> Int { breaking == .greedy ? 1024 : 0 }

  /// The justified layout checks items in its own loops: a large gallery is read once.
  var checksItemsWhilePlacing: Bool { true }

  func advance(
    _ cursor: inout Cursor, through end: Int, items: CanonicalItems, bounds: BodyBounds,
    frames: inout FrameBuffer
  ) throws(LayoutError) {
    frames.truncate(to: cursor.committedCount)
    let metrics = Metrics(self, bodyWidth: bounds.width)
    switch breaking {
    case .greedy:
      try advanceGreedy(
        &cursor, through: end, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    case .optimal:
      if let section = items.checkingSection {
        let first = cursor.placedCount
        try items.withPhotos { photos throws(LayoutError) in
          for index in first..<end {
            try Validation.check(
              photos.items[index], at: index, section: section, axis: items.axis, strategy: self)
          }
        }
      }
      advanceOptimal(
        &cursor, through: end, items: items, bounds: bounds, metrics: metrics, frames: &frames)
    }
  }

  func finish(
    _ cursor: Cursor, items: CanonicalItems, bounds: BodyBounds, frames: inout FrameBuffer
  ) -> BodyEnd {
    frames.truncate(to: cursor.committedCount)
    let metrics = Metrics(self, bodyWidth: bounds.width)
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

extension JustifiedLayout {
  /// The running state of a justified body, in canonical content coordinates.
  ///
  /// Frames `0..<committedCount` are final: those of complete rows before the last stable break.
  /// For greedy breaking that is every complete row (the open row is not committed); for
  /// optimal breaking, the rows before the table's stable break.
  struct Cursor: BodyCursor, Equatable {
    /// How many items have been passed to `advance`.
    var placedCount = 0
    /// How many item frames are final.
    var committedCount = 0
    /// The top of the first row not committed, in canonical content coordinates: the body top,
    /// or the last committed row's bottom plus `lineSpacing`.
    var top: Double
    /// The bottom of the last committed row (its frames' `maxY`), the body top when there is
    /// none.
    var bottom: Double

    // Greedy breaking.

    /// The open row (greedy).
    var open: GreedyRow
    /// The number of complete rows (greedy).
    var rowCount = 0
    /// The height a widow row would get (greedy): the last complete row's, or T.
    var widowHeight: Double
    /// Whether `maxRows` complete rows are laid out: every later item is hidden (greedy).
    var isCut = false

    // Optimal breaking.

    /// The dynamic-programming table (optimal; empty for greedy, so that a greedy cursor is
    /// cheap to copy for checkpoints).
    var table: OptimalBreaks
  }
}
