import Brickwork
import SeededRandom
import Testing

/// Invariants of flow layouts (mixed with waterfall sections, headers and footers) over
/// thousands of seeded random configurations.
@Suite struct FlowPropertyTests {
  static let configurations = 2400

  @Test func invariantsHoldForRandomConfigurations() throws {
    var rng = SeededGenerator(seed: 0x5EED_F10E)
    var stats = (flows: 0, hidden: 0, badges: 0, balanced: 0)
    for trial in 0..<Self.configurations {
      let (width, sections) = FlowRandom.configuration(using: &rng)
      let container = Container(width: width)
      let layout = try LayoutResult(container: container, sections: sections)
      let label = "trial \(trial)"

      Invariants.expectInsideContent(layout)
      Invariants.expectNoOverlaps(layout)
      for (index, section) in sections.enumerated() {
        guard case .flow(let flow) = section.strategy else { continue }
        stats.flows += 1
        if !layout.hiddenItems(inSection: index).isEmpty { stats.hidden += 1 }
        if layout.moreBadge(inSection: index) != nil { stats.badges += 1 }
        if flow.lineBreaking == .balanced { stats.balanced += 1 }
        checkFlowSection(layout, index, section, flow, width: width, label: label)
      }
      if trial % 8 == 0 { Invariants.expectQueriesMatchBruteForce(layout, using: &rng, count: 8) }

      try expectMirrored(layout, sections, width: width, label: label)
      try expectTransposed(layout, sections, width: width, label: label)
      try expectSnapped(layout, sections, width: width, scale: Double(trial % 3 + 1), label: label)
      try expectIncrementalEqualsFull(layout, sections, container, using: &rng)
    }
    // The run means something only if it reached every rule.
    #expect(stats.flows > 4000 && stats.hidden > 500 && stats.badges > 200 && stats.balanced > 1000)
  }

  /// Long flows resume from checkpoint cursors (every 1,024 items) on a change and from the
  /// last cursor on an append; both equal the full recompute, whatever the options.
  @Test func longFlowsUpdateAsTheyRecompute() throws {
    var rng = SeededGenerator(seed: 7)
    for trial in 0..<8 {
      let width = 320.0
      var flow = FlowRandom.flow(bodyWidth: width, using: &rng)
      if trial < 4 {  // lines committed as they close
        flow.lineBreaking = .greedy
        flow.height = trial == 3 ? 4000 : 0
        flow.alignContent = .top
        flow.moreBadge = trial == 2 ? Size(width: 30, height: 20) : nil
        flow.maxLines = trial == 2 ? 150 : 0
      }
      let items = (0..<5000).map { _ in FlowRandom.flowItem(bodyWidth: width, using: &rng) }
      let container = Container(width: width)
      func sections(_ items: [Item]) -> [LayoutSection] {
        [
          LayoutSection(.waterfall(WaterfallLayout()), items: [.extent(10), .extent(20)]),
          LayoutSection(.flow(flow), items: items, insets: Insets(all: 8)),
        ]
      }
      let full = try LayoutResult(container: container, sections: sections(items))
      var appended = try LayoutResult(container: container, sections: sections([]))
      for end in [1500, 3100, 5000] {
        try appended.update(sections(Array(items.prefix(end))), after: .itemsAppended)
      }
      Invariants.expectEqual(appended, full)
      var changed = items
      var updated = full
      for _ in 0..<6 {
        let index = Int.random(in: 0..<items.count, using: &rng)
        changed[index] = FlowRandom.flowItem(bodyWidth: width, using: &rng)
        try updated.update(sections(changed), after: .itemChanged(section: 1, item: index))
        Invariants.expectEqual(
          updated, try LayoutResult(container: container, sections: sections(changed)))
      }
    }
  }

  /// Width, reading order, the badge and the fixed height of one flow section.
  private func checkFlowSection(
    _ layout: LayoutResult, _ index: Int, _ section: LayoutSection, _ flow: FlowLayout,
    width: Double,
    label: String
  ) {
    let epsilon = 1e-9 * max(1, width)
    let hidden = layout.hiddenItems(inSection: index)
    var boxes = (0..<hidden.lowerBound).compactMap { layout.frame(ofItem: $0, inSection: index) }
    #expect(boxes.count == hidden.lowerBound, "\(label)")
    let badge = layout.moreBadge(inSection: index)
    if let badge {
      #expect(flow.moreBadge != nil && badge.hiddenCount == hidden.count, "\(label) badge")
      boxes.append(badge.frame)
    } else if flow.moreBadge != nil, !hidden.isEmpty {
      #expect(hidden.lowerBound == 0, "\(label): items hidden, some visible, and no badge")
    }
    // Lines never exceed the body's width.
    for box in boxes {
      #expect(
        box.minX >= section.insets.left - epsilon
          && box.maxX <= width - section.insets.right + epsilon, "\(label) \(box) outside the body")
    }
    // Reading order: each box is after the one before on its line, or on a later line.
    for (a, b) in zip(boxes, boxes.dropFirst()) {
      let sameLine = b.minX >= a.maxX + flow.itemSpacing - epsilon
      let laterLine = b.minY >= a.maxY + flow.lineSpacing - epsilon
      #expect(sameLine || laterLine, "\(label): \(b) does not follow \(a)")
    }
    if let frame = badge?.frame, frame.width > 2e-6, frame.height > 2e-6 {
      // Shrunk by the rounding of positions summed in different orders.
      let inner = Rect(
        x: frame.minX + 1e-6, y: frame.minY + 1e-6, width: frame.width - 2e-6,
        height: frame.height - 2e-6)
      for box in boxes.dropLast() { #expect(!box.intersects(inner), "\(label) badge overlaps") }
    }
    // A fixed height is the body's height whatever is kept.
    if flow.height > 0 {
      var extent = section.insets.top + flow.height + section.insets.bottom
      for part in [section.header, section.footer].compactMap({ $0 }) {
        extent += part.insets.top + part.extent + part.insets.bottom
      }
      let range = layout.extent(ofSection: index)
      #expect(abs(range.upperBound - range.lowerBound - extent) <= epsilon, "\(label) height")
    }
  }

