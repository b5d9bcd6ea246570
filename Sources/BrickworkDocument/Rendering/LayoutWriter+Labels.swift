import Brickwork

extension LayoutWriter {
  /// The number of tints items cycle through in pictures.
  static var tintCount: Int { 6 }

  /// The short label drawn on an element (none on a background): an item's index, `+N` on a badge, the section's title
  /// (or `header N`) on a header, `footer N` on a footer.
  func label(of element: LayoutElement) -> String {
    switch element.kind {
    case .background: ""
    case .header: captions.title(ofSection: element.section) ?? "header \(element.section)"
    case .item(let item): String(item)
    case .moreBadge(let hiddenCount): "+\(hiddenCount)"
    case .footer: "footer \(element.section)"
    }
  }

  /// A font size that fits `label` in `frame` (at most 12), or `nil` when it would be too small
  /// to read.
  static func fontSize(for label: String, in frame: Rect) -> Double? {
    let characters = Double(max(label.count, 1))
    let size = min(12, frame.height * 0.6, frame.width / (0.62 * characters))
    return size >= 3 ? size : nil
  }
}

extension LayoutElement.Kind {
  /// The kind's name in the layout document's output, also the CSS class of its boxes in
  /// pictures: `background`, `header`, `item`, `more`, `footer`.
  var documentName: StaticString {
    switch self {
    case .background: "background"
    case .header: "header"
    case .item: "item"
    case .moreBadge: "more"
    case .footer: "footer"
    }
  }
}
