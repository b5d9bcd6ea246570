import Brickwork
import BrickworkWindowing
import SeededRandom
import Testing

/// `LazyFeed` over random scripts of what SwiftUI sends a lazy container (scrolls with bounces,
/// scroll phases, measured sizes, data changes, resizes, option changes), checking after every
/// step what a user would see.
@Suite struct LazyFeedScriptTests {
  /// A random strategy.
  func strategy(using rng: inout SeededGenerator) -> SectionStrategy {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: .flow(FlowLayout(itemSpacing: 4, lineSpacing: 4))
    case 1: .justified(JustifiedLayout(targetRowHeight: .random(in: 80...200, using: &rng)))
    default:
      .waterfall(
        WaterfallLayout(
          columns: .random(in: 1...4, using: &rng), columnSpacing: 6, itemSpacing: 6))
    }
  }

  @Test func whatTheUserSeesStaysRightThroughRandomScripts() throws {
    for seed in 0..<40 as Range<UInt64> {
      var rng = SeededGenerator(seed: seed)
      var feed = try LazyFeed<Int>(
        strategy: strategy(using: &rng), width: 390, viewportHeight: 661)
      var next = 0
      var ids: [Int] = []
      var sizes: [Int: LazyItemSize] = [:]
      func fresh() -> Int {
        next += 1
        sizes[next] =
          Bool.random(using: &rng)
          ? .estimatedSize(
            width: .random(in: 30...200, using: &rng), height: .random(in: 30...200, using: &rng))
          : .pixelSize(
            width: .random(in: 30...200, using: &rng), height: .random(in: 30...200, using: &rng))
        return next
      }
      ids = (0..<Int.random(in: 1...150, using: &rng)).map { _ in fresh() }
      _ = try feed.update(ids: ids) { sizes[ids[$0]]! }
      var offset = -100.0
      var width = 390.0
      for step in 0..<80 {
        let context = "seed \(seed) step \(step)"
        let viewport = feed.window.viewportRect
        let shown = ids.indices.filter {
          feed.window.frame(ofItem: $0)?.intersects(viewport) ?? false
        }
        let framesBefore = shown.map { feed.window.frame(ofItem: $0) }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...3:
          // A scroll, bounces included: never a request to move the scroll view.
          offset +=
            Bool.random(using: &rng)
            ? .random(in: -80...80, using: &rng) : .random(in: -3_000...3_000, using: &rng)
          offset = min(max(offset, -250), feed.window.contentHeight + 200)
          let update = feed.scrolled(
            to: LazyViewport(
              contentOffset: offset, containerWidth: width, containerHeight: 844, top: 100,
              bottom: 83))
          #expect(update.scrollTarget == nil && !update.layoutChanged, "\(context)")
          #expect(feed.window.offset == offset + 100, "\(context)")
        case 4:
          _ = feed.scrollPhaseChanged(isScrolling: .random(using: &rng))
        case 5...7:
          // A shown view measured: while scrolling, nothing in view moves and nothing scrolls.
          guard let id = feed.visibleIDs.randomElement(using: &rng) else { break }
          let scrolling = feed.isScrolling
          let update = feed.measured(
            id: id,
            size: Size(
              width: .random(in: 20...200, using: &rng), height: .random(in: 20...300, using: &rng)
            ))
          if scrolling {
            #expect(update.scrollTarget == nil, "\(context)")
            let index = feed.index(of: id)
            for (position, item) in shown.enumerated() where item != index {
              #expect(feed.window.frame(ofItem: item) == framesBefore[position], "\(context)")
            }
          }
        case 8...9:
          var changed = ids
          switch Int.random(in: 0..<3, using: &rng) {
          case 0: changed.insert(fresh(), at: .random(in: 0...changed.count, using: &rng))
          case 1 where changed.count > 1:
            changed.remove(at: .random(in: changed.indices, using: &rng))
          default: changed.shuffle(using: &rng)
          }
          _ = try feed.update(ids: changed) { sizes[changed[$0]]! }
          ids = changed
        case 10:
          _ = try feed.setOptions(
            strategy: strategy(using: &rng), insets: Insets(all: .random(in: 0...20, using: &rng)))
        default:
          // A rotation or a split view: a new width.
          width = .random(in: 300...800, using: &rng)
          _ = feed.scrolled(
            to: LazyViewport(
              contentOffset: offset, containerWidth: width, containerHeight: 844, top: 100,
              bottom: 83))
          offset = feed.window.offset - 100
        }
        // The layout is always a full layout of the items; the identities are the data's.
        #expect(feed.ids == ids, "\(context)")
        // With the columns the core kept (stable columns) given as explicit columns.
        var items = feed.window.items
        if case .waterfall = feed.window.strategy {
          let columns = feed.window.layout.numberOfColumns(inSection: 0)
          for index in items.indices
          where items[index].column == nil && !items[index].isFullSpan
            && items[index].span < columns
          {
            items[index].column = feed.window.layout.column(ofItem: index, inSection: 0)
          }
        }
        let full = try LayoutResult(
          container: Container(width: feed.window.width),
          sections: [LayoutSection(feed.window.strategy, items: items, insets: feed.window.insets)])
        #expect(full.contentSize == feed.window.layout.contentSize, "\(context)")
        let wrong = ids.indices.first {
          full.frame(ofItem: $0, inSection: 0) != feed.window.frame(ofItem: $0)
        }
        #expect(wrong == nil, "\(context)")
        #expect(Set(feed.visibleIDs).count == feed.visibleIDs.count, "\(context)")
      }
      // At rest, every measurement held during the scroll is applied.
      _ = feed.scrollPhaseChanged(isScrolling: false)
      #expect(feed.takeProblems().isEmpty, "seed \(seed)")
    }
  }
}
