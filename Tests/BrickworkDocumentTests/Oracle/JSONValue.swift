@testable import BrickworkDocument

/// A JSON value as read from a document: the tree the document decoder walks.
///
/// Numbers are kept as `Double` (the decoder checks integers where it needs them); objects keep
/// their members in document order so that errors are reported in the order the user wrote.
enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, correctly rounded to the nearest `Double` (it may be infinite when the literal
  /// overflows, as `1e999`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object(JSONObject)

  /// The kind of value.
  var kind: JSONKind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }

  /// The kind of value, as error messages name it ("found a string").
  var kindName: String { kind.name.description }
}

/// A JSON object: its members in document order, with unique keys.
struct JSONObject: Sendable {
  /// One member: a key and its value.
  struct Member: Sendable {
    /// The key.
    var key: String
    /// The value.
    var value: JSONValue
  }

  /// The members in document order.
  var members: [Member]

  /// The value of the member named `key`, if any.
  ///
  /// - Complexity: O(m) for m members.
  subscript(key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }
}
