import Brickwork
import BrickworkWindowing
import SeededRandom
import Testing

/// The windowing engine over random scroll paths, measurements, appends and width changes:
/// the visible set is always the brute-force filter of the full layout, the diff is exact, the
/// layout equals a full one, and the anchor stays where it was on screen.
@Suite struct ScrollWindowTests {
  /// A random strategy: a waterfall (mostly), justified rows or a flow.
  func randomStrategy(using rng: inout SeededGenerator) -> SectionStrategy {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return .justified(JustifiedLayout(targetRowHeight: .random(in: 80...200, using: &rng)))
    case 1: return .flow(FlowLayout(itemSpacing: 4, lineSpacing: 4))
    default:
      return .waterfall(
        WaterfallLayout(
          columns: .random(in: 1...5, using: &rng), columnSpacing: 8, itemSpacing: 8))
    }
  }

  /// A random item for `strategy`: estimated items of a waterfall are extents.
  func randomItem(_ strategy: SectionStrategy, using rng: inout SeededGenerator) -> Item {
    switch strategy {
    case .waterfall:
      var item: Item =
        Bool.random(using: &rng)
        ? .extent(.random(in: 20...400, using: &rng))
        : .aspectRatio(.random(in: 0.4...2.5, using: &rng))
      switch Int.random(in: 0..<12, using: &rng) {
      case 0: item.span = 2
      case 1: item.isFullSpan = true
      default: break
      }
      return item
    case .justified: return .aspectRatio(.random(in: 0.4...2.5, using: &rng))
    case .flow:
      return .size(
        width: .random(in: 20...160, using: &rng), height: .random(in: 20...40, using: &rng))
    }
  }

  /// A random measured size for an item of `strategy`.
  func randomMeasurement(_ strategy: SectionStrategy, using rng: inout SeededGenerator)
    -> ItemSizing
  {
    randomItem(strategy, using: &rng).sizing
  }

  /// Checks the window against a full layout of its items, by brute force.
  func expectConsistent(
    _ window: ScrollWindow, previous: [Int], change: WindowChange, context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // The core's stable columns: the layout is that of the items with the columns it kept
    // given as explicit columns.
    var items = window.items
    if case .waterfall = window.strategy {
      let columns = window.layout.numberOfColumns(inSection: 0)
      for index in items.indices
      where items[index].column == nil && !items[index].isFullSpan && items[index].span < columns {
        items[index].column = window.layout.column(ofItem: index, inSection: 0)
      }
    }
    let full = try LayoutResult(
      container: Container(width: window.width),
      sections: [LayoutSection(window.strategy, items: items, insets: window.insets)])
    #expect(
      full.contentSize == window.layout.contentSize, "\(context)", sourceLocation: sourceLocation)
    let rect = window.windowRect
    var expected: [Int] = []
    for item in window.items.indices {
      let frame = full.frame(ofItem: item, inSection: 0)
      #expect(
        frame == window.frame(ofItem: item), "\(context) item \(item)",
        sourceLocation: sourceLocation)
      if let frame, frame.intersects(rect) { expected.append(item) }
    }
    #expect(window.visibleItems == expected, "\(context)", sourceLocation: sourceLocation)
    // The diff takes the previous set to the new one.
    let rebuilt = Set(previous).subtracting(change.removed).union(change.inserted)
    #expect(rebuilt == Set(window.visibleItems), "\(context) diff", sourceLocation: sourceLocation)
    #expect(
      Set(change.inserted).isDisjoint(with: previous), "\(context)", sourceLocation: sourceLocation)
    #expect(change.offset == window.offset, "\(context)", sourceLocation: sourceLocation)
  }

  /// Checks the anchor kept its place on screen, unless the offset had to be clamped.
  func expectAnchored(
    _ window: ScrollWindow, _ anchor: WindowAnchor?, context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let anchor, let frame = window.frame(ofItem: anchor.item) else { return }
    let wanted = frame.minY - anchor.distanceFromTop
    guard wanted >= 0, wanted <= window.maximumOffset else { return }
    let moved = abs((frame.minY - window.offset) - anchor.distanceFromTop)
    #expect(moved <= 1, "\(context): anchor moved \(moved)", sourceLocation: sourceLocation)
  }

  @Test func randomPathsKeepTheVisibleSetExactAndTheAnchorInPlace() throws {
    for seed in 0..<80 as Range<UInt64> {
      var rng = SeededGenerator(seed: seed)
      let strategy = randomStrategy(using: &rng)
      let count = Int.random(in: 0...400, using: &rng)
      let items = (0..<count).map { _ in randomItem(strategy, using: &rng) }
      var window = try ScrollWindow(
        strategy: strategy, items: items, estimated: items.map { _ in Bool.random(using: &rng) },
        insets: Insets(all: 6), width: .random(in: 300...900, using: &rng),
        viewportHeight: .random(in: 200...900, using: &rng),
        overscan: .random(in: 0...300, using: &rng))
      // The column each item was first shown in, until the width changes.
      var shownColumns: [Int: Int] = [:]
      for step in 0..<60 {
        let previous = window.visibleItems
        let anchor = window.anchor
        let widthBefore = window.width
        let context = "seed \(seed) step \(step)"
        let change: WindowChange
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3:
          // Small steps, as frames of a scroll, and jumps.
          let delta =
            Bool.random(using: &rng)
            ? Double.random(in: -60...60, using: &rng)
            : Double.random(in: -5_000...5_000, using: &rng)
          change = window.scroll(to: window.offset + delta)
        case 4...6:
          // Measure a few of the items shown (as a container does once they appear).
          let shown = window.visibleItems.shuffled(using: &rng).prefix(
            Int.random(in: 1...4, using: &rng))
          change = try window.measure(
            shown.map { (item: $0, sizing: randomMeasurement(strategy, using: &rng)) })
          expectAnchored(window, anchor, context: context)
        case 7:
          let page = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
            randomItem(strategy, using: &rng)
          }
          change = try window.append(page, estimated: true)
          expectAnchored(window, anchor, context: context)
        case 8:
          change = try window.resize(width: .random(in: 300...900, using: &rng))
          if let anchor, let frame = window.frame(ofItem: anchor.item), frame.height > 0,
            frame.minY - anchor.distanceFromTop >= 0,
            frame.minY - anchor.distanceFromTop <= window.maximumOffset
          {
            #expect(frame.intersects(window.viewportRect), "\(context): anchor out of view")
            if anchor.distanceFromTop >= 0 { expectAnchored(window, anchor, context: context) }
          }
        default:
          change = window.resizeViewport(height: .random(in: 200...900, using: &rng))
        }
        try expectConsistent(window, previous: previous, change: change, context: context)
        if window.width != widthBefore { shownColumns = [:] }
        for item in window.visibleItems {
          guard let column = window.layout.column(ofItem: item, inSection: 0) else { continue }
          let first = shownColumns[item, default: column]
          #expect(column == first, "\(context): item \(item) left column \(first)")
          shownColumns[item] = first
        }
      }
    }
  }

  @Test func measuringAnItemAboveTheAnchorMovesTheOffsetByItsGrowth() throws {
    let strategy = SectionStrategy.waterfall(WaterfallLayout(columns: 1, itemSpacing: 10))
    var window = try ScrollWindow(
      strategy: strategy, items: Array(repeating: .extent(100), count: 50),
      estimated: Array(repeating: true, count: 50), width: 320, viewportHeight: 500, overscan: 200)
    _ = window.scroll(to: 1_100)  // item 10 at the top
    #expect(window.anchor == WindowAnchor(item: 10, distanceFromTop: 0))
    // Item 9 sits in the overscan above: measured 60 taller, everything below moves 60.
    let change = try window.measure(9, as: .extent(160))
    #expect(change.offset == 1_160)
    #expect(window.anchor == WindowAnchor(item: 10, distanceFromTop: 0))
    // A measurement below the anchor moves nothing.
    #expect(try window.measure(12, as: .extent(30)).offset == 1_160)
  }

  @Test func aWidthChangeLaysOutOnceAndKeepsTheAnchorInView() throws {
    var window = try ScrollWindow(
      strategy: .waterfall(WaterfallLayout(columns: 3, columnSpacing: 8, itemSpacing: 8)),
      items: (0..<2_000).map { .aspectRatio(0.5 + Double($0 % 7) / 4) }, width: 390,
      viewportHeight: 844)
    _ = window.scroll(to: 20_000)
    let anchor = try #require(window.anchor)
    let old = try #require(window.frame(ofItem: anchor.item))
    _ = try window.resize(width: 820)
    _ = try window.resize(width: 820)
    #expect(window.fullLayoutCount == 2)
    let frame = try #require(window.frame(ofItem: anchor.item))
    #expect(frame.intersects(window.viewportRect))
    // The same fraction of the item lies above the viewport's top as before.
    let before = anchor.distanceFromTop / old.height
    #expect(abs((frame.minY - window.offset) / frame.height - before) < 1e-9)
  }

  @Test func appendsLoadTheNextPageWithoutMovingAnything() throws {
    var window = try ScrollWindow(
      strategy: .waterfall(WaterfallLayout(columns: 2, itemSpacing: 4)),
      items: (0..<30).map { _ in .extent(100) }, width: 300, viewportHeight: 400)
    _ = window.scroll(to: window.maximumOffset)
    #expect(window.remainingHeight == 0)
    let before = window.offset
    let change = try window.append((0..<30).map { _ in .extent(100) })
    #expect(window.offset == before)
    #expect(window.remainingHeight > 0)
    #expect(change.inserted.allSatisfy { $0 >= 30 })
    #expect(window.fullLayoutCount == 1)
  }

  @Test func hostileLengthsAreClampedAndBadItemsLeaveTheWindowUnchanged() throws {
    var window = try ScrollWindow(
      strategy: .waterfall(WaterfallLayout(columns: 2)), items: [.extent(50), .extent(60)],
      width: 200, viewportHeight: .nan, overscan: -.infinity)
    #expect(window.viewportHeight == 0 && window.overscan == 0)
    #expect(window.scroll(to: .nan).offset == 0)
    let before = window.items
    #expect(throws: LayoutError.self) { try window.measure(0, as: .extent(-1)) }
    #expect(window.items == before)
    #expect(throws: LayoutError.self) { try window.resize(width: .infinity) }
    #expect(window.width == 200)
  }

  @Test func aPageWithAnItemTheCoreRejectsIsNotAppendedAtAll() throws {
    let strategy = SectionStrategy.waterfall(WaterfallLayout(columns: 2, itemSpacing: 4))
    var window = try ScrollWindow(
      strategy: strategy, items: (0..<40).map { _ in .extent(100) }, width: 300,
      viewportHeight: 400)
    _ = window.scroll(to: 1_000)
    let items = window.items
    let height = window.contentHeight
    let page: [Item] = [.extent(50), .extent(-1), .extent(70)]
    #expect(throws: LayoutError.self) {
      try window.append(page, estimated: [true, false, true])
    }
    #expect(window.items == items && window.isEstimated.count == 40)
    #expect(window.contentHeight == height)
    let full = try LayoutResult(
      container: Container(width: 300), sections: [LayoutSection(strategy, items: items)])
    for item in items.indices {
      #expect(window.frame(ofItem: item) == full.frame(ofItem: item, inSection: 0))
    }
    // The window still takes the next valid page.
    _ = try window.append([.extent(50)], estimated: [true])
    #expect(window.items.count == 41 && window.isEstimated == items.map { _ in false } + [true])
  }
}
