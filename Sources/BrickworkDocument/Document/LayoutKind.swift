/// The `layout` of a section in the document: which strategy lays out its body.
package enum LayoutKind: String, Sendable, CaseIterable {
  /// `waterfall`: columns.
  case waterfall
  /// `flow`: wrapping lines.
  case flow
  /// `justified`: rows of photos.
  case justified

  /// The section option keys of this layout (besides `layout`, `insets`, `header`, `footer`
  /// and `items`).
  var optionKeys: [String] {
    switch self {
    case .waterfall:
      [
        "columns", "minColumnWidth", "maxColumns", "columnSpacing", "itemSpacing", "placement",
      ]
    case .flow:
      [
        "itemSpacing", "lineSpacing", "justify", "lastLineJustify", "alignItems", "height",
        "alignContent", "lineBreaking", "maxLines", "moreBadge",
      ]
    case .justified:
      [
        "targetRowHeight", "tolerance", "itemSpacing", "lineSpacing", "maxRows", "showWidows",
        "breakoutCadence", "breaking",
      ]
    }
  }

  /// The item keys of this layout.
  var itemKeys: [String] {
    switch self {
    case .waterfall: ["height", "width", "aspectRatio", "fullSpan", "span", "column"]
    case .flow: ["width", "height", "baseline", "startsLine"]
    case .justified: ["aspectRatio", "width", "height"]
    }
  }
}
