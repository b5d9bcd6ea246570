import Brickwork
import SeededRandom
import Testing

/// What a layout answers about its elements: every element in document order, each frame by
/// its place, the hidden items, the badge and each section's extent.
@Suite struct LayoutResultAccessorTests {
  /// A frame.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// Five 40 × 30 tags, 10 apart, in a body 100 wide: two fit on a line (40 + 10 + 40).
  static func tags(maxLines: Int, badge: Size? = nil) -> LayoutSection {
    LayoutSection(
      .flow(FlowLayout(itemSpacing: 10, lineSpacing: 5, maxLines: maxLines, moreBadge: badge)),
      items: Array(repeating: .size(width: 40, height: 30), count: 5),
      header: Supplementary(extent: 20), footer: Supplementary(extent: 8))
  }

  @Test func linesCutByMaxLinesHideTheirItems() throws {
    let layout = try LayoutResult(
      container: Container(width: 100), sections: [Self.tags(maxLines: 1)])
    #expect(layout.numberOfItems(inSection: 0) == 5)
    #expect(layout.hiddenItems(inSection: 0) == 2..<5)
    #expect(layout.frame(ofItem: 0, inSection: 0) == Self.rect(0, 20, 40, 30))
    #expect(layout.frame(ofItem: 1, inSection: 0) == Self.rect(50, 20, 40, 30))
    for hidden in 2..<5 { #expect(layout.frame(ofItem: hidden, inSection: 0) == nil) }
    #expect(layout.moreBadge(inSection: 0) == nil)
    // Hidden items take no elements: header, the two visible items, footer.
    #expect(layout.elements.map(\.kind) == [.header, .item(0), .item(1), .footer])
    #expect(layout.frame(ofFooterInSection: 0) == Self.rect(0, 50, 100, 8))
    // A flow has no columns.
    #expect(layout.numberOfColumns(inSection: 0) == 0)
    #expect(layout.column(ofItem: 0, inSection: 0) == nil)
  }

  @Test func aBadgeEndsTheLastKeptLineAndStandsForTheHiddenItems() throws {
    // The badge, 20 wide, does not fit after two tags (90 + 10 + 20 > 100): the second tag
    // joins the hidden ones and the badge follows the first, 10 after it.
    let layout = try LayoutResult(
      container: Container(width: 100),
      sections: [Self.tags(maxLines: 1, badge: Size(width: 20, height: 10))])
    #expect(layout.hiddenItems(inSection: 0) == 1..<5)
    let badge = try #require(layout.moreBadge(inSection: 0))
    #expect(badge.frame == Self.rect(50, 20, 20, 10))
    #expect(badge.hiddenCount == 4)
    #expect(
      layout.elements.map(\.kind) == [.header, .item(0), .moreBadge(hiddenCount: 4), .footer])
  }

  @Test func hiddenWidowsAreTheLastItemsOfTheirSection() throws {
    // Photos of aspect ratio 1.5 in a body 300 wide at target height 100: two complete a row
    // (3 lies in 2.25 ... 3.75), so the fifth is a widow, hidden without showWidows.
    let layout = try LayoutResult(
      container: Container(width: 300),
      sections: [
        LayoutSection(
          .justified(JustifiedLayout(targetRowHeight: 100, showWidows: false)),
          items: Array(repeating: .aspectRatio(1.5), count: 5))
      ])
    #expect(layout.hiddenItems(inSection: 0) == 4..<5)
    // Rows (300 - 10) / 3 tall, 10 apart; items 1.5 times as wide.
    let height = 290.0 / 3
    SectionStackTests.expectClose(
      layout.frame(ofItem: 1, inSection: 0), Self.rect(1.5 * height + 10, 0, 1.5 * height, height))
    SectionStackTests.expectClose(
      layout.frame(ofItem: 2, inSection: 0), Self.rect(0, height + 10, 1.5 * height, height))
    #expect(layout.frame(ofItem: 4, inSection: 0) == nil)
    #expect(abs(layout.contentSize.height - (2 * height + 10)) < 1e-9)
  }

  @Test func accessorsAnswerNilOutsideTheLayout() throws {
    let layout = try LayoutResult(
      container: Container(width: 100),
      sections: [LayoutSection(.waterfall(WaterfallLayout()), items: [.extent(10)])])
    #expect(layout.frame(ofItem: 0, inSection: 0) != nil)
    #expect(layout.frame(ofItem: 1, inSection: 0) == nil)
    #expect(layout.frame(ofItem: -1, inSection: 0) == nil)
    #expect(layout.frame(ofItem: 0, inSection: 1) == nil)
    #expect(layout.frame(ofItem: 0, inSection: -1) == nil)
    #expect(layout.frame(ofHeaderInSection: 0) == nil)
    #expect(layout.frame(ofHeaderInSection: 5) == nil)
    #expect(layout.frame(ofFooterInSection: -1) == nil)
    #expect(layout.moreBadge(inSection: 0) == nil)
    #expect(layout.moreBadge(inSection: 9) == nil)
    #expect(layout.hiddenItems(inSection: 0).isEmpty)
    #expect(layout.frame(ofBackgroundInSection: 0) == nil)
    #expect(layout.frame(ofBackgroundInSection: -1) == nil)
    #expect(layout.numberOfColumns(inSection: 0) == 2)
    #expect(layout.column(ofItem: 0, inSection: 0) == 0)
    #expect(layout.column(ofItem: 1, inSection: 0) == nil)
    #expect(layout.column(ofItem: -1, inSection: 0) == nil)
    #expect(layout.column(ofItem: 0, inSection: 1) == nil)
  }

