extension WaterfallLayout {
  /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:placementCursor:prediction:)``
  /// with a tolerance: the rule for the body's column count when it has a loop of its own (two
  /// to four columns; not on WebAssembly, where the module's size matters more), else the rule
  /// for any count. A function of its own, so that its loops do not weigh on the register use
  /// of the other rules' loop.
  ///
  /// Two and three columns have two rules, the same columns by two predictions
  /// (``TolerantRule`` and ``TolerantRuleBeforeLast``), each fast where the other misses: the
  /// run takes the one `prediction` picks, and notes how often it missed.
  @inline(never)
  func placeTolerantRun(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    tolerance: Double, cursor: inout Int, prediction: inout PredictionChoice
  ) throws(LayoutError) -> Int {
    #if !arch(wasm32)
      switch columns.count {
      case 2, 3:
        // The run takes the prediction the choice picks, and the choice notes its misses. Each
        // case calls the loop itself, so that each of the four loops is compiled on its own.
        let predictsShortest = prediction.predictsShortest
        let stop: Int
        let misses: Int
        switch (columns.count, predictsShortest) {
        case (2, true):
          (stop, misses) = try placeTolerantRun(
            from: first, to: end, source: source, checking: section, axis: axis,
            columns: columns, into: target, appender: &appender, greatest: &greatest,
            isOffColumnZero: &isOffColumnZero, cursor: &cursor,
            rule: TolerantRule<2>(tolerance: tolerance, cursor: cursor))
        case (2, false):
          (stop, misses) = try placeTolerantRun(
            from: first, to: end, source: source, checking: section, axis: axis,
            columns: columns, into: target, appender: &appender, greatest: &greatest,
            isOffColumnZero: &isOffColumnZero, cursor: &cursor,
            rule: TolerantRuleBeforeLast<2>(tolerance: tolerance, cursor: cursor))
        case (_, true):
          (stop, misses) = try placeTolerantRun(
            from: first, to: end, source: source, checking: section, axis: axis,
            columns: columns, into: target, appender: &appender, greatest: &greatest,
            isOffColumnZero: &isOffColumnZero, cursor: &cursor,
            rule: TolerantRule<3>(tolerance: tolerance, cursor: cursor))
        case (_, false):
          (stop, misses) = try placeTolerantRun(
            from: first, to: end, source: source, checking: section, axis: axis,
            columns: columns, into: target, appender: &appender, greatest: &greatest,
            isOffColumnZero: &isOffColumnZero, cursor: &cursor,
            rule: TolerantRuleBeforeLast<3>(tolerance: tolerance, cursor: cursor))
        }
        prediction.note(misses, of: stop - first, predictedShortest: predictsShortest)
        return stop
      case 4:
        return try placeTolerantRun(
          from: first, to: end, source: source, checking: section, axis: axis,
          columns: columns, into: target, appender: &appender, greatest: &greatest,
          isOffColumnZero: &isOffColumnZero, cursor: &cursor,
          rule: TolerantRule<4>(tolerance: tolerance, cursor: cursor)
        ).end
      default: break
      }
    #endif
    return try placeTolerantRun(
      from: first, to: end, source: source, checking: section, axis: axis,
      columns: columns, into: target, appender: &appender, greatest: &greatest,
      isOffColumnZero: &isOffColumnZero, cursor: &cursor,
      rule: TolerantRule<0>(tolerance: tolerance, cursor: cursor)
    ).end
  }

  /// Places a run by a tolerant rule; returns where it stopped and the rule's misses.
  @inline(__always)
  private func placeTolerantRun<Rule: TolerantPlainRunRule>(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    cursor: inout Int, rule: Rule
  ) throws(LayoutError) -> (end: Int, misses: Int) {
    let (stop, last) = try placePlainRun(
      from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
      into: target, appender: &appender, greatest: &greatest,
      isOffColumnZero: &isOffColumnZero, rule: rule)
    cursor = last.cursor
    return (stop, last.misses)
  }

  /// Which of two predictions the runs of a tolerant body of two or three columns take
  /// (``TolerantRule``, predicting the shortest column, or ``TolerantRuleBeforeLast``).
  ///
  /// A miss is a mispredicted branch, which costs about what placing one or two items does,
  /// and each prediction misses where the other mostly does not: the shortest column is mostly
  /// right with a tolerance smaller than most differences between the columns, the other with
  /// a greater one. So each run (at most a checkpoint's worth of items) measures the prediction
  /// it takes, and the next takes the one whose share of misses was the smaller when last
  /// measured; one run in ``remeasureEvery`` takes the other, so that both stay measured as
  /// the columns change. Either places every item where the other would.
  struct PredictionChoice: Sendable, Equatable {
    /// One run in this many takes the prediction not chosen.
    static let remeasureEvery: UInt8 = 16
    /// The share of misses of each prediction when last measured, in 65,535ths; the greatest
    /// until it is.
    private var shortestShare = UInt16.max
    private var beforeLastShare = UInt16.max
    /// The runs placed, modulo ``remeasureEvery``.
    private var turn: UInt8 = 0

    /// Whether the next run predicts the shortest column: the first run does not, the second
    /// does.
    var predictsShortest: Bool {
      let isBetter = shortestShare < beforeLastShare
      return turn == 1 ? !isBetter : isBetter
    }

    /// Notes a run of `items` items placed with `misses` misses.
    mutating func note(_ misses: Int, of items: Int, predictedShortest: Bool) {
      turn = turn == Self.remeasureEvery - 1 ? 0 : turn + 1
      guard items > 0 else { return }
      // misses <= items: at most 65,535.
      let share = UInt16(truncatingIfNeeded: misses * Int(UInt16.max) / items)
      if predictedShortest { shortestShare = share } else { beforeLastShare = share }
    }
  }
}
