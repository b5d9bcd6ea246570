import SeededRandom
import Testing

@testable import Brickwork

/// Optimal breaking finds the least cost over every partition, and never costs more than greedy.
@Suite struct OptimalBreakingTests {
  /// A layout's breaks: the end of every row, the last row's start, and whether it is a widow.
  struct Breaking: Equatable {
    var ends: [Int]
    var lastIsWidow: Bool
  }

  /// The cost optimal breaking minimises, of rows ending at `ends`, written from the layout rules and
  /// nothing of the implementation: every row's `k * ((h - T) / T)^2` for its natural height
  /// `h = (cw - (k - 1) * s) / (sum of aspect ratios)`, except that the last row costs nothing
  /// as a widow when it fits the width at T. `nil` when a row leaves its photos no width.
  static func cost(
    ofRowsEndingAt ends: [Int], ratios: [Double], metrics: JustifiedLayout.Metrics
  ) -> (total: Double, lastIsWidow: Bool)? {
    let (width, target, spacing) = (metrics.width, metrics.target, metrics.itemSpacing)
    var total = 0.0
    var start = 0
    var lastCost = 0.0
    var lastFitsAtTarget = false
    for end in ends {
      let count = end - start
      let sum = ratios[start..<end].reduce(0, +)
      let photoWidth = width - Double(count - 1) * spacing
      if count > 1, photoWidth <= 0 { return nil }
      let deviation = (photoWidth / sum - target) / target
      lastCost = Double(count) * deviation * deviation
      lastFitsAtTarget = sum * target + Double(count - 1) * spacing <= width
      total += lastCost
      start = end
    }
    if lastFitsAtTarget { return (total - lastCost, true) }
    return (total, false)
  }

  /// The breaking optimal breaking chooses, read from the table.
  static func optimal(_ ratios: [Double], metrics: JustifiedLayout.Metrics) -> Breaking {
    let items = CanonicalItems(items: ratios.map { .aspectRatio($0) }, axis: .vertical)
    var table = JustifiedLayout.OptimalBreaks.start
    table.extend(through: ratios.count, items: items, metrics: metrics)
    let last = table.lastRow(items: items, metrics: metrics)
    let ends = table.rows(from: 0, to: last.items.lowerBound, metrics: metrics).map(
      \.items.upperBound)
    return Breaking(ends: ends + [ratios.count], lastIsWidow: last.isWidow)
  }

  /// The least cost over every partition, the ends of each partition reaching it (within a
  /// relative 1e-9) and whether the best is unique by a clear margin.
  static func bruteForce(_ ratios: [Double], metrics: JustifiedLayout.Metrics) -> (
    best: Double, unique: Bool, bestEnds: [Int]
  ) {
    let n = ratios.count
    var best = Double.infinity
    var second = Double.infinity
    var bestEnds: [Int] = []
    for mask in 0..<(1 << (n - 1)) {
      var ends = (1..<n).filter { mask & (1 << ($0 - 1)) != 0 }
      ends.append(n)
      guard let (total, _) = cost(ofRowsEndingAt: ends, ratios: ratios, metrics: metrics) else {
        continue
      }
      if total < best {
        second = best
        best = total
        bestEnds = ends
      } else if total < second {
        second = total
      }
    }
    return (best, second - best > 1e-9 * max(1, best), bestEnds)
  }

