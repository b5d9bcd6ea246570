import Brickwork
import SeededRandom
import Testing

/// Batch updates (inserts, deletes, moves and reloads anywhere, and section inserts and deletes)
/// against a full recompute, over random change sets of every strategy, both axes, both
/// directions, snapped and not.
@Suite struct BatchUpdateTests {
  /// An item of `strategy`'s kind.
  static func item(for strategy: SectionStrategy, using rng: inout SeededGenerator) -> Item {
    switch strategy {
    case .waterfall:
      var item = RandomLayouts.waterfallItem(fullSpanChance: 0.05, using: &rng)
      if Int.random(in: 0..<8, using: &rng) == 0 { item.span = 2 }
      return item
    case .flow:
      var item = Item.size(
        width: RandomLayouts.length(0...160, using: &rng),
        height: RandomLayouts.length(10...40, using: &rng))
      item.startsLine = Int.random(in: 0..<10, using: &rng) == 0
      return item
    case .justified:
      return .aspectRatio(Double.random(in: 0.3...3, using: &rng))
    }
  }

  /// A random section of any strategy fitting a cross extent of `cross`.
  static func section(cross: Double, using rng: inout SeededGenerator) -> LayoutSection {
    let count = Int.random(in: 0...60, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      var section = RandomLayouts.waterfallSection(crossExtent: cross, itemCount: 0, using: &rng)
      if case .waterfall(var layout) = section.strategy {
        layout.placement = .shortestColumn
        section.strategy = .waterfall(layout)
      }
      section.items = (0..<count).map { _ in item(for: section.strategy, using: &rng) }
      if Bool.random(using: &rng) { section.background = SectionBackground(insets: Insets(all: 2)) }
      return section
    case 1:
      let layout = FlowLayout(
        itemSpacing: RandomLayouts.length(0...10, using: &rng),
        lineSpacing: RandomLayouts.length(0...10, using: &rng),
        lineBreaking: Bool.random(using: &rng) ? .greedy : .balanced,
        maxLines: Int.random(in: 0...6, using: &rng))
      var section = LayoutSection(
        .flow(layout), insets: RandomLayouts.insets(0...10, using: &rng),
        header: RandomLayouts.supplementary(using: &rng))
      section.items = (0..<count).map { _ in item(for: section.strategy, using: &rng) }
      return section
    default:
      let layout = JustifiedLayout(
        targetRowHeight: Double.random(in: 60...200, using: &rng),
        breaking: Bool.random(using: &rng) ? .greedy : .optimal)
      var section = LayoutSection(
        .justified(layout), insets: RandomLayouts.insets(0...10, using: &rng),
        footer: RandomLayouts.supplementary(using: &rng))
      section.items = (0..<count).map { _ in item(for: section.strategy, using: &rng) }
      return section
    }
  }

  /// A random batch update of `old`: the sections after it and the update that names the change.
  static func change(
    _ old: [LayoutSection], cross: Double, using rng: inout SeededGenerator
  ) -> ([LayoutSection], BatchUpdate) {
    // Items carry identities: old ones are their old paths' order numbers, new ones negative.
    var model: [(section: LayoutSection, ids: [Int], origin: Int?)] = []
    var oldPaths: [Int: ItemPath] = [:]
    func oldPath(_ id: Int) -> ItemPath { oldPaths[id] ?? ItemPath(item: -1, section: -1) }
    var next = 0
    for (s, section) in old.enumerated() {
      var ids: [Int] = []
      for i in section.items.indices {
        oldPaths[next] = ItemPath(item: i, section: s)
        ids.append(next)
        next += 1
      }
      model.append((section, ids, s))
    }
    var update = BatchUpdate()
    if Int.random(in: 0..<6, using: &rng) == 0, !model.isEmpty {
      let index = Int.random(in: 0..<model.count, using: &rng)
      update.deletedSections.append(model[index].origin ?? 0)
      model.remove(at: index)
    }
    var fresh = -1
    var reloaded = Set<Int>()
    var moved = Set<Int>()
    let operations = Int.random(in: 1...6, using: &rng)
    for _ in 0..<operations {
      let surviving = model.indices.filter { model[$0].origin != nil }
      guard let s = surviving.randomElement(using: &rng) else { break }
      let count = model[s].ids.count
      switch Int.random(in: 0..<4, using: &rng) {
      case 0 where count > 0:
        let i = Int.random(in: 0..<count, using: &rng)
        model[s].ids.remove(at: i)
        model[s].section.items.remove(at: i)
      case 1 where count > 0:
        let i = Int.random(in: 0..<count, using: &rng)
        let id = model[s].ids.remove(at: i)
        let item = model[s].section.items.remove(at: i)
        let t = surviving.randomElement(using: &rng) ?? s
        let j = Int.random(in: 0...model[t].ids.count, using: &rng)
        model[t].ids.insert(id, at: j)
        // Between strategies the item takes the destination's kind.
        let kindMatches = model[t].section.strategy.kind == model[s].section.strategy.kind
        model[t].section.items.insert(
          kindMatches ? item : Self.item(for: model[t].section.strategy, using: &rng), at: j)
        if id >= 0 { moved.insert(id) }
      case 2 where count > 0:
        let i = Int.random(in: 0..<count, using: &rng)
        model[s].section.items[i] = Self.item(for: model[s].section.strategy, using: &rng)
        if model[s].ids[i] >= 0 { reloaded.insert(model[s].ids[i]) }
      default:
        let i = Int.random(in: 0...count, using: &rng)
        model[s].ids.insert(fresh, at: i)
        fresh -= 1
        model[s].section.items.insert(Self.item(for: model[s].section.strategy, using: &rng), at: i)
      }
    }
    if Int.random(in: 0..<6, using: &rng) == 0 {
      let index = Int.random(in: 0...model.count, using: &rng)
      model.insert((Self.section(cross: cross, using: &rng), [], nil), at: index)
    }
    // Name the change as UIKit does.
    var present = Set<Int>()
    for (s, entry) in model.enumerated() {
      if entry.origin == nil { update.insertedSections.append(s) }
      for (i, id) in entry.ids.enumerated() {
        present.insert(id)
        let path = ItemPath(item: i, section: s)
        if id < 0 {
          update.insertedItems.append(path)
        } else if moved.contains(id) {
          update.movedItems.append(ItemMove(from: oldPath(id), to: path))
        } else if reloaded.contains(id) {
          update.reloadedItems.append(oldPath(id))
        }
      }
    }
    let deletedSections = Set(update.deletedSections)
    for id in 0..<next where !present.contains(id) {
      if !deletedSections.contains(oldPath(id).section) {
        update.deletedItems.append(oldPath(id))
      }
    }
    return (model.map(\.section), update)
  }

