import Brickwork
import SeededRandom
import Testing

/// Seeded property tests of the waterfall and the core over thousands of random configurations.
@Suite struct WaterfallPropertyTests {
  /// A random layout: up to four waterfall sections in a random container.
  func randomLayout(seed: UInt64, maxItems: Int = 40) -> (
    Container, [LayoutSection], SeededGenerator
  ) {
    var rng = SeededGenerator(seed: seed)
    let cross = RandomLayouts.length(120...800, using: &rng)
    let container = RandomLayouts.container(crossExtent: cross, using: &rng)
    let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      RandomLayouts.waterfallSection(
        crossExtent: cross, itemCount: Int.random(in: 0...maxItems, using: &rng), using: &rng)
    }
    return (container, sections, rng)
  }

  @Test func invariantsHoldForRandomLayouts() throws {
    for seed in 0..<2_000 as Range<UInt64> {
      var (container, sections, rng) = randomLayout(seed: seed)
      let layout = try LayoutResult(container: container, sections: sections)
      Invariants.expectInsideContent(layout)
      Invariants.expectNoOverlaps(layout)
      Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 5)
      // Document order: every visible item once, in order, per section.
      var expected: [LayoutElement.Kind] = []
      for (index, section) in sections.enumerated() {
        if section.header != nil { expected.append(.header) }
        expected += (0..<section.items.count).map { .item($0) }
        if section.footer != nil { expected.append(.footer) }
        #expect(layout.hiddenItems(inSection: index).isEmpty)
      }
      #expect(layout.elements.map(\.kind) == expected, "seed \(seed)")
    }
  }

  @Test func shortestColumnRuleHoldsAtEveryPlacement() throws {
    for seed in 0..<500 as Range<UInt64> {
      var (_, sections, _) = randomLayout(seed: seed)
      for index in sections.indices {
        guard case .waterfall(var options) = sections[index].strategy else { continue }
        options.placement = .shortestColumn
        sections[index].strategy = .waterfall(options)
      }
      let container = Container(width: 800)
      let layout = try LayoutResult(container: container, sections: sections)
      for (index, section) in sections.enumerated() {
        guard case .waterfall(let options) = section.strategy,
          let first = layout.frame(ofItem: 0, inSection: index)
        else { continue }
        // Rebuild each column's running position from the frames placed so far.
        let bodyTop = first.minY
        let columns = Double(options.columns)
        let columnWidth =
          (800 - section.insets.left - section.insets.right - (columns - 1) * options.columnSpacing)
          / columns
        var positions: [Double] = Array(repeating: bodyTop, count: options.columns)
        for item in section.items.indices {
          guard let frame = layout.frame(ofItem: item, inSection: index) else { continue }
          if section.items[item].isFullSpan {
            let greatest = positions.max() ?? bodyTop
            #expect(
              abs(frame.minY - greatest) <= 1e-12 * max(1, greatest), "seed \(seed) item \(item)")
            positions = Array(repeating: frame.maxY + options.itemSpacing, count: options.columns)
          } else {
            // Positions rebuilt from absolute frames differ from the layout's own arithmetic
            // (relative to the body top) in the last bits: compare within a relative 1e-12.
            let least = positions.min() ?? bodyTop
            let tolerance = 1e-12 * max(1, abs(least))
            let leading = positions.firstIndex { $0 <= least + tolerance } ?? 0
            let column = Int(
              ((frame.minX - section.insets.left) / (columnWidth + options.columnSpacing)).rounded()
            )
            #expect(
              abs(frame.minY - least) <= tolerance,
              "seed \(seed) item \(item): not the shortest column")
            #expect(column == leading, "seed \(seed) item \(item): tie not to the leading column")
            positions[column] = frame.maxY + options.itemSpacing
          }
        }
      }
    }
  }

  @Test func rightToLeftIsTheMirrorAndHorizontalTheTranspose() throws {
    for seed in 0..<500 as Range<UInt64> {
      let (container, sections, _) = randomLayout(seed: seed)
      var vertical = container
      vertical.axis = .vertical
      vertical.direction = .leftToRight
      vertical.scale = 0
      vertical.width = container.axis == .vertical ? container.width : container.height
      let base = try LayoutResult(container: vertical, sections: sections)

      var mirrored = vertical
      mirrored.direction = .rightToLeft
      let rtl = try LayoutResult(container: mirrored, sections: sections)
      #expect(rtl.contentSize == base.contentSize)
      for (a, b) in zip(base.elements, rtl.elements) {
        #expect(a.kind == b.kind)
        #expect(abs(b.frame.minX - (vertical.width - a.frame.maxX)) < 1e-9, "seed \(seed)")
        #expect(a.frame.minY == b.frame.minY && a.frame.size == b.frame.size)
      }

      let horizontal = try LayoutResult(
        container: Container(width: 1, height: vertical.width, axis: .horizontal),
        sections: Transposition.sections(sections))
      #expect(
        horizontal.contentSize
          == Size(width: base.contentSize.height, height: base.contentSize.width))
      for (a, b) in zip(base.elements, horizontal.elements) {
        #expect(a.kind == b.kind)
        let t = Rect(x: a.frame.minY, y: a.frame.minX, width: a.frame.height, height: a.frame.width)
        let close =
          abs(t.minX - b.frame.minX) < 1e-9 && abs(t.minY - b.frame.minY) < 1e-9
          && abs(t.width - b.frame.width) < 1e-9 && abs(t.height - b.frame.height) < 1e-9
        #expect(close, "seed \(seed): \(b.frame) is not the transpose of \(a.frame)")
      }
    }
  }

  @Test func appendingPagesEqualsAFullRecompute() throws {
    for seed in 0..<600 as Range<UInt64> {
      var (container, sections, rng) = randomLayout(
        seed: seed, maxItems: seed % 50 == 0 ? 3_000 : 60)
      let full = try LayoutResult(container: container, sections: sections)
      let all = sections[sections.count - 1].items
      var cut = Int.random(in: 0...all.count, using: &rng)
      sections[sections.count - 1].items = Array(all[..<cut])
      var incremental = try LayoutResult(container: container, sections: sections)
      while cut < all.count {
        cut = min(all.count, cut + Int.random(in: 1...40, using: &rng))
        sections[sections.count - 1].items = Array(all[..<cut])
        try incremental.update(sections, after: .itemsAppended)
        Invariants.expectQueriesMatchBruteForce(incremental, using: &rng, count: 2)
      }
      Invariants.expectEqual(incremental, full)
    }
  }

  @Test func changingAnItemEqualsAFullRecompute() throws {
    for seed in 0..<600 as Range<UInt64> {
      var (container, sections, rng) = randomLayout(
        seed: seed, maxItems: seed % 50 == 0 ? 3_000 : 60)
      var layout = try LayoutResult(container: container, sections: sections)
      for _ in 0..<3 {
        let candidates = sections.indices.filter { !sections[$0].items.isEmpty }
        guard let section = candidates.randomElement(using: &rng) else { break }
        let item = Int.random(in: 0..<sections[section].items.count, using: &rng)
        sections[section].items[item] = RandomLayouts.waterfallItem(
          fullSpanChance: 0.2, using: &rng)
        try layout.update(sections, after: .itemChanged(section: section, item: item))
        Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
        Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 2)
      }
      // Appending sections continues after the last one.
      let extra = RandomLayouts.waterfallSection(
        crossExtent: container.axis == .vertical ? container.width : container.height,
        itemCount: 10, using: &rng)
      sections.append(extra)
      try layout.update(sections, after: .sectionsAppended)
      Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
    }
  }
}
