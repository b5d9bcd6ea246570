import SeededRandom
import Testing

@testable import Brickwork

/// The waterfall's `evenBottom`: the stretched frames against the rule applied to the layout
/// without it, the marked items, and every incremental path against a full layout (the saved
/// state keeps the items' own heights).
@Suite struct WaterfallEvenBottomTests {
  /// The item frames of section 0 of `sections` (vertical, left to right, unsnapped) with the
  /// rule applied to the layout without the edge, and the stretched items.
  static func reference(_ container: Container, _ section: LayoutSection) throws -> (
    [Rect?], [Int]
  ) {
    guard case .waterfall(var layout) = section.strategy else { return ([], []) }
    let factor = layout.evenBottom
    layout.evenBottom = 0
    var plain = section
    plain.strategy = .waterfall(layout)
    let result = try LayoutResult(container: container, sections: [plain])
    let count = section.items.count
    var frames = (0..<count).map { result.frame(ofItem: $0, inSection: 0) }
    let columns = result.numberOfColumns(inSection: 0)
    guard columns > 1 else { return (frames, []) }
    var last = [Int](repeating: -1, count: columns)
    for index in 0..<count {
      let item = section.items[index]
      let lane = result.column(ofItem: index, inSection: 0) ?? 0
      let span = item.isFullSpan ? columns : min(item.span, columns)
      for column in lane..<(lane + span) { last[column] = index }
    }
    let bottom = frames.compactMap { $0?.maxY }.max() ?? 0
    var stretched: [Int] = []
    for index in last where index >= 0 {
      let item = section.items[index]
      guard !item.isFullSpan, item.span == 1, let frame = frames[index] else { continue }
      let height = bottom - frame.minY
      if frame.maxY < bottom, height <= (1 + factor) * frame.height * (1 + 1e-9) {
        frames[index] = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        stretched.append(index)
      }
    }
    return (frames, stretched.sorted())
  }

  @Test func lastItemsStretchAsTheRuleSays() throws {
    var rng = SeededGenerator(seed: 0xEB_0001)
    for round in 0..<500 {
      let width = RandomLayouts.length(200...900, using: &rng) + 1
      var section = WaterfallTolerancePropertyTests.section(
        cross: width, itemCount: Int.random(in: 0...60, using: &rng), using: &rng)
      if Bool.random(using: &rng), case .waterfall(var layout) = section.strategy {
        layout.tolerance = nil
        section.strategy = .waterfall(layout)
      }
      WaterfallColumnWeightsTests.decorate(&section, evenBottom: 1, using: &rng)
      section.insets = Insets()
      section.header = nil
      section.footer = nil
      let container = Container(width: width)
      guard LayoutResult.problems(container: container, sections: [section]).isEmpty else {
        continue
      }
      let result = try LayoutResult(container: container, sections: [section])
      let (frames, stretched) = try Self.reference(container, section)
      for (index, frame) in frames.enumerated() {
        #expect(result.frame(ofItem: index, inSection: 0) == frame, "round \(round) item \(index)")
      }
      #expect(result.stretchedItems(inSection: 0) == stretched, "round \(round)")
      Invariants.expectNoOverlaps(result)
    }
  }

