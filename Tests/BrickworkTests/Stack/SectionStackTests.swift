import Brickwork
import SeededRandom
import Testing

/// The section stack on its own: header, insets, body and footer of each section one after the
/// other along the scroll axis, whatever the strategy of the body.
@Suite struct SectionStackTests {
  /// A frame.
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// Three sections checked by hand: a full one with a background, an empty flow with insets
  /// only, an empty one with a header and a footer.
  static let sections = [
    LayoutSection(
      .waterfall(WaterfallLayout(columns: 2)), items: [.extent(30), .extent(50)],
      insets: Insets(top: 7, left: 11, bottom: 9, right: 13),
      header: Supplementary(extent: 40, insets: Insets(top: 5, left: 10, bottom: 3, right: 20)),
      footer: Supplementary(extent: 20, insets: Insets(top: 2, left: 4, bottom: 6, right: 8)),
      background: SectionBackground(insets: Insets(top: 1, left: 2, bottom: 3, right: 4))),
    LayoutSection(.flow(FlowLayout()), insets: Insets(top: 10, left: 3, bottom: 4, right: 5)),
    LayoutSection(
      .justified(JustifiedLayout()), insets: Insets(top: 1, bottom: 2),
      header: Supplementary(extent: 12), footer: Supplementary(extent: 8)),
  ]

  @Test func sectionsStackHeaderInsetsBodyAndFooter() throws {
    let layout = try LayoutResult(container: Container(width: 300), sections: Self.sections)
    // Section 0: header at its top inset 5, 300 - 10 - 20 wide; below it 3, then the body at
    // 5 + 40 + 3 + 7 = 55, two columns of (300 - 11 - 13) / 2 = 138; the body ends at the
    // taller item, 55 + 50; the footer starts 9 + 2 lower, at 116, 300 - 4 - 8 wide; the
    // section ends 6 below it, at 142.
    #expect(layout.frame(ofHeaderInSection: 0) == Self.rect(10, 5, 270, 40))
    #expect(layout.frame(ofItem: 0, inSection: 0) == Self.rect(11, 55, 138, 30))
    #expect(layout.frame(ofItem: 1, inSection: 0) == Self.rect(149, 55, 138, 50))
    #expect(layout.frame(ofFooterInSection: 0) == Self.rect(4, 116, 288, 20))
    #expect(layout.extent(ofSection: 0) == 0...142)
    // The background covers the section's insets and body, 48 ..< 114, across the container,
    // shrunk by its own insets.
    #expect(layout.frame(ofBackgroundInSection: 0) == Self.rect(2, 49, 294, 62))
    // Section 1: an empty body is 0 tall, so the section is its insets, 10 + 4.
    #expect(layout.extent(ofSection: 1) == 142...156)
    #expect(layout.frame(ofHeaderInSection: 1) == nil)
    #expect(layout.frame(ofFooterInSection: 1) == nil)
    // Section 2: header at 156, the empty body between insets 1 and 2, the footer at
    // 156 + 12 + 1 + 2 = 171, the section's end at 179.
    #expect(layout.frame(ofHeaderInSection: 2) == Self.rect(0, 156, 300, 12))
    #expect(layout.frame(ofFooterInSection: 2) == Self.rect(0, 171, 300, 8))
    #expect(layout.extent(ofSection: 2) == 156...179)
    #expect(layout.contentSize == Size(width: 300, height: 179))
    #expect(
      layout.elements.map(\.kind) == [
        .background, .header, .item(0), .item(1), .footer, .header, .footer,
      ])
    #expect(layout.elements.map(\.section) == [0, 0, 0, 0, 0, 2, 2])
    for section in 1..<3 { #expect(layout.frame(ofBackgroundInSection: section) == nil) }
  }

  @Test func noSectionsIsAnEmptyContentOfTheContainerWidth() throws {
    let layout = try LayoutResult(container: Container(width: 320), sections: [])
    #expect(layout.numberOfSections == 0)
    #expect(layout.contentSize == Size(width: 320, height: 0))
    #expect(layout.elements.isEmpty)
    #expect(layout.elements(in: Self.rect(-1e6, -1e6, 2e6, 2e6)).isEmpty)
  }

