import Brickwork
import BrickworkWindowing
import SeededRandom
import Testing

/// The lazy containers' controller driven by scripted scroll, phase, data, measurement and
/// option sequences, as the SwiftUI views feed it.
@Suite struct LazyFeedTests {
  let waterfall = SectionStrategy.waterfall(
    WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8))

  /// A viewport of a phone under a navigation bar (100) and a tab bar (83).
  func phone(_ contentOffset: Double, width: Double = 390) -> LazyViewport {
    LazyViewport(
      contentOffset: contentOffset, containerWidth: width, containerHeight: 844, top: 100,
      bottom: 83)
  }

  /// A feed of `count` items of heights 100...300 identified by `"i<n>"`.
  func feed(count: Int, estimated: Bool = false) throws -> (LazyFeed<String>, [String]) {
    var feed = try LazyFeed<String>(strategy: waterfall, width: 390, viewportHeight: 661)
    let ids = (0..<count).map { "i\($0)" }
    _ = try feed.update(ids: ids) {
      let height = Double(100 + ($0 * 37) % 200)
      return estimated ? .estimatedHeight(height) : .height(height)
    }
    _ = feed.scrolled(to: phone(-100))
    return (feed, ids)
  }

  @Test func scrollEventsNeverMoveTheScrollViewAndBounceAndPullToRefreshShowWhatIsThere() throws {
    var (feed, _) = try feed(count: 200)
    let end = feed.window.contentHeight + 83 - 844
    // Pulled 80 below the top to refresh, back, down a long way, past the end and back.
    for offset in [-180.0, -140, -100, 400, 3_000, end, end + 60, end] {
      let update = feed.scrolled(to: phone(offset))
      #expect(update.scrollTarget == nil, "offset \(offset)")
      #expect(feed.window.offset == offset + 100, "offset \(offset)")
      #expect(!update.layoutChanged)
    }
  }

  @Test func theLastItemsScrollIntoViewAboveATabBar() throws {
    var (feed, ids) = try feed(count: 200)
    let end = feed.window.contentHeight + 83 - 844
    let update = feed.scrolled(to: phone(end))
    #expect(update.scrollTarget == nil)
    // The visible area is the container net of the insets: the last item is in it, whole.
    let visible = Rect(x: 0, y: end + 100, width: 390, height: 844 - 100 - 83)
    let last = try #require(feed.frame(of: ids[199]))
    #expect(last.maxY <= visible.maxY + 1e-9 && last.minY >= visible.minY)
    #expect(feed.window.viewportHeight == 661)
    #expect(feed.visibleIDs.contains(ids[199]))
  }

  @Test func viewsAreTheItemsIdentitiesAndFollowThemAcrossInsertsDeletesAndMoves() throws {
    var (feed, ids) = try feed(count: 100)
    _ = feed.scrolled(to: phone(2_000))
    let shown = Set(feed.visibleIDs)
    let first = try #require(feed.window.anchor)
    let anchorID = ids[first.item]
    // Ten new items at the top, three deleted at the bottom, one moved from the bottom up.
    var changed = (0..<10).map { "new\($0)" } + ids
    changed.removeLast(3)
    changed.insert(changed.remove(at: 80), at: 12)
    let update = try feed.update(ids: changed) { index in
      let id = changed[index]
      guard let old = ids.firstIndex(of: id) else { return .height(150) }
      return .height(Double(100 + (old * 37) % 200))
    }
    // Views of items still shown are kept: nothing shown both before and after is re-made.
    let after = Set(feed.visibleIDs)
    #expect(Set(update.removed) == shown.subtracting(after))
    #expect(Set(update.inserted) == after.subtracting(shown))
    // The first visible item kept its place on screen, by a scroll the container makes.
    let frame = try #require(feed.frame(of: anchorID))
    #expect(abs(frame.minY - feed.window.offset - first.distanceFromTop) < 1e-9)
    #expect(update.scrollTarget == feed.window.offset)
  }

  @Test func randomDataChangesAreBatchUpdatesThatKeepTheFirstVisibleItemAndMeasuredSizes() throws {
    for seed in 0..<40 as Range<UInt64> {
      var rng = SeededGenerator(seed: seed)
      var feed = try LazyFeed<Int>(strategy: waterfall, width: 390, viewportHeight: 661)
      var next = 0
      var ids: [Int] = []
      var heights: [Int: Double] = [:]
      var measured: [Int: Double] = [:]
      func fresh() -> Int {
        next += 1
        heights[next] = .random(in: 40...300, using: &rng)
        return next
      }
      ids = (0..<Int.random(in: 0...200, using: &rng)).map { _ in fresh() }
      let sizes = { (ids: [Int]) in
        { (i: Int) in LazyItemSize.estimatedHeight(heights[ids[i]] ?? 0) }
      }
      _ = try feed.update(ids: ids, size: sizes(ids))
      for step in 0..<30 {
        let context = "seed \(seed) step \(step)"
        _ = feed.scrolled(to: phone(.random(in: -100...(feed.window.contentHeight), using: &rng)))
        // Measure a few shown items, at rest.
        for id in feed.visibleIDs.shuffled(using: &rng).prefix(3) {
          let height = Double.random(in: 40...300, using: &rng)
          measured[id] = height
          _ = feed.measured(id: id, size: Size(width: 190, height: height))
        }
        let anchor = feed.window.anchor.map { (id: ids[$0.item], distance: $0.distanceFromTop) }
        // A random edit of the data: inserts, deletes, moves and size edits anywhere.
        var changed = ids
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
          switch Int.random(in: 0..<4, using: &rng) {
          case 0: changed.insert(fresh(), at: .random(in: 0...changed.count, using: &rng))
          case 1 where !changed.isEmpty:
            changed.remove(at: .random(in: changed.indices, using: &rng))
          case 2 where !changed.isEmpty:
            let moved = changed.remove(at: .random(in: changed.indices, using: &rng))
            changed.insert(moved, at: .random(in: 0...changed.count, using: &rng))
          case 3 where !changed.isEmpty:
            let id = changed[.random(in: changed.indices, using: &rng)]
            heights[id] = .random(in: 40...300, using: &rng)
            measured[id] = nil
          default: break
          }
        }
        let before = Set(feed.visibleIDs)
        let update = try feed.update(ids: changed, size: sizes(changed))
        ids = changed
        // The layout is the full layout of the items, each with its measured size, else its
        // estimate.
        let expected = ids.map { ItemSizing.extent(measured[$0] ?? heights[$0] ?? 0) }
        let wrong = ids.indices.first { feed.window.items[$0].sizing != expected[$0] }
        #expect(wrong == nil, "\(context)")
        // With the columns the core kept (stable columns) given as explicit columns.
        var items = feed.window.items
        for index in items.indices where items[index].column == nil {
          items[index].column = feed.window.layout.column(ofItem: index, inSection: 0)
        }
        let full = try LayoutResult(
          container: Container(width: 390), sections: [LayoutSection(waterfall, items: items)])
        for index in ids.indices {
          #expect(
            full.frame(ofItem: index, inSection: 0) == feed.frame(of: ids[index]), "\(context)")
        }
        #expect(Set(update.inserted) == Set(feed.visibleIDs).subtracting(before), "\(context)")
        #expect(Set(update.removed) == before.subtracting(feed.visibleIDs), "\(context)")
        // The first visible item, when it survived, kept its place (unless the content ends).
        if let anchor, let frame = feed.frame(of: anchor.id) {
          let wanted = frame.minY - anchor.distance
          if wanted >= 0, wanted <= feed.window.maximumOffset {
            #expect(abs(frame.minY - feed.window.offset - anchor.distance) < 1e-6, "\(context)")
          }
        }
      }
    }
  }

  @Test func correctionsWaitForTheScrollToRestUnlessTheyMoveNothingVisible() throws {
    var (feed, ids) = try feed(count: 200, estimated: true)
    _ = feed.scrolled(to: phone(3_000))
    _ = feed.scrollPhaseChanged(isScrolling: true)
    let frames = ids.map { feed.frame(of: $0) }
    let version = feed.layoutVersion
    let viewport = feed.window.viewportRect
    let inView = ids.indices.filter { frames[$0]?.intersects(viewport) ?? false }
    let first = try #require(inView.first)
    let last = try #require(inView.last)
    // Items above the last one in view: held, nothing moves, no scroll during the fling.
    for index in [first - 1, first, last - 1] {
      let update = feed.measured(id: ids[index], size: Size(width: 191, height: 400))
      #expect(update == LazyFeedUpdate(), "item \(index)")
    }
    #expect(ids.map { feed.frame(of: $0) } == frames)
    #expect(feed.layoutVersion == version)
    // An item below everything in view: applied now; nothing in view moves.
    let below = try #require(feed.visibleIDs.last.flatMap { feed.index(of: $0) })
    #expect(below > last)
    let update = feed.measured(id: ids[below], size: Size(width: 191, height: 400))
    #expect(update.layoutChanged && update.scrollTarget == nil)
    #expect(feed.layoutVersion != version)
    for index in inView { #expect(feed.frame(of: ids[index]) == frames[index]) }
    #expect(feed.frame(of: ids[below])?.height == 400)
    // At rest: the held ones apply at once, the first visible item keeps its place.
    let anchor = try #require(feed.window.anchor)
    let rest = feed.scrollPhaseChanged(isScrolling: false)
    #expect(rest.layoutChanged)
    for index in [first - 1, first, last - 1] { #expect(feed.frame(of: ids[index])?.height == 400) }
    let anchored = try #require(feed.window.frame(ofItem: anchor.item))
    #expect(abs(anchored.minY - feed.window.offset - anchor.distanceFromTop) < 1e-9)
    #expect(rest.scrollTarget == feed.window.offset)
    // Items shown keep their columns: the other column did not jump.
    for index in inView {
      #expect(
        feed.window.layout.column(ofItem: index, inSection: 0)
          == (frames[index]!.minX < 100 ? 0 : 1))
    }
  }

  @Test func invalidSizesAreReplacedReportedOnceAndAppendsAreAtomic() throws {
    var feed = try LazyFeed<Int>(strategy: waterfall, width: 390, viewportHeight: 661)
    let sizes: [LazyItemSize] = [
      .height(100), .height(.nan), .estimatedHeight(-5), .pixelSize(width: 0, height: 10),
      .aspectRatio(.infinity), .height(2e9), .estimatedHeight(80),
    ]
    _ = try feed.update(ids: Array(0..<7)) { sizes[$0] }
    #expect(feed.ids == Array(0..<7))
    #expect(feed.window.items.count == 7)
    #expect(Set(feed.takeProblems().map(\.id)) == [1, 2, 3, 4, 5])
    #expect(feed.frame(of: 1)?.height == 0)
    // The same items again, and a page more: nothing reported twice, all appended at once.
    let more = sizes + sizes
    _ = try feed.update(ids: Array(0..<14)) { more[$0] }
    #expect(Set(feed.takeProblems().map(\.id)) == [8, 9, 10, 11, 12])
    #expect(feed.window.items.count == 14 && feed.window.isEstimated.count == 14)
    #expect(feed.window.fullLayoutCount == 1)
    // A measurement of NaN lays the item out at zero height.
    _ = feed.measured(id: 6, size: Size(width: .nan, height: .nan))
    #expect(feed.frame(of: 6)?.height == 0)
  }

  @Test func optionChangesLayTheFeedOutAgain() throws {
    var (feed, ids) = try feed(count: 300)
    _ = feed.scrolled(to: phone(5_000))
    let anchor = try #require(feed.window.anchor)
    let options: [(SectionStrategy, Insets)] = [
      (.waterfall(WaterfallLayout(columns: 3, columnSpacing: 4, itemSpacing: 4)), Insets(all: 10)),
      (.flow(FlowLayout(itemSpacing: 6, lineSpacing: 6)), .zero),
      (.justified(JustifiedLayout(targetRowHeight: 150)), Insets(top: 20)),
    ]
    for (strategy, insets) in options {
      let update = try feed.setOptions(strategy: strategy, insets: insets)
      #expect(update.layoutChanged)
      let full = try LayoutResult(
        container: Container(width: 390),
        sections: [LayoutSection(strategy, items: feed.window.items, insets: insets)])
      #expect(full.contentSize == feed.window.layout.contentSize)
      #expect(feed.frame(of: ids[anchor.item]) == full.frame(ofItem: anchor.item, inSection: 0))
    }
    // Heights have no width: in a flow, they were laid out as empty items and reported once.
    #expect(Set(feed.takeProblems().map(\.id)) == Set(ids))
    _ = try feed.setOptions(strategy: .flow(FlowLayout(itemSpacing: 2)), insets: .zero)
    #expect(feed.takeProblems().isEmpty)
    _ = try feed.setOptions(strategy: options[2].0, insets: options[2].1)
    #expect(throws: LayoutError.self) {
      try feed.setOptions(strategy: .waterfall(WaterfallLayout(columns: 0)), insets: .zero)
    }
    #expect(feed.window.strategy == options[2].0)
  }

  @Test func flowAndJustifiedRowsTakeEstimatedSizesMeasuredOnDisplay() throws {
    var flow = try LazyFeed<Int>(
      strategy: .flow(FlowLayout(itemSpacing: 4, lineSpacing: 4)), width: 390,
      viewportHeight: 661)
    _ = try flow.update(ids: Array(0..<50)) { _ in .estimatedSize(width: 60, height: 30) }
    #expect(flow.takeProblems().isEmpty)
    _ = flow.measured(id: 3, size: Size(width: 120, height: 44))
    #expect(
      flow.frame(of: 3).map { Size(width: $0.width, height: $0.height) }
        == Size(width: 120, height: 44))
    var rows = try LazyFeed<Int>(
      strategy: .justified(JustifiedLayout(targetRowHeight: 120)), width: 390,
      viewportHeight: 661)
    _ = try rows.update(ids: Array(0..<50)) { _ in .estimatedSize(width: 100, height: 100) }
    _ = rows.measured(id: 0, size: Size(width: 300, height: 100))
    #expect(rows.window.items[0].sizing == .size(Size(width: 300, height: 100)))
    let frame = try #require(rows.frame(of: 0))
    #expect(abs(frame.width / frame.height - 3) < 1e-9)
  }
}
