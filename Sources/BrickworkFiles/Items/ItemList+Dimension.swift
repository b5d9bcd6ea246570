extension ItemList {
  /// A size component an item list gives each item, and the names every format accepts for it:
  /// the one rule of the accepted names (`width` or `w`, `height` or `h`).
  enum Dimension: CaseIterable, Sendable {
    /// The item's width.
    case width
    /// The item's height.
    case height

    /// The names accepted for it, the full name first (the one messages use).
    var names: [StaticString] {
      switch self {
      case .width: ["width", "w"]
      case .height: ["height", "h"]
      }
    }

    /// The full name, such as `width`.
    var name: String { names[0].description }

    /// The dimension `name` names (exactly, as a JSON or plist key, or a CSV header field
    /// already trimmed and lowercased), if any.
    init?(name: String) {
      guard
        let found = Self.allCases.first(where: { $0.names.contains { $0.description == name } })
      else { return nil }
      self = found
    }

  }
}