  @Test func sectionsOfNothingTakeNoSpace() throws {
    let layout = try LayoutResult(
      container: Container(width: 100),
      sections: [
        LayoutSection(.waterfall(WaterfallLayout(columns: 3))), LayoutSection(.flow(FlowLayout())),
        LayoutSection(.justified(JustifiedLayout())),
      ])
    for section in 0..<3 { #expect(layout.extent(ofSection: section) == 0...0) }
    #expect(layout.contentSize == Size(width: 100, height: 0))
  }

  @Test func zeroSizeHeaderAndFooterStillTakeTheirInsets() throws {
    let layout = try LayoutResult(
      container: Container(width: 50),
      sections: [
        LayoutSection(
          .flow(FlowLayout()), header: Supplementary(extent: 0, insets: Insets(top: 3, bottom: 4)),
          footer: Supplementary(extent: 0, insets: Insets(top: 5, left: 50, bottom: 6)))
      ])
    #expect(layout.frame(ofHeaderInSection: 0) == Self.rect(0, 3, 50, 0))
    // A footer whose insets take the whole width is 0 wide, at the trailing edge of its inset.
    #expect(layout.frame(ofFooterInSection: 0) == Self.rect(50, 12, 0, 0))
    #expect(layout.extent(ofSection: 0) == 0...18)
  }

  @Test func aBackgroundLargerThanItsAreaShrinksToNothingInsideIt() throws {
    // The area is the section's insets, 4 + 6 around an empty body: 10 tall from 0. The
    // background's insets take 21 of it and 55 of the 50 across: it keeps no size, and stays
    // within the area.
    let layout = try LayoutResult(
      container: Container(width: 50),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout()), insets: Insets(top: 4, bottom: 6),
          background: SectionBackground(insets: Insets(top: 20, left: 30, bottom: 1, right: 25)))
      ])
    let background = try #require(layout.frame(ofBackgroundInSection: 0))
    #expect(background.size == .zero)
    #expect(background.minY >= 0 && background.maxY <= 10)
    #expect(background.minX >= 0 && background.maxX <= 50)
    #expect(layout.elements.map(\.kind) == [.background])
  }

  @Test func horizontalSectionsStackLeftToRight() throws {
    // The first section of the worked example, scrolling sideways in a viewport 300 tall: the
    // same arithmetic along x, with the insets' top and bottom across the axis.
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2)), items: [.extent(30), .extent(50)],
      insets: Insets(top: 11, left: 7, bottom: 13, right: 9),
      header: Supplementary(extent: 40, insets: Insets(top: 10, left: 5, bottom: 20, right: 3)),
      footer: Supplementary(extent: 20, insets: Insets(top: 4, left: 2, bottom: 8, right: 6)),
      background: SectionBackground(insets: Insets(top: 2, left: 1, bottom: 4, right: 3)))
    let layout = try LayoutResult(
      container: Container(width: 100, height: 300, axis: .horizontal), sections: [section])
    #expect(layout.frame(ofHeaderInSection: 0) == Self.rect(5, 10, 40, 270))
    #expect(layout.frame(ofItem: 0, inSection: 0) == Self.rect(55, 11, 30, 138))
    #expect(layout.frame(ofItem: 1, inSection: 0) == Self.rect(55, 149, 50, 138))
    #expect(layout.frame(ofFooterInSection: 0) == Self.rect(116, 4, 20, 288))
    #expect(layout.frame(ofBackgroundInSection: 0) == Self.rect(49, 2, 62, 294))
    #expect(layout.extent(ofSection: 0) == 0...142)
    #expect(layout.contentSize == Size(width: 142, height: 300))
  }

  @Test func rightToLeftMirrorsEverySectionPart() throws {
    let ltr = try LayoutResult(container: Container(width: 300), sections: Self.sections)
    let rtl = try LayoutResult(
      container: Container(width: 300, direction: .rightToLeft), sections: Self.sections)
    // x' = 300 - x - width: the header's leading inset 10 is now on the right.
    #expect(rtl.frame(ofHeaderInSection: 0) == Self.rect(20, 5, 270, 40))
    #expect(rtl.frame(ofItem: 0, inSection: 0) == Self.rect(151, 55, 138, 30))
    for (mirrored, element) in zip(rtl.elements, ltr.elements) {
      #expect(mirrored.kind == element.kind)
      #expect(mirrored.frame.minX == 300 - element.frame.maxX)
      #expect(mirrored.frame.minY == element.frame.minY)
      #expect(mirrored.frame.size == element.frame.size)
    }
    // Vertical sections keep their extents.
    for section in 0..<3 {
      #expect(rtl.extent(ofSection: section) == ltr.extent(ofSection: section))
    }
  }

  @Test func horizontalRightToLeftSectionsStackFromTheRight() throws {
    // The worked example transposed: the same canonical arithmetic, mirrored along x.
    let container = Container(width: 100, height: 300, axis: .horizontal, direction: .rightToLeft)
    let layout = try LayoutResult(
      container: container, sections: Transposition.sections(Self.sections))
    // Content 179 wide: section 0 covers the last 142 points, section 2 the first 23.
    #expect(layout.contentSize == Size(width: 179, height: 300))
    #expect(layout.extent(ofSection: 0) == 37...179)
    #expect(layout.extent(ofSection: 1) == 23...37)
    #expect(layout.extent(ofSection: 2) == 0...23)
    for element in layout.elements {
      let extent = layout.extent(ofSection: element.section)
      #expect(element.frame.minX >= extent.lowerBound && element.frame.maxX <= extent.upperBound)
    }
  }

  @Test func snappingRoundsEveryEdgeToThePixelGrid() throws {
    // Three columns of 100 / 3 at scale 2: edges 0, 33.33…, 66.66…, 100 snap to 0, 33.5, 66.5,
    // 100, so the snapped widths are 33.5, 33 and 33.5 and no gap opens. The body starts at
    // 0.25, which snaps (halves away from zero) to 0.5; bottoms 10.5, 10.75 and 10.375 snap
    // to 10.5, 11 and 10.5.
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 3)),
      items: [.extent(10.25), .extent(10.5), .extent(10.125)], header: Supplementary(extent: 0.25))
    let layout = try LayoutResult(container: Container(width: 100, scale: 2), sections: [section])
    #expect(layout.frame(ofHeaderInSection: 0) == Self.rect(0, 0, 100, 0.5))
    #expect(layout.frame(ofItem: 0, inSection: 0) == Self.rect(0, 0.5, 33.5, 10))
    #expect(layout.frame(ofItem: 1, inSection: 0) == Self.rect(33.5, 0.5, 33, 10.5))
    #expect(layout.frame(ofItem: 2, inSection: 0) == Self.rect(66.5, 0.5, 33.5, 10))
    // The content size snaps too; the section's extent is reported unsnapped.
    #expect(layout.contentSize == Size(width: 100, height: 11))
    #expect(layout.extent(ofSection: 0) == 0...10.75)
  }

  /// Expects a frame within rounding of the frame computed here (the sums run in another
  /// order).
  static func expectClose(
    _ frame: Rect?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let frame else {
      Issue.record("no frame, \(expected) expected", sourceLocation: sourceLocation)
      return
    }
    let tolerance = 1e-9 * max(1, abs(expected.maxY))
    #expect(
      abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
        && abs(frame.width - expected.width) <= tolerance
        && abs(frame.height - expected.height) <= tolerance,
      "\(frame) != \(expected)", sourceLocation: sourceLocation)
  }

  /// A random section of any strategy, with a header, footer and insets or not.
  static func randomSection(width: Double, using rng: inout SeededGenerator) -> LayoutSection {
    let count = Int.random(in: 0...12, using: &rng)
    var section: LayoutSection
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      // Its columns are chosen to fit its own insets.
      section = RandomLayouts.waterfallSection(crossExtent: width, itemCount: count, using: &rng)
      section.background = randomBackground(using: &rng)
      return section
    case 1:
      section = LayoutSection(
        .flow(FlowLayout(itemSpacing: 4, lineSpacing: 3)),
        items: (0..<count).map { _ in
          .size(
            width: RandomLayouts.length(0...80, using: &rng),
            height: RandomLayouts.length(0...30, using: &rng))
        })
    default:
      section = LayoutSection(
        .justified(JustifiedLayout(targetRowHeight: 60, itemSpacing: 2, lineSpacing: 2)),
        items: (0..<count).map { _ in .aspectRatio(Double.random(in: 0.5...2, using: &rng)) })
    }
    section.insets = RandomLayouts.insets(0...20, using: &rng)
    section.header = RandomLayouts.supplementary(using: &rng)
    section.footer = RandomLayouts.supplementary(using: &rng)
    section.background = randomBackground(using: &rng)
    return section
  }

  /// A background with insets, or none.
  static func randomBackground(using rng: inout SeededGenerator) -> SectionBackground? {
    Bool.random(using: &rng)
      ? SectionBackground(insets: RandomLayouts.insets(0...12, using: &rng)) : nil
  }

  @Test func everySectionIsItsHeaderInsetsBodyAndFooterInTurn() throws {
    var rng = SeededGenerator(seed: 0x57AC)
    for _ in 0..<300 {
      let width = RandomLayouts.length(120...600, using: &rng)
      let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        Self.randomSection(width: width, using: &rng)
      }
      let layout = try LayoutResult(container: Container(width: width), sections: sections)
      var top = 0.0
      for (index, section) in sections.enumerated() {
        let extent = layout.extent(ofSection: index)
        #expect(extent.lowerBound == top)
        #expect(layout.frame(ofHeaderInSection: index) == nil || section.header != nil)
        #expect(layout.frame(ofFooterInSection: index) == nil || section.footer != nil)
        var y = top
        if let header = section.header {
          Self.expectClose(
            layout.frame(ofHeaderInSection: index),
            Self.rect(
              header.insets.left, y + header.insets.top, width - header.insets.horizontal,
              header.extent))
          y += header.insets.vertical + header.extent
        }
        let bodyTop = y + section.insets.top
        var bottom = extent.upperBound
        if let footer = section.footer {
          bottom -= footer.insets.bottom + footer.extent
          Self.expectClose(
            layout.frame(ofFooterInSection: index),
            Self.rect(footer.insets.left, bottom, width - footer.insets.horizontal, footer.extent))
          bottom -= footer.insets.top
        }
        let bodyBottom = bottom - section.insets.bottom
        // A background covers the section's insets and body, shrunk by its own insets.
        if let background = section.background {
          let insets = background.insets
          let area = (top: bodyTop - section.insets.top, bottom: bottom)
          let frame = layout.frame(ofBackgroundInSection: index)
          if area.bottom - area.top >= insets.vertical {
            Self.expectClose(
              frame,
              Self.rect(
                insets.left, area.top + insets.top, width - insets.horizontal,
                area.bottom - area.top - insets.vertical))
          } else {
            #expect(frame?.height == 0)
            #expect(
              (frame?.minY ?? -1) >= area.top - 1e-9 && (frame?.maxY ?? 0) <= area.bottom + 1e-9)
          }
        } else {
          #expect(layout.frame(ofBackgroundInSection: index) == nil)
        }
        // The body holds every visible item between the section's insets.
        #expect(bodyBottom >= bodyTop - 1e-9)
        let visible = layout.hiddenItems(inSection: index).lowerBound
        for item in 0..<visible {
          guard let frame = layout.frame(ofItem: item, inSection: index) else {
            Issue.record("no frame for visible item \(item) of section \(index)")
            continue
          }
          #expect(frame.minY >= bodyTop - 1e-9 && frame.maxY <= bodyBottom + 1e-9)
          #expect(
            frame.minX >= section.insets.left - 1e-9
              && frame.maxX <= width - section.insets.right + 1e-9)
        }
        // A waterfall body ends at its lowest item (rules: the greatest bottom, 0 for none).
        if case .waterfall = section.strategy {
          let lowest = (0..<visible).compactMap { layout.frame(ofItem: $0, inSection: index)?.maxY }
            .max()
          #expect(abs(bodyBottom - (lowest ?? bodyTop)) <= 1e-9 * max(1, bodyBottom))
        }
        top = extent.upperBound
      }
      #expect(layout.contentSize == Size(width: width, height: top))
    }
  }
}
