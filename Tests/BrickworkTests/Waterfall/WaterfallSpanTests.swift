import SeededRandom
import Testing

@testable import Brickwork

/// Spans, explicit columns and adaptive columns: worked examples checked by hand, and properties
/// over random layouts.
@Suite struct WaterfallSpanTests {
  /// Three 100-point columns in a 300-point body, no spacing.
  private func layout(_ items: [Item], placement: WaterfallLayout.Placement = .shortestColumn)
    throws -> LayoutResult
  {
    try LayoutResult(
      container: Container(width: 300),
      sections: [
        LayoutSection(.waterfall(WaterfallLayout(columns: 3, placement: placement)), items: items)
      ])
  }

  @Test func aSpanTakesTheLowestWindowOfAdjacentColumns() throws {
    // Running positions after the first two items: [100, 50, 0]. Windows of two: columns 0–1
    // reach 100, columns 1–2 reach 50: the span goes to column 1 at y 50, 200 wide.
    var spanning = Item.extent(30)
    spanning.span = 2
    let result = try layout([.extent(100), .extent(50), spanning, .extent(10)])
    #expect(result.frame(ofItem: 2, inSection: 0) == Rect(x: 100, y: 50, width: 200, height: 30))
    #expect(result.column(ofItem: 2, inSection: 0) == 1)
    // Positions [100, 80, 80]: the tie between columns 1 and 2 goes to the leading one.
    #expect(result.frame(ofItem: 3, inSection: 0) == Rect(x: 100, y: 80, width: 100, height: 10))
    #expect(result.column(ofItem: 3, inSection: 0) == 1)
    #expect(result.numberOfColumns(inSection: 0) == 3)
  }

