import SeededRandom
import Testing

@testable import Brickwork

/// The waterfall's `tolerance` (CSS grid-lanes `flow-tolerance`): placement against the rule
/// written out as a loop, and every incremental path (appends, item changes, batch updates,
/// relayouts) against a full layout, the placement cursor being part of the saved state.
@Suite struct WaterfallTolerancePropertyTests {
  /// A tolerance from none to more than any item is long.
  static func tolerance(using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: 0
    case 1: RandomLayouts.length(0...10, using: &rng)
    case 2: RandomLayouts.length(10...150, using: &rng)
    default: RandomLayouts.length(500...5000, using: &rng)
    }
  }

  /// A waterfall item with spans, explicit columns and full-span items among plain ones.
  static func item(columns: Int, using rng: inout SeededGenerator) -> Item {
    var item = RandomLayouts.waterfallItem(fullSpanChance: 0.05, using: &rng)
    switch Int.random(in: 0..<10, using: &rng) {
    case 0:
      let column = Int.random(in: 0..<columns, using: &rng)
      item.column = column
      item.span = Int.random(in: 1...(columns - column), using: &rng)
    case 1...3: item.span = Int.random(in: 1...(columns + 1), using: &rng)
    default: break
    }
    if item.isFullSpan { item.column = nil }
    return item
  }

  /// A shortest-column waterfall section with a tolerance.
  static func section(cross: Double, itemCount: Int, using rng: inout SeededGenerator)
    -> LayoutSection
  {
    var section = RandomLayouts.waterfallSection(crossExtent: cross, itemCount: 0, using: &rng)
    guard case .waterfall(var layout) = section.strategy else { return section }
    layout.placement = .shortestColumn
    layout.tolerance = tolerance(using: &rng)
    section.strategy = .waterfall(layout)
    section.items = (0..<itemCount).map { _ in item(columns: layout.columns, using: &rng) }
    return section
  }

  /// The frames the rule gives, in a vertical left-to-right body at the origin `width` wide:
  /// each item placed by the rule takes, among the starts whose greatest running position is
  /// within the tolerance of the least, the first at or after the cursor (else the first), and
  /// moves the cursor past its last column; explicit columns and full-span items do not move
  /// it.
  static func reference(_ items: [Item], _ layout: WaterfallLayout, width: Double) -> [Rect] {
    let c = layout.columns
    let columnWidth = (width - Double(c - 1) * layout.columnSpacing) / Double(c)
    var positions = [Double](repeating: 0, count: c)
    var cursor = 0
    var frames: [Rect] = []
    for item in items {
      let span = item.isFullSpan ? c : min(item.span, c)
      var start: Int
      func top(_ start: Int) -> Double { positions[start..<(start + span)].max() ?? 0 }
      if let column = item.column {
        start = column
      } else if span == c {
        start = 0
        if !item.isFullSpan { cursor = c }
      } else {
        let tops = (0...(c - span)).map(top)
        let least = tops.min() ?? 0
        let eligible = tops.indices.filter { tops[$0] <= least + (layout.tolerance ?? 0) }
        start = eligible.first { $0 >= cursor } ?? eligible[0]
        cursor = start + span
      }
      let itemWidth =
        span == c ? width : Double(span) * columnWidth + Double(span - 1) * layout.columnSpacing
      let frame = Rect(
        x: span == c ? 0 : Double(start) * (columnWidth + layout.columnSpacing), y: top(start),
        width: itemWidth, height: item.sizing.canonical(for: .vertical).extent(forWidth: itemWidth))
      for column in start..<(start + span) { positions[column] = frame.maxY + layout.itemSpacing }
      frames.append(frame)
    }
    return frames
  }

  @Test func placementEqualsTheRuleWrittenOut() throws {
    var rng = SeededGenerator(seed: 0x70_1E)
    for round in 0..<800 {
      let width = RandomLayouts.length(100...900, using: &rng) + 1
      var layout = WaterfallLayout(
        columns: Int.random(in: 1...8, using: &rng),
        columnSpacing: RandomLayouts.length(0...8, using: &rng),
        itemSpacing: RandomLayouts.length(0...20, using: &rng))
      layout.tolerance = Self.tolerance(using: &rng)
      let items = (0..<Int.random(in: 0...80, using: &rng)).map { _ in
        Self.item(columns: layout.columns, using: &rng)
      }
      let result = try LayoutResult(
        container: Container(width: width),
        sections: [LayoutSection(.waterfall(layout), items: items)])
      let expected = Self.reference(items, layout, width: width)
      for (index, frame) in expected.enumerated() {
        let actual = result.frame(ofItem: index, inSection: 0)
        #expect(actual == frame, "round \(round) item \(index): \(layout)")
        if actual != frame { break }
      }
    }
  }

  @Test func tiesGoFromTheCursorAndATolerancePassesOverShorterColumns() throws {
    func columns(_ heights: [Double], tolerance: Double?) throws -> [Int?] {
      var layout = WaterfallLayout(columns: 3)
      layout.tolerance = tolerance
      let result = try LayoutResult(
        container: Container(width: 300),
        sections: [LayoutSection(.waterfall(layout), items: heights.map { .extent($0) })])
      return heights.indices.map { result.column(ofItem: $0, inSection: 0) }
    }
    // Columns at 1, 2, 2 after three items, then 2, 2, 2: the last item ties all three. The
    // leading rule takes column 0; the cursor, after column 0's item, takes column 1.
    #expect(try columns([1, 2, 2, 1, 1], tolerance: nil) == [0, 1, 2, 0, 0])
    #expect(try columns([1, 2, 2, 1, 1], tolerance: 0) == [0, 1, 2, 0, 1])
    // A tolerance larger than the items fills the columns row by row.
    #expect(try columns([30, 10, 10, 5, 5], tolerance: nil) == [0, 1, 2, 1, 2])
    #expect(try columns([30, 10, 10, 5, 5], tolerance: 100) == [0, 1, 2, 0, 1])
  }

  /// A random layout of tolerance waterfalls (and sometimes other sections) in a random
  /// container: both axes, both directions, snapping.
  static func layout(using rng: inout SeededGenerator) -> (Container, [LayoutSection], Double) {
    let cross = RandomLayouts.length(200...800, using: &rng) + 1
    let container = RandomLayouts.container(crossExtent: cross, using: &rng)
    var sections: [LayoutSection] = []
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      sections.append(
        Int.random(in: 0..<4, using: &rng) == 0
          ? BatchUpdateTests.section(cross: cross, using: &rng)
          : Self.section(
            cross: cross,
            itemCount: Int.random(in: 0...(Bool.random(using: &rng) ? 60 : 1500), using: &rng),
            using: &rng))
    }
    return (container, sections, cross)
  }

  @Test func incrementalPathsEqualAFullLayout() throws {
    var rng = SeededGenerator(seed: 0x70_1F)
    for round in 0..<300 {
      var (container, sections, cross) = Self.layout(using: &rng)
      let full = try LayoutResult(container: container, sections: sections)
      // Appended page by page.
      let all = sections[sections.count - 1].items
      var cut = Int.random(in: 0...all.count, using: &rng)
      sections[sections.count - 1].items = Array(all[..<cut])
      var incremental = try LayoutResult(container: container, sections: sections)
      while cut < all.count {
        cut = min(all.count, cut + Int.random(in: 1...300, using: &rng))
        sections[sections.count - 1].items = Array(all[..<cut])
        try incremental.update(sections, after: .itemsAppended)
      }
      #expect(Array(incremental.elements) == Array(full.elements), "round \(round) appended")
      // One item changed, then batch updates, each against a full layout.
      let candidates = sections.indices.filter { !sections[$0].items.isEmpty }
      if let section = candidates.randomElement(using: &rng),
        case .waterfall(let layout) = sections[section].strategy
      {
        let item = Int.random(in: 0..<sections[section].items.count, using: &rng)
        sections[section].items[item] = Self.item(columns: layout.columns, using: &rng)
        if let column = sections[section].items[item].column,
          column >= layout.columns
        {
          sections[section].items[item].column = nil
        }
        try incremental.update(sections, after: .itemChanged(section: section, item: item))
        let fresh = try LayoutResult(container: container, sections: sections)
        #expect(Array(incremental.elements) == Array(fresh.elements), "round \(round) changed")
      }
      for step in 0..<3 {
        let (next, update) = BatchUpdateTests.change(sections, cross: cross, using: &rng)
        guard LayoutResult.problems(container: container, sections: next).isEmpty else { continue }
        try incremental.update(next, after: .batch(update))
        sections = next
        let fresh = try LayoutResult(container: container, sections: sections)
        #expect(Array(incremental.elements) == Array(fresh.elements), "round \(round) step \(step)")
      }
      // Relaid out into the storage of another layout.
      var reused = try LayoutResult(
        container: container, sections: Self.layout(using: &rng).1.filter { _ in false })
      try reused.relayout(sections, in: container)
      #expect(
        Array(reused.elements)
          == Array(try LayoutResult(container: container, sections: sections).elements))
    }
  }
}
