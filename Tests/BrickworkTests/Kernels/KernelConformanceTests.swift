import SeededRandom
import Testing

@testable import Brickwork

/// The kernels (`Sources/Brickwork/Kernels`) against the general loops: random layouts of every
/// strategy laid out with kernels on and off (``LayoutResult/usesKernels``), fresh, appended page
/// by page and after batch updates, must give the same elements, bit for bit. A difference is
/// reported as the first differing element, with both frames.
@Suite struct KernelConformanceTests {
  @Test func freshLayoutsConform() throws {
    var rng = SeededGenerator(seed: 0xC0_4F0E)
    var items = 0
    for round in 0..<160 {
      let (container, sections) = KernelConformance.layout(using: &rng)
      guard LayoutResult.problems(container: container, sections: sections).isEmpty else {
        continue
      }
      let kernels = try LayoutResult(container: container, sections: sections, usesKernels: true)
      let general = try LayoutResult(container: container, sections: sections, usesKernels: false)
      let difference = KernelConformance.firstDifference(kernels, general)
      #expect(difference == nil, "round \(round): \(difference ?? "")")
      items += sections.reduce(0) { $0 + $1.items.count }
    }
    // The rounds laid out long runs.
    #expect(items > 100_000)
  }

  @Test func appendsConform() throws {
    var rng = SeededGenerator(seed: 0xA9_9E4D)
    for round in 0..<60 {
      let (container, sections) = KernelConformance.layout(using: &rng)
      guard LayoutResult.problems(container: container, sections: sections).isEmpty else {
        continue
      }
      let general = try LayoutResult(container: container, sections: sections, usesKernels: false)
      // The last section's items appended page by page, each page resuming the saved state,
      // with kernels on and off.
      for usesKernels in [true, false] {
        var pages = sections
        let all = pages[pages.count - 1].items
        var cut = Int.random(in: 0...all.count, using: &rng)
        pages[pages.count - 1].items = Array(all[..<cut])
        var appended = try LayoutResult(
          container: container, sections: pages, usesKernels: usesKernels)
        while cut < all.count {
          cut = min(all.count, cut + Int.random(in: 1...300, using: &rng))
          pages[pages.count - 1].items = Array(all[..<cut])
          try appended.update(pages, after: .itemsAppended)
        }
        let difference = KernelConformance.firstDifference(appended, general)
        #expect(difference == nil, "round \(round), kernels \(usesKernels): \(difference ?? "")")
      }
    }
  }

  @Test func batchUpdatesConform() throws {
    var rng = SeededGenerator(seed: 0xBA_7C4)
    for round in 0..<80 {
      let (container, sections) = KernelConformance.layout(using: &rng)
      guard LayoutResult.problems(container: container, sections: sections).isEmpty,
        let (after, update) = KernelConformance.batchUpdate(of: sections, using: &rng),
        LayoutResult.problems(container: container, sections: after).isEmpty
      else { continue }
      let general = try LayoutResult(container: container, sections: after, usesKernels: false)
      for usesKernels in [true, false] {
        var updated = try LayoutResult(
          container: container, sections: sections, usesKernels: usesKernels)
        try updated.update(after, after: .batch(update))
        let difference = KernelConformance.firstDifference(updated, general)
        #expect(difference == nil, "round \(round), kernels \(usesKernels): \(difference ?? "")")
      }
    }
  }

  @Test func relayoutsConform() throws {
    var rng = SeededGenerator(seed: 0x4E_1A70)
    for round in 0..<40 {
      let (container, sections) = KernelConformance.layout(using: &rng)
      let (_, next) = KernelConformance.layout(using: &rng)
      guard LayoutResult.problems(container: container, sections: sections).isEmpty,
        LayoutResult.problems(container: container, sections: next).isEmpty
      else { continue }
      var kernels = try LayoutResult(container: container, sections: sections, usesKernels: true)
      try kernels.relayout(next, in: container)
      let general = try LayoutResult(container: container, sections: next, usesKernels: false)
      let difference = KernelConformance.firstDifference(kernels, general)
      #expect(difference == nil, "round \(round): \(difference ?? "")")
    }
  }

