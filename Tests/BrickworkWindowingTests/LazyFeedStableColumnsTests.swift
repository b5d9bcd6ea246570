import Brickwork
import BrickworkWindowing
import SeededRandom
import Testing

/// A lazy waterfall feed driven through pages appended, items inserted above the viewport,
/// estimated heights measured (while scrolling and at rest) and items deleted: no item in the
/// viewport ever changes column.
@Suite struct LazyFeedStableColumnsTests {
  struct Run {
    var jumps = 0
  }

  /// The column of every item in the viewport, by identity.
  func columnsInView(_ feed: LazyFeed<Int>) -> [Int: Int] {
    let viewport = feed.window.viewportRect
    var columns: [Int: Int] = [:]
    for id in feed.visibleIDs {
      guard let index = feed.index(of: id), let frame = feed.frame(of: id),
        frame.intersects(viewport),
        let column = feed.window.layout.column(ofItem: index, inSection: 0)
      else { continue }
      columns[id] = column
    }
    return columns
  }

  func viewport(_ offset: Double) -> LazyViewport {
    LazyViewport(
      contentOffset: offset, containerWidth: 390, containerHeight: 844, top: 100, bottom: 83)
  }

  @Test func noItemInViewChangesColumnThroughAppendsInsertsAboveAndMeasurements() throws {
    for seed in UInt64(1)...40 {
      var rng = SeededGenerator(seed: 0x1A2_0000 + seed)
      var layout = WaterfallLayout(
        columns: Int.random(in: 2...4, using: &rng), columnSpacing: 6, itemSpacing: 6)
      if Bool.random(using: &rng) {
        layout.tolerance = Double(Int.random(in: 0...150, using: &rng))
      }
      var feed = try LazyFeed<Int>(
        strategy: .waterfall(layout), width: 390, viewportHeight: 661)
      var ids: [Int] = []
      var sizes: [Int: LazyItemSize] = [:]
      var next = 0
      func add(_ count: Int, at index: Int) {
        let added = (0..<count).map { _ in
          defer { next += 1 }
          return next
        }
        for id in added {
          let height = Double(Int.random(in: 60...400, using: &rng))
          sizes[id] = Bool.random(using: &rng) ? .estimatedHeight(height) : .height(height)
        }
        ids.insert(contentsOf: added, at: index)
      }
      add(60, at: 0)
      _ = try feed.update(ids: ids) { sizes[ids[$0]] ?? .height(0) }
      for _ in 0..<40 {
        let maximum = max(0, feed.window.contentHeight - 661)
        _ = feed.scrolled(to: viewport(Double.random(in: 0...maximum, using: &rng) - 100))
        let shown = columnsInView(feed)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:  // the next page
          add(Int.random(in: 1...20, using: &rng), at: ids.count)
          _ = try feed.update(ids: ids) { sizes[ids[$0]] ?? .height(0) }
        case 1:  // items above the viewport
          let first = feed.visibleIDs.first.flatMap { feed.index(of: $0) } ?? 0
          add(Int.random(in: 1...3, using: &rng), at: Int.random(in: 0...first, using: &rng))
          _ = try feed.update(ids: ids) { sizes[ids[$0]] ?? .height(0) }
        case 2:  // shown views measure their estimated heights, while scrolling or at rest
          let scrolling = Bool.random(using: &rng)
          _ = feed.scrollPhaseChanged(isScrolling: scrolling)
          for id in feed.visibleIDs where feed.isEstimated(id) {
            let width = feed.frame(of: id)?.width ?? 100
            _ = feed.measured(
              id: id,
              size: Size(width: width, height: Double(Int.random(in: 20...500, using: &rng))))
          }
          _ = feed.scrollPhaseChanged(isScrolling: false)
        default:  // an item deleted
          guard ids.count > 1 else { continue }
          ids.remove(at: Int.random(in: 0..<ids.count, using: &rng))
          _ = try feed.update(ids: ids) { sizes[ids[$0]] ?? .height(0) }
        }
        for (id, column) in shown {
          guard let index = feed.index(of: id) else { continue }
          #expect(
            feed.window.layout.column(ofItem: index, inSection: 0) == column,
            "seed \(seed): item \(id) changed column")
        }
      }
    }
  }
}