  @Test func aPhotoSpanningColumnsIsScaledToTheirWidth() throws {
    let result = try LayoutResult(
      container: Container(width: 320),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10)),
          items: [Item(sizing: .size(Size(width: 400, height: 300)), span: 2)])
      ])
    // Two columns of 100 and the spacing between them: 210 wide, 300 * 210 / 400 tall.
    #expect(result.frame(ofItem: 0, inSection: 0) == Rect(x: 0, y: 0, width: 210, height: 157.5))
  }

  @Test func anExplicitColumnIsHonouredWhateverTheOthersHold() throws {
    let result = try layout([
      .extent(100), .extent(50), Item(sizing: .extent(20), column: 2),
      Item(sizing: .extent(5), column: 0),
      Item(sizing: .extent(7), span: 2, column: 1),
    ])
    #expect(result.frame(ofItem: 2, inSection: 0) == Rect(x: 200, y: 0, width: 100, height: 20))
    #expect(result.frame(ofItem: 3, inSection: 0) == Rect(x: 0, y: 100, width: 100, height: 5))
    // Columns 1 and 2 stand at 50 and 20: the item starts below both.
    #expect(result.frame(ofItem: 4, inSection: 0) == Rect(x: 100, y: 50, width: 200, height: 7))
    #expect((0..<5).map { result.column(ofItem: $0, inSection: 0) } == [0, 1, 2, 0, 1])
  }

  @Test func aSpanOfEveryColumnPlacesAsFullSpan() throws {
    let items: [Item] = [.extent(100), .extent(50), .extent(70)]
    var spanning = Item.size(width: 600, height: 200)
    spanning.span = 5  // clamped to the 3 columns
    let spanned = try layout(items + [spanning, .extent(10)])
    let full = try layout(items + [.size(width: 600, height: 200, fullSpan: true), .extent(10)])
    #expect(Array(spanned.elements) == Array(full.elements))
    #expect(spanned.frame(ofItem: 3, inSection: 0) == Rect(x: 0, y: 100, width: 300, height: 100))
    #expect(spanned.column(ofItem: 3, inSection: 0) == 0)
  }

  @Test func adaptiveColumnsFollowTheAutoFillFormula() throws {
    func columns(width: Double, minimum: Double, spacing: Double, cap: Int = 0) throws -> Int {
      let layout = WaterfallLayout(
        minColumnWidth: minimum, maxColumns: cap, columnSpacing: spacing)
      let result = try LayoutResult(
        container: Container(width: width), sections: [LayoutSection(.waterfall(layout))])
      return result.numberOfColumns(inSection: 0)
    }
    // floor((375 + 10) / (100 + 10)) = floor(3.5) = 3.
    #expect(try columns(width: 375, minimum: 100, spacing: 10) == 3)
    // Exactly fitting columns count: (320 + 10) / 110 = 3.
    #expect(try columns(width: 320, minimum: 100, spacing: 10) == 3)
    // 0.1 + 0.2 style rounding must not lose the exact fit: (0.3 + 0) / 0.1.
    #expect(try columns(width: 0.3, minimum: 0.1, spacing: 0) == 3)
    // Narrower than one column: still one column, as CSS gives.
    #expect(try columns(width: 50, minimum: 100, spacing: 10) == 1)
    #expect(try columns(width: 1000, minimum: 100, spacing: 0, cap: 4) == 4)
  }

  @Test func badPlacementOptionsAreNamed() {
    func error(_ items: [Item], placement: WaterfallLayout.Placement = .shortestColumn) -> String? {
      do throws(LayoutError) {
        _ = try LayoutResult(
          container: Container(width: 300),
          sections: [
            LayoutSection(
              .waterfall(WaterfallLayout(columns: 3, placement: placement)), items: items)
          ])
        return nil
      } catch { return error.description }
    }
    #expect(
      error([.extent(1), Item(sizing: .extent(1), column: 3)])
        == "sections[0].items[1].column: must be less than the section's 3 columns (columns count from 0)"
    )
    #expect(
      error([Item(sizing: .extent(1), span: 2, column: 2)])
        == "sections[0].items[0].column: with the item's span reaches past the section's 3 columns")
    #expect(
      error([Item(sizing: .extent(1), span: 2)], placement: .leadingToTrailing)
        == "sections[0].items[0].span: must be 1 (or cover every column) with leftToRight or rightToLeft placement"
    )
    #expect(
      error([Item(sizing: .extent(1), span: 0)])
        == "sections[0].items[0].span: must be an integer >= 1")
    let problems = LayoutResult.problems(
      container: Container(width: 300),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(minColumnWidth: -1, maxColumns: -2)),
          items: [Item(sizing: .extent(-1), span: 0)])
      ])
    #expect(
      problems.errors.map(\.description) == [
        "sections[0].minColumnWidth: must be a finite number > 0",
        "sections[0].maxColumns: must be an integer >= 0",
        "sections[0].items[0].height: must be a finite number >= 0",
      ])
  }

  @Test func aLimitOfOneStillCountsEveryProblem() {
    let problems = LayoutResult.problems(
      container: Container(width: 100),
      sections: [
        LayoutSection(.waterfall(WaterfallLayout()), items: (0..<5).map { _ in .extent(-1) })
      ],
      limit: 1)
    #expect(problems.errors.count == 1 && problems.totalCount == 5)
  }

  @Test func aBrokenFrameDoesNotReportColumnsThatWouldFit() {
    // A bad header is the only problem: the columns are not judged against a made-up width.
    let problems = LayoutResult.problems(
      container: Container(width: 375),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10)),
          header: Supplementary(extent: -4))
      ])
    #expect(
      problems.errors.map(\.description) == [
        "sections[0].header.height: must be a finite number >= 0"
      ])
    let broken = LayoutResult.problems(
      container: Container(width: -1),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10)), insets: Insets(all: 5))
      ])
    #expect(broken.errors.map(\.description) == ["width: must be a finite number > 0"])
  }

  /// Random sections with spans, explicit columns and adaptive columns.
  static func randomSection(
    crossExtent: Double, container: Container, using rng: inout SeededGenerator
  ) -> LayoutSection {
    var section = RandomLayouts.waterfallSection(
      crossExtent: crossExtent, itemCount: Int.random(in: 0...80, using: &rng), using: &rng)
    guard case .waterfall(var layout) = section.strategy else { return section }
    if Bool.random(using: &rng) {
      layout.minColumnWidth = Double.random(in: 20...200, using: &rng)
      layout.maxColumns = Int.random(in: 0...6, using: &rng)
    }
    let room = crossExtent - max(section.insets.horizontal, section.insets.vertical)
    layout.columnSpacing = min(layout.columnSpacing, room / 20)
    section.strategy = .waterfall(layout)
    let columns =
      (try? LayoutResult(container: container, sections: [section]))?.numberOfColumns(inSection: 0)
      ?? 1
    for index in section.items.indices where !section.items[index].isFullSpan {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0 where layout.placement == .shortestColumn:
        section.items[index].span = Int.random(in: 1...(columns + 1), using: &rng)
      case 1:
        let span =
          layout.placement == .shortestColumn ? Int.random(in: 1...columns, using: &rng) : 1
        section.items[index].span = span
        section.items[index].column = Int.random(in: 0...(columns - span), using: &rng)
      default: break
      }
    }
    return section
  }

  @Test func randomSpanningLayoutsKeepTheInvariants() throws {
    var rng = SeededGenerator(seed: 0x5BA2)
    for _ in 0..<400 {
      let cross = RandomLayouts.length(150...900, using: &rng) + 1
      let container = RandomLayouts.container(crossExtent: cross, using: &rng)
      let section = Self.randomSection(crossExtent: cross, container: container, using: &rng)
      let result = try LayoutResult(container: container, sections: [section])
      Invariants.expectInsideContent(result)
      Invariants.expectNoOverlaps(result)
      Invariants.expectQueriesMatchBruteForce(result, using: &rng, count: 5)
      let columns = result.numberOfColumns(inSection: 0)
      guard case .waterfall(let layout) = section.strategy else { continue }
      if let minimum = layout.minColumnWidth {
        let body =
          cross
          - (container.axis == .vertical ? section.insets.horizontal : section.insets.vertical)
        var expected = max(
          1,
          Int(
            ((body + layout.columnSpacing) / (minimum + layout.columnSpacing) * (1 + 1e-9)).rounded(
              .down)))
        if layout.maxColumns > 0 { expected = min(expected, layout.maxColumns) }
        #expect(columns == expected)
      }
      for (index, item) in section.items.enumerated() {
        let column = try #require(result.column(ofItem: index, inSection: 0))
        if let wanted = item.column, !item.isFullSpan, min(item.span, columns) < columns {
          #expect(column == wanted)
        }
        if item.isFullSpan || item.span >= columns { #expect(column == 0) }
      }
    }
  }
}

