import Brickwork
import Testing

/// Hand-checked flows: each expectation worked out on paper from the layout rules (docs/layout-rules.md).
@Suite struct FlowExampleTests {
  typealias T = FlowTest

  /// Three 20-wide items with 10 spacing in a 100-wide body: 20 free.
  @Test(
    arguments: [
      (FlowLayout.Justify.leading, [0.0, 30, 60]),
      (.center, [10, 40, 70]),
      (.trailing, [20, 50, 80]),
      (.spaceBetween, [0, 40, 80]),
      (.spaceAround, [20.0 / 6, 40, 80 - 20.0 / 6]),
      (.spaceEvenly, [5, 40, 75]),
    ] as [(FlowLayout.Justify, [Double])])
  func justifyModes(mode: FlowLayout.Justify, expected: [Double]) throws {
    let layout = try T.layout(
      FlowLayout(itemSpacing: 10, justify: mode), items: Array(repeating: T.tag(20, 10), count: 3),
      width: 100)
    let xs = T.xs(layout)
    #expect(xs.count == 3)
    for (x, e) in zip(xs, expected) { #expect(abs(x - e) < 1e-9, "\(mode): \(xs)") }
  }

  /// One item alone on its line: space-between puts it at the start, around and evenly centre
  /// it (CSS).
  @Test(
    arguments: [
      (FlowLayout.Justify.leading, 0.0), (.center, 40), (.trailing, 80), (.spaceBetween, 0),
      (.spaceAround, 40), (.spaceEvenly, 40),
    ] as [(FlowLayout.Justify, Double)])
  func justifySingleItem(mode: FlowLayout.Justify, x: Double) throws {
    let layout = try T.layout(FlowLayout(justify: mode), items: [T.tag(20, 10)], width: 100)
    #expect(T.xs(layout) == [x])
  }

  @Test func lastLineJustifyOverridesTheLastLineOnly() throws {
    let items = Array(repeating: T.tag(40, 10), count: 3)
    let layout = try T.layout(
      FlowLayout(justify: .spaceBetween, lastLineJustify: .trailing), items: items, width: 100)
    #expect(
      T.frames(layout) == [T.rect(0, 0, 40, 10), T.rect(60, 0, 40, 10), T.rect(60, 10, 40, 10)])
    // A single line is the last line.
    let single = try T.layout(
      FlowLayout(lastLineJustify: .trailing), items: Array(items.prefix(2)), width: 100)
    #expect(T.xs(single) == [20, 60])
    let inherited = try T.layout(
      FlowLayout(justify: .center), items: Array(items.prefix(2)), width: 100)
    #expect(T.xs(inherited) == [10, 50])
  }

  /// Heights 10, 30 and 20 (baseline 5) on one line.
  @Test(
    arguments: [
      (FlowLayout.AlignItems.top, [0.0, 0, 0], [10.0, 30, 20], 30.0),
      (.center, [10, 0, 5], [10, 30, 20], 30),
      (.bottom, [20, 0, 10], [10, 30, 20], 30),
      (.stretch, [0, 0, 0], [30, 30, 30], 30),
      // Ascents 10, 30, 5 and descents 0, 0, 15: the line is 30 + 15 tall.
      (.baseline, [20, 0, 25], [10, 30, 20], 45),
    ] as [(FlowLayout.AlignItems, [Double], [Double], Double)])
  func alignItemsModes(mode: FlowLayout.AlignItems, ys: [Double], heights: [Double], line: Double)
    throws
  {
    let layout = try T.layout(
      FlowLayout(alignItems: mode),
      items: [T.tag(20, 10), T.tag(20, 30), T.tag(20, 20, baseline: 5)], width: 100)
    #expect(T.ys(layout) == ys)
    #expect(T.frames(layout).map(\.height) == heights)
    #expect(layout.contentSize.height == line)
  }

  /// A baseline below its box (CSS allows it): ascent 20, descent -10.
  @Test func baselineBelowTheBox() throws {
    let layout = try T.layout(
      FlowLayout(alignItems: .baseline),
      items: [T.tag(10, 10, baseline: 20), T.tag(10, 10, baseline: 0), T.tag(10, 0, baseline: 0)],
      width: 100)
    #expect(T.ys(layout) == [0, 20, 20])
    #expect(layout.contentSize.height == 30)
  }

