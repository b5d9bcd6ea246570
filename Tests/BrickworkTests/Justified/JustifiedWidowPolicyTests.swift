import SeededRandom
import Testing

@testable import Brickwork

/// Widow policies (`widowAlignment`, `widowHeight`): greedy and optimal rows against the rules,
/// and optimal rows with a justified last row against every breaking of small galleries.
@Suite struct JustifiedWidowPolicyTests {
  /// The frames of the items of a one-section justified layout.
  static func frames(_ options: JustifiedLayout, _ ratios: [Double], width: Double) throws
    -> [Rect?]
  {
    let layout = try LayoutResult(
      container: Container(width: width),
      sections: [LayoutSection(.justified(options), items: ratios.map { .aspectRatio($0) })])
    return ratios.indices.map { layout.frame(ofItem: $0, inSection: 0) }
  }

  /// Greedy and optimal widows: centred and trailing rows are the leading row moved by half or
  /// all of its free width; every other row is as with `leading`.
  @Test func alignedWidowsAreTheLeadingWidowMoved() throws {
    var rng = SeededGenerator(seed: 0x71D0)
    var moved = 0
    for round in 0..<800 {
      let width = RandomJustifiedConfig.width(using: &rng)
      var options = RandomJustifiedConfig.layout(using: &rng)
      options.widowHeight = Bool.random(using: &rng) ? .previous : .target
      let ratios = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
        RandomJustifiedConfig.ratio(using: &rng)
      }
      let leading = try Self.frames(options, ratios, width: width)
      let eps = 1e-9 * max(1, width)
      for alignment in [JustifiedLayout.WidowAlignment.center, .trailing] {
        var aligned = options
        aligned.widowAlignment = alignment
        let frames = try Self.frames(aligned, ratios, width: width)
        guard let lastShown = leading.lastIndex(where: { $0 != nil }) else {
          #expect(frames.allSatisfy { $0 == nil })
          continue
        }
        let rowTop = leading[lastShown]!.minY
        let row = leading.indices.filter { leading[$0]?.minY == rowTop }
        let free = width - leading[row.last!]!.maxX
        let shift = alignment == .center ? free / 2 : free
        if shift > eps { moved += 1 }
        for index in ratios.indices {
          guard let want = leading[index], let got = frames[index] else {
            #expect(leading[index] == nil && frames[index] == nil, "round \(round)")
            continue
          }
          let dx = row.contains(index) ? shift : 0
          #expect(
            abs(got.minX - (want.minX + dx)) <= eps && got.minY == want.minY
              && got.width == want.width && got.height == want.height,
            "round \(round) \(alignment) item \(index)")
        }
      }
    }
    #expect(moved > 300)
  }

  @Test func aGreedyWidowAtTheTargetHeight() throws {
    // Two photos of ratio 2 fill 400 at 100 high; the third is a widow.
    var options = JustifiedLayout(
      targetRowHeight: 120, tolerance: 0.25, itemSpacing: 0, lineSpacing: 0)
    let previous = try Self.frames(options, [2, 2, 1], width: 400)
    #expect(previous[2] == Rect(x: 0, y: 100, width: 100, height: 100))
    options.widowHeight = .target
    let target = try Self.frames(options, [2, 2, 1], width: 400)
    #expect(target[2] == Rect(x: 0, y: 100, width: 120, height: 120))
    // Lowered to fit: a panorama widow of ratio 8 at 120 would be 960 wide.
    let lowered = try Self.frames(options, [2, 2, 8], width: 400)
    #expect(lowered[2] == Rect(x: 0, y: 100, width: 400, height: 60))
  }

  @Test func aJustifiedGreedyLastRowFillsTheWidth() throws {
    var options = JustifiedLayout(
      targetRowHeight: 120, tolerance: 0.25, itemSpacing: 0, lineSpacing: 0,
      widowAlignment: .justify)
    let frames = try Self.frames(options, [2, 2, 1, 1], width: 400)
    // The last two photos at their natural height 200, the most a row shows (2T = 240).
    #expect(frames[2] == Rect(x: 0, y: 100, width: 200, height: 200))
    #expect(frames[3] == Rect(x: 200, y: 100, width: 200, height: 200))
    // Clamped to 2T like any row.
    let clamped = try Self.frames(options, [2, 2, 1], width: 400)
    #expect(clamped[2] == Rect(x: 0, y: 100, width: 400, height: 240))
    // Still hidden without showWidows.
    options.showWidows = false
    #expect(try Self.frames(options, [2, 2, 1], width: 400)[2] == nil)
  }

  // MARK: - Optimal rows with a justified last row, against every breaking

  /// The cost of rows ending at `ends`, every row costed (no free widow); `nil` when a row
  /// breaks the constraints (complete rows m...M photos, the last 1...M) or leaves no width.
  static func justifiedCost(
    ofRowsEndingAt ends: [Int], ratios: [Double], metrics: JustifiedLayout.Metrics
  ) -> Double? {
    var total = 0.0
    var start = 0
    for (number, end) in ends.enumerated() {
      let count = end - start
      let isLast = number == ends.count - 1
      if count > 1, metrics.photoWidth(count: count) <= 0 { return nil }
      if count > metrics.maxCount || (!isLast && count < metrics.minCount) { return nil }
      let sum = ratios[start..<end].reduce(0, +)
      total += JustifiedLayout.OptimalBreaks.rowCost(sum: sum, count: count, metrics: metrics)
      start = end
    }
    return total
  }

  /// The least cost over every breaking, or `nil` when none is allowed.
  static func bruteForce(_ ratios: [Double], metrics: JustifiedLayout.Metrics) -> Double? {
    let n = ratios.count
    var best: Double?
    for mask in 0..<(1 << (n - 1)) {
      var ends = (1..<n).filter { mask & (1 << ($0 - 1)) != 0 }
      ends.append(n)
      if let total = justifiedCost(ofRowsEndingAt: ends, ratios: ratios, metrics: metrics) {
        best = min(best ?? .infinity, total)
      }
    }
    return best
  }

  @Test func optimalWithAJustifiedLastRowCostsTheLeastOfEveryBreaking() throws {
    var rng = SeededGenerator(seed: 0x0B_7E)
    var constrained = 0
    var infeasible = 0
    for round in 0..<1500 {
      let width = RandomJustifiedConfig.width(using: &rng)
      var options = JustifiedRowConstraintTests.options(
        width: width, breaking: .optimal, using: &rng)
      if Bool.random(using: &rng) { (options.minItemsPerRow, options.maxItemsPerRow) = (1, 0) }
      options.widowAlignment = .justify
      if options.constrainsRows { constrained += 1 }
      let metrics = JustifiedLayout.Metrics(options, bodyWidth: width)
      let ratios = (0..<Int.random(in: 1...11, using: &rng)).map { _ in
        RandomJustifiedConfig.ratio(using: &rng)
      }
      let container = Container(width: width)
      let sections = [
        LayoutSection(.justified(options), items: ratios.map { Item.aspectRatio($0) })
      ]
      guard let best = Self.bruteForce(ratios, metrics: metrics) else {
        infeasible += 1
        #expect(throws: LayoutError.self) {
          try LayoutResult(container: container, sections: sections)
        }
        continue
      }
      let layout = try LayoutResult(container: container, sections: sections)
      // Every photo shown, whatever `showWidows` says.
      #expect(layout.hiddenItems(inSection: 0).isEmpty, "round \(round)")
      let ends = JustifiedRowConstraintTests.rows(layout).map(\.upperBound)
      let achieved = Self.justifiedCost(ofRowsEndingAt: ends, ratios: ratios, metrics: metrics)
      #expect(
        achieved.map { abs($0 - best) <= 1e-9 * max(1, best) } == true,
        "round \(round): \(ratios) chose \(ends) costing \(String(describing: achieved)) vs \(best)"
      )
    }
    #expect(constrained > 500)
    // A short last row makes every constrained gallery feasible.
    #expect(infeasible == 0)
  }
}
