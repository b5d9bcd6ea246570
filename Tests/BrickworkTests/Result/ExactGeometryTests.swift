import Brickwork
import SeededRandom
import Testing

/// `item(atOffset:)`, `offset(ofItem:inSection:)` and `item(atFraction:)` against brute force
/// over the displayed frames: every strategy, both axes, both directions, snapping, and after
/// incremental updates.
@Suite struct ExactGeometryTests {
  /// The displayed far edge of a frame passes `offset` in reading order.
  static func reachesPast(_ offset: Double, _ frame: Rect, _ container: Container) -> Bool {
    switch (container.axis, container.direction) {
    case (.vertical, _): frame.maxY > offset
    case (.horizontal, .leftToRight): frame.maxX > offset
    case (.horizontal, .rightToLeft): frame.minX < offset
    }
  }

  /// Every visible item in document order with its frame.
  static func items(_ layout: LayoutResult) -> [(ItemPath, Rect)] {
    layout.elements.compactMap { element in
      guard case .item(let item) = element.kind else { return nil }
      return (ItemPath(item: item, section: element.section), element.frame)
    }
  }

  static func bruteItem(
    atOffset offset: Double, _ layout: LayoutResult, _ all: [(ItemPath, Rect)]
  ) -> ItemPath? {
    all.first { reachesPast(offset, $0.1, layout.container) }?.0
  }

  static func bruteItem(
    atFraction fraction: Double, _ layout: LayoutResult, _ all: [(ItemPath, Rect)]
  ) -> ItemPath? {
    let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let size = layout.contentSize
    let length = layout.container.axis == .vertical ? size.height : size.width
    let rtl = layout.container.axis == .horizontal && layout.container.direction == .rightToLeft
    let offset = rtl ? length - f * length : f * length
    return bruteItem(atOffset: offset, layout, all) ?? all.last?.0
  }

  /// A random layout of every strategy, sometimes large, in a random container.
  static func layout(using rng: inout SeededGenerator) throws -> (LayoutResult, [LayoutSection]) {
    let cross = RandomLayouts.length(200...800, using: &rng) + 1
    let container = RandomLayouts.container(crossExtent: cross, using: &rng)
    var sections: [LayoutSection] = []
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      var section = BatchUpdateTests.section(cross: cross, using: &rng)
      if Int.random(in: 0..<5, using: &rng) == 0, case .waterfall = section.strategy {
        section = RandomLayouts.waterfallSection(crossExtent: cross, itemCount: 2000, using: &rng)
      }
      if Int.random(in: 0..<8, using: &rng) == 0 { section.items = [] }
      sections.append(section)
    }
    return (try LayoutResult(container: container, sections: sections), sections)
  }

  /// Offsets to probe: random ones, every item's edges and a little either side, the ends.
  static func offsets(
    _ layout: LayoutResult, _ all: [(ItemPath, Rect)], using rng: inout SeededGenerator
  ) -> [Double] {
    let size = layout.contentSize
    let length = layout.container.axis == .vertical ? size.height : size.width
    var offsets: [Double] = [-1, 0, length, length + 1, .infinity, -.infinity]
    for _ in 0..<30 {
      offsets.append(Double.random(in: -10...(length + 10), using: &rng))
      guard let (_, frame) = all.randomElement(using: &rng) else { continue }
      let edges =
        layout.container.axis == .vertical ? [frame.minY, frame.maxY] : [frame.minX, frame.maxX]
      for edge in edges { offsets += [edge, edge.nextUp, edge.nextDown] }
    }
    return offsets
  }

  /// Expects every query of `layout` to equal brute force.
  static func expectExact(
    _ layout: LayoutResult, _ context: String, using rng: inout SeededGenerator
  ) {
    let all = items(layout)
    for offset in offsets(layout, all, using: &rng) {
      let expected = bruteItem(atOffset: offset, layout, all)
      #expect(layout.item(atOffset: offset) == expected, "\(context) offset \(offset)")
    }
    for fraction in [0, 1, 0.5, -1, 2, .nan]
      + (0..<10).map({ _ in Double.random(in: 0...1, using: &rng) })
    {
      #expect(
        layout.item(atFraction: fraction) == bruteItem(atFraction: fraction, layout, all),
        "\(context) fraction \(fraction)")
    }
    for (path, frame) in all.shuffled(using: &rng).prefix(40) {
      let expected: Double =
        switch (layout.container.axis, layout.container.direction) {
        case (.vertical, _): frame.minY
        case (.horizontal, .leftToRight): frame.minX
        case (.horizontal, .rightToLeft): frame.maxX
        }
      let offset = layout.offset(ofItem: path.item, inSection: path.section)
      #expect(offset == expected, "\(context) \(path)")
      // Scrolled to the leading edge of an item with some length, the item (or an earlier one)
      // is first.
      let length = layout.container.axis == .vertical ? frame.height : frame.width
      if length > 0, let offset, let found = layout.item(atOffset: offset) {
        #expect(found <= path, "\(context) \(path)")
      }
    }
    #expect(layout.offset(ofItem: -1, inSection: 0) == nil)
    #expect(layout.offset(ofItem: 0, inSection: layout.numberOfSections) == nil)
  }

  @Test func queriesEqualBruteForce() throws {
    var rng = SeededGenerator(seed: 0x6E0_3E7)
    for round in 0..<300 {
      let (layout, _) = try Self.layout(using: &rng)
      Self.expectExact(layout, "round \(round)", using: &rng)
    }
  }

  @Test func queriesStayExactThroughUpdates() throws {
    var rng = SeededGenerator(seed: 0x6E0_3E8)
    for round in 0..<100 {
      var (layout, sections) = try Self.layout(using: &rng)
      let cross =
        layout.container.axis == .vertical ? layout.container.width : layout.container.height
      for step in 0..<3 {
        let (next, update) = BatchUpdateTests.change(sections, cross: cross, using: &rng)
        guard LayoutResult.problems(container: layout.container, sections: next).isEmpty else {
          continue
        }
        try layout.update(next, after: .batch(update))
        sections = next
        Self.expectExact(layout, "round \(round) step \(step)", using: &rng)
      }
      if let last = sections.indices.last {
        sections[last].items += (0..<Int.random(in: 1...100, using: &rng)).map { _ in
          BatchUpdateTests.item(for: sections[last].strategy, using: &rng)
        }
        guard LayoutResult.problems(container: layout.container, sections: sections).isEmpty
        else { continue }
        try layout.update(sections, after: .itemsAppended)
        Self.expectExact(layout, "round \(round) appended", using: &rng)
      }
    }
  }
}
