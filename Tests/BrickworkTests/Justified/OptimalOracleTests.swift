import SeededRandom
import Testing

@testable import Brickwork

/// The table optimal breaking builds must be the one weighing every candidate builds
/// (``OptimalBreaksOracle``), entry for entry and bit for bit, whatever the photos: ordinary, extremely narrow (rows that never
/// reach the target), mixed, with exact repeats (ties), extended all at once or in pieces.
@Suite struct OptimalOracleTests {
  /// Photos of one of several kinds, chosen per trial.
  static func ratios(_ count: Int, using rng: inout SeededGenerator) -> [Double] {
    let kind = Int.random(in: 0..<5, using: &rng)
    return (0..<count).map { _ in
      switch kind {
      case 0: return RandomJustifiedConfig.ratio(using: &rng)
      case 1: return narrow(using: &rng)
      case 2: return [1e-6, 1e-6, 2e-6, 0.01].randomElement(using: &rng) ?? 1e-6
      case 3:
        // Runs of narrow photos between ordinary ones.
        return Int.random(in: 0..<8, using: &rng) == 0
          ? RandomJustifiedConfig.ratio(using: &rng) : narrow(using: &rng)
      default: return Double.random(in: 0.05...0.3, using: &rng)
      }
    }
  }

  /// An aspect ratio from 1e-7 to 1e-2, about log-uniform.
  static func narrow(using rng: inout SeededGenerator) -> Double {
    let scale = [1e-7, 1e-6, 1e-5, 1e-4, 1e-3].randomElement(using: &rng) ?? 1e-6
    return scale * Double.random(in: 1...10, using: &rng)
  }

  /// The metrics of a random optimal layout and body width.
  static func metrics(using rng: inout SeededGenerator) -> JustifiedLayout.Metrics {
    let layout = JustifiedLayout(
      targetRowHeight: Double.random(in: 20...400, using: &rng),
      itemSpacing: [0, 0, 1, 4, 10, Double.random(in: 0...30, using: &rng)].randomElement(
        using: &rng) ?? 0,
      breaking: .optimal)
    return JustifiedLayout.Metrics(layout, bodyWidth: Double.random(in: 40...1600, using: &rng))
  }

  /// Checks one trial: the table, extended in random pieces, equals the oracle's.
  static func check(
    _ ratios: [Double], metrics: JustifiedLayout.Metrics, pieces: ClosedRange<Int> = 1...400,
    using rng: inout SeededGenerator
  ) {
    var oracle = OptimalBreaksOracle()
    oracle.extend(through: ratios.count, ratios: ratios, metrics: metrics)
    let items = CanonicalItems(items: ratios.map { .aspectRatio($0) }, axis: .vertical)
    var table = JustifiedLayout.OptimalBreaks.start
    var end = 0
    while end < ratios.count {
      end = min(ratios.count, end + Int.random(in: pieces, using: &rng))
      table.extend(through: end, items: items, metrics: metrics)
    }
    #expect(table.cost.map(\.bitPattern) == oracle.cost.map(\.bitPattern))
    #expect(table.parent == oracle.parent)
    #expect(table.rowSum.map(\.bitPattern) == oracle.rowSum.map(\.bitPattern))
  }

  @Test func tableEqualsTheOracleOverManySeeds() {
    for seed in 0..<600 {
      var rng = SeededGenerator(seed: UInt64(seed))
      let count = Int.random(in: 1...(seed % 10 == 0 ? 900 : 160), using: &rng)
      Self.check(Self.ratios(count, using: &rng), metrics: Self.metrics(using: &rng), using: &rng)
    }
  }

