import BrickworkDocument

/// A property-list value as the item-list reader sees it: the kinds it reads, and the others
/// only named in messages.
enum PropertyListValue {
  /// `<true/>` or `<false/>`.
  case boolean(Bool)
  /// An integer or a real, as a number whatever its value (0 and 1 included).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([PropertyListValue])
  /// A dictionary: its keys and values in file order (a later duplicate key wins on lookup).
  case dictionary([(key: String, value: PropertyListValue)])
  /// A date, data, a UID or anything else the reader does not use.
  case other(kind: String)

  /// The value under `key` of a dictionary (the last one when a key repeats), or `nil`.
  subscript(key: String) -> PropertyListValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.last { $0.key == key }?.value
  }

  /// The kind of value, as messages name it: `a boolean`, `a number`, `a string`…
  var kindName: String {
    switch self {
    case .boolean: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .other(let kind): kind
    }
  }
}