  /// A bad item inside a run a kernel takes is reported as the general loop reports it.
  @Test func aBadItemInARunIsNamedAsByTheGeneralLoop() {
    var rng = SeededGenerator(seed: 0xBAD_1)
    for round in 0..<200 {
      var items = (0..<Int.random(in: 1...200, using: &rng)).map { _ in
        Item.extent(RandomLayouts.length(1...200, using: &rng))
      }
      let bad = Int.random(in: 0..<items.count, using: &rng)
      items[bad] =
        [
          Item.extent(.nan), .extent(-1), .extent(.infinity), .size(width: 0, height: 10),
          .aspectRatio(0),
        ][round % 5]
      var layout = WaterfallLayout(columns: 1 + round % 6)
      if round % 3 == 0 { layout.tolerance = 10 }
      let strategy: SectionStrategy =
        round % 4 == 3
        ? .flow(FlowLayout())
        : .waterfall(layout)
      func error(_ usesKernels: Bool) -> LayoutError? {
        do {
          _ = try LayoutResult(
            container: Container(width: 375),
            sections: [LayoutSection(strategy, items: items)], usesKernels: usesKernels)
          return nil
        } catch { return error }
      }
      let fast = error(true)
      #expect(fast != nil, "round \(round)")
      #expect(fast == error(false), "round \(round)")
    }
  }
}

