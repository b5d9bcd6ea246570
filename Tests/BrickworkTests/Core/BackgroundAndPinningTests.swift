import SeededRandom
import Testing

@testable import Brickwork

/// Section backgrounds and pinned headers: worked examples checked by hand, and properties over
/// random layouts (backgrounds cover exactly the inset body; pinned headers never leave their
/// section; pinned queries equal a brute-force filter of the pinned frames).
@Suite struct BackgroundAndPinningTests {
  /// Two sections of a 2-column waterfall at width 200: header 44, insets 10, items of 100,
  /// a footer of 20 in the first.
  private func layout(axis: ScrollAxis = .vertical) throws -> LayoutResult {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2)), items: [.extent(100), .extent(60), .extent(30)],
      insets: Insets(all: 10), header: Supplementary(extent: 44),
      footer: Supplementary(extent: 20), background: SectionBackground())
    var second = section
    second.footer = nil
    second.background = SectionBackground(insets: Insets(top: 5, left: 5, bottom: 5, right: 5))
    return try LayoutResult(
      container: Container(width: 200, height: 200, axis: axis), sections: [section, second])
  }

  @Test func aBackgroundCoversTheSectionInsetsAndBody() throws {
    let result = try layout()
    // Section 0: header 0–44, insets and body 44–164 (10 + 100 + 10), footer 164–184.
    #expect(result.frame(ofBackgroundInSection: 0) == Rect(x: 0, y: 44, width: 200, height: 120))
    // Section 1 starts at 184: header to 228, body area 228–348, shrunk by 5 on every side.
    #expect(result.frame(ofBackgroundInSection: 1) == Rect(x: 5, y: 233, width: 190, height: 110))
    let kinds = Array(result.elements).map(\.kind)
    #expect(
      kinds == [
        .background, .header, .item(0), .item(1), .item(2), .footer, .background, .header,
        .item(0), .item(1), .item(2),
      ])
    // Found by queries, first among their section's elements.
    // Column 0 ends at 154 and column 1 at 144: at 158 only the background is there.
    let found = result.elements(in: Rect(x: 0, y: 158, width: 200, height: 1))
    #expect(found.map(\.kind) == [.background])
    #expect(
      result.elements(in: Rect(x: 0, y: 40, width: 10, height: 10)).map(\.kind) == [
        .background, .header,
      ])
  }

  @Test func aBackgroundTransposesOnAHorizontalAxis() throws {
    let result = try layout(axis: .horizontal)
    #expect(result.frame(ofBackgroundInSection: 0) == Rect(x: 44, y: 0, width: 120, height: 200))
  }

  @Test func aPinnedHeaderSticksToTheEdgeUntilItsSectionEnds() throws {
    let result = try layout()
    // Header 0: natural top 0, height 44, body area ends at 164: pinned at min(max(v, 0), 120).
    #expect(result.pinnedFrame(ofHeaderInSection: 0, visibleTopEdge: -30)?.minY == 0)
    #expect(result.pinnedFrame(ofHeaderInSection: 0, visibleTopEdge: 100)?.minY == 100)
    #expect(result.pinnedFrame(ofHeaderInSection: 0, visibleTopEdge: 150)?.minY == 120)
    #expect(result.pinnedFrame(ofHeaderInSection: 0, visibleTopEdge: .infinity)?.minY == 120)
    #expect(result.pinnedFrame(ofHeaderInSection: 0, visibleTopEdge: .nan)?.minY == 0)
    // Header 1 (natural top 184) stays put until the edge reaches it.
    #expect(result.pinnedFrame(ofHeaderInSection: 1, visibleTopEdge: 150)?.minY == 184)
    #expect(result.pinnedFrame(ofHeaderInSection: 1, visibleTopEdge: 250)?.minY == 250)
    // The query at offset 100 draws header 0 at 100 and not at its natural place.
    let visible = result.elements(
      in: Rect(x: 0, y: 100, width: 200, height: 50), pinningHeadersAt: 100)
    #expect(
      visible.first { $0.kind == .header }?.frame == Rect(x: 0, y: 100, width: 200, height: 44))
    #expect(
      result.elements(in: Rect(x: 0, y: 0, width: 200, height: 20), pinningHeadersAt: 100)
        .allSatisfy { $0.kind != .header })
  }

  @Test func randomLayoutsKeepBackgroundsAndPinnedHeadersInTheirSections() throws {
    var rng = SeededGenerator(seed: 0xB6_0001)
    for _ in 0..<300 {
      let cross = RandomLayouts.length(200...800, using: &rng) + 1
      let container = RandomLayouts.container(crossExtent: cross, using: &rng)
      let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ -> LayoutSection in
        var section = BatchUpdateTests.section(cross: cross, using: &rng)
        if Bool.random(using: &rng) {
          section.background = SectionBackground(insets: RandomLayouts.insets(0...20, using: &rng))
        }
        return section
      }
      let result = try LayoutResult(container: container, sections: sections)
      let vertical = container.axis == .vertical
      let mirrored = !vertical && container.direction == .rightToLeft
      let content = result.contentSize
      for (index, section) in sections.enumerated() {
        // The area from the top of the section insets to their bottom, across the container.
        let range = result.extent(ofSection: index)
        // Along a horizontal axis the left and right insets are the ones along it.
        func along(_ box: Supplementary?) -> Double {
          guard let box else { return 0 }
          return box.extent + (vertical ? box.insets.vertical : box.insets.horizontal)
        }
        let header = along(section.header)
        let footer = along(section.footer)
        var top = range.lowerBound + (mirrored ? footer : header)
        var bottom = range.upperBound - (mirrored ? header : footer)
        if let background = section.background,
          let frame = result.frame(ofBackgroundInSection: index)
        {
          let insets = vertical ? background.insets : background.insets.transposed
          let (leading, trailing) =
            mirrored ? (insets.bottom, insets.top) : (insets.top, insets.bottom)
          top += leading
          bottom -= trailing
          let across =
            vertical
            ? (frame.minX, frame.width, insets.left, insets.right)
            : (frame.minY, frame.height, insets.left, insets.right)
          let scrollMin = vertical ? frame.minY : frame.minX
          let scrollLength = vertical ? frame.height : frame.width
          let tolerance = container.scale > 0 ? 1 / container.scale : 1e-9
          if bottom >= top {
            #expect(abs(scrollMin - top) <= tolerance)
            #expect(abs(scrollLength - (bottom - top)) <= tolerance)
          } else {
            #expect(scrollLength == 0)
          }
          let crossLength = vertical ? content.width : content.height
          #expect(abs(across.1 - max(0, crossLength - across.2 - across.3)) <= 2 * tolerance + 1e-9)
        } else {
          #expect(result.frame(ofBackgroundInSection: index) == nil)
        }
      }
      // Pinned frames never leave their section; pinned queries equal brute force.
      for _ in 0..<5 {
        let edge = Double.random(
          in: -50...((vertical ? content.height : content.width) + 50), using: &rng)
        var pinned = Array(result.elements)
        for (position, element) in pinned.enumerated() where element.kind == .header {
          let frame = try #require(
            result.pinnedFrame(ofHeaderInSection: element.section, visibleTopEdge: edge))
          let range = result.extent(ofSection: element.section)
          let (low, high) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
          let slack = container.scale > 0 ? 1.0 : 1e-9
          #expect(low >= range.lowerBound - slack && high <= range.upperBound + slack)
          pinned[position].frame = frame
        }
        let rect =
          vertical
          ? Rect(
            x: 0, y: edge, width: content.width, height: Double.random(in: 0...300, using: &rng))
          : Rect(
            x: edge, y: 0, width: Double.random(in: 0...300, using: &rng), height: content.height)
        #expect(
          result.elements(in: rect, pinningHeadersAt: edge)
            == pinned.filter { $0.frame.intersects(rect) })
      }
    }
  }
}
