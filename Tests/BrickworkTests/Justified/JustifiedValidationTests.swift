import Brickwork
import Testing

/// Bad input to a justified section: a typed error naming the place, never a crash.
@Suite struct JustifiedValidationTests {
  static func layOut(
    _ items: [Item], _ layout: JustifiedLayout = JustifiedLayout(), sections before: Int = 0
  ) throws(LayoutError) -> LayoutResult {
    let filler = LayoutSection(.waterfall(WaterfallLayout()), items: [.extent(10)])
    return try LayoutResult(
      container: Container(width: 375),
      sections: Array(repeating: filler, count: before) + [
        LayoutSection(.justified(layout), items: items)
      ])
  }

  static func error(_ body: () throws(LayoutError) -> LayoutResult) -> LayoutError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [0, -1, -.infinity, .infinity, .nan, 2e9, 1e-10])
  func badAspectRatioNamesTheItem(_ ratio: Double) {
    let error = Self.error { () throws(LayoutError) in
      try Self.layOut([.aspectRatio(1), .aspectRatio(1.5), .aspectRatio(ratio)], sections: 1)
    }
    #expect(error?.location == .item(section: 1, item: 2))
    #expect(error?.field == "aspectRatio")
    let expected: LayoutError.Rule =
      ratio.isFinite && ratio > 0 ? .aspectRatioOutOfRange : .finitePositive
    #expect(error?.rule == expected)
    #expect(error?.description.hasPrefix("sections[1].items[2].aspectRatio: must") == true)
  }

  @Test func photoSizeNeedsTwoPositiveSides() {
    for (width, height) in [(0.0, 10.0), (10, 0), (0, 0)] {
      let error = Self.error { () throws(LayoutError) in
        try Self.layOut([.size(width: 4, height: 3), .size(width: width, height: height)])
      }
      #expect(
        error == LayoutError(.item(section: 0, item: 1), field: "", rule: .degenerateAspectRatio))
    }
    let tooWide = Self.error { () throws(LayoutError) in
      try Self.layOut([.size(width: 1e9, height: 0.01)])
    }
    #expect(tooWide?.rule == .aspectRatioOutOfRange)
    let negative = Self.error { () throws(LayoutError) in
      try Self.layOut([.size(width: -4, height: 3)])
    }
    #expect(
      negative == LayoutError(.item(section: 0, item: 0), field: "width", rule: .finiteNonNegative))
    let nan = Self.error { () throws(LayoutError) in
      try Self.layOut([.size(width: 4, height: .nan)])
    }
    #expect(
      nan == LayoutError(.item(section: 0, item: 0), field: "height", rule: .finiteNonNegative))
  }

  @Test func bareExtentIsRejected() {
    let error = Self.error { () throws(LayoutError) in
      try Self.layOut([.aspectRatio(1), .extent(100)])
    }
    #expect(error == LayoutError(.item(section: 0, item: 1), field: "", rule: .aspectRatioRequired))
    #expect(
      error?.description
        == "sections[0].items[1]: must give aspectRatio or width and height for this layout")
  }

  @Test func badOptionsNameTheField() {
    let cases: [(JustifiedLayout, String, LayoutError.Rule)] = [
      (JustifiedLayout(targetRowHeight: 0), "targetRowHeight", .finitePositive),
      (JustifiedLayout(targetRowHeight: -5), "targetRowHeight", .finitePositive),
      (JustifiedLayout(targetRowHeight: .nan), "targetRowHeight", .finitePositive),
      (JustifiedLayout(targetRowHeight: .infinity), "targetRowHeight", .finitePositive),
      (JustifiedLayout(targetRowHeight: 2e9), "targetRowHeight", .lengthTooLarge),
      (JustifiedLayout(tolerance: -0.1), "tolerance", .finiteNonNegative),
      (JustifiedLayout(tolerance: .nan), "tolerance", .finiteNonNegative),
      (JustifiedLayout(tolerance: .infinity), "tolerance", .finiteNonNegative),
      (JustifiedLayout(itemSpacing: -1), "itemSpacing", .finiteNonNegative),
      (JustifiedLayout(lineSpacing: .nan), "lineSpacing", .finiteNonNegative),
      (JustifiedLayout(lineSpacing: 1e10), "lineSpacing", .lengthTooLarge),
      (JustifiedLayout(maxRows: -1), "maxRows", .nonNegativeCount),
      (JustifiedLayout(breakoutCadence: -2), "breakoutCadence", .nonNegativeCount),
    ]
    for (layout, field, rule) in cases {
      for breaking in JustifiedLayout.Breaking.allCases {
        var layout = layout
        layout.breaking = breaking
        let error = Self.error { () throws(LayoutError) in
          try Self.layOut([.aspectRatio(1)], layout, sections: 2)
        }
        #expect(error == LayoutError(.section(2), field: field, rule: rule), "\(field)")
      }
    }
  }

  @Test func appendedBadItemThrowsAndKeepsTheLayout() throws {
    let container = Container(width: 375)
    var sections = [
      LayoutSection(.justified(JustifiedLayout(breaking: .optimal)), items: [.aspectRatio(1.5)])
    ]
    var layout = try LayoutResult(container: container, sections: sections)
    let before = Array(layout.elements)
    sections[0].items.append(.aspectRatio(-1))
    #expect(
      throws: LayoutError(.item(section: 0, item: 1), field: "aspectRatio", rule: .finitePositive)
    ) {
      try layout.update(sections, after: .itemsAppended)
    }
    #expect(Array(layout.elements) == before)
  }

  /// Extreme but valid input gives finite frames inside the content.
  @Test func extremeValidInputStaysFinite() throws {
    let ratios: [Double] = [1e9, 1e-9, 1e-9, 3, 1e9, 1e-9, 0.5, 1e-9, 1e-9, 1e-9, 2]
    for breaking in JustifiedLayout.Breaking.allCases {
      for spacing in [0.0, 40, 1e9] {
        for (width, inset) in [(1.0, 0.0), (375, 375), (375, 0), (1e9, 0)] {
          let layout = JustifiedLayout(
            targetRowHeight: 1e-3, tolerance: 1e6, itemSpacing: spacing, lineSpacing: spacing,
            breakoutCadence: 2, breaking: breaking)
          let result = try LayoutResult(
            container: Container(width: width),
            sections: [
              LayoutSection(
                .justified(layout), items: ratios.map { .aspectRatio($0) },
                insets: Insets(left: inset))
            ])
          Invariants.expectInsideContent(result, tolerance: 1e-6 * max(1, width))
          #expect(result.contentSize.height.isFinite)
        }
      }
    }
  }
}
