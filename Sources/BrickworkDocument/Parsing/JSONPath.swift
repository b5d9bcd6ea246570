/// Paths into a JSON document, as error messages print them: `sections[0].items[3].height`.
enum JSONPath {
  /// One step of a path: an object key or an array index.
  enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }

  /// The path as text. Keys that are not plain identifiers are quoted and escaped (and long ones
  /// shortened), so a hostile key can neither forge a path nor flood a terminal.
  static func render(_ components: some Sequence<Component>) -> String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if isIdentifier(key) {
          text += text.isEmpty ? key : "." + key
        } else {
          text += "[" + quoted(key) + "]"
        }
      }
    }
    return text
  }

  /// Whether `key` is a plain identifier: ASCII letters, digits and `_`, not starting with a
  /// digit, at most 64 characters.
  static func isIdentifier(_ key: String) -> Bool {
    let utf8 = key.utf8
    guard let first = utf8.first, utf8.count <= 64, !(48...57).contains(first) else {
      return false
    }
    return utf8.allSatisfy { byte in
      (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte)
        || byte == 95
    }
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped and at most
  /// 40 characters kept.
  static func quoted(_ text: String) -> String {
    var result = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
