import SeededRandom
import Testing

@testable import Brickwork

/// The plain loop's two predictions of the column CSS grid-lanes placement takes with a
/// tolerance, for two and three columns, against the rule itself
/// (`WaterfallLayout.toleratedColumn(in:tolerance:from:)`); and a long feed that switches
/// between them, against the general loop.
@Suite struct WaterfallTolerantRuleTests {
  /// Positions on a grid of the tolerance's size, so that ties and positions exactly at the
  /// tolerance above the least are common, or anywhere.
  static func positions(
    _ count: Int, tolerance: Double, using rng: inout SeededGenerator
  ) -> [Double] {
    let step = tolerance > 0 ? tolerance : 10
    return (0..<count).map { _ in
      Bool.random(using: &rng)
        ? Double(Int.random(in: 0...4, using: &rng)) * step
        : Double.random(in: 0...(5 * step), using: &rng)
    }
  }

  /// Both rules' column and its position, and the cursor they leave, for `fixedCount`.
  static func choices<let fixedCount: Int>(
    _ positions: [Double], tolerance: Double, cursor: Int,
    of _: WaterfallLayout.TolerantRule<fixedCount>.Type
  ) -> [(Int, Double, Int)] {
    positions.withUnsafeBufferPointer { buffer in
      var shortest = WaterfallLayout.TolerantRule<fixedCount>(tolerance: tolerance, cursor: cursor)
      var beforeLast = WaterfallLayout.TolerantRuleBeforeLast<fixedCount>(
        tolerance: tolerance, cursor: cursor)
      let (laneA, topA) = shortest.column(in: buffer)
      let (laneB, topB) = beforeLast.column(in: buffer)
      return [(laneA, topA, shortest.cursor), (laneB, topB, beforeLast.cursor)]
    }
  }

  @Test(arguments: [2, 3])
  func bothPredictionsTakeTheRulesColumn(columns: Int) {
    var rng = SeededGenerator(seed: UInt64(0x70_1E + columns))
    for round in 0..<20_000 {
      let tolerance = [0, 0.5, 10, 20, 1e9].randomElement(using: &rng)!
      let positions = Self.positions(columns, tolerance: tolerance, using: &rng)
      // Cursors past the last column read as the first.
      let cursor = Int.random(in: 0...(columns + 1), using: &rng)
      let expected = positions.withUnsafeBufferPointer {
        WaterfallLayout.toleratedColumn(in: $0, tolerance: tolerance, from: cursor)
      }
      let choices =
        columns == 2
        ? Self.choices(
          positions, tolerance: tolerance, cursor: cursor, of: WaterfallLayout.TolerantRule<2>.self)
        : Self.choices(
          positions, tolerance: tolerance, cursor: cursor, of: WaterfallLayout.TolerantRule<3>.self)
      for (lane, top, next) in choices {
        #expect(
          lane == expected && top.bitPattern == positions[expected].bitPattern
            && next == expected + 1,
          "round \(round): \(positions), tolerance \(tolerance), cursor \(cursor)")
      }
    }
  }

  /// The first run predicts with ``TolerantRuleBeforeLast``, the second with the shortest
  /// column; then the one that missed less, and the other again one run in sixteen.
  @Test func theChoiceTakesThePredictionThatMissedLess() {
    var choice = WaterfallLayout.PredictionChoice()
    var taken: [Bool] = []
    for run in 0..<40 {
      let predictsShortest = choice.predictsShortest
      taken.append(predictsShortest)
      // The shortest column misses 1 in 1,024, the other 80 until run 20, then none.
      let misses = predictsShortest ? 1 : (run < 20 ? 80 : 0)
      choice.note(misses, of: 1024, predictedShortest: predictsShortest)
    }
    #expect(taken[0] == false && taken[1] == true)
    // Shortest from then on, except the runs that measure the other again.
    #expect(taken[2..<17].allSatisfy { $0 } && taken[17] == false)
    #expect(taken[18..<33].allSatisfy { $0 })
    // Run 33 measures the other again, which now misses less.
    #expect(taken[33] == false && taken[34...].allSatisfy { !$0 })
  }

  /// Long feeds in two and three columns, with tolerances from none of the items' differences
  /// to most of them, place runs by both predictions; the frames are the general loop's, bit
  /// for bit, and so are the columns.
  @Test(arguments: [2, 3])
  func longFeedsEqualTheGeneralLoop(columns: Int) throws {
    var rng = SeededGenerator(seed: UInt64(0xFEED + columns))
    for tolerance in [0.0, 5, 20, 40, 300] {
      let items = (0..<6000).map { _ in
        Item.extent(Double(Int.random(in: 5...25, using: &rng)) * 10)
      }
      var layout = WaterfallLayout(columns: columns, columnSpacing: 8, itemSpacing: 10)
      layout.tolerance = tolerance
      let section = LayoutSection(.waterfall(layout), items: items)
      let container = Container(width: 375)
      let fast = try LayoutResult(
        container: container, sections: WaterfallPlainRunTests.placingPlainRuns([section], true))
      let general = try LayoutResult(
        container: container, sections: WaterfallPlainRunTests.placingPlainRuns([section], false))
      // The first item placed differently, if any (not the whole feed, when one is).
      let (fastBits, generalBits) = (
        WaterfallPlainRunTests.bits(fast), WaterfallPlainRunTests.bits(general)
      )
      let differing = items.indices.first {
        fastBits[$0] != generalBits[$0]
          || fast.column(ofItem: $0, inSection: 0) != general.column(ofItem: $0, inSection: 0)
      }
      #expect(differing == nil, "tolerance \(tolerance)")
    }
  }
}
