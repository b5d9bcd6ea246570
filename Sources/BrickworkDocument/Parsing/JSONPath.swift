import Brickwork

/// Paths into a JSON document, as error messages print them: `sections[0].items[3].height`.
package enum JSONPath {
  /// One step of a path: an object key or an array index.
  package enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }

  /// The path as text. Keys that are not plain identifiers are quoted and escaped (and long ones
  /// shortened), so a hostile key can neither forge a path nor flood a terminal.
  static func render(_ components: [Component]) -> String {
    var text = MessageText()
    write(components, to: &text)
    return text.string
  }

  /// Appends the path as ``render(_:)`` gives it to `text`.
  static func write(_ components: [Component], to text: inout MessageText) {
    let start = text.bytes.count
    for component in components {
      switch component {
      case .index(let index):
        text.append("[")
        text.append(index)
        text.append("]")
      case .key(let key):
        if isIdentifier(key) {
          if text.bytes.count > start { text.append(".") }
          text.append(string: key)
        } else {
          text.append("[")
          writeQuoted(key, to: &text)
          text.append("]")
        }
      }
    }
  }

  /// Whether `key` is a plain identifier: ASCII letters, digits and `_`, not starting with a
  /// digit, at most 64 characters.
  static func isIdentifier(_ key: String) -> Bool {
    let bytes = key.utf8Bytes
    guard let first = bytes.first, bytes.count <= 64, !(48...57).contains(first) else {
      return false
    }
    return bytes.allSatisfy { byte in
      (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte)
        || byte == 95
    }
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped and at most
  /// 40 characters kept.
  package static func quoted(_ text: String) -> String {
    var quoted = MessageText()
    writeQuoted(text, to: &quoted)
    return quoted.string
  }

  /// Appends `key` as ``quoted(_:)`` gives it to `text`.
  ///
  /// It reads and writes UTF-8 bytes (a `String` is valid UTF-8): the WebAssembly module then
  /// needs no scalar iterator for it.
  static func writeQuoted(_ key: String, to text: inout MessageText) {
    let bytes = key.utf8Bytes
    text.append("\"")
    var count = 0
    var index = 0
    while index < bytes.count {
      if count == 40 {
        text.append("…")
        break
      }
      count += 1
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var scalar = UInt32(length == 1 ? lead : lead & (0x7F >> length))
      for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
      switch scalar {
      case 0x22: text.append("\\\"")
      case 0x5C: text.append("\\\\")
      case 0x0A: text.append("\\n")
      case 0x09: text.append("\\t")
      case 0x0D: text.append("\\r")
      default:
        if scalar < 0x20 || (0x7F...0x9F).contains(scalar) || isInvisible(scalar) {
          text.append("\\u{")
          var shift = 28
          while shift > 0, scalar >> UInt32(shift) == 0 { shift -= 4 }
          while shift >= 0 {
            let digit = UInt8(scalar >> UInt32(shift) & 0xF)
            text.append(
              scalar: Unicode.Scalar(
                digit < 10 ? digit + UInt8(ascii: "0") : digit - 10 + UInt8(ascii: "a")))
            shift -= 4
          }
          text.append("}")
        } else {
          // A scalar of a `String`: always valid.
          if let scalar = Unicode.Scalar(scalar) { text.append(scalar: scalar) }
        }
      }
      index += length
    }
    text.append("\"")
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