/// The saved state of a waterfall stays small for a section of few items in many columns: a
/// document of 200,000 such sections must not keep 4,096 positions each.
@Suite struct WaterfallStateSizeTests {
  @Test func aFewItemsInManyColumnsKeepAFewPositions() throws {
    let section = LayoutSection(
      .waterfall(WaterfallLayout(columns: 4096)), items: (0..<5).map { .extent(Double($0 + 1)) })
    let layout = try LayoutResult(
      container: Container(width: 100_000), sections: Array(repeating: section, count: 50))
    for record in layout.records {
      guard case .waterfall(let progress) = record.state else {
        Issue.record("not a waterfall")
        continue
      }
      #expect(progress.cursor.positions.count <= 5)
      #expect(progress.cursor.positions.capacity <= 64)
    }
    // A full-span item (1 to 4) levels every column: only the trailing position is kept.
    let leveled = try LayoutResult(
      container: Container(width: 100_000),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 4096)),
          items: [.extent(1), .extent(3, fullSpan: true)])
      ])
    guard case .waterfall(let progress) = leveled.records[0].state else { return }
    #expect(progress.cursor.positions.isEmpty && progress.cursor.trailingPosition == 4)
    // Appending after a trimmed state equals a full layout.
    var sections = [LayoutSection(.waterfall(WaterfallLayout(columns: 4096)), items: [.extent(1)])]
    var appended = try LayoutResult(container: Container(width: 100_000), sections: sections)
    sections[0].items += (0..<5000).map { .extent(Double($0 % 7)) }
    try appended.update(sections, after: .itemsAppended)
    Invariants.expectEqual(
      appended, try LayoutResult(container: Container(width: 100_000), sections: sections))
  }
}

/// A photo's height from a pixel size of subnormal numbers keeps its precision.
@Suite struct WaterfallPrecisionTests {
  @Test func aSubnormalPixelSizeScalesExactly() throws {
    // Two columns of 187.5 in 375: a square photo is 187.5 tall, however small its pixel size.
    for side in [5e-324, 1e-310, 2.2250738585072014e-308, 1e-300, 1] {
      let result = try LayoutResult(
        container: Container(width: 375),
        sections: [
          LayoutSection(
            .waterfall(WaterfallLayout(columns: 2)), items: [.size(width: side, height: side)])
        ])
      #expect(result.frame(ofItem: 0, inSection: 0)?.height == 187.5, "side \(side)")
    }
    // A 2:1 subnormal photo: exactly half the column width.
    let wide = try LayoutResult(
      container: Container(width: 375),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 2)), items: [.size(width: 1e-323, height: 5e-324)])
      ])
    #expect(wide.frame(ofItem: 0, inSection: 0)?.height == 93.75)
  }
}
