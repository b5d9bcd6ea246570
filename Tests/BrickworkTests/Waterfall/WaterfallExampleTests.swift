import Brickwork
import Testing

/// Worked examples whose frames were computed by hand from the layout rules (docs/layout-rules.md).
@Suite struct WaterfallExampleTests {
  /// Asserts two frames are equal within a rounding tolerance.
  func expectFrame(
    _ actual: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("missing frame", sourceLocation: sourceLocation)
      return
    }
    let expected = Rect(x: x, y: y, width: width, height: height)
    let close =
      abs(actual.minX - x) < 1e-9 && abs(actual.minY - y) < 1e-9
      && abs(actual.width - width) < 1e-9 && abs(actual.height - height) < 1e-9
    #expect(close, "\(actual) != \(expected)", sourceLocation: sourceLocation)
  }

  @Test func threeColumnsAt375WithInsetsAndSpacing() throws {
    let heights: [Double] = [120, 80, 150, 60, 100, 90, 50, 130, 70, 110]
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
      items: heights.map { .extent($0) }, insets: Insets(all: 10))
    let layout = try LayoutResult(container: Container(width: 375), sections: [section])
    // Column width (355 - 2 * 10) / 3 = 111.666…; columns start at 10, 131.666…, 253.333….
    let w = 335.0 / 3
    let x = [10, 10 + w + 10, 10 + 2 * (w + 10)]
    // Running positions start at 10; each item goes to the least, ties to the leading column.
    let expected: [(column: Int, y: Double)] = [
      (0, 10), (1, 10), (2, 10), (1, 100), (0, 140),
      (1, 170),  // 1 and 2 tie at 170: the leading column wins
      (2, 170), (2, 230), (0, 250), (1, 270),
    ]
    for (item, place) in expected.enumerated() {
      expectFrame(
        layout.frame(ofItem: item, inSection: 0), x[place.column], place.y, w, heights[item])
    }
    // Lowest bottom 270 + 110 = 380, no trailing spacing, bottom inset 10.
    #expect(layout.contentSize == Size(width: 375, height: 390))
  }

  @Test func threeSectionsOfTenItemsAreIndependent() throws {
    let sections = [
      LayoutSection(
        .waterfall(WaterfallLayout(columns: 2)), items: Array(repeating: .extent(10), count: 10),
        header: Supplementary(extent: 20)),
      LayoutSection(
        .waterfall(WaterfallLayout(columns: 5, itemSpacing: 5)),
        items: Array(repeating: .extent(30), count: 10)),
      LayoutSection(
        .waterfall(WaterfallLayout(columns: 1, itemSpacing: 2)),
        items: Array(repeating: .extent(7), count: 10),
        insets: Insets(top: 3, left: 4, bottom: 5, right: 6), footer: Supplementary(extent: 11)),
    ]
    let layout = try LayoutResult(container: Container(width: 300), sections: sections)
    // Section 0: header 0–20, five rows of 10 → 20–70.
    expectFrame(layout.frame(ofHeaderInSection: 0), 0, 0, 300, 20)
    expectFrame(layout.frame(ofItem: 0, inSection: 0), 0, 20, 150, 10)
    expectFrame(layout.frame(ofItem: 9, inSection: 0), 150, 60, 150, 10)
    // Section 1 starts at 70 with empty columns of width 60: rows at 70 and 105; ends at 135.
    expectFrame(layout.frame(ofItem: 0, inSection: 1), 0, 70, 60, 30)
    expectFrame(layout.frame(ofItem: 4, inSection: 1), 240, 70, 60, 30)
    expectFrame(layout.frame(ofItem: 5, inSection: 1), 0, 105, 60, 30)
    #expect(layout.extent(ofSection: 1) == 70...135)
    // Section 2: insets top 3 → body at 138; ten items of 7 spaced 2 → 88; bottom 5; footer.
    expectFrame(layout.frame(ofItem: 0, inSection: 2), 4, 138, 290, 7)
    expectFrame(layout.frame(ofItem: 9, inSection: 2), 4, 138 + 9 * 9, 290, 7)
    expectFrame(layout.frame(ofFooterInSection: 2), 0, 138 + 88 + 5, 300, 11)
    #expect(layout.contentSize == Size(width: 300, height: 242))
  }

  @Test func productFeedScalesPhotosToTheColumnWidth() throws {
    let photos: [(Double, Double)] = [
      (1000, 1500), (1200, 800), (800, 800), (1080, 1920), (1600, 900),
    ]
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8)),
      items: photos.map { .size(width: $0.0, height: $0.1) }, insets: Insets(all: 8),
      footer: Supplementary(extent: 50))
    let layout = try LayoutResult(container: Container(width: 375), sections: [section])
    // Column width (359 - 8) / 2 = 175.5; heights 263.25, 117, 175.5, 312, 98.71875.
    expectFrame(layout.frame(ofItem: 0, inSection: 0), 8, 8, 175.5, 263.25)
    expectFrame(layout.frame(ofItem: 1, inSection: 0), 191.5, 8, 175.5, 117)
    expectFrame(layout.frame(ofItem: 2, inSection: 0), 191.5, 133, 175.5, 175.5)
    expectFrame(layout.frame(ofItem: 3, inSection: 0), 8, 279.25, 175.5, 312)
    expectFrame(layout.frame(ofItem: 4, inSection: 0), 191.5, 316.5, 175.5, 98.71875)
    // The lowest bottom is 591.25; the footer follows the bottom inset.
    expectFrame(layout.frame(ofFooterInSection: 0), 0, 599.25, 375, 50)
    #expect(layout.contentSize == Size(width: 375, height: 649.25))
  }

  @Test func fullSpanItemsStartBelowEveryColumn() throws {
    let items: [Item] = [
      .extent(100), .extent(40), .aspectRatio(4, fullSpan: true), .extent(10), .extent(20),
    ]
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2, columnSpacing: 10, itemSpacing: 5)), items: items)
    let layout = try LayoutResult(container: Container(width: 210), sections: [section])
    // Columns of 100; the full-span item starts at the greatest running position 105 and is
    // 210 / 4 = 52.5 tall; both columns continue at 105 + 52.5 + 5.
    expectFrame(layout.frame(ofItem: 2, inSection: 0), 0, 105, 210, 52.5)
    expectFrame(layout.frame(ofItem: 3, inSection: 0), 0, 162.5, 100, 10)
    expectFrame(layout.frame(ofItem: 4, inSection: 0), 110, 162.5, 100, 20)
    #expect(layout.contentSize.height == 182.5)
  }

  @Test func roundRobinPlacementsIgnoreHeights() throws {
    let items: [Item] = [.extent(300), .extent(10), .extent(10), .extent(10), .extent(10)]
    let left = try LayoutResult(
      container: Container(width: 300),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3, placement: .leadingToTrailing)), items: items)
      ])
    expectFrame(left.frame(ofItem: 3, inSection: 0), 0, 300, 100, 10)
    expectFrame(left.frame(ofItem: 4, inSection: 0), 100, 10, 100, 10)
    let right = try LayoutResult(
      container: Container(width: 300),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3, placement: .trailingToLeading)), items: items)
      ])
    expectFrame(right.frame(ofItem: 0, inSection: 0), 200, 0, 100, 300)
    expectFrame(right.frame(ofItem: 3, inSection: 0), 200, 300, 100, 10)
    expectFrame(right.frame(ofItem: 2, inSection: 0), 0, 0, 100, 10)
  }

  @Test func emptySectionKeepsHeaderInsetsAndFooter() throws {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 3)), insets: Insets(top: 7, left: 0, bottom: 9, right: 0),
      header: Supplementary(extent: 30, insets: Insets(top: 1, left: 2, bottom: 3, right: 4)),
      footer: Supplementary(extent: 20))
    let layout = try LayoutResult(container: Container(width: 100), sections: [section])
    expectFrame(layout.frame(ofHeaderInSection: 0), 2, 1, 94, 30)
    expectFrame(layout.frame(ofFooterInSection: 0), 0, 34 + 7 + 9, 100, 20)
    #expect(layout.contentSize.height == 70)
    #expect(layout.elements.count == 2)
  }

  @Test func horizontalAxisIsTheTranspose() throws {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 2, columnSpacing: 10, itemSpacing: 4)),
      items: [.extent(50), .size(width: 300, height: 200), .aspectRatio(0.5)],
      insets: Insets(top: 1, left: 2, bottom: 3, right: 4), header: Supplementary(extent: 12))
    let layout = try LayoutResult(
      container: Container(width: 999, height: 210, axis: .horizontal), sections: [section])
    // Rows of (210 - 1 - 3 - 10) / 2 = 98 points; items extend along x from the header (12)
    // plus the left inset (2).
    expectFrame(layout.frame(ofHeaderInSection: 0), 0, 0, 12, 210)
    expectFrame(layout.frame(ofItem: 0, inSection: 0), 14, 1, 50, 98)
    // A 300×200 photo 98 tall is 147 wide; aspect ratio 0.5 at 98 tall is 49 wide.
    expectFrame(layout.frame(ofItem: 1, inSection: 0), 14, 109, 147, 98)
    expectFrame(layout.frame(ofItem: 2, inSection: 0), 68, 1, 49, 98)
    #expect(layout.contentSize == Size(width: 14 + 147 + 4, height: 210))
  }

  @Test func rightToLeftMirrorsAndSnapsAtTheEnd() throws {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10)),
      items: [.extent(10.3), .extent(20.26)], insets: Insets(left: 5, right: 0))
    let layout = try LayoutResult(
      container: Container(width: 100, direction: .rightToLeft, scale: 2), sections: [section])
    // Columns of 25 at 5, 40, 75 (LTR); mirrored: 70, 35, 0. Snapped to halves.
    expectFrame(layout.frame(ofItem: 0, inSection: 0), 70, 0, 25, 10.5)
    expectFrame(layout.frame(ofItem: 1, inSection: 0), 35, 0, 25, 20.5)
    #expect(layout.contentSize == Size(width: 100, height: 20.5))
  }

  @Test func horizontalRightToLeftQueriesMatchTheDisplayedFrames() throws {
    // The mirror's subtraction can move an edge by a unit in the last place: the query must
    // still find the element whose displayed frame it touches from inside.
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 1)), items: [.extent(22.77360163573283)],
      header: Supplementary(extent: 48.57913492575302))
    let layout = try LayoutResult(
      container: Container(width: 1, height: 100, axis: .horizontal, direction: .rightToLeft),
      sections: [section])
    let rect = Rect(x: 22.773601635732824, y: 10, width: 0, height: 1)
    #expect(layout.elements(in: rect) == layout.elements.filter { $0.frame.intersects(rect) })
    #expect(layout.elements(in: rect).count == 1)
    // Sections report their displayed range: mirrored along x.
    let item = try #require(layout.frame(ofItem: 0, inSection: 0))
    #expect(layout.extent(ofSection: 0) == 0...layout.contentSize.width)
    #expect(item.maxX <= layout.contentSize.width)
  }
}