  /// Lines 10 and 20 tall, 10 apart, in a body 100 tall: 60 free.
  @Test(
    arguments: [
      (FlowLayout.AlignContent.top, [0.0, 20], [10.0, 20]),
      (.center, [30, 50], [10, 20]),
      (.bottom, [60, 80], [10, 20]),
      (.spaceBetween, [0, 80], [10, 20]),
      (.spaceAround, [15, 65], [10, 20]),
      (.spaceEvenly, [20, 60], [10, 20]),
      (.stretch, [0, 50], [40, 50]),
    ] as [(FlowLayout.AlignContent, [Double], [Double])])
  func alignContentModes(mode: FlowLayout.AlignContent, tops: [Double], sizes: [Double]) throws {
    for alignItems in [FlowLayout.AlignItems.top, .stretch] {
      let layout = try T.layout(
        FlowLayout(lineSpacing: 10, alignItems: alignItems, height: 100, alignContent: mode),
        items: [T.tag(60, 10), T.tag(60, 20)], width: 100)
      #expect(T.ys(layout) == tops)
      #expect(layout.contentSize.height == 100)
      if alignItems == .stretch { #expect(T.frames(layout).map(\.height) == sizes) }
    }
  }

  @Test func fixedHeightHidesLinesThatDoNotFit() throws {
    let items = [T.tag(60, 10), T.tag(60, 10)]
    let cut = try T.layout(FlowLayout(lineSpacing: 10, height: 25), items: items, width: 100)
    #expect(cut.hiddenItems(inSection: 0) == 1..<2)
    #expect(cut.contentSize.height == 25)
    #expect(cut.moreBadge(inSection: 0) == nil)
    for height in [30, 30 - 1e-12] {
      let exact = try T.layout(
        FlowLayout(lineSpacing: 10, height: height), items: items, width: 100)
      #expect(exact.hiddenItems(inSection: 0).isEmpty)
    }
    let none = try T.layout(FlowLayout(height: 5), items: items, width: 100)
    #expect(none.hiddenItems(inSection: 0) == 0..<2)
    #expect(none.contentSize.height == 5)
    let empty = try T.layout(FlowLayout(height: 7), items: [], width: 100)
    #expect(empty.contentSize.height == 7)
  }

  @Test func maxLinesKeepsTheFirstLines() throws {
    let layout = try T.layout(
      FlowLayout(lineSpacing: 4, maxLines: 2), items: Array(repeating: T.tag(60, 10), count: 3),
      width: 100)
    #expect(layout.hiddenItems(inSection: 0) == 2..<3)
    #expect(layout.contentSize.height == 24)
    #expect(layout.elements.count == 2)
  }

  @Test func badgeEndsTheLastKeptLine() throws {
    let items = Array(repeating: T.tag(40, 10), count: 5)
    let badge = Size(width: 30, height: 10)
    // [40 40] + 5 + 30 is too wide: the second item moves to the hidden ones.
    let layout = try T.layout(
      FlowLayout(itemSpacing: 5, maxLines: 1, moreBadge: badge), items: items, width: 100)
    #expect(layout.hiddenItems(inSection: 0) == 1..<5)
    #expect(T.frames(layout) == [T.rect(0, 0, 40, 10)])
    #expect(layout.moreBadge(inSection: 0)?.frame == T.rect(45, 0, 30, 10))
    #expect(layout.moreBadge(inSection: 0)?.hiddenCount == 4)
    #expect(layout.elements.map(\.kind) == [.item(0), .moreBadge(hiddenCount: 4)])
    // The badge is justified as the line's last box.
    let trailing = try T.layout(
      FlowLayout(itemSpacing: 5, justify: .trailing, maxLines: 1, moreBadge: badge), items: items,
      width: 100)
    #expect(T.xs(trailing) == [25])
    #expect(trailing.moreBadge(inSection: 0)?.frame.minX == 70)
    // Nothing hidden, no badge.
    let all = try T.layout(
      FlowLayout(itemSpacing: 5, maxLines: 3, moreBadge: badge), items: items, width: 100)
    #expect(all.hiddenItems(inSection: 0).isEmpty)
    #expect(all.moreBadge(inSection: 0) == nil)
  }

  /// A badge taller than the lines in a fixed height: the second line cannot hold it even
  /// alone, so it is hidden too and the badge ends the first line.
  @Test func badgeThatDoesNotFitTheHeightMovesUpALine() throws {
    let items = Array(repeating: T.tag(50, 10), count: 6)
    let flow = FlowLayout(height: 20, moreBadge: Size(width: 20, height: 15))
    let layout = try T.layout(flow, items: items, width: 100)
    #expect(layout.hiddenItems(inSection: 0) == 1..<6)
    #expect(T.frames(layout) == [T.rect(0, 0, 50, 10)])
    #expect(layout.moreBadge(inSection: 0)?.frame == T.rect(50, 0, 20, 15))
    #expect(layout.moreBadge(inSection: 0)?.hiddenCount == 5)
    #expect(layout.contentSize.height == 20)
    var bottom = flow
    bottom.alignContent = .bottom
    let aligned = try T.layout(bottom, items: items, width: 100)
    #expect(T.ys(aligned) == [5])
    #expect(aligned.moreBadge(inSection: 0)?.frame.minY == 5)
    // No line fits: no badge.
    var tiny = flow
    tiny.height = 5
    let none = try T.layout(tiny, items: items, width: 100)
    #expect(none.hiddenItems(inSection: 0) == 0..<6)
    #expect(none.moreBadge(inSection: 0) == nil)
  }

  /// The badge is aligned like an item: stretched with stretch, its bottom edge as its
  /// baseline with baseline.
  @Test func badgeAlignsLikeAnItem() throws {
    let badge = Size(width: 20, height: 5)
    let stretched = try T.layout(
      FlowLayout(alignItems: .stretch, maxLines: 1, moreBadge: badge),
      items: [T.tag(40, 10), T.tag(20, 20), T.tag(80, 10)], width: 100)
    #expect(stretched.moreBadge(inSection: 0)?.frame == T.rect(60, 0, 20, 20))
    let baseline = try T.layout(
      FlowLayout(alignItems: .baseline, maxLines: 1, moreBadge: Size(width: 20, height: 10)),
      items: [T.tag(40, 20, baseline: 5), T.tag(80, 10)], width: 100)
    #expect(T.ys(baseline) == [5])
    #expect(baseline.moreBadge(inSection: 0)?.frame == T.rect(40, 0, 20, 10))
    #expect(baseline.contentSize.height == 25)
  }

  @Test func oversizedItemsAreClampedAndAlone() throws {
    let layout = try T.layout(
      FlowLayout(itemSpacing: 1), items: [T.tag(150, 10), T.tag(10, 10), T.tag(120, 5)],
      width: 100)
    #expect(
      T.frames(layout) == [T.rect(0, 0, 100, 10), T.rect(0, 10, 10, 10), T.rect(0, 20, 100, 5)])
    // As CSS: with no spacing, a zero-width item still fits after a clamped one.
    let zero = try T.layout(FlowLayout(), items: [T.tag(150, 10), T.tag(0, 10)], width: 100)
    #expect(T.frames(zero) == [T.rect(0, 0, 100, 10), T.rect(100, 0, 0, 10)])
  }