  /// Right to left is the mirror of left to right.
  private func expectMirrored(
    _ layout: LayoutResult, _ sections: [LayoutSection], width: Double, label: String
  ) throws {
    let rtl = try LayoutResult(
      container: Container(width: width, direction: .rightToLeft), sections: sections)
    let mirrored = layout.elements.map { element in
      var copy = element
      copy.frame.origin.x = width - element.frame.maxX
      return copy
    }
    #expect(Array(rtl.elements) == mirrored, "\(label) mirror")
    #expect(rtl.contentSize == layout.contentSize)
  }

  /// A horizontal layout is the transpose of the vertical one.
  private func expectTransposed(
    _ layout: LayoutResult, _ sections: [LayoutSection], width: Double, label: String
  ) throws {
    let horizontal = try LayoutResult(
      container: Container(width: 300, height: width, axis: .horizontal),
      sections: Transposition.sections(sections))
    #expect(horizontal.elements.count == layout.elements.count, "\(label) transpose")
    for (h, v) in zip(horizontal.elements, layout.elements) {
      // Exact but for waterfall aspect ratios, inverted twice.
      let tolerance = 1e-9 * max(1, abs(v.frame.maxY))
      let matches =
        h.kind == v.kind && abs(h.frame.minX - v.frame.minY) <= tolerance
        && abs(h.frame.minY - v.frame.minX) <= tolerance
        && abs(h.frame.width - v.frame.height) <= tolerance
        && abs(h.frame.height - v.frame.width) <= tolerance
      #expect(matches, "\(label) transpose: \(h) vs \(v)")
    }
  }

  /// Snapping to a scale rounds each edge of the unsnapped frames.
  private func expectSnapped(
    _ layout: LayoutResult, _ sections: [LayoutSection], width: Double, scale: Double, label: String
  ) throws {
    let snapped = try LayoutResult(
      container: Container(width: width, scale: scale), sections: sections)
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let expected = layout.elements.map { element in
      var copy = element
      let x = snap(element.frame.minX)
      let y = snap(element.frame.minY)
      copy.frame = Rect(
        x: x, y: y, width: snap(element.frame.maxX) - x, height: snap(element.frame.maxY) - y)
      return copy
    }
    #expect(Array(snapped.elements) == expected, "\(label) scale \(scale)")
  }

  /// Appending items or sections and changing an item give the full recompute.
  private func expectIncrementalEqualsFull(
    _ layout: LayoutResult, _ sections: [LayoutSection], _ container: Container,
    using rng: inout SeededGenerator
  ) throws {
    // Items appended to the last section, in two steps.
    var partial = sections
    let last = sections.count - 1
    let total = sections[last].items.count
    let first = Int.random(in: 0...total, using: &rng)
    let second = Int.random(in: first...total, using: &rng)
    partial[last].items = Array(sections[last].items.prefix(first))
    var appended = try LayoutResult(container: container, sections: partial)
    partial[last].items = Array(sections[last].items.prefix(second))
    try appended.update(partial, after: .itemsAppended)
    try appended.update(sections, after: .itemsAppended)
    Invariants.expectEqual(appended, layout)

    // Sections appended.
    let kept = Int.random(in: 0...sections.count, using: &rng)
    var grown = try LayoutResult(container: container, sections: Array(sections.prefix(kept)))
    try grown.update(sections, after: .sectionsAppended)
    Invariants.expectEqual(grown, layout)

    // One item changed, in a section that has items.
    guard
      let section = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(
        using: &rng)
    else { return }
    let item = Int.random(in: 0..<sections[section].items.count, using: &rng)
    var changed = sections
    let width = container.width
    if case .flow = sections[section].strategy {
      changed[section].items[item] = FlowRandom.flowItem(bodyWidth: width, using: &rng)
    } else {
      changed[section].items[item] = FlowRandom.waterfallItem(using: &rng)
    }
    var updated = layout
    try updated.update(changed, after: .itemChanged(section: section, item: item))
    Invariants.expectEqual(
      updated, try LayoutResult(container: container, sections: changed))
  }
}
