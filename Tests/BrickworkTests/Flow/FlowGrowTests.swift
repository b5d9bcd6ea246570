import Brickwork
import SeededRandom
import Testing

/// Items that grow (`itemGrow`, per-item `grow`, `growLastLine`): worked examples, and random
/// flows against the rule written out over the lines of the same flow without growth.
@Suite struct FlowGrowTests {
  /// The item frames of a one-section flow of `items` in a container `width` wide.
  static func frames(_ flow: FlowLayout, _ items: [Item], width: Double = 100) throws -> [Rect] {
    let layout = try LayoutResult(
      container: Container(width: width), sections: [LayoutSection(.flow(flow), items: items)])
    return (0..<items.count).compactMap { layout.frame(ofItem: $0, inSection: 0) }
  }

  static func tag(_ width: Double, grow: Double? = nil) -> Item {
    var item = Item.size(width: width, height: 10)
    item.grow = grow
    return item
  }

  @Test func itemsShareTheFreeSpaceByTheirFactors() throws {
    let frames = try Self.frames(
      FlowLayout(itemSpacing: 10), [Self.tag(20, grow: 1), Self.tag(30, grow: 3)])
    #expect(
      frames == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 40, y: 0, width: 60, height: 10)])
  }

  @Test func factorsBelowOneLeaveTheRestToJustify() throws {
    let frames = try Self.frames(
      FlowLayout(itemSpacing: 10, justify: .center, itemGrow: 0.25), [Self.tag(20), Self.tag(30)])
    // F = 40: each grows by 10, and 40 * (1 - 0.5) = 20 is centred.
    #expect(
      frames == [
        Rect(x: 10, y: 0, width: 30, height: 10), Rect(x: 50, y: 0, width: 40, height: 10),
      ])
  }

  @Test func anItemsOwnFactorOverridesTheSections() throws {
    let frames = try Self.frames(
      FlowLayout(itemGrow: 1), [Self.tag(20, grow: 0), Self.tag(20)])
    #expect(frames.map(\.width) == [20, 80])
  }

  @Test func theBadgeCountsButNeverGrows() throws {
    let flow = FlowLayout(maxLines: 1, moreBadge: Size(width: 20, height: 10), itemGrow: 1)
    let layout = try LayoutResult(
      container: Container(width: 100),
      sections: [LayoutSection(.flow(flow), items: Array(repeating: Self.tag(30), count: 4))])
    #expect(layout.frame(ofItem: 0, inSection: 0) == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(layout.frame(ofItem: 1, inSection: 0) == Rect(x: 40, y: 0, width: 40, height: 10))
    #expect(layout.moreBadge(inSection: 0)?.frame == Rect(x: 80, y: 0, width: 20, height: 10))
    #expect(layout.moreBadge(inSection: 0)?.hiddenCount == 2)
  }

  @Test func theLastShownLineKeepsItsWidthsWithoutGrowLastLine() throws {
    let items = [Self.tag(60), Self.tag(60), Self.tag(60)]
    let grown = try Self.frames(FlowLayout(itemGrow: 1), items)
    #expect(grown.map(\.width) == [100, 100, 100])
    let kept = try Self.frames(
      FlowLayout(justify: .trailing, itemGrow: 1, growLastLine: false), items)
    #expect(kept.map(\.width) == [100, 100, 60])
    #expect(kept[2].minX == 40)
    // With `maxLines`, the last line shown is the last kept line.
    let cut = try Self.frames(FlowLayout(maxLines: 2, itemGrow: 1, growLastLine: false), items)
    #expect(cut.map(\.width) == [100, 60])
  }

  @Test func growthMirrorsAndTransposes() throws {
    let items = [Self.tag(20, grow: 1), Self.tag(30, grow: 3)]
    let section = LayoutSection(.flow(FlowLayout(itemSpacing: 10)), items: items)
    let rtl = try LayoutResult(
      container: Container(width: 100, direction: .rightToLeft), sections: [section])
    #expect(rtl.frame(ofItem: 0, inSection: 0) == Rect(x: 70, y: 0, width: 30, height: 10))
    let horizontal = try LayoutResult(
      container: Container(width: 50, height: 100, axis: .horizontal),
      sections: [
        LayoutSection(
          .flow(FlowLayout(itemSpacing: 10)),
          items: [
            {
              var item = Item.size(width: 10, height: 20); item.grow = 1; return item
            }(),
            {
              var item = Item.size(width: 10, height: 30); item.grow = 3; return item
            }(),
          ])
      ])
    #expect(horizontal.frame(ofItem: 1, inSection: 0) == Rect(x: 0, y: 40, width: 10, height: 60))
  }

  @Test func negativeOrNonFiniteFactorsAreErrors() {
    let container = Container(width: 100)
    #expect(throws: LayoutError(.section(0), field: "itemGrow", rule: .finiteNonNegative)) {
      try LayoutResult(
        container: container, sections: [LayoutSection(.flow(FlowLayout(itemGrow: -1)))])
    }
    #expect(
      throws: LayoutError(.item(section: 0, item: 1), field: "grow", rule: .finiteNonNegative)
    ) {
      try LayoutResult(
        container: container,
        sections: [
          LayoutSection(.flow(FlowLayout()), items: [Self.tag(1), Self.tag(1, grow: .nan)])
        ])
    }
  }

  // MARK: - Against the rule written out

  /// The frames the rule gives the items of section 0 of `layout` (a flow `flow` of `items`,
  /// body from `left`, `width` wide): the lines, the badge and the cross placement are those of
  /// `plain`, the same top-aligned flow without growth; along each line, F is shared by the
  /// grow factors and the rest placed by `justify`, as CSS flexbox does.
  static func reference(
    plain: LayoutResult, flow: FlowLayout, items: [Item], left: Double, width: Double
  ) -> [(x: Double, width: Double)] {
    let visible = plain.hiddenItems(inSection: 0).lowerBound
    let frames = (0..<visible).map { plain.frame(ofItem: $0, inSection: 0) ?? .zero }
    var lines: [Range<Int>] = []
    var start = 0
    for index in 1..<max(1, visible) where frames[index].minY != frames[index - 1].minY {
      lines.append(start..<index)
      start = index
    }
    if visible > 0 { lines.append(start..<visible) }
    let badge = plain.moreBadge(inSection: 0)?.frame
    // The badge may end a line of no items (every item of its line hidden): that line is then
    // the last shown.
    let badgeAlone =
      badge.map { badge in lines.last.map { frames[$0.lowerBound].minY != badge.minY } ?? true }
      ?? false
    var result: [(x: Double, width: Double)] = []
    for (number, line) in lines.enumerated() {
      let isLastShown = number == lines.count - 1 && !badgeAlone
      let hasBadge = isLastShown && badge != nil
      var widths = line.map { index -> Double in
        guard case .size(let size) = items[index].sizing else { return 0 }
        return min(size.width, width)
      }
      let badgeWidth = hasBadge ? min(badge?.width ?? 0, width) : 0
      let count = line.count + (hasBadge ? 1 : 0)
      let free =
        width - widths.reduce(0, +) - badgeWidth - Double(count - 1) * flow.itemSpacing
      let factors = line.map { items[$0].grow ?? flow.itemGrow }
      let total = factors.reduce(0, +)
      var leftover = free
      if free > 0, total > 0, flow.growLastLine || !isLastShown {
        for k in widths.indices { widths[k] += free * factors[k] / max(1, total) }
        leftover = total < 1 ? free * (1 - total) : 0
      }
      let isLast = !hasBadge && line.upperBound == items.count
      let justify = isLast ? flow.lastLineJustify ?? flow.justify : flow.justify
      var offset = 0.0
      var gap = 0.0
      switch justify {
      case .leading: break
      case .center: offset = leftover / 2
      case .trailing: offset = leftover
      case .spaceBetween: if count > 1, leftover > 0 { gap = leftover / Double(count - 1) }
      case .spaceAround:
        if leftover > 0 { (offset, gap) = (leftover / Double(2 * count), leftover / Double(count)) }
      case .spaceEvenly:
        if leftover > 0 {
          (offset, gap) = (leftover / Double(count + 1), leftover / Double(count + 1))
        }
      }
      var x = left + offset
      for width in widths {
        result.append((x, width))
        x += width + flow.itemSpacing + gap
      }
    }
    return result
  }

  @Test func randomFlowsGrowAsTheRuleSays() throws {
    var rng = SeededGenerator(seed: 0x6A0E)
    var grew = 0
    for trial in 0..<1500 {
      let width = Double(Int.random(in: 40...400, using: &rng))
      var flow = FlowRandom.flow(bodyWidth: width, using: &rng)
      flow.itemGrow = Bool.random(using: &rng) ? FlowRandom.growFactor(using: &rng) : 0
      flow.growLastLine = Bool.random(using: &rng)
      // Lines are told apart by their tops: items at the line's top. (Growth changes nothing
      // across a line; the property tests cover every alignment.)
      flow.alignItems = .top
      var items = (0..<Int.random(in: 0...24, using: &rng)).map { _ in
        FlowRandom.flowItem(bodyWidth: width, using: &rng)
      }
      // Lines of different tops: every item at least 1 tall.
      for index in items.indices {
        if case .size(let size) = items[index].sizing, size.height < 1 {
          items[index].sizing = .size(Size(width: size.width, height: 1))
          items[index].baseline = nil
        }
      }
      let insets = Insets(top: 0, left: Double(trial % 7), bottom: 0, right: Double(trial % 5))
      let container = Container(width: width)
      let layout = try LayoutResult(
        container: container, sections: [LayoutSection(.flow(flow), items: items, insets: insets)])
      var plainFlow = flow
      plainFlow.itemGrow = 0
      let plainItems = items.map { item -> Item in
        var copy = item
        copy.grow = nil
        return copy
      }
      let plain = try LayoutResult(
        container: container,
        sections: [LayoutSection(.flow(plainFlow), items: plainItems, insets: insets)])
      let expected = Self.reference(
        plain: plain, flow: flow, items: items, left: insets.left,
        width: width - insets.left - insets.right)
      let hidden = layout.hiddenItems(inSection: 0)
      #expect(hidden == plain.hiddenItems(inSection: 0), "trial \(trial)")
      #expect(expected.count == hidden.lowerBound, "trial \(trial)")
      let epsilon = 1e-9 * max(1, width)
      for (index, want) in expected.enumerated() {
        let frame = layout.frame(ofItem: index, inSection: 0)!
        if frame.width > plain.frame(ofItem: index, inSection: 0)!.width + epsilon { grew += 1 }
        #expect(
          abs(frame.minX - want.x) <= epsilon && abs(frame.width - want.width) <= epsilon,
          "trial \(trial) item \(index): \(frame) vs \(want) \(flow) \(items) \(width) \(insets)")
      }
    }
    #expect(grew > 1000)
  }
}
