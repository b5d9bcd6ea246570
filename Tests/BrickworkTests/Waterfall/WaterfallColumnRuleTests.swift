import SeededRandom
import Testing

@testable import Brickwork

/// The rules that pick the column of an item placed in one column
/// (`WaterfallLayout.ColumnRule.swift`), against the rules as the documentation states them.
@Suite struct WaterfallColumnRuleTests {
  /// Positions on a grid, so that ties and positions exactly at the tolerance above the least
  /// are common, or anywhere.
  static func positions(_ count: Int, step: Double, using rng: inout SeededGenerator) -> [Double] {
    (0..<count).map { _ in
      Bool.random(using: &rng)
        ? Double(Int.random(in: 0...4, using: &rng)) * step
        : Double.random(in: 0...(5 * step), using: &rng)
    }
  }

  @Test(arguments: 1...12)
  func theShortestColumnIsTheLeadingOneOfThoseTied(columns: Int) {
    var rng = SeededGenerator(seed: UInt64(0x5407 + columns))
    for _ in 0..<2_000 {
      let positions = Self.positions(columns, step: 10, using: &rng)
      let least = positions.min()!
      let expected = positions.firstIndex(of: least)!
      let (lane, top) = positions.withUnsafeBufferPointer {
        WaterfallLayout.ShortestColumnRule().column(in: $0)
      }
      #expect(lane == expected && top.bitPattern == least.bitPattern, "\(positions)")
    }
  }

  @Test(arguments: 1...12)
  func columnsInOrderTurnFromTheLeadingOrTrailingEdge(columns: Int) {
    let positions = (0..<columns).map(Double.init)
    for isReversed in [false, true] {
      var rule = WaterfallLayout.InOrderRule(index: 3, isReversed: isReversed)
      let lanes = (0..<(3 * columns)).map { _ in
        positions.withUnsafeBufferPointer { rule.column(in: $0).0 }
      }
      let expected = (3..<(3 + 3 * columns)).map {
        isReversed ? columns - 1 - $0 % columns : $0 % columns
      }
      #expect(lanes == expected)
    }
  }

  /// CSS grid-lanes placement with a tolerance: the first column at or after the cursor (else
  /// the first) within the tolerance of the least position, and the cursor moves past it.
  @Test(arguments: 2...9)
  func theTolerantRuleTakesTheFirstEligibleColumnFromTheCursor(columns: Int) {
    var rng = SeededGenerator(seed: UInt64(0x70_1E + columns))
    for round in 0..<5_000 {
      let tolerance = [0, 0.5, 10, 20, 1e9].randomElement(using: &rng)!
      let positions = Self.positions(
        columns, step: tolerance > 0 && tolerance < 1e9 ? tolerance : 10, using: &rng)
      // Cursors past the last column read as the first.
      let cursor = Int.random(in: 0...(columns + 1), using: &rng)
      let limit = positions.min()! + tolerance
      let from = cursor < columns ? cursor : 0
      let expected =
        (from..<columns).first { positions[$0] <= limit }
        ?? (0..<columns).first { positions[$0] <= limit }!
      var rule = WaterfallLayout.TolerantRule(tolerance: tolerance, cursor: cursor)
      let (lane, top) = positions.withUnsafeBufferPointer { rule.column(in: $0) }
      #expect(
        lane == expected && top.bitPattern == positions[expected].bitPattern
          && rule.cursor == expected + 1,
        "round \(round): \(positions), tolerance \(tolerance), cursor \(cursor)")
    }
  }

  /// A section's first row takes the columns in order: all of them tie at the top.
  @Test(arguments: 2...10)
  func theFirstRowTakesTheColumnsInOrder(columns: Int) throws {
    let items = (0..<(2 * columns)).map { Item.extent(Double(10 + $0 % 3 * 10)) }
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: columns, columnSpacing: 4, itemSpacing: 0)),
      items: items)
    let layout = try LayoutResult(container: Container(width: 800), sections: [section])
    let lanes = (0..<columns).map { layout.column(ofItem: $0, inSection: 0) }
    #expect(lanes == (0..<columns).map { Optional($0) })
  }
}
