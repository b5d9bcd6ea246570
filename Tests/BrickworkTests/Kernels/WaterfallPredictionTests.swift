import SeededRandom
import Testing

@testable import Brickwork

/// The tolerant kernel's rule for two to four columns, a literal count for which it predicts
/// the shortest column, against the rule for any count, and long feeds against the general
/// loop.
@Suite struct WaterfallPredictionTests {
  @Test(arguments: [2, 3, 4])
  func thePredictingRuleTakesTheRulesColumn(columns: Int) {
    var rng = SeededGenerator(seed: UInt64(0x70_1E + columns))
    for round in 0..<20_000 {
      let tolerance = [0, 0.5, 10, 20, 1e9].randomElement(using: &rng)!
      let positions = WaterfallColumnRuleTests.positions(
        columns, step: tolerance > 0 && tolerance < 1e9 ? tolerance : 10, using: &rng)
      // Cursors past the last column read as the first.
      let cursor = Int.random(in: 0...(columns + 1), using: &rng)
      positions.withUnsafeBufferPointer { buffer in
        var rule = WaterfallLayout.TolerantRule(tolerance: tolerance, cursor: cursor)
        var shortest = WaterfallLayout.TolerantRule(
          tolerance: tolerance, cursor: cursor, columns: columns)
        let (lane, top) = rule.column(in: buffer)
        let predicted = shortest.column(in: buffer)
        #expect(
          predicted.0 == lane && predicted.1.bitPattern == top.bitPattern
            && shortest.cursor == rule.cursor,
          "round \(round): \(positions), tolerance \(tolerance), cursor \(cursor)")
      }
    }
  }

  /// Long feeds in two to four columns, with tolerances from none of the items' differences to
  /// most of them, where the prediction holds and where it misses; the elements are the general
  /// loop's.
  @Test(arguments: [2, 3, 4])
  func longFeedsEqualTheGeneralLoop(columns: Int) throws {
    var rng = SeededGenerator(seed: UInt64(0xFEED + columns))
    for tolerance in [0.0, 5, 20, 40, 300] {
      let items = (0..<6000).map { _ in
        Item.extent(Double(Int.random(in: 5...25, using: &rng)) * 10)
      }
      var layout = WaterfallLayout(columns: columns, columnSpacing: 8, itemSpacing: 10)
      layout.tolerance = tolerance
      let sections = [LayoutSection(.waterfall(layout), items: items)]
      let container = Container(width: 375)
      let difference = KernelConformance.firstDifference(
        try LayoutResult(container: container, sections: sections, usesKernels: true),
        try LayoutResult(container: container, sections: sections, usesKernels: false))
      #expect(difference == nil, "tolerance \(tolerance): \(difference ?? "")")
    }
  }
}
