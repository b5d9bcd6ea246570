import Brickwork

/// An element's kind as three 32-bit integers, the form JavaScript reads from an `Int32Array`:
/// the kind, the section, and the item's index (a badge's hidden count; -1 for other kinds).
struct ElementCode: Hashable, Sendable {
  /// 0 background, 1 header, 2 item, 3 "more" badge, 4 footer (the order of
  /// `LayoutElement.Kind`).
  var kind: Int32
  /// The element's section.
  var section: Int32
  /// The item's index, a badge's hidden count, or -1.
  var index: Int32

  /// The code of `element`. Indices beyond `Int32.max` cannot occur: a layout's elements are
  /// counted in memory addressed by 32 bits in the module, and clamp natively.
  init(_ element: LayoutElement) {
    section = Int32(clamping: element.section)
    switch element.kind {
    case .background: (kind, index) = (0, -1)
    case .header: (kind, index) = (1, -1)
    case .item(let item): (kind, index) = (2, Int32(clamping: item))
    case .moreBadge(let hiddenCount): (kind, index) = (3, Int32(clamping: hiddenCount))
    case .footer: (kind, index) = (4, -1)
    }
  }
}
