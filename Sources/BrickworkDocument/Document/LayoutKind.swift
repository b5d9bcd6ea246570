import Brickwork

/// The `layout` of a section in the document: which strategy lays out its body.
package enum LayoutKind: String, Sendable, CaseIterable {
  /// `waterfall`: columns.
  case waterfall
  /// `flow`: wrapping lines.
  case flow
  /// `justified`: rows of photos.
  case justified

  /// The one table of which section option belongs to which layout: this layout's options, by
  /// their names in the document (the names the core's errors give their fields), separated by
  /// `, `, in the order the problem of an unknown key lists them.
  ///
  /// The document reader reads a section's option only when its layout has it here
  /// (``DocumentDecoder/decodeSection(axis:kind:)``); a command-line flag that sets an option
  /// applies to the layouts that have it.
  package var optionNameList: StaticString {
    switch self {
    case .waterfall:
      """
      columns, minColumnWidth, maxColumns, columnSpacing, itemSpacing, placement, tolerance, \
      columnWeights, evenBottom
      """
    case .flow:
      """
      itemSpacing, lineSpacing, justify, lastLineJustify, alignItems, height, alignContent, \
      lineBreaking, maxLines, moreBadge, itemGrow, growLastLine
      """
    case .justified:
      """
      targetRowHeight, tolerance, itemSpacing, lineSpacing, maxRows, showWidows, \
      breakoutCadence, breaking, minItemsPerRow, maxItemsPerRow, widowAlignment, widowHeight
      """
    }
  }

  /// The keys of a section of every layout, before its layout's options (``optionNameList``),
  /// separated by `, `.
  static var commonSectionKeyList: StaticString {
    "layout, insets, header, footer, background, items"
  }

  /// The item keys of this layout, separated by `, `.
  var itemKeyList: StaticString {
    switch self {
    case .waterfall: "height, width, aspectRatio, fullSpan, span, column"
    case .flow: "width, height, baseline, startsLine, grow"
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
  /// `background` and `items`): ``optionNameList``.
  package var optionKeys: [String] { optionNameList.listedNames }

  /// The first layout, in the order of `allCases`, that has the option `name`, if any.
  package static func firstHaving(option name: String) -> LayoutKind? {
    allCases.first { $0.optionKeys.contains(name) }
  }

  /// The item keys of this layout.
  var itemKeys: [String] { itemKeyList.listedNames }

  /// The layouts, other than this one, that have the section option `name`.
  func otherLayouts(havingOption name: String) -> [LayoutKind] {
    Self.allCases.filter { $0 != self && $0.optionKeys.contains(name) }
  }

  /// The layouts, other than this one, whose items have the key `name`.
  func otherLayouts(havingItemKey name: String) -> [LayoutKind] {
    Self.allCases.filter { $0 != self && $0.itemKeys.contains(name) }
  }

  /// Every layout's document name, in the order of `allCases`, separated by `, `.
  static var documentNameList: StaticString { "waterfall, flow, justified" }
}