  @Test func randomBatchUpdatesEqualAFullRecompute() throws {
    var rng = SeededGenerator(seed: 0xBA7C)
    var applied = 0
    for _ in 0..<800 {
      let cross = RandomLayouts.length(200...800, using: &rng) + 1
      let container = RandomLayouts.container(crossExtent: cross, using: &rng)
      var sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        Self.section(cross: cross, using: &rng)
      }
      var layout = try LayoutResult(container: container, sections: sections)
      for _ in 0..<3 {
        let (next, update) = Self.change(sections, cross: cross, using: &rng)
        try layout.update(next, after: .batch(update))
        sections = next
        Invariants.expectEqual(layout, try LayoutResult(container: container, sections: sections))
        applied += 1
      }
      Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 3)
    }
    #expect(applied == 2400)
  }

  @Test func inconsistentUpdatesThrowAndChangeNothing() throws {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2)), items: (0..<10).map { .extent(Double($0)) })
    var layout = try LayoutResult(container: Container(width: 100), sections: [section])
    let before = Array(layout.elements)
    var inserted = section
    inserted.items.insert(.extent(5), at: 3)
    let cases: [(BatchUpdate, [LayoutSection], String)] = [
      (
        BatchUpdate(), [inserted],
        "section 0 has 11 items after the update, but 10 before and a change of 0"
      ),
      (
        BatchUpdate(insertedItems: [ItemPath(item: 11, section: 0)]), [inserted],
        "no item 11 in section 0 after the update"
      ),
      (
        BatchUpdate(deletedItems: [ItemPath(item: 2, section: 0), ItemPath(item: 2, section: 0)]),
        [section], "item 2 in section 0 is named twice"
      ),
      (BatchUpdate(deletedSections: [1]), [], "no section 1 to be deleted"),
      (
        BatchUpdate(insertedItems: [ItemPath(item: 3, section: 0)]),
        [LayoutSection(.waterfall(WaterfallLayout(columns: 3)), items: inserted.items)],
        "section 0 changed more than the change says"
      ),
    ]
    for (update, sections, why) in cases {
      #expect(throws: LayoutError(.update, field: "", rule: .inconsistentUpdate(why))) {
        try layout.update(sections, after: .batch(update))
      }
      #expect(Array(layout.elements) == before)
    }
    // A bad value in the change throws before anything changes, too.
    var bad = section
    bad.items.insert(.extent(-1), at: 4)
    #expect(
      throws: LayoutError(.item(section: 0, item: 4), field: "height", rule: .finiteNonNegative)
    ) {
      try layout.update(
        [bad], after: .batch(BatchUpdate(insertedItems: [ItemPath(item: 4, section: 0)])))
    }
    #expect(Array(layout.elements) == before)
  }
}

extension SectionStrategy {
  /// The strategy's kind, for tests that move items between sections.
  var kind: Int {
    switch self {
    case .waterfall: 0
    case .flow: 1
    case .justified: 2
    }
  }
}
