import Brickwork
import SeededRandom
import Testing

/// Balanced line breaking against brute force: every breaking with greedy's line count.
@Suite struct FlowBalancedTests {
  /// Lines as item counts, from brute force: the least cost over all lines but the last of the
  /// squared leftover width, ties (within 1e-9 · width²) to the fuller earlier lines.
  static func bruteForce(_ widths: [Double], width: Double, spacing: Double) -> [Int] {
    let limit = width + width * 1e-9
    let clamped = widths.map { min($0, width) }
    func mainSize(_ range: Range<Int>) -> Double {
      var size = clamped[range.lowerBound]
      for index in range.dropFirst() { size = size + spacing + clamped[index] }
      return size
    }
    // Greedy's line count.
    var lineCount = 0
    var start = 0
    while start < clamped.count {
      var end = start + 1
      while end < clamped.count, mainSize(start..<(end + 1)) <= limit { end += 1 }
      lineCount += 1
      start = end
    }
    var breakings: [(cost: Double, lines: [Int])] = []
    let n = clamped.count
    // Every choice of lineCount - 1 breaks among the n - 1 gaps, as a bit mask.
    for mask in 0..<(1 << max(0, n - 1)) where mask.nonzeroBitCount == lineCount - 1 {
      var lines: [Int] = []
      var cost = 0.0
      var start = 0
      var fits = true
      for end in 1...n where end == n || mask & (1 << (end - 1)) != 0 {
        let size = mainSize(start..<end)
        if size > limit { fits = false }
        if end < n { cost += (width - size) * (width - size) }
        lines.append(end - start)
        start = end
      }
      if fits { breakings.append((cost, lines)) }
    }
    guard let least = breakings.map(\.cost).min() else { return [] }
    let tolerance = 1e-9 * width * width
    var best: [Int] = []
    for breaking in breakings where breaking.cost <= least + tolerance {
      if best.isEmpty || fuller(breaking.lines, than: best) { best = breaking.lines }
    }
    return best
  }

  /// Whether `a`'s earlier lines are fuller: the first line that differs is longer.
  static func fuller(_ a: [Int], than b: [Int]) -> Bool {
    for (x, y) in zip(a, b) where x != y { return x > y }
    return false
  }

  /// The lines of a flow as item counts, read from the frames (items 10 tall, lines touching).
  static func lines(of layout: LayoutResult) -> [Int] {
    var counts: [Int] = []
    var lastY = -1.0
    for frame in FlowTest.frames(layout) {
      if frame.minY != lastY { counts.append(0) }
      counts[counts.count - 1] += 1
      lastY = frame.minY
    }
    return counts
  }

  @Test func balancedEqualsBruteForce() throws {
    var rng = SeededGenerator(seed: 42)
    var differFromGreedy = 0
    for trial in 0..<3000 {
      let n = Int.random(in: 1...10, using: &rng)
      let width = Double(Int.random(in: 10...40, using: &rng))
      let spacing = Double(Int.random(in: 0...2, using: &rng))
      // Whole numbers make exact ties common; every fourth trial uses fractions.
      let widths = (0..<n).map { _ in
        trial % 4 == 0
          ? Double.random(in: 0...(width * 0.8), using: &rng)
          : Double(Int.random(in: 0...Int(width * 0.7), using: &rng))
      }
      let items = widths.map { FlowTest.tag($0, 10) }
      let balanced = try FlowTest.layout(
        FlowLayout(itemSpacing: spacing, lineBreaking: .balanced), items: items, width: width)
      let greedy = try FlowTest.layout(FlowLayout(itemSpacing: spacing), items: items, width: width)
      let expected = Self.bruteForce(widths, width: width, spacing: spacing)
      #expect(
        Self.lines(of: balanced) == expected, "widths \(widths) in \(width), spacing \(spacing)")
      #expect(Self.lines(of: balanced).count == Self.lines(of: greedy).count)
      if Self.lines(of: balanced) != Self.lines(of: greedy) { differFromGreedy += 1 }
    }
    // The check means something only if balanced often differs from greedy.
    #expect(differFromGreedy > 300)
  }

  @Test func hostileInputKeepsGreedyLinesInsteadOfHanging() throws {
    // 40,000 zero-width items share one line: k = n, far past the work limit.
    let items: [Item] =
      Array(repeating: .size(width: 0, height: 1), count: 40_000)
      + [.size(width: 100, height: 1), .size(width: 100, height: 1)]
    func layout(_ breaking: FlowLayout.LineBreaking) throws -> LayoutResult {
      try LayoutResult(
        container: Container(width: 100),
        sections: [LayoutSection(.flow(FlowLayout(lineBreaking: breaking)), items: items)])
    }
    #expect(Array(try layout(.balanced).elements) == Array(try layout(.greedy).elements))
  }
}
