import SeededRandom
import Testing

@testable import Brickwork

/// The waterfall's `columnWeights` (CSS `fr` tracks): placement and sizes against the rule
/// written out, the columns the result reports, right to left, bad weights, and every
/// incremental path against a full layout.
@Suite struct WaterfallColumnWeightsTests {
  /// Random weights for `columns` columns: whole numbers, fractions, sometimes summing below 1.
  static func weights(columns: Int, using rng: inout SeededGenerator) -> [Double] {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: (0..<columns).map { _ in Double(Int.random(in: 1...4, using: &rng)) }
    case 1: (0..<columns).map { _ in Double.random(in: 0.05...3, using: &rng) }
    default:
      (0..<columns).map { _ in Double.random(in: 0.01...(0.9 / Double(columns)), using: &rng) }
    }
  }

  /// Gives a waterfall section without adaptive columns random weights (for its column count)
  /// and, sometimes, an even bottom edge; other sections are left as they are.
  static func decorate(
    _ section: inout LayoutSection, weights weightChance: Int = 2, evenBottom evenChance: Int = 2,
    using rng: inout SeededGenerator
  ) {
    guard case .waterfall(var layout) = section.strategy, layout.minColumnWidth == nil else {
      return
    }
    if Int.random(in: 0..<weightChance, using: &rng) == 0 {
      layout.columnWeights = weights(columns: layout.columns, using: &rng)
    }
    if Int.random(in: 0..<evenChance, using: &rng) == 0 {
      layout.evenBottom = [0.1, 0.5, 1, 3, 1000].randomElement(using: &rng) ?? 1
    }
    section.strategy = .waterfall(layout)
  }

  /// The frames the rule gives in a vertical left-to-right body `width` wide at the origin:
  /// shortest-column placement (spans, explicit columns, full span), column j `F * w_j / S`
  /// wide, each item sized to the columns it lands in.
  static func reference(_ items: [Item], _ layout: WaterfallLayout, width: Double) -> [Rect] {
    let weights = layout.columnWeights ?? []
    let c = weights.count
    let s = layout.columnSpacing
    let free = width - Double(c - 1) * s
    let share = max(1, weights.reduce(0, +))
    let widths = weights.map { free * $0 / share }
    var offsets: [Double] = []
    var x = 0.0
    for w in widths {
      offsets.append(x)
      x += w + s
    }
    var positions = [Double](repeating: 0, count: c)
    var frames: [Rect] = []
    for item in items {
      let span = item.isFullSpan ? c : min(item.span, c)
      func top(_ start: Int) -> Double { positions[start..<(start + span)].max() ?? 0 }
      var start = 0
      if let column = item.column {
        start = column
      } else if span < c {
        let tops = (0...(c - span)).map(top)
        var best = 0
        for j in tops.indices where tops[j] < tops[best] { best = j }
        start = best
      }
      var itemWidth = widths[start]
      for j in (start + 1)..<(start + span) { itemWidth += widths[j] }
      if span > 1 { itemWidth += Double(span - 1) * s }
      let frame = Rect(
        x: offsets[start], y: top(start), width: itemWidth,
        height: item.sizing.extent(forWidth: itemWidth))
      for j in start..<(start + span) { positions[j] = frame.maxY + layout.itemSpacing }
      frames.append(frame)
    }
    return frames
  }

  @Test func placementAndSizesEqualTheRuleWrittenOut() throws {
    var rng = SeededGenerator(seed: 0xF4_0001)
    for round in 0..<600 {
      let width = RandomLayouts.length(200...900, using: &rng) + 1
      let columns = Int.random(in: 1...6, using: &rng)
      var layout = WaterfallLayout(
        columnWeights: Self.weights(columns: columns, using: &rng),
        columnSpacing: RandomLayouts.length(0...8, using: &rng),
        itemSpacing: RandomLayouts.length(0...20, using: &rng))
      layout.tolerance = nil
      var items: [Item] = []
      for _ in 0..<Int.random(in: 0...80, using: &rng) {
        var item = RandomLayouts.waterfallItem(fullSpanChance: 0.05, using: &rng)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          let column = Int.random(in: 0..<columns, using: &rng)
          item.column = column
          item.span = Int.random(in: 1...(columns - column), using: &rng)
          item.isFullSpan = false
        case 1, 2: item.span = Int.random(in: 1...(columns + 1), using: &rng)
        default: break
        }
        items.append(item)
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
      #expect(result.numberOfColumns(inSection: 0) == columns)
    }
  }

  @Test func aTwoToOneFeedReportsItsColumns() throws {
    var layout = WaterfallLayout(columnWeights: [2, 1], columnSpacing: 10, itemSpacing: 10)
    layout.placement = .shortestColumn
    let section = LayoutSection(
      .waterfall(layout),
      items: [.aspectRatio(1), .aspectRatio(1), .extent(50), .size(width: 400, height: 200)],
      insets: Insets(top: 0, left: 20, bottom: 0, right: 10))
    let result = try LayoutResult(container: Container(width: 340), sections: [section])
    // F = 340 - 30 - 10 = 300: columns of 200 and 100, at 20 and 230.
    #expect(
      result.columnTracks(inSection: 0)
        == [ColumnTrack(x: 20, width: 200), ColumnTrack(x: 230, width: 100)])
    #expect(result.frame(ofItem: 0, inSection: 0) == Rect(x: 20, y: 0, width: 200, height: 200))
    #expect(result.frame(ofItem: 1, inSection: 0) == Rect(x: 230, y: 0, width: 100, height: 100))
    #expect(result.frame(ofItem: 2, inSection: 0) == Rect(x: 230, y: 110, width: 100, height: 50))
    #expect(result.frame(ofItem: 3, inSection: 0) == Rect(x: 230, y: 170, width: 100, height: 50))
    // Right to left mirrors the columns and the items.
    let mirrored = try LayoutResult(
      container: Container(width: 340, direction: .rightToLeft), sections: [section])
    #expect(
      mirrored.columnTracks(inSection: 0)
        == [ColumnTrack(x: 120, width: 200), ColumnTrack(x: 10, width: 100)])
    #expect(mirrored.frame(ofItem: 1, inSection: 0) == Rect(x: 10, y: 0, width: 100, height: 100))
    // Weights summing below 1 share only that part of the width; a full-span item covers the
    // tracks.
    let partial = try LayoutResult(
      container: Container(width: 100),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columnWeights: [0.25, 0.25])),
          items: [.extent(10, fullSpan: true), .extent(10)])
      ])
    #expect(
      partial.columnTracks(inSection: 0)
        == [ColumnTrack(x: 0, width: 25), ColumnTrack(x: 25, width: 25)])
    #expect(partial.frame(ofItem: 0, inSection: 0) == Rect(x: 0, y: 0, width: 50, height: 10))
    // Equal columns report their tracks too; other strategies none.
    let equal = try LayoutResult(
      container: Container(width: 100),
      sections: [
        LayoutSection(.waterfall(WaterfallLayout(columns: 2, columnSpacing: 10))),
        LayoutSection(.flow(FlowLayout())),
      ])
    #expect(
      equal.columnTracks(inSection: 0)
        == [ColumnTrack(x: 0, width: 45), ColumnTrack(x: 55, width: 45)])
    #expect(equal.columnTracks(inSection: 1).isEmpty)
  }

  @Test func badWeightsAreNamed() {
    func problems(_ layout: WaterfallLayout, width: Double = 300) -> [String] {
      LayoutResult.problems(
        container: Container(width: width),
        sections: [LayoutSection(.waterfall(layout), items: [.extent(10)])]
      ).errors.map(\.description)
    }
    #expect(
      problems(WaterfallLayout(columnWeights: []))
        == ["sections[0].columnWeights: must hold at least one value"])
    #expect(
      problems(WaterfallLayout(columnWeights: [1, 0, .nan, -2]))
        == [
          "sections[0].columnWeights[1]: must be a finite number > 0",
          "sections[0].columnWeights[2]: must be a finite number > 0",
          "sections[0].columnWeights[3]: must be a finite number > 0",
        ])
    var adaptive = WaterfallLayout(columnWeights: [1, 2])
    adaptive.minColumnWidth = 50
    #expect(
      problems(adaptive)
        == ["sections[0].columnWeights: cannot be given together with minColumnWidth"])
    #expect(
      problems(WaterfallLayout(columnWeights: Array(repeating: 1, count: 5000)))
        == ["sections[0].columnWeights: must be <= 4096"])
    #expect(
      problems(WaterfallLayout(columnWeights: [1, 1], columnSpacing: 400)).first?.hasPrefix(
        "sections[0].columnWeights: leaves a column width of") == true)
    var bottom = WaterfallLayout()
    bottom.evenBottom = -1
    #expect(problems(bottom) == ["sections[0].evenBottom: must be a finite number >= 0"])
  }

  /// Random sections with weights (and even bottom edges), in random containers: both axes,
  /// both directions, snapping.
  static func layout(using rng: inout SeededGenerator) -> (Container, [LayoutSection], Double) {
    let (container, sections, cross) = WaterfallTolerancePropertyTests.layout(using: &rng)
    var decorated = sections
    for index in decorated.indices {
      if Bool.random(using: &rng), case .waterfall(var layout) = decorated[index].strategy {
        layout.tolerance = nil
        decorated[index].strategy = .waterfall(layout)
      }
      decorate(&decorated[index], weights: 1, using: &rng)
    }
    return (container, decorated, cross)
  }

  @Test func incrementalPathsEqualAFullLayout() throws {
    var rng = SeededGenerator(seed: 0xF4_0002)
    for round in 0..<150 {
      var (container, sections, cross) = Self.layout(using: &rng)
      guard LayoutResult.problems(container: container, sections: sections).isEmpty else {
        continue
      }
      let full = try LayoutResult(container: container, sections: sections)
      Invariants.expectNoOverlaps(full)
      Invariants.expectInsideContent(full)
      Invariants.expectQueriesMatchBruteForce(full, using: &rng)
      ExactGeometryTests.expectExact(full, "round \(round)", using: &rng)
      let all = sections[sections.count - 1].items
      var cut = Int.random(in: 0...all.count, using: &rng)
      sections[sections.count - 1].items = Array(all[..<cut])
      var incremental = try LayoutResult(container: container, sections: sections)
      while cut < all.count {
        cut = min(all.count, cut + Int.random(in: 1...300, using: &rng))
        sections[sections.count - 1].items = Array(all[..<cut])
        try incremental.update(sections, after: .itemsAppended)
      }
      #expect(
        KernelConformance.firstDifference(incremental, full) == nil, "round \(round) appended")
      for step in 0..<3 {
        let (next, update) = BatchUpdateTests.change(sections, cross: cross, using: &rng)
        guard LayoutResult.problems(container: container, sections: next).isEmpty else { continue }
        let stable = step == 2 && Bool.random(using: &rng)
        try incremental.update(next, after: .batch(update), stableColumns: stable)
        sections = next
        guard !stable else { continue }
        let fresh = try LayoutResult(container: container, sections: sections)
        #expect(
          KernelConformance.firstDifference(incremental, fresh) == nil,
          "round \(round) step \(step)")
        for section in sections.indices {
          #expect(
            incremental.stretchedItems(inSection: section)
              == fresh.stretchedItems(inSection: section))
        }
        ExactGeometryTests.expectExact(incremental, "round \(round) step \(step)", using: &rng)
        Invariants.expectQueriesMatchBruteForce(incremental, using: &rng)
      }
    }
  }
}