  /// 0.1 + 0.2 exceeds 0.3 by rounding only: the fit tolerance keeps them on one line.
  @Test func fitToleranceAbsorbsRounding() throws {
    let layout = try T.layout(FlowLayout(), items: [T.tag(0.1, 1), T.tag(0.2, 1)], width: 0.3)
    #expect(T.ys(layout) == [0, 0])
    let wraps = try T.layout(FlowLayout(), items: [T.tag(0.1, 1), T.tag(0.2001, 1)], width: 0.3)
    #expect(T.ys(wraps) == [0, 1])
  }

  @Test func insetsFrameTheBody() throws {
    let layout = try T.layout(
      FlowLayout(itemSpacing: 10, justify: .trailing), items: [T.tag(30, 10), T.tag(30, 10)],
      width: 130, insets: Insets(top: 5, left: 10, bottom: 7, right: 20))
    #expect(T.frames(layout) == [T.rect(40, 5, 30, 10), T.rect(80, 5, 30, 10)])
    #expect(layout.contentSize == Size(width: 130, height: 22))
    let rtl = try T.layout(
      FlowLayout(itemSpacing: 10, justify: .trailing), items: [T.tag(30, 10), T.tag(30, 10)],
      width: 130, insets: Insets(top: 5, left: 10, bottom: 7, right: 20), direction: .rightToLeft)
    #expect(T.xs(rtl) == [60, 20])
  }

  /// Greedy leaves 0 and 30 over on its first two lines (cost 900); balanced 20 and 10 (500).
  @Test func balancedEvensOutTheLines() throws {
    let items = [30.0, 50, 20, 40, 30, 50].map { T.tag($0, 10) }
    let greedy = try T.layout(FlowLayout(), items: items, width: 100)
    #expect(T.ys(greedy) == [0, 0, 0, 10, 10, 20])
    let balanced = try T.layout(FlowLayout(lineBreaking: .balanced), items: items, width: 100)
    #expect(T.ys(balanced) == [0, 0, 10, 10, 10, 20])
    #expect(T.xs(balanced) == [0, 30, 0, 20, 60, 0])
  }

  /// [50 40][50][60] and [50][40 50][60] both cost 1² + 5² (×100): the fuller first line wins.
  @Test func balancedTiesFavourFullerEarlierLines() throws {
    let items = [50.0, 40, 50, 60].map { T.tag($0, 10) }
    let layout = try T.layout(FlowLayout(lineBreaking: .balanced), items: items, width: 100)
    #expect(T.ys(layout) == [0, 0, 10, 20])
  }

  @Test func zeroSizeItemsAreValid() throws {
    let layout = try T.layout(
      FlowLayout(itemSpacing: 0), items: [T.tag(0, 0), T.tag(0, 0), T.tag(10, 0)], width: 10)
    #expect(T.frames(layout) == [T.rect(0, 0, 0, 0), T.rect(0, 0, 0, 0), T.rect(0, 0, 10, 0)])
    #expect(layout.contentSize.height == 0)
    // A body of zero width: every item clamped to it, so all fit on one line (as CSS).
    let narrow = try T.layout(
      FlowLayout(), items: [T.tag(5, 5), T.tag(5, 5)], width: 10,
      insets: Insets(left: 4, right: 6))
    #expect(T.frames(narrow) == [T.rect(4, 0, 0, 5), T.rect(4, 0, 0, 5)])
    let spaced = try T.layout(
      FlowLayout(itemSpacing: 1), items: [T.tag(5, 5), T.tag(5, 5)], width: 10,
      insets: Insets(left: 4, right: 6))
    #expect(T.frames(spaced) == [T.rect(4, 0, 0, 5), T.rect(4, 5, 0, 5)])
  }
}