/// Random layouts for the conformance suite, and the first element two layouts differ in.
enum KernelConformance {
  /// A container and one to three sections of any strategy: waterfalls of every placement, with
  /// or without a tolerance, spans, explicit and adaptive columns, full-span items; flows;
  /// justified rows, greedy and optimal; long runs of plain items among them.
  static func layout(using rng: inout SeededGenerator) -> (Container, [LayoutSection]) {
    let cross = RandomLayouts.length(200...800, using: &rng) + 1
    let container = RandomLayouts.container(crossExtent: cross, using: &rng)
    let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      section(cross: cross, container: container, using: &rng)
    }
    return (container, sections)
  }

  /// A section of a random strategy for a container of cross extent `cross`.
  static func section(cross: Double, container: Container, using rng: inout SeededGenerator)
    -> LayoutSection
  {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0...4: return waterfallSection(cross: cross, container: container, using: &rng)
    case 5, 6: return flowSection(cross: cross, using: &rng)
    default:
      var section = RandomJustifiedConfig.section(using: &rng)
      if case .justified = section.strategy, Bool.random(using: &rng) {
        section.items = RandomJustifiedConfig.photos(
          Int.random(in: 200...1500, using: &rng), using: &rng)
      }
      return section
    }
  }

  /// A waterfall section of any placement, with or without a tolerance, whose items are plain
  /// in long runs, or mixed with spans, explicit columns and full-span items, or all plain.
  static func waterfallSection(
    cross: Double, container: Container, using rng: inout SeededGenerator
  ) -> LayoutSection {
    var section: LayoutSection
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      section = WaterfallTolerancePropertyTests.section(
        cross: cross, itemCount: Int.random(in: 0...1500, using: &rng), using: &rng)
    case 1:
      section = WaterfallSpanTests.randomSection(
        crossExtent: cross, container: container, using: &rng)
    default:
      section = RandomLayouts.waterfallSection(
        crossExtent: cross, itemCount: Int.random(in: 0...1500, using: &rng), using: &rng)
    }
    // Column weights and an even bottom edge, each on a third of the sections.
    WaterfallColumnWeightsTests.decorate(&section, weights: 3, evenBottom: 3, using: &rng)
    // Long plain runs: most items lose their span, column and full span.
    if Bool.random(using: &rng) {
      for index in section.items.indices where Int.random(in: 0..<20, using: &rng) != 0 {
        section.items[index].isFullSpan = false
        section.items[index].span = 1
        section.items[index].column = nil
      }
    }
    return section
  }

  /// A flow section: a random one of few items, or one of up to 1,500 items of every kind a
  /// flow takes (long runs of plain tags, zero and oversized widths, negative zero, tags with
  /// baselines, forced breaks).
  static func flowSection(cross: Double, using rng: inout SeededGenerator) -> LayoutSection {
    var section = FlowRandom.section(width: cross, flowOnly: true, using: &rng)
    guard Bool.random(using: &rng) else { return section }
    let bodyWidth = max(1, cross - section.insets.left - section.insets.right)
    section.items = (0..<Int.random(in: 0...1500, using: &rng)).map { _ in
      switch Int.random(in: 0..<40, using: &rng) {
      case 0: return .size(width: -0.0, height: -0.0)
      case 1: return .size(width: bodyWidth * Double.random(in: 1...3, using: &rng), height: 20)
      case 2, 3: return FlowRandom.flowItem(bodyWidth: bodyWidth, using: &rng)
      default:
        var item = Item.size(
          width: FlowRandom.length(0...(bodyWidth * 0.4 + 1), using: &rng),
          height: FlowRandom.length(0...40, using: &rng))
        item.startsLine = Int.random(in: 0..<50, using: &rng) == 0
        // Now and then a tag that grows, among plain ones.
        if Int.random(in: 0..<30, using: &rng) == 0 {
          item.grow = FlowRandom.growFactor(using: &rng)
        }
        return item
      }
    }
    // Half of them take the defaults: greedy, leading, top-aligned lines, all kept.
    if Bool.random(using: &rng) {
      section.strategy = .flow(
        FlowLayout(
          itemSpacing: FlowRandom.length(0...12, using: &rng),
          lineSpacing: FlowRandom.length(0...12, using: &rng),
          itemGrow: Int.random(in: 0..<4, using: &rng) == 0
            ? FlowRandom.growFactor(using: &rng) : 0))
    }
    return section
  }

  /// The sections after a random batch update of one section (items deleted, inserted as
  /// copies of the section's own, reloaded), and the update; `nil` for a section without
  /// items.
  static func batchUpdate(of sections: [LayoutSection], using rng: inout SeededGenerator)
    -> ([LayoutSection], BatchUpdate)?
  {
    let section = Int.random(in: 0..<sections.count, using: &rng)
    let items = sections[section].items
    guard !items.isEmpty else { return nil }
    var after = sections
    var update = BatchUpdate()
    // Deletions and reloads by their paths before the update, insertions after it.
    let deleted = Set(
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        Int.random(in: 0..<items.count, using: &rng)
      })
    var kept = items.indices.filter { !deleted.contains($0) }
    if let reloaded = kept.randomElement(using: &rng) {
      update.reloadedItems = [ItemPath(item: reloaded, section: section)]
      after[section].items[reloaded] = items.randomElement(using: &rng) ?? items[reloaded]
    }
    var next = kept.map { after[section].items[$0] }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      let at = Int.random(in: 0...next.count, using: &rng)
      next.insert(items.randomElement(using: &rng) ?? items[0], at: at)
      kept.insert(-1, at: at)
    }
    update.deletedItems = deleted.sorted().map { ItemPath(item: $0, section: section) }
    update.insertedItems = kept.indices.filter { kept[$0] == -1 }.map {
      ItemPath(item: $0, section: section)
    }
    after[section].items = next
    return (after, update)
  }

  /// A frame as bit patterns: `==` on `Double` would not tell `-0.0` from `0.0`.
  static func bits(_ frame: Rect?) -> [UInt64]? {
    frame.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) }
  }

  /// The first element `kernels` and `general` differ in (header, item with its column, badge,
  /// footer, background, section by section, then the content size), with both values, or
  /// `nil` when they are the same, bit for bit.
  static func firstDifference(_ kernels: LayoutResult, _ general: LayoutResult) -> String? {
    guard kernels.numberOfSections == general.numberOfSections else {
      return "sections: \(kernels.numberOfSections) with kernels, \(general.numberOfSections)"
    }
    func differ(_ name: String, _ a: Rect?, _ b: Rect?) -> String? {
      bits(a) == bits(b)
        ? nil
        : "\(name): \(String(describing: a)) with kernels, "
          + "\(String(describing: b)) without"
    }
    for section in 0..<general.numberOfSections {
      let at = "section \(section)"
      if let difference = differ(
        "\(at) header", kernels.frame(ofHeaderInSection: section),
        general.frame(ofHeaderInSection: section))
      {
        return difference
      }
      let count = general.numberOfItems(inSection: section)
      guard kernels.numberOfItems(inSection: section) == count,
        kernels.hiddenItems(inSection: section) == general.hiddenItems(inSection: section)
      else { return "\(at): item counts or hidden items differ" }
      for item in 0..<count {
        if let difference = differ(
          "\(at) item \(item)", kernels.frame(ofItem: item, inSection: section),
          general.frame(ofItem: item, inSection: section))
        {
          return difference
        }
        let columns = (
          kernels.column(ofItem: item, inSection: section),
          general.column(ofItem: item, inSection: section)
        )
        if columns.0 != columns.1 {
          return "\(at) item \(item): column \(String(describing: columns.0)) with kernels, "
            + "\(String(describing: columns.1)) without"
        }
      }
      if let difference = differ(
        "\(at) badge", kernels.moreBadge(inSection: section)?.frame,
        general.moreBadge(inSection: section)?.frame)
        ?? differ(
          "\(at) footer", kernels.frame(ofFooterInSection: section),
          general.frame(ofFooterInSection: section))
        ?? differ(
          "\(at) background", kernels.frame(ofBackgroundInSection: section),
          general.frame(ofBackgroundInSection: section))
      {
        return difference
      }
    }
    let sizes = (kernels.contentSize, general.contentSize)
    return sizes.0 == sizes.1
      ? nil : "content size: \(sizes.0) with kernels, \(sizes.1) without"
  }
}