  @Test func optimalEqualsBruteForceOverEveryPartition() {
    var rng = SeededGenerator(seed: 2024)
    var uniqueCases = 0
    for round in 0..<1500 {
      let n = Int.random(in: 1...12, using: &rng)
      let ratios = (0..<n).map { _ in Self.randomRatio(using: &rng) }
      let layout = JustifiedLayout(
        targetRowHeight: Double.random(in: 60...400, using: &rng),
        itemSpacing: [0, 2, 10, 25].randomElement(using: &rng) ?? 0)
      let metrics = JustifiedLayout.Metrics(
        layout, bodyWidth: Double.random(in: 150...1600, using: &rng))
      let chosen = Self.optimal(ratios, metrics: metrics)
      guard let achieved = Self.cost(ofRowsEndingAt: chosen.ends, ratios: ratios, metrics: metrics)
      else {
        Issue.record("round \(round): optimal chose a row that leaves its photos no width")
        continue
      }
      #expect(achieved.lastIsWidow == chosen.lastIsWidow, "round \(round)")
      let brute = Self.bruteForce(ratios, metrics: metrics)
      #expect(
        abs(achieved.total - brute.best) <= 1e-9 * max(1, brute.best),
        "round \(round): \(ratios) optimal \(achieved.total) vs \(brute.best)")
      if brute.unique {
        uniqueCases += 1
        #expect(chosen.ends == brute.bestEnds, "round \(round): \(ratios)")
      }
    }
    #expect(uniqueCases > 1000)
  }

  @Test func severalPhotosBelowHalfTheTargetAreARowWhenThatCostsLess() {
    // A portrait and a wide photo at T = 320 in 375 points: alone they cost 0.908 + 0.172;
    // together, at a natural height of 144 (below T/2, displayed at 160), 0.605.
    let metrics = JustifiedLayout.Metrics(JustifiedLayout(itemSpacing: 0), bodyWidth: 375)
    let chosen = Self.optimal([0.6, 2.0, 1.5], metrics: metrics)
    let brute = Self.bruteForce([0.6, 2.0, 1.5], metrics: metrics)
    #expect(chosen.ends == brute.bestEnds)
    #expect(chosen.ends.first == 2)
  }

  @Test func hostileRowsStayWithinTheirBound() throws {
    // No spacing and a width a million times the target: every row is a candidate up to the
    // most a row may hold, so the work stays linear in that bound.
    let layout = JustifiedLayout(targetRowHeight: 1, itemSpacing: 0, breaking: .optimal)
    let items = Array(repeating: Item.aspectRatio(1), count: 20_000)
    let result = try LayoutResult(
      container: Container(width: 1e6), sections: [LayoutSection(.justified(layout), items: items)])
    #expect(result.hiddenItems(inSection: 0).isEmpty)
    #expect(result.frame(ofItem: 19_999, inSection: 0) != nil)
  }

  /// Mostly ordinary photos, some panoramas and some tall ones.
  static func randomRatio(using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: Double.random(in: 3...12, using: &rng)
    case 1: Double.random(in: 0.1...0.5, using: &rng)
    default: Double.random(in: 0.5...2.5, using: &rng)
    }
  }

  /// Greedy's rows, read from its layout (rows grouped by their top).
  static func greedyRowEnds(_ layout: LayoutResult, count: Int) -> [Int] {
    var ends: [Int] = []
    for item in 1..<max(count, 1) {
      if layout.frame(ofItem: item, inSection: 0)?.minY
        != layout.frame(ofItem: item - 1, inSection: 0)?.minY
      {
        ends.append(item)
      }
    }
    return count > 0 ? ends + [count] : []
  }

  /// On the flickr fixture inputs (without maxRows and breakout rows, which optimal breaking
  /// does not apply, and with widows shown so that every row can be read), optimal never costs more than greedy, and strictly less where the breaks
  /// differ.
  @Test func optimalCostsLessThanGreedyOnFixtureInputs() throws {
    var differing = 0
    for fixture in FlickrFixture.load() where !fixture.items.isEmpty {
      var layout = fixture.layout
      layout.maxRows = 0
      layout.breakoutCadence = 0
      layout.showWidows = true
      let section = LayoutSection(.justified(layout), items: fixture.items, insets: fixture.insets)
      let greedy = try LayoutResult(container: fixture.container, sections: [section])
      let greedyEnds = Self.greedyRowEnds(greedy, count: fixture.items.count)
      let metrics = JustifiedLayout.Metrics(
        layout, bodyWidth: fixture.container.width - fixture.insets.horizontal)
      let ratios = fixture.items.map(\.sizing.photoAspectRatio)
      let greedyCost = try #require(
        Self.cost(ofRowsEndingAt: greedyEnds, ratios: ratios, metrics: metrics),
        "case \(fixture.index): greedy made a row optimal breaking cannot")
      let chosen = Self.optimal(ratios, metrics: metrics)
      let optimalCost = try #require(
        Self.cost(ofRowsEndingAt: chosen.ends, ratios: ratios, metrics: metrics))
      if chosen.ends == greedyEnds {
        #expect(abs(optimalCost.total - greedyCost.total) <= 1e-12, "case \(fixture.index)")
      } else {
        differing += 1
        #expect(
          optimalCost.total < greedyCost.total,
          "case \(fixture.index): optimal \(optimalCost.total) vs greedy \(greedyCost.total)")
      }
      // The layout optimal breaking gives has exactly those rows.
      layout.breaking = .optimal
      let optimalLayout = try LayoutResult(
        container: fixture.container,
        sections: [LayoutSection(.justified(layout), items: fixture.items, insets: fixture.insets)])
      #expect(Self.greedyRowEnds(optimalLayout, count: fixture.items.count) == chosen.ends)
    }
    print("optimal breaking differs from greedy on \(differing) of the fixture inputs")
    #expect(differing > 20)
  }
}