  @Test func theFactorBoundsTheStretch() throws {
    // Two columns: 100 and 60 tall; the body ends at 100.
    func stretched(_ factor: Double) throws -> (Rect?, [Int], Double) {
      var layout = WaterfallLayout(columns: 2)
      layout.evenBottom = factor
      let result = try LayoutResult(
        container: Container(width: 200),
        sections: [LayoutSection(.waterfall(layout), items: [.extent(100), .extent(60)])])
      return (
        result.frame(ofItem: 1, inSection: 0), result.stretchedItems(inSection: 0),
        result.contentSize.height
      )
    }
    // Growing 60 to 100 costs a factor of 2/3.
    #expect(try stretched(0.5) == (Rect(x: 100, y: 0, width: 100, height: 60), [], 100))
    #expect(try stretched(2.0 / 3) == (Rect(x: 100, y: 0, width: 100, height: 100), [1], 100))
    #expect(try stretched(1) == (Rect(x: 100, y: 0, width: 100, height: 100), [1], 100))
    // Appending continues from the item's own height.
    var layout = WaterfallLayout(columns: 2)
    layout.evenBottom = 1
    var sections = [LayoutSection(.waterfall(layout), items: [.extent(100), .extent(60)])]
    var result = try LayoutResult(container: Container(width: 200), sections: sections)
    sections[0].items.append(.extent(30))
    try result.update(sections, after: .itemsAppended)
    #expect(result.frame(ofItem: 1, inSection: 0) == Rect(x: 100, y: 0, width: 100, height: 60))
    #expect(result.frame(ofItem: 2, inSection: 0) == Rect(x: 100, y: 60, width: 100, height: 40))
    #expect(result.stretchedItems(inSection: 0) == [2])
    #expect(result.elements(in: Rect(x: 150, y: 95, width: 1, height: 1)).count == 1)
  }

  @Test func incrementalPathsEqualAFullLayout() throws {
    var rng = SeededGenerator(seed: 0xEB_0002)
    for round in 0..<150 {
      var (container, sections, cross) = WaterfallTolerancePropertyTests.layout(using: &rng)
      for index in sections.indices {
        WaterfallColumnWeightsTests.decorate(
          &sections[index], weights: 3, evenBottom: 1, using: &rng)
      }
      guard LayoutResult.problems(container: container, sections: sections).isEmpty else {
        continue
      }
      let full = try LayoutResult(container: container, sections: sections)
      Invariants.expectNoOverlaps(full)
      Invariants.expectInsideContent(full)
      Invariants.expectQueriesMatchBruteForce(full, using: &rng)
      // Appended page by page: each page's last items are stretched, then given back their
      // own heights by the next.
      let all = sections[sections.count - 1].items
      var cut = Int.random(in: 0...all.count, using: &rng)
      sections[sections.count - 1].items = Array(all[..<cut])
      var incremental = try LayoutResult(container: container, sections: sections)
      while cut < all.count {
        cut = min(all.count, cut + Int.random(in: 1...200, using: &rng))
        sections[sections.count - 1].items = Array(all[..<cut])
        try incremental.update(sections, after: .itemsAppended)
        Invariants.expectQueriesMatchBruteForce(incremental, using: &rng, count: 3)
      }
      #expect(
        KernelConformance.firstDifference(incremental, full) == nil, "round \(round) appended")
      #expect(
        incremental.stretchedItems(inSection: sections.count - 1)
          == full.stretchedItems(inSection: sections.count - 1))
      // One item changed, then batch updates.
      if let section = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(
        using: &rng), case .waterfall(let layout) = sections[section].strategy
      {
        let item = Int.random(in: 0..<sections[section].items.count, using: &rng)
        sections[section].items[item] = WaterfallTolerancePropertyTests.item(
          columns: layout.columns, using: &rng)
        try incremental.update(sections, after: .itemChanged(section: section, item: item))
        let fresh = try LayoutResult(container: container, sections: sections)
        #expect(
          KernelConformance.firstDifference(incremental, fresh) == nil, "round \(round) changed")
      }
      for step in 0..<3 {
        let (next, update) = BatchUpdateTests.change(sections, cross: cross, using: &rng)
        guard LayoutResult.problems(container: container, sections: next).isEmpty else { continue }
        try incremental.update(next, after: .batch(update))
        sections = next
        let fresh = try LayoutResult(container: container, sections: sections)
        #expect(
          KernelConformance.firstDifference(incremental, fresh) == nil,
          "round \(round) step \(step)")
        ExactGeometryTests.expectExact(incremental, "round \(round) step \(step)", using: &rng)
        Invariants.expectQueriesMatchBruteForce(incremental, using: &rng)
      }
    }
  }
}