  /// Rows of extremely narrow photos with no spacing hold the most photos an optimal row may
  /// (``Limits/maximumPhotosPerOptimalRow``), none reaching the target.
  @Test func tableEqualsTheOracleForRowsAtTheirMostPhotos() {
    for seed in 0..<3 {
      var rng = SeededGenerator(seed: UInt64(1000 + seed))
      let count = 4 * Limits.maximumPhotosPerOptimalRow + Int.random(in: 1...600, using: &rng)
      var ratios = [Double](repeating: 1e-6, count: count)
      if seed > 0 {
        for index in ratios.indices { ratios[index] = Self.narrow(using: &rng) }
      }
      let layout = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: .optimal)
      Self.check(
        ratios, metrics: JustifiedLayout.Metrics(layout, bodyWidth: 375), using: &rng)
    }
  }

  /// Long runs of equal photos (whose rows share their sums, whatever their end) between
  /// ordinary photos and other narrow ones, so that the table's prefixes are large while the
  /// rows' sums are tiny; runs start and stop inside the pieces the table is extended by.
  @Test func tableEqualsTheOracleForRunsOfEqualPhotos() {
    for seed in 0..<24 {
      var rng = SeededGenerator(seed: UInt64(2000 + seed))
      var ratios: [Double] = []
      let total = Int.random(in: 300...(seed % 4 == 0 ? 6000 : 1500), using: &rng)
      while ratios.count < total {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          ratios += (0..<Int.random(in: 1...40, using: &rng)).map { _ in
            RandomJustifiedConfig.ratio(using: &rng)
          }
        case 1:
          ratios += (0..<Int.random(in: 1...300, using: &rng)).map { _ in
            Self.narrow(using: &rng)
          }
        default:
          let ratio =
            [1e-6, 1e-6, 3e-7, 2e-5, Self.narrow(using: &rng)].randomElement(
              using: &rng) ?? 1e-6
          ratios += [Double](repeating: ratio, count: Int.random(in: 200...4500, using: &rng))
        }
      }
      let spacing =
        [0, 0, 0.001, 1, Double.random(in: 0...4, using: &rng)].randomElement(
          using: &rng) ?? 0
      let layout = JustifiedLayout(
        targetRowHeight: Double.random(in: 20...400, using: &rng), itemSpacing: spacing,
        breaking: .optimal)
      let width = Double.random(in: 40...1600, using: &rng)
      Self.check(ratios, metrics: JustifiedLayout.Metrics(layout, bodyWidth: width), using: &rng)
    }
  }
}

/// Runs of thousands of equal narrow photos: their rows hold the most photos a row may, or
/// reach the target.
@Suite struct OptimalRunOracleTests {
  /// Metrics that make rows of up to ``Limits/maximumPhotosPerOptimalRow`` photos of the runs:
  /// no or little spacing, the target and width or random ones.
  static func metrics(using rng: inout SeededGenerator) -> JustifiedLayout.Metrics {
    let spacing: Double = [0, 0, 0.001, 0.05].randomElement(using: &rng) ?? 0
    let layout = JustifiedLayout(
      targetRowHeight: [120, Double.random(in: 20...400, using: &rng)].randomElement(
        using: &rng) ?? 120,
      itemSpacing: spacing, breaking: .optimal)
    let width =
      [375, Double.random(in: 40...1600, using: &rng)].randomElement(using: &rng) ?? 375
    return JustifiedLayout.Metrics(layout, bodyWidth: width)
  }

  /// Long runs of one narrow ratio each, with a few other photos between, at the widths and
  /// spacings that make rows of up to ``Limits/maximumPhotosPerOptimalRow`` photos.
  @Test func tableEqualsTheOracleForLongRunsOfNarrowPhotos() {
    for seed in 0..<6 {
      var rng = SeededGenerator(seed: UInt64(3000 + seed))
      var ratios: [Double] = []
      let total = Int.random(in: 5000...9000, using: &rng)
      while ratios.count < total {
        let ratio = [1e-6, 1e-4, 1e-3, 3e-7, 2.5e-5].randomElement(using: &rng) ?? 1e-6
        ratios += [Double](repeating: ratio, count: Int.random(in: 300...6000, using: &rng))
        if Bool.random(using: &rng) {
          ratios += (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            Bool.random(using: &rng)
              ? RandomJustifiedConfig.ratio(using: &rng) : OptimalOracleTests.narrow(using: &rng)
          }
        }
      }
      OptimalOracleTests.check(
        ratios, metrics: Self.metrics(using: &rng), using: &rng)
    }
  }

  /// Long runs of one narrow ratio, the table extended by pieces of thousands of items (as a
  /// layout extends it, and more): rows at the most photos a row may and rows reaching the
  /// target, whose costs fall then rise.
  @Test func tableEqualsTheOracleExtendedByLargePieces() {
    for seed in 0..<6 {
      var rng = SeededGenerator(seed: UInt64(5000 + seed))
      var ratios: [Double] = []
      let total = Int.random(in: 6000...11000, using: &rng)
      while ratios.count < total {
        let ratio = [1e-6, 1e-6, 1e-4, 2e-4, 1e-3, 3e-7].randomElement(using: &rng) ?? 1e-6
        ratios += [Double](repeating: ratio, count: Int.random(in: 2000...9000, using: &rng))
        if Int.random(in: 0..<3, using: &rng) == 0 {
          ratios.append(RandomJustifiedConfig.ratio(using: &rng))
        }
      }
      OptimalOracleTests.check(
        ratios, metrics: Self.metrics(using: &rng),
        pieces: 1024...total, using: &rng)
    }
  }
}
