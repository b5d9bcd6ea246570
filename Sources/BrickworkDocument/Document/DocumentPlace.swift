import Brickwork

/// Where in a document a problem is, coarsely: its section and item (-1 for none), so that the
/// document's own problems and the core's can be listed together in document order.
package struct DocumentPlace: Comparable, Sendable {
  /// The section index, or -1 for the document's top level.
  var section: Int
  /// The item index within the section, or -1 for the section's own values.
  var item: Int

  /// The place of a JSON path: `sections[s].items[i]…`.
  init(_ path: [JSONPath.Component]) {
    section = -1
    item = -1
    guard path.count >= 2, Self.isKey(path[0], "sections"), case .index(let s) = path[1] else {
      return
    }
    section = s
    guard path.count >= 4, Self.isKey(path[2], "items"), case .index(let i) = path[3] else {
      return
    }
    item = i
  }

  /// Whether `component` is the key `name`, compared as bytes (`String`'s `==` compares
  /// canonical equivalents, and would bring Unicode's normalization tables along).
  private static func isKey(_ component: JSONPath.Component, _ name: StaticString) -> Bool {
    guard case .key(let key) = component else { return false }
    let bytes = key.utf8Bytes
    return bytes.count == name.utf8CodeUnitCount
      && bytes.indices.allSatisfy { bytes[$0] == name.utf8Start[$0] }
  }

  /// The place of a core error.
  init(_ location: LayoutError.Location) {
    switch location {
    case .container, .update: (section, item) = (-1, -1)
    case .section(let s), .header(let s), .footer(let s), .background(let s):
      (section, item) = (s, -1)
    case .item(let s, let i): (section, item) = (s, i)
    }
  }

  package static func < (lhs: DocumentPlace, rhs: DocumentPlace) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}
