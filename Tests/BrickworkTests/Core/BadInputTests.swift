import Brickwork
import Testing

/// Every case of the layout rules' "Bad input" list (docs/layout-rules.md) throws a typed error naming the place and the rule.
@Suite struct BadInputTests {
  func layoutError(_ sections: [LayoutSection]) -> LayoutError? {
    layoutError(Container(width: 375), sections)
  }

  func layoutError(_ container: Container, _ sections: [LayoutSection]) -> LayoutError? {
    do {
      _ = try LayoutResult(container: container, sections: sections)
      return nil
    } catch {
      return error
    }
  }

  func waterfall(_ items: [Item], _ options: WaterfallLayout = WaterfallLayout()) -> LayoutSection {
    LayoutSection(.waterfall(options), items: items)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -1, -0.0001, 2e9])
  func badLengthsAreRejectedWherever(value: Double) {
    let rule: LayoutError.Rule =
      value.isFinite && value > Limits.maximumLength ? .lengthTooLarge : .finiteNonNegative
    let fine = WaterfallLayout()
    let cases: [(Container, [LayoutSection], String)] = [
      (
        Container(width: 375), [waterfall([.extent(10), .extent(value)])],
        "sections[0].items[1].height"
      ),
      (
        Container(width: 375, height: 300, axis: .horizontal), [waterfall([.extent(value)])],
        "sections[0].items[0].width"
      ),
      (
        Container(width: 375), [waterfall([.size(width: value, height: 10)])],
        "sections[0].items[0].width"
      ),
      (
        Container(width: 375), [waterfall([.size(width: 10, height: value)])],
        "sections[0].items[0].height"
      ),
      (
        Container(width: 375), [waterfall([], WaterfallLayout(columnSpacing: value))],
        "sections[0].columnSpacing"
      ),
      (
        Container(width: 375), [waterfall([], WaterfallLayout(itemSpacing: value))],
        "sections[0].itemSpacing"
      ),
      (
        Container(width: 375),
        [waterfall([]), LayoutSection(.waterfall(fine), insets: Insets(top: value))],
        "sections[1].insets.top"
      ),
      (
        Container(width: 375),
        [LayoutSection(.waterfall(fine), header: Supplementary(extent: value))],
        "sections[0].header.height"
      ),
      (
        Container(width: 375),
        [
          LayoutSection(
            .waterfall(fine), footer: Supplementary(extent: 1, insets: Insets(right: value)))
        ],
        "sections[0].footer.insets.right"
      ),
      (Container(width: 375, height: value), [], "height"),
      (Container(width: 375, scale: value), [], "scale"),
    ]
    for (container, sections, path) in cases {
      let found = layoutError(container, sections)
      #expect(found?.path == path)
      #expect(found?.rule == rule, "\(path)")
    }
    #expect(layoutError(Container(width: value), [])?.path == "width")
  }

  @Test func aspectRatiosMustBePositiveAndInRange() {
    for ratio in [0, -1, Double.nan, .infinity] {
      let e = layoutError([waterfall([.aspectRatio(ratio)])])
      #expect(e?.description == "sections[0].items[0].aspectRatio: must be a finite number > 0")
    }
    #expect(layoutError([waterfall([.aspectRatio(1e-12)])])?.rule == .aspectRatioOutOfRange)
    #expect(layoutError([waterfall([.size(width: 0, height: 10)])])?.rule == .degenerateAspectRatio)
    #expect(
      layoutError([waterfall([.size(width: 1e-300, height: 10)])])?.rule == .aspectRatioOutOfRange)
    // A zero-size item is valid: zero height.
    #expect(layoutError([waterfall([.size(width: 0, height: 0), .extent(0)])]) == nil)
  }

  @Test func columnsMustFitTheWidth() {
    #expect(
      layoutError([waterfall([], WaterfallLayout(columns: 0))])?.description
        == "sections[0].columns: must be an integer >= 1")
    #expect(layoutError([waterfall([], WaterfallLayout(columns: -3))])?.rule == .atLeastOne)
    #expect(
      layoutError([waterfall([], WaterfallLayout(columns: 1_000_000))])?.rule
        == .atMost(Limits.maximumColumns))
    // 4 columns and 3 gaps of 100 leave (375 - 300) / 4 > 0; 5 columns of spacing 100 don't.
    #expect(layoutError([waterfall([], WaterfallLayout(columns: 4, columnSpacing: 100))]) == nil)
    let tooMany = layoutError([waterfall([], WaterfallLayout(columns: 5, columnSpacing: 100))])
    #expect(tooMany?.path == "sections[0].columns")
    #expect(tooMany?.rule == .columnWidthNotPositive(-5))
    // Insets eating the whole width leave no column either.
    let squeezed = layoutError([
      LayoutSection(.waterfall(WaterfallLayout()), insets: Insets(left: 200, right: 175))
    ])
    #expect(squeezed?.rule == .columnWidthNotPositive(0))
  }

  @Test func insetsWiderThanTheContainerAreRejected() {
    let header = LayoutSection(
      .waterfall(WaterfallLayout()),
      header: Supplementary(extent: 10, insets: Insets(left: 300, right: 100)))
    #expect(
      layoutError([header])?.description.hasPrefix(
        "sections[0].header.insets: leave a width of -25") == true)
    let section = LayoutSection(.waterfall(WaterfallLayout()), insets: Insets(left: 400))
    #expect(layoutError([section])?.path == "sections[0].insets")
  }

  @Test func scaleIsAWholeNumber() {
    for scale in [0.5, 2.5, 0.001] {
      #expect(layoutError(Container(width: 375, scale: scale), [])?.rule == .wholeScale)
    }
    for scale in [0.0, 1, 2, 3] {
      #expect(layoutError(Container(width: 375, scale: scale), []) == nil)
    }
  }

  @Test func containerNeedsAWidthAndAHeightWhenHorizontal() {
    #expect(
      layoutError(Container(width: 0), [])?.description == "width: must be a finite number > 0")
    #expect(
      layoutError(Container(width: 100, axis: .horizontal), [])?.description
        == "height: must be a finite number > 0")
  }

  @Test func extremeButValidInputGivesFiniteFrames() throws {
    let items: [Item] = [
      .extent(Limits.maximumLength), .aspectRatio(1e-9), .size(width: 1, height: 1e9),
      .aspectRatio(1e9, fullSpan: true),
    ]
    let layout = try LayoutResult(
      container: Container(width: Limits.maximumLength),
      sections: Array(repeating: waterfall(items, WaterfallLayout(columns: 4096)), count: 3))
    Invariants.expectInsideContent(layout, tolerance: 1)
    #expect(layout.contentSize.height.isFinite)
  }

  @Test func invalidUpdatesThrowAndLeaveTheLayoutUnchanged() throws {
    var sections = [waterfall([.extent(10), .extent(20)]), waterfall([.extent(30)])]
    var layout = try LayoutResult(container: Container(width: 100), sections: sections)
    let before = Array(layout.elements)
    sections[1].items.append(.extent(.nan))
    #expect(throws: LayoutError.self) { try layout.update(sections, after: .itemsAppended) }
    #expect(Array(layout.elements) == before)
    sections[1].items.removeLast()
    #expect(throws: LayoutError.self) {
      try layout.update(sections, after: .itemChanged(section: 0, item: 5))
    }
    sections[0].strategy = .waterfall(WaterfallLayout(columns: 3))
    #expect(throws: LayoutError.self) {
      try layout.update(sections, after: .itemChanged(section: 0, item: 0))
    }
    #expect(Array(layout.elements) == before)
    // A changed header, insets or footer in any section before the change is a mismatch too.
    sections[0].strategy = .waterfall(WaterfallLayout())
    sections[0].header = Supplementary(extent: 50)
    sections[1].items.append(.extent(5))
    #expect(throws: LayoutError.self) { try layout.update(sections, after: .itemsAppended) }
    sections[0].header = nil
    sections[1].insets.left = 30
    #expect(throws: LayoutError.self) { try layout.update(sections, after: .itemsAppended) }
    sections[1].insets.left = 0
    sections[1].items.removeLast()
    // A later section that breaks a rule fails a change before anything changes.
    sections[1].items[0] = .extent(.nan)
    #expect(throws: LayoutError.self) {
      try layout.update(sections, after: .itemChanged(section: 0, item: 1))
    }
    #expect(Array(layout.elements) == before)
  }
}
