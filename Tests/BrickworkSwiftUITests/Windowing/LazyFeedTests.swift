import Brickwork
import BrickworkWindowing
import Testing

/// The lazy containers' data-to-window bookkeeping: appends, resets, measurements, load-more.
@Suite struct LazyFeedTests {
  let strategy = SectionStrategy.waterfall(
    WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8))

  @Test func grownDataTakesTheAppendPathAndOtherChangesLayOutAgain() throws {
    var feed = try LazyFeed<Int>(strategy: strategy, width: 390, viewportHeight: 800)
    let sizes: (Int) -> LazyItemSize = { $0 % 3 == 0 ? .estimatedHeight(200) : .aspectRatio(0.75) }
    var change = try feed.update(ids: Array(0..<100), size: sizes)
    #expect(change.inserted == feed.window.visibleItems)
    #expect(feed.window.fullLayoutCount == 1)
    change = try feed.update(ids: Array(0..<200), size: sizes)
    #expect(feed.window.items.count == 200)
    #expect(feed.window.fullLayoutCount == 1)
    #expect(feed.window.isEstimated[150] && !feed.window.isEstimated[151])
    // A reordering lays out afresh, scrolled to the top.
    _ = feed.scroll(to: 3_000)
    change = try feed.update(ids: Array((0..<200).reversed()), size: sizes)
    #expect(feed.window.offset == 0)
    #expect(Set(change.inserted).isDisjoint(with: change.removed))
    #expect(try feed.update(ids: Array((0..<200).reversed()), size: sizes).inserted.isEmpty)
  }

  @Test func measuresEstimatedItemsOnlyAndLoadsMoreNearTheEnd() throws {
    var feed = try LazyFeed<String>(strategy: strategy, width: 390, viewportHeight: 800)
    _ = try feed.update(ids: (0..<20).map { "p\($0)" }) {
      $0 == 0 ? .estimatedHeight(100) : .height(100)
    }
    _ = feed.measured(item: 0, height: 340)
    #expect(feed.window.frame(ofItem: 0)?.height == 340)
    _ = feed.measured(item: 0, height: 310)
    #expect(feed.window.frame(ofItem: 0)?.height == 310)
    _ = feed.measured(item: 1, height: 500)
    #expect(feed.window.frame(ofItem: 1)?.height == 100)
    _ = feed.measured(item: 0, height: .nan)
    #expect(feed.window.frame(ofItem: 0)?.height == 0)
    #expect(!feed.isNearEnd(within: 100))
    _ = feed.scroll(to: .infinity)
    #expect(feed.isNearEnd(within: 100))
  }
}
