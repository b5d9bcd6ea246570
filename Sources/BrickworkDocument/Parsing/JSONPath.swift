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
          || isInvisible(scalar.value)
        {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether `scalar` is a format character (general category Cf: soft hyphens, zero-width and
  /// bidirectional controls, tags, …) or a line or paragraph separator (Zl, Zp): invisible or
  /// reordering text that a path must show escaped.
  ///
  /// The stdlib's Unicode properties would tell, at the cost of their tables (33 KB in the
  /// WebAssembly module); these are the same ranges, checked against them by the tests.
  static func isInvisible(_ scalar: UInt32) -> Bool {
    invisibleRanges.contains { $0.0 <= scalar && scalar <= $0.1 }
  }

  /// The scalars of general categories Cf, Zl and Zp (Unicode 16), as closed ranges.
  static let invisibleRanges: [(UInt32, UInt32)] = [
    (0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD), (0x70F, 0x70F),
    (0x890, 0x891), (0x8E2, 0x8E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x2028, 0x202E),
    (0x2060, 0x2064), (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD),
    (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0001, 0xE0001), (0xE0020, 0xE007F),
  ]
}
