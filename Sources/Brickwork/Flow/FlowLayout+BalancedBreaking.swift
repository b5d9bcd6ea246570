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
    var lines: [Line] = []
    forEachBalancedLine(body) { line in
      lines.append(line)
      return true
    }
    return lines
  }

  /// Calls `line` with each line of balanced breaking (``balancedLines(_:)``) in order, as it
  /// is made, while it returns true: a caller that places lines needs no array of them.
  ///
  /// - Complexity: as ``balancedLines(_:)``.
  static func forEachBalancedLine(_ body: Body, _ line: (Line) -> Bool) {
    let count = body.count
    guard count > 1 else { return forEachGreedyLine(body, line) }
    // The tables, read k times each, in memory of their own (no bounds checks), freed on return.
    // Every item is read once: the dynamic programming reads its box's width.
    let table = Table(body)
    defer { table.deallocate() }
    // Greedy breaking gives the line count; one line is already balanced.
    var greedyCount = 0
    var greedyStart = 0
    while greedyStart < count {
      greedyStart = table.forEachFittingLine(from: greedyStart, in: body) { _, _ in }
      greedyCount += 1
    }
    guard greedyCount > 1 else { return forEachGreedyLine(body, line) }

    // `lineCount[s]`: the fewest lines the items from s to the end of its run need;
    // `cost[s]`: the least cost of breaking them into that many lines. A line ending at a run's
    // end leaves no line and no cost after it.
    var work = 0
    let workLimit = max(1 << 22, 64 * count)
    var start = count
    while start > 0 {
      start -= 1
      // One pass over the lines from `start` that fit, shortest first. The lines after a
      // longer line are never more (greedy's count of a shorter suffix), so the fewest lines
      // after `start` are those of the last candidates: the least cost is kept among the
      // candidates with the fewest lines seen so far.
      var fewest = Int.max
      var least = Double.infinity
      let furthest = table.forEachFittingLine(from: start, in: body) { end, mainSize in
        let rest = table.rest(after: end)
        if rest.lines < fewest {
          fewest = rest.lines
          least = .infinity
        }
        let total = table.lineCost(mainSize, end: end, in: body) + rest.cost
        if total < least { least = total }
      }
      work += furthest - start
      if work > workLimit { return forEachGreedyLine(body, line) }
      table.lineCount[start] = 1 + fewest
      table.cost[start] = least
    }

    // Forward: at each start the furthest end whose best completion stays within the budget,
    // which each run starts afresh.
    let tolerance = Body.fitTolerance * body.width * body.width
    var budget = 0.0
    start = 0
    while start < count {
      if start == 0 || body.startsLine(start) { budget = table.cost[start] + tolerance }
      let limit = max(budget, table.cost[start])
      let restLines = table.lineCount[start] - 1
      var chosen = (end: start, mainSize: 0.0)
      var chosenCost = 0.0
      var isChosen = false
      // With no candidate within the limit, the furthest line.
      _ = table.forEachFittingLine(from: start, in: body) { end, mainSize in
        if !isChosen { chosen = (end, mainSize) }
        let rest = table.rest(after: end)
        guard rest.lines == restLines else { return }
        let lineCost = table.lineCost(mainSize, end: end, in: body)
        if lineCost + rest.cost <= limit {
          chosen = (end, mainSize)
          chosenCost = lineCost
          isChosen = true
        }
      }
      guard line(Line(start..<chosen.end, mainSize: chosen.mainSize, in: body)) else { return }
      budget = limit - chosenCost
      start = chosen.end
    }
  }

  /// Calls `line` with each line of greedy breaking in order while it returns true.
  private static func forEachGreedyLine(_ body: Body, _ line: (Line) -> Bool) {
    var breaker = GreedyBreaker(start: 0)
    for index in 0..<body.count {
      if let closed = breaker.offer(item: index, in: body), !line(closed) { return }
    }
    if let open = breaker.openLine { _ = line(open) }
  }

  /// What the dynamic programming reads and writes, one entry per item (and one past the last):
  /// the widths of the boxes and where runs between forced breaks end, read once from the
  /// items, and the line counts and costs it computes.
  private struct Table {
    /// `widths[i]`: the width of item i's box.
    let widths: UnsafeMutableBufferPointer<Double>
    /// `endsRun[i]`: whether a run ends before item i (`endsRun[n]` is true).
    let endsRun: UnsafeMutableBufferPointer<Bool>
    /// `lineCount[s]`: the fewest lines from s to the end of its run (written from the last s
    /// back, before it is read).
    let lineCount: UnsafeMutableBufferPointer<Int>
    /// `cost[s]`: the least cost of those lines.
    let cost: UnsafeMutableBufferPointer<Double>

    init(_ body: Body) {
      let count = body.count
      widths = .allocate(capacity: count)
      endsRun = .allocate(capacity: count + 1)
      lineCount = .allocate(capacity: count)
      cost = .allocate(capacity: count)
      for index in 0..<count {
        widths.initializeElement(at: index, to: body.box(index).width)
        endsRun.initializeElement(at: index, to: body.endsRun(at: index))
      }
      endsRun.initializeElement(at: count, to: true)
      // `lineCount` and `cost` are trivial values, each written before it is read.
    }

    /// Frees the table.
    func deallocate() {
      widths.deallocate()
      endsRun.deallocate()
      lineCount.deallocate()
      cost.deallocate()
    }

    /// The lines and cost after a line ending before item `end`: none at a run's end.
    @inline(__always)
    func rest(after end: Int) -> (lines: Int, cost: Double) {
      endsRun[end] ? (0, 0) : (lineCount[end], cost[end])
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
