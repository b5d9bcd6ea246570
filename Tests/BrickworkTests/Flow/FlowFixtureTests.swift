import Brickwork
import Foundation
import Testing

/// The flow against the flex-wrap layouts of facebook/yoga's generated tests, whose frames
/// Chrome measured (`Tests/Fixtures/yoga-flex-wrap.json`).
///
/// Cases the layout rules (docs/layout-rules.md) do not cover are skipped by name, each for a reason; the rest must match in
/// left-to-right and right-to-left. A case whose lines overflow a fixed height is applicable
/// when `align-content` is `flex-start` (the kept lines are where CSS puts them; the layout rules hide
/// the others); with any other `align-content`, CSS positions every line against the overflow,
/// so it is skipped.
@Suite struct FlowFixtureTests {
  /// Cases skipped by name, with why: each uses something the flow rules do not have.
  static let skipped: [String: String] = [
    "wrap_nodes_with_content_sizing_overflowing_margin":
      "children have margins, which the flow rules do not have",
    "wrap_nodes_with_content_sizing_margin_cross":
      "children have margins, which the flow rules do not have",
    "align_content_stretch_and_align_items_flex_end_with_flex_wrap":
      "a child overrides alignItems with align-self, which the flow rules do not have",
    "wrap_reverse_row_align_content_flex_start":
      "flex-wrap: wrap-reverse, which the flow rules do not have",
    "wrap_reverse_row_align_content_center":
      "flex-wrap: wrap-reverse, which the flow rules do not have",
    "wrap_reverse_row_single_line_different_size":
      "flex-wrap: wrap-reverse, which the flow rules do not have",
    "wrap_reverse_row_align_content_stretch":
      "flex-wrap: wrap-reverse, which the flow rules do not have",
    "align_content_center_wrapped_negative_space_gap":
      "lines overflow the fixed height and align-content is center: CSS centres the overflowing"
      + " lines, the layout rules hide lines that do not fit",
    "align_content_flex_end_wrapped_negative_space":
      "lines overflow the fixed height and align-content is flex-end: CSS aligns the"
      + " overflowing lines, the layout rules hide lines that do not fit",
    "align_content_space_around_wrapped_negative_space_gap":
      "lines overflow the fixed height and align-content is space-around: CSS positions the"
      + " overflowing lines, the layout rules hide lines that do not fit",
  ]

  @Test func everyApplicableCaseMatchesInBothDirections() throws {
    let cases = try YogaFixture.load().cases
    #expect(cases.count == 30)
    var compared: [String] = []
    for fixture in cases {
      let reason = fixture.unsupportedFeature()
      #expect(
        (reason != nil) == (Self.skipped[fixture.name] != nil),
        "\(fixture.name): skip list and case disagree (\(reason ?? "applicable"))")
      guard reason == nil, Self.skipped[fixture.name] == nil else { continue }
      for direction in [ReadingDirection.leftToRight, .rightToLeft] {
        try check(fixture, direction: direction)
      }
      compared.append(fixture.name)
    }
    print(
      "yoga-flex-wrap.json: \(compared.count) cases compared in LTR and RTL, "
        + "\(Self.skipped.count) skipped: "
        + Self.skipped.keys.sorted().map { "\($0) (\(Self.skipped[$0] ?? ""))" }.joined(
          separator: "; "))
    #expect(compared.count + Self.skipped.count == cases.count)
    #expect(compared.count >= 19)
  }

  /// Lays out one case in one direction and compares frames and content size as Chrome
  /// rounded them.
  private func check(_ fixture: YogaFixture.Case, direction: ReadingDirection) throws {
    let padding = fixture.container.padding
    // CSS keeps padding physical; Brickwork's insets are leading and trailing.
    let insets =
      direction == .leftToRight
      ? Insets(top: padding.top, left: padding.left, bottom: padding.bottom, right: padding.right)
      : Insets(top: padding.top, left: padding.right, bottom: padding.bottom, right: padding.left)
    let bodyHeight = fixture.container.height.map { $0 - padding.top - padding.bottom } ?? 0
    let flow = FlowLayout(
      itemSpacing: fixture.style.columnGap, lineSpacing: fixture.style.rowGap,
      justify: try YogaFixture.justify(fixture.style.justifyContent),
      alignItems: try YogaFixture.alignItems(fixture.style.alignItems),
      height: bodyHeight,
      alignContent: try YogaFixture.alignContent(fixture.style.alignContent))
    let items = fixture.children.map {
      Item(sizing: .size(Size(width: $0.width, height: $0.height)), baseline: $0.baseline)
    }
    let layout = try LayoutResult(
      container: Container(width: fixture.container.width, direction: direction),
      sections: [LayoutSection(.flow(flow), items: items, insets: insets)])
    let expected = direction == .leftToRight ? fixture.expected : fixture.expectedRTL
    let label = "\(fixture.name) \(direction)"

    // Lines that overflow a fixed height are hidden: the items from the first one that ends
    // below the content box (align-content flex-start only, as the skip rule says).
    let contentBottom = (fixture.container.height ?? .infinity) - padding.bottom
    let visible = expected.firstIndex { $0.top + $0.height > contentBottom } ?? expected.count
    #expect(layout.hiddenItems(inSection: 0) == visible..<expected.count, "\(label) hidden")
    for (index, frame) in expected.enumerated().prefix(visible) {
      guard let actual = layout.frame(ofItem: index, inSection: 0) else {
        Issue.record("\(label): item \(index) hidden")
        continue
      }
      #expect(YogaFixture.rounded(actual) == frame, "\(label) item \(index)")
    }
    let container = fixture.expectedContainer
    #expect(
      YogaFixture.round(layout.contentSize.width) == container.width
        && YogaFixture.round(layout.contentSize.height) == container.height,
      "\(label) container \(layout.contentSize)")
  }
}
