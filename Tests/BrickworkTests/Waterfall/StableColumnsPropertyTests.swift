import Brickwork
import SeededRandom
import Testing

/// Stable columns: through 10,000 random update steps (size changes, inserts, deletes, moves,
/// reloads, appends, new sections; spans, tolerances, column weights, even bottom edges, both
/// axes, right-to-left, snapping) no item that existed before a step and is not reloaded changes
/// column, and every layout equals a full layout of the same items with those columns explicit;
/// a layout whose every column is written out as explicit gives the same frames.
@Suite struct StableColumnsPropertyTests {
  /// A feed under test: waterfall sections of one column count, each item with an identity.
  struct Feed {
    var sections: [LayoutSection]
    var ids: [[Int]]
    var nextID = 0
    let columns: Int

    mutating func newItem(using rng: inout SeededGenerator) -> (Item, Int) {
      defer { nextID += 1 }
      var item = WaterfallTolerancePropertyTests.item(columns: columns, using: &rng)
      if Int.random(in: 0..<3, using: &rng) != 0 { item.column = nil }
      return (item, nextID)
    }

    mutating func newSection(cross: Double, using rng: inout SeededGenerator) -> (
      LayoutSection, [Int]
    ) {
      var layout = WaterfallLayout(
        columns: columns, columnSpacing: RandomLayouts.length(0...8, using: &rng),
        itemSpacing: RandomLayouts.length(0...12, using: &rng))
      if Bool.random(using: &rng) {
        layout.tolerance = WaterfallTolerancePropertyTests.tolerance(using: &rng)
      }
      // Column weights (as many as the feed's columns) and an even bottom edge, each on a third
      // of the sections.
      var section = LayoutSection(.waterfall(layout))
      WaterfallColumnWeightsTests.decorate(&section, weights: 3, evenBottom: 3, using: &rng)
      if case .waterfall(let decorated) = section.strategy { layout = decorated }
      section = LayoutSection(
        .waterfall(layout), insets: RandomLayouts.insets(0...10, using: &rng),
        header: RandomLayouts.supplementary(using: &rng))
      var ids: [Int] = []
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        let (item, id) = newItem(using: &rng)
        section.items.append(item)
        ids.append(id)
      }
      return (section, ids)
    }
  }

  /// The column of every item by identity.
  static func columns(_ layout: LayoutResult, _ feed: Feed) -> [Int: Int] {
    var columns: [Int: Int] = [:]
    for (section, ids) in feed.ids.enumerated() {
      for (item, id) in ids.enumerated() {
        columns[id] = layout.column(ofItem: item, inSection: section)
      }
    }
    return columns
  }

  @Test func keptItemsKeepTheirColumnsThroughTenThousandSteps() throws {
    var rng = SeededGenerator(seed: 0x57AB_1E)
    var steps = 0
    var kept = 0
    var round = 0
    while steps < 10_000 {
      round += 1
      let cross = RandomLayouts.length(200...800, using: &rng) + 1
      let container = RandomLayouts.container(crossExtent: cross, using: &rng)
      var feed = Feed(sections: [], ids: [], columns: Int.random(in: 1...6, using: &rng))
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let (section, ids) = feed.newSection(cross: cross, using: &rng)
        feed.sections.append(section)
        feed.ids.append(ids)
      }
      var layout = try LayoutResult(container: container, sections: feed.sections)
      for _ in 0..<50 {
        steps += 1
        let before = Self.columns(layout, feed)
        var next = feed
        var reloaded = Set<Int>()
        let change: LayoutChange
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
          // Appended items.
          for _ in 0..<Int.random(in: 1...20, using: &rng) {
            let (item, id) = next.newItem(using: &rng)
            next.sections[next.sections.count - 1].items.append(item)
            next.ids[next.ids.count - 1].append(id)
          }
          change = .itemsAppended
        case 1:
          let (section, ids) = next.newSection(cross: cross, using: &rng)
          next.sections.append(section)
          next.ids.append(ids)
          change = .sectionsAppended
        case 2:
          // A size change.
          guard
            let s = next.sections.indices.filter({ !next.sections[$0].items.isEmpty })
              .randomElement(using: &rng)
          else { continue }
          let i = Int.random(in: 0..<next.sections[s].items.count, using: &rng)
          let old = next.sections[s].items[i]
          var item = Item.extent(RandomLayouts.length(0...200, using: &rng))
          (item.span, item.isFullSpan) = (old.span, old.isFullSpan)
          next.sections[s].items[i] = item
          change = .itemChanged(section: s, item: i)
        default:
          var update = BatchUpdate()
          var moved = Set<Int>()
          var inserted = Set<Int>()
          for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let s = Int.random(in: 0..<next.sections.count, using: &rng)
            let count = next.ids[s].count
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where count > 0:
              let i = Int.random(in: 0..<count, using: &rng)
              next.ids[s].remove(at: i)
              next.sections[s].items.remove(at: i)
            case 1 where count > 0:
              let i = Int.random(in: 0..<count, using: &rng)
              let id = next.ids[s].remove(at: i)
              let item = next.sections[s].items.remove(at: i)
              let t = Int.random(in: 0..<next.sections.count, using: &rng)
              let j = Int.random(in: 0...next.ids[t].count, using: &rng)
              next.ids[t].insert(id, at: j)
              next.sections[t].items.insert(item, at: j)
              moved.insert(id)
            case 2 where count > 0:
              let i = Int.random(in: 0..<count, using: &rng)
              var item = next.sections[s].items[i]
              item.sizing = .extent(RandomLayouts.length(0...200, using: &rng))
              next.sections[s].items[i] = item
              reloaded.insert(next.ids[s][i])
            case 3 where count > 0:
              // A size change inside a batch: the item is reloaded.
              let i = Int.random(in: 0..<count, using: &rng)
              next.sections[s].items[i].sizing = .aspectRatio(
                Double.random(in: 0.3...3, using: &rng))
              reloaded.insert(next.ids[s][i])
            default:
              let i = Int.random(in: 0...count, using: &rng)
              let (item, id) = next.newItem(using: &rng)
              next.ids[s].insert(id, at: i)
              next.sections[s].items.insert(item, at: i)
              inserted.insert(id)
            }
          }
          // Name the change as UIKit does.
          var oldPaths: [Int: ItemPath] = [:]
          for (s, ids) in feed.ids.enumerated() {
            for (i, id) in ids.enumerated() { oldPaths[id] = ItemPath(item: i, section: s) }
          }
          var present = Set<Int>()
          for (s, ids) in next.ids.enumerated() {
            for (i, id) in ids.enumerated() {
              present.insert(id)
              let path = ItemPath(item: i, section: s)
              if inserted.contains(id) {
                update.insertedItems.append(path)
              } else if moved.contains(id), let from = oldPaths[id] {
                update.movedItems.append(ItemMove(from: from, to: path))
                reloaded.remove(id)
              } else if reloaded.contains(id), let from = oldPaths[id] {
                update.reloadedItems.append(from)
              }
            }
          }
          for (id, path) in oldPaths where !present.contains(id) {
            update.deletedItems.append(path)
          }
          change = .batch(update)
        }
        guard LayoutResult.problems(container: container, sections: next.sections).isEmpty else {
          continue
        }
        try layout.update(next.sections, after: change, stableColumns: true)
        // Every item that was there and is not reloaded keeps its column.
        let after = Self.columns(layout, next)
        var explicit = next.sections
        for (s, ids) in next.ids.enumerated() {
          for (i, id) in ids.enumerated() {
            guard let column = before[id], !reloaded.contains(id) else { continue }
            let item = next.sections[s].items[i]
            let span = item.isFullSpan ? feed.columns : min(item.span, feed.columns)
            guard item.column == nil, span < feed.columns else { continue }
            kept += 1
            #expect(after[id] == column, "round \(round): item \(id) left column \(column)")
            explicit[s].items[i].column = column
          }
        }
        let full = try LayoutResult(container: container, sections: explicit)
        #expect(Array(layout.elements) == Array(full.elements), "round \(round) step \(steps)")
        // Written with every column and read back, the same frames.
        var written = next.sections
        for s in written.indices {
          for i in written[s].items.indices where !written[s].items[i].isFullSpan {
            written[s].items[i].column = layout.column(ofItem: i, inSection: s)
          }
        }
        let readBack = try LayoutResult(container: container, sections: written)
        #expect(Array(readBack.elements) == Array(layout.elements), "round \(round) read back")
        feed = next
      }
      // A new column count frees every item: the layout is a full one.
      var wider = feed.sections
      for s in wider.indices {
        guard case .waterfall(var options) = wider[s].strategy else { continue }
        options.columns = feed.columns + 1
        wider[s].strategy = .waterfall(options)
      }
      if LayoutResult.problems(container: container, sections: wider).isEmpty {
        try layout.relayout(wider, in: container)
        #expect(
          Array(layout.elements)
            == Array(try LayoutResult(container: container, sections: wider).elements))
      }
    }
    #expect(kept > 50_000)
  }
}
