import Brickwork

// Strings of the JSON grammar, read by the pull scanner.
extension JSONScanner {
  /// Reads a string; its bytes (valid UTF-8) stay readable until the next string is read.
  package mutating func readString() throws(JSONSyntaxError) -> JSONString {
    let bytes = self.bytes
    let start = position
    var index = start + 1  // past the "
    var isASCII = true
    // Fast path: no escapes.
    while index < bytes.count {
      index = Self.skipPlainASCII(bytes, from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if !isASCII, !Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])) {
          throw error(at: start, "invalid UTF-8 in a string")
        }
        position = index + 1
        return JSONString(storage: .input, start: start + 1, end: index)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 {
        position = index
        throw error("control character in a string (escape it)")
      }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    guard index < bytes.count else {
      throw error(at: start, "unterminated string")
    }
    position = index
    decoded.removeAll(keepingCapacity: true)
    decoded.append(contentsOf: bytes[(start + 1)..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        let valid = decoded.withUnsafeBufferPointer { Self.isValidUTF8($0) }
        guard valid else {
          position = start
          throw error("invalid UTF-8 in a string")
        }
        return JSONString(storage: .decoded, start: 0, end: decoded.count)
      case UInt8(ascii: "\\"):
        try readEscape()
      case 0..<0x20:
        throw error("control character in a string (escape it)")
      default:
        decoded.append(byte)
        position += 1
      }
    }
    position = start
    throw error("unterminated string")
  }

  /// The position of the first byte from `index` on that needs a look in a string: a quote, a
  /// backslash, a control character or a non-ASCII byte; eight bytes at a time while eight
  /// remain.
  @inline(__always)
  static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    guard let base = bytes.baseAddress else { return index }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = index
    while bytes.count - index >= 8 {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      // A byte is zero in `v` where `v - 1` borrows into its high bit and `v` had none: exact
      // for the first such byte, which is all that is asked.
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | ((word &- ones &* 0x20) & ~word) | word
      let found = special & highs
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    return index
  }

  mutating func readEscape() throws(JSONSyntaxError) {
    position += 1  // backslash
    guard position < bytes.count else { throw error("unterminated string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(0x0A)
    case UInt8(ascii: "r"): decoded.append(0x0D)
    case UInt8(ascii: "t"): decoded.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("lone surrogate in a \\u escape") }
        position += 2
        let low = try readHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error("lone surrogate in a \\u escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("lone surrogate in a \\u escape")
      }
      appendUTF8(scalar)
    default:
      position -= 2
      var text = MessageText()
      text.append("invalid escape '\\")
      Self.writePrintable(byte, to: &text)
      text.append("'")
      throw error(text.string)
    }
  }

  /// Appends the UTF-8 encoding of `scalar` (a Unicode scalar value) to ``decoded``.
  mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case ..<0x80:
      decoded.append(UInt8(scalar))
    case ..<0x800:
      decoded.append(UInt8(0xC0 | scalar >> 6))
      decoded.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      decoded.append(UInt8(0xE0 | scalar >> 12))
      decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      decoded.append(UInt8(0x80 | scalar & 0x3F))
    default:
      decoded.append(UInt8(0xF0 | scalar >> 18))
      decoded.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      decoded.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("invalid \\u escape (4 hex digits)") }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid \\u escape (4 hex digits)")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
  /// surrogates, nothing past U+10FFFF).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let count: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: count = 2
      case 0xE0:
        count = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: count = 3
      case 0xED:
        count = 3
        high = 0x9F
      case 0xF0:
        count = 4
        low = 0x90
      case 0xF1...0xF3: count = 4
      case 0xF4:
        count = 4
        high = 0x8F
      default: return false
      }
      guard bytes.count - index >= count, (low...high).contains(bytes[index + 1]) else {
        return false
      }
      var next = index + 2
      while next < index + count {
        guard bytes[next] & 0xC0 == 0x80 else { return false }
        next += 1
      }
      index += count
    }
    return true
  }
}
