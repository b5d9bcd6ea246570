// Step 1, balanced breaking: greedy's line count, with the breaks that even out the lines'
// leftover widths, run by run between forced breaks.

extension FlowLayout {
  /// Balanced line breaking: as many lines as greedy breaking, with the breaks that minimise
  /// the sum, over all lines but the last, of the squared leftover width (the body width minus
  /// the line's main size). Among breakings of equal cost (within `1e-9 * width²`, which
  /// absorbs rounding) the earlier lines are fuller: the longest first line, then the longest
  /// second, and so on.
  ///
  /// Forced breaks (items that start a line) cut the body into runs, and each run is balanced
  /// on its own, as if it were a body of its own: greedy's line count of the run, the cost
  /// summed over all its lines but its last, ties to its fuller earlier lines.
  ///
  /// Dynamic programming over line starts, from the last item back. From a start `s`, the
  /// fewest lines the items from `s` to the end of its run need is what greedy breaking from
  /// `s` gives; in a breaking with greedy's line count, every line start `s` must leave exactly
  /// that many lines, so the state is the start alone and its next break is among the ends
  /// that fit after it.
  ///
  /// Lines of many tiny items make k approach n. So that no input can hang a layout, the
  /// dynamic programming weighs at most `max(2²², 64·n)` candidate lines (some milliseconds);
  /// a body that needs more (thousands of zero-width items on one line) keeps its greedy
  /// lines, the same on every platform.
  ///
  /// - Complexity: O(min(n·k, max(2²², 64·n))) time and O(n) memory for n items and lines of
  ///   at most k items.
  static func balancedLines(_ body: Body) -> [Line] {
    let count = body.count
    // Greedy breaking gives the line count; one line (or none) is already balanced.
    var greedyCount = 0
    var breaker = GreedyBreaker(start: 0)
    for index in 0..<count where breaker.offer(item: index, in: body) != nil { greedyCount += 1 }
    if breaker.openLine != nil { greedyCount += 1 }
    guard greedyCount > 1 else { return greedyLines(body) }

    // Every item is read once: the dynamic programming reads its box's width k times.
    let boxes = Widths(body)

    // `lineCount[s]`: the fewest lines the items from s to the end of its run need;
    // `cost[s]`: the least cost of breaking them into that many lines. A line ending at a run's
    // end leaves no line and no cost after it.
    var lineCount = [Int](repeating: 0, count: count + 1)
    var cost = [Double](repeating: 0, count: count + 1)
    var work = 0
    let workLimit = max(1 << 22, 64 * count)
    for start in stride(from: count - 1, through: 0, by: -1) {
      // One pass over the lines from `start` that fit, shortest first. The lines after a
      // longer line are never more (greedy's count of a shorter suffix), so the fewest lines
      // after `start` are those of the last candidates: the least cost is kept among the
      // candidates with the fewest lines seen so far.
      var fewest = Int.max
      var least = Double.infinity
      let furthest = boxes.forEachFittingLine(from: start, in: body) { end, mainSize in
        let rest = boxes.endsRun[end] ? (lines: 0, cost: 0.0) : (lines: lineCount[end], cost: cost[end])
        if rest.lines < fewest {
          fewest = rest.lines
          least = .infinity
        }
        let total = boxes.lineCost(mainSize, end: end, in: body) + rest.cost
        if total < least { least = total }
      }
      work += furthest - start
      if work > workLimit { return greedyLines(body) }
      lineCount[start] = 1 + fewest
      cost[start] = least
    }

    // Forward: at each start the furthest end whose best completion stays within the budget,
    // which each run starts afresh.
    let tolerance = Body.fitTolerance * body.width * body.width
    var budget = 0.0
    var lines: [Line] = []
    var start = 0
    while start < count {
      if start == 0 || body.startsLine(start) { budget = cost[start] + tolerance }
      let limit = max(budget, cost[start])
      let restLines = lineCount[start] - 1
      var chosen = (end: start, mainSize: 0.0)
      var chosenCost = 0.0
      var isChosen = false
      // With no candidate within the limit, the furthest line.
      _ = boxes.forEachFittingLine(from: start, in: body) { end, mainSize in
        if !isChosen { chosen = (end, mainSize) }
        let rest = boxes.endsRun[end] ? (lines: 0, cost: 0.0) : (lines: lineCount[end], cost: cost[end])
        guard rest.lines == restLines else { return }
        let lineCost = boxes.lineCost(mainSize, end: end, in: body)
        if lineCost + rest.cost <= limit {
          chosen = (end, mainSize)
          chosenCost = lineCost
          isChosen = true
        }
      }
      lines.append(Line(start..<chosen.end, mainSize: chosen.mainSize, in: body))
      budget = limit - chosenCost
      start = chosen.end
    }
    return lines
  }

  /// The lines of greedy breaking.
  private static func greedyLines(_ body: Body) -> [Line] {
    var lines: [Line] = []
    var breaker = GreedyBreaker(start: 0)
    for index in 0..<body.count {
      if let line = breaker.offer(item: index, in: body) { lines.append(line) }
    }
    if let line = breaker.openLine { lines.append(line) }
    return lines
  }

  /// The widths of a body's boxes and where its runs between forced breaks end, read once for
  /// the dynamic programming.
  private struct Widths {
    /// `widths[i]`: the width of item i's box.
    let widths: [Double]
    /// `endsRun[i]`: whether a run ends before item i (`endsRun[n]` is true).
    let endsRun: [Bool]

    init(_ body: Body) {
      widths = (0..<body.count).map { body.box($0).width }
      endsRun = (0...body.count).map { body.endsRun(at: $0) }
    }

    /// Calls `line(end, mainSize)` for each line from `start` that fits and crosses no forced
    /// break, shortest first: the line `start ..< end` of main size `mainSize`. Returns the end
    /// of the longest.
    @inline(__always)
    func forEachFittingLine(
      from start: Int, in body: Body, _ line: (_ end: Int, _ mainSize: Double) -> Void
    ) -> Int {
      var mainSize = widths[start]
      var end = start + 1
      while true {
        line(end, mainSize)
        guard !endsRun[end] else { break }
        let extended = body.extending(mainSize, by: widths[end])
        guard body.fits(extended) else { break }
        mainSize = extended
        end += 1
      }
      return end
    }

    /// The cost of a line of main size `mainSize` ending before item `end`: its squared
    /// leftover width, or 0 for the last line of a run.
    @inline(__always)
    func lineCost(_ mainSize: Double, end: Int, in body: Body) -> Double {
      guard !endsRun[end] else { return 0 }
      let leftover = body.width - mainSize
      return leftover * leftover
    }
  }
}
