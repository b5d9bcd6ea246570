import SeededRandom
import Testing

@testable import Brickwork

/// `columnCount(forBodyWidth:)` and `columnWidth(forBodyWidth:spanning:)`, what adapters ask
/// before layout, equal the columns the layout makes, to the last bit.
@Suite struct WaterfallGeometryTests {
  @Test func theGeometryAdaptersAskForIsTheLayouts() throws {
    var rng = SeededGenerator(seed: 0x6E0_0001)
    for _ in 0..<500 {
      let adaptive = Bool.random(using: &rng)
      var options = WaterfallLayout(
        columns: Int.random(in: 1...8, using: &rng),
        columnSpacing: Double(Int.random(in: 0...20, using: &rng)))
      if adaptive {
        options.minColumnWidth = Double(Int.random(in: 40...200, using: &rng))
        options.maxColumns = Int.random(in: 0...6, using: &rng)
      }
      let width = Double(Int.random(in: 200...1200, using: &rng))
      let inset = Double(Int.random(in: 0...30, using: &rng))
      let span = Int.random(in: 1...4, using: &rng)
      let items = [
        Item(sizing: .extent(10), span: 1), Item(sizing: .extent(10), span: span),
        .extent(10, fullSpan: true),
      ]
      let result = try LayoutResult(
        container: Container(width: width),
        sections: [
          LayoutSection(
            .waterfall(options), items: items,
            insets: Insets(top: 0, left: inset, bottom: 0, right: inset))
        ])
      let body = width - 2 * inset
      #expect(options.columnCount(forBodyWidth: body) == result.numberOfColumns(inSection: 0))
      let single = try #require(result.frame(ofItem: 0, inSection: 0))
      let spanning = try #require(result.frame(ofItem: 1, inSection: 0))
      let full = try #require(result.frame(ofItem: 2, inSection: 0))
      let columns = options.columnCount(forBodyWidth: body)
      #expect(options.columnWidth(forBodyWidth: body).bitPattern == single.size.width.bitPattern)
      #expect(
        options.columnWidth(forBodyWidth: body, spanning: span).bitPattern
          == spanning.size.width.bitPattern)
      #expect(
        options.columnWidth(forBodyWidth: body, spanning: columns).bitPattern
          == full.size.width.bitPattern)
    }
  }
}
