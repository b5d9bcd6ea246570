import Brickwork

/// The `layout` of a section in the document: which strategy lays out its body.
package enum LayoutKind: String, Sendable, CaseIterable {
  /// `waterfall`: columns.
  case waterfall
  /// `flow`: wrapping lines.
  case flow
  /// `justified`: rows of photos.
  case justified

  /// The keys of a section of this layout, its options last, separated by `, ` (as the
  /// problem of an unknown key lists them).
  var sectionKeyList: StaticString {
    switch self {
    case .waterfall:
      """
      layout, insets, header, footer, background, items, columns, minColumnWidth, maxColumns, \
      columnSpacing, itemSpacing, placement, tolerance
      """
    case .flow:
      """
      layout, insets, header, footer, background, items, itemSpacing, lineSpacing, justify, \
      lastLineJustify, alignItems, height, alignContent, lineBreaking, maxLines, moreBadge
      """
    case .justified:
      """
      layout, insets, header, footer, background, items, targetRowHeight, tolerance, \
      itemSpacing, lineSpacing, maxRows, showWidows, breakoutCadence, breaking, minItemsPerRow, \
      maxItemsPerRow
      """
    }
  }

  /// The item keys of this layout, separated by `, `.
  var itemKeyList: StaticString {
    switch self {
    case .waterfall: "height, width, aspectRatio, fullSpan, span, column"
    case .flow: "width, height, baseline, startsLine"
    case .justified: "aspectRatio, width, height"
    }
  }

  /// A section of this layout, as the problem of an unknown key names it.
  var sectionContext: StaticString {
    switch self {
    case .waterfall: "a waterfall section"
    case .flow: "a flow section"
    case .justified: "a justified section"
    }
  }

  /// An item of this layout, as the problem of an unknown key names it.
  var itemContext: StaticString {
    switch self {
    case .waterfall: "a waterfall item"
    case .flow: "a flow item"
    case .justified: "a justified item"
    }
  }

  /// The section option keys of this layout (besides `layout`, `insets`, `header`, `footer`,
  /// `background` and `items`).
  var optionKeys: [String] { Array(sectionKeyList.listedNames.dropFirst(6)) }

  /// The item keys of this layout.
  var itemKeys: [String] { itemKeyList.listedNames }

  /// Every layout's document name, in the order of `allCases`, separated by `, `.
  static var documentNameList: StaticString { "waterfall, flow, justified" }
}
