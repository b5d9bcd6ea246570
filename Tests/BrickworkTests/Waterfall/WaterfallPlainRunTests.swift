import SeededRandom
import Testing

@testable import Brickwork

/// The loop of plain waterfall items (one column chosen by the rule) against the general loop:
/// the same sections with `placesPlainRuns` off take the general loop for every item, and must
/// give the same frames, bit for bit, fresh and appended page by page.
@Suite struct WaterfallPlainRunTests {
  /// Frames as bit patterns: `==` on `Double` would not tell `-0.0` from `0.0`.
  static func bits(_ layout: LayoutResult) -> [[UInt64]] {
    layout.elements.map {
      [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map(\.bitPattern)
    }
  }

  /// The sections with every waterfall's plain runs on or off.
  static func placingPlainRuns(_ sections: [LayoutSection], _ on: Bool) -> [LayoutSection] {
    sections.map { section in
      guard case .waterfall(var layout) = section.strategy else { return section }
      var section = section
      layout.placesPlainRuns = on
      section.strategy = .waterfall(layout)
      return section
    }
  }

  /// A waterfall section of any placement, with or without a tolerance, whose items are plain
  /// in long runs, or mixed with spans, explicit columns and full-span items, or all plain.
  static func section(
    cross: Double, container: Container, using rng: inout SeededGenerator
  ) -> LayoutSection {
    var section: LayoutSection
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      section = WaterfallTolerancePropertyTests.section(
        cross: cross, itemCount: Int.random(in: 0...1500, using: &rng), using: &rng)
    case 1:
      section = WaterfallSpanTests.randomSection(
        crossExtent: cross, container: container, using: &rng)
    default:
      section = RandomLayouts.waterfallSection(
        crossExtent: cross, itemCount: Int.random(in: 0...1500, using: &rng), using: &rng)
    }
    // Long plain runs: most items lose their span, column and full span.
    if Bool.random(using: &rng) {
      for index in section.items.indices where Int.random(in: 0..<20, using: &rng) != 0 {
        section.items[index].isFullSpan = false
        section.items[index].span = 1
        section.items[index].column = nil
      }
    }
    return section
  }

  @Test func plainRunsEqualTheGeneralLoop() throws {
    var rng = SeededGenerator(seed: 0x91A1_4E)
    var plainItems = 0
    for round in 0..<400 {
      let cross = RandomLayouts.length(200...800, using: &rng) + 1
      let container = RandomLayouts.container(crossExtent: cross, using: &rng)
      let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        Self.section(cross: cross, container: container, using: &rng)
      }
      guard LayoutResult.problems(container: container, sections: sections).isEmpty else {
        continue
      }
      let fast = try LayoutResult(
        container: container, sections: Self.placingPlainRuns(sections, true))
      let general = try LayoutResult(
        container: container, sections: Self.placingPlainRuns(sections, false))
      #expect(Self.bits(fast) == Self.bits(general), "round \(round)")
      #expect(fast.contentSize == general.contentSize, "round \(round) content size")
      // Appended page by page, each page resuming the saved state.
      var pages = Self.placingPlainRuns(sections, true)
      let all = pages[pages.count - 1].items
      var cut = Int.random(in: 0...all.count, using: &rng)
      pages[pages.count - 1].items = Array(all[..<cut])
      var appended = try LayoutResult(container: container, sections: pages)
      while cut < all.count {
        cut = min(all.count, cut + Int.random(in: 1...300, using: &rng))
        pages[pages.count - 1].items = Array(all[..<cut])
        try appended.update(pages, after: .itemsAppended)
      }
      #expect(Self.bits(appended) == Self.bits(general), "round \(round) appended")
      plainItems += sections.reduce(0) { $0 + $1.items.filter(WaterfallLayout.isPlain).count }
    }
    // The rounds did exercise the plain loop.
    #expect(plainItems > 50_000)
  }

  @Test func aBadItemInAPlainRunIsNamedAsByTheGeneralLoop() {
    var rng = SeededGenerator(seed: 0xBAD_1)
    for round in 0..<200 {
      var items = (0..<Int.random(in: 1...200, using: &rng)).map { _ in
        Item.extent(RandomLayouts.length(1...200, using: &rng))
      }
      let bad = Int.random(in: 0..<items.count, using: &rng)
      items[bad] =
        [
          Item.extent(.nan), .extent(-1), .extent(.infinity), .size(width: 0, height: 10),
          .aspectRatio(0),
        ][round % 5]
      func error(_ on: Bool) -> LayoutError? {
        var layout = WaterfallLayout(columns: 1 + round % 6)
        layout.placesPlainRuns = on
        if round % 3 == 0 { layout.tolerance = 10 }
        do {
          _ = try LayoutResult(
            container: Container(width: 375),
            sections: [LayoutSection(.waterfall(layout), items: items)])
          return nil
        } catch { return error }
      }
      let fast = error(true)
      #expect(fast != nil, "round \(round)")
      #expect(fast == error(false), "round \(round)")
    }
  }

  /// Columns often tie when items share a few heights and no spacing: the plain loop's shortest
  /// column (found in pairs from five to eight columns) is the leading one of those tied, as the
  /// general loop's is, at every count.
  @Test(arguments: 2...10)
  func tiedColumnsGoToTheLeadingOne(columns: Int) throws {
    var rng = SeededGenerator(seed: UInt64(0x71E5 + columns))
    let heights = [10.0, 20.0, 30.0]
    let items = (0..<3000).map { _ in Item.extent(heights[Int.random(in: 0..<3, using: &rng)]) }
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: columns, columnSpacing: 4, itemSpacing: 0)),
      items: items)
    let container = Container(width: 800)
    let fast = try LayoutResult(
      container: container, sections: Self.placingPlainRuns([section], true))
    let general = try LayoutResult(
      container: container, sections: Self.placingPlainRuns([section], false))
    #expect(Self.bits(fast) == Self.bits(general))
    let fastColumns = items.indices.map { fast.column(ofItem: $0, inSection: 0) }
    #expect(fastColumns == items.indices.map { general.column(ofItem: $0, inSection: 0) })
    // The first row takes the columns in order: all of them tie at the top.
    #expect(fastColumns.prefix(columns) == (0..<columns).map { Optional($0) }[...])
  }
}