  /// A random layout of a few sections of every strategy.
  static func randomLayout(using rng: inout SeededGenerator) throws -> LayoutResult {
    let width = RandomLayouts.length(150...500, using: &rng)
    let sections = (0..<Int.random(in: 0...4, using: &rng)).map { _ -> LayoutSection in
      var section = SectionStackTests.randomSection(width: width, using: &rng)
      if case .flow(var flow) = section.strategy, Bool.random(using: &rng) {
        flow.maxLines = Int.random(in: 1...2, using: &rng)
        flow.moreBadge = Bool.random(using: &rng) ? Size(width: 24, height: 12) : nil
        section.strategy = .flow(flow)
      }
      return section
    }
    let container = RandomLayouts.container(crossExtent: width, using: &rng)
    return try LayoutResult(container: container, sections: sections)
  }

  @Test func elementsAreEverySectionsPartsInDocumentOrder() throws {
    var rng = SeededGenerator(seed: 0xE1E5)
    for _ in 0..<300 {
      let layout = try Self.randomLayout(using: &rng)
      var expected: [LayoutElement] = []
      for section in 0..<layout.numberOfSections {
        if let frame = layout.frame(ofBackgroundInSection: section) {
          expected.append(LayoutElement(kind: .background, section: section, frame: frame))
        }
        if let frame = layout.frame(ofHeaderInSection: section) {
          expected.append(LayoutElement(kind: .header, section: section, frame: frame))
        }
        let hidden = layout.hiddenItems(inSection: section)
        #expect(hidden.upperBound == layout.numberOfItems(inSection: section))
        for item in 0..<hidden.lowerBound {
          guard let frame = layout.frame(ofItem: item, inSection: section) else {
            Issue.record("no frame for visible item \(item) of section \(section)")
            continue
          }
          expected.append(LayoutElement(kind: .item(item), section: section, frame: frame))
        }
        for item in hidden {
          #expect(layout.frame(ofItem: item, inSection: section) == nil)
          #expect(layout.column(ofItem: item, inSection: section) == nil)
        }
        // Every visible item of a waterfall has a column among the section's; others none.
        let columns = layout.numberOfColumns(inSection: section)
        for item in 0..<hidden.lowerBound {
          let column = layout.column(ofItem: item, inSection: section)
          #expect(
            columns == 0 ? column == nil : (column ?? -1) >= 0 && (column ?? columns) < columns)
        }
        if let badge = layout.moreBadge(inSection: section) {
          #expect(badge.hiddenCount == hidden.count && !hidden.isEmpty)
          expected.append(
            LayoutElement(
              kind: .moreBadge(hiddenCount: badge.hiddenCount), section: section,
              frame: badge.frame))
        }
        if let frame = layout.frame(ofFooterInSection: section) {
          expected.append(LayoutElement(kind: .footer, section: section, frame: frame))
        }
      }
      #expect(Array(layout.elements) == expected)
      #expect(layout.elements.count == expected.count)
      // Random access from the end agrees with the walk from the start.
      for position in layout.elements.indices.reversed() {
        #expect(layout.elements[position] == expected[position])
      }
    }
  }

  @Test func elementsPassOverSectionsWithoutElements() throws {
    // Sections of no element (no items, header, footer or background) at the start, between
    // and at the end: the walk, the count and the subscript agree.
    var rng = SeededGenerator(seed: 0x5EC7)
    let empty = LayoutSection(.waterfall(WaterfallLayout(columns: 2)), items: [])
    for _ in 0..<100 {
      let width = RandomLayouts.length(150...500, using: &rng)
      var sections: [LayoutSection] = []
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        sections.append(
          Bool.random(using: &rng)
            ? empty : SectionStackTests.randomSection(width: width, using: &rng))
      }
      let layout = try LayoutResult(
        container: RandomLayouts.container(crossExtent: width, using: &rng), sections: sections)
      let walked = Array(layout.elements)
      #expect(walked == layout.elements.indices.map { layout.elements[$0] })
      #expect(walked.count == layout.elements.count)
    }
  }

  @Test func everyElementLiesInItsSectionsExtent() throws {
    var rng = SeededGenerator(seed: 0xE7E2)
    for _ in 0..<300 {
      let layout = try Self.randomLayout(using: &rng)
      let vertical = layout.container.axis == .vertical
      let pixel = layout.container.scale > 0 ? 1 / layout.container.scale : 0
      var previous: ClosedRange<Double>?
      for section in 0..<layout.numberOfSections {
        let extent = layout.extent(ofSection: section)
        // Sections follow each other along the scroll axis, leftwards in a horizontal
        // right-to-left layout.
        if let previous {
          let mirrored = !vertical && layout.container.direction == .rightToLeft
          let touching =
            mirrored
            ? extent.upperBound - previous.lowerBound : extent.lowerBound - previous.upperBound
          #expect(abs(touching) <= 1e-9 * max(1, extent.upperBound))
        }
        previous = extent
      }
      let content = vertical ? layout.contentSize.height : layout.contentSize.width
      if let last = previous {
        let end = !vertical && layout.container.direction == .rightToLeft ? 0 : content
        let edge = end == 0 ? last.lowerBound : last.upperBound
        #expect(abs(edge - end) <= pixel / 2 + 1e-9 * max(1, content))
      }
      for element in layout.elements {
        let extent = layout.extent(ofSection: element.section)
        let (low, high) =
          vertical
          ? (element.frame.minY, element.frame.maxY) : (element.frame.minX, element.frame.maxX)
        let slack = pixel / 2 + 1e-9 * max(1, extent.upperBound)
        #expect(low >= extent.lowerBound - slack && high <= extent.upperBound + slack, "\(element)")
      }
    }
  }
}
