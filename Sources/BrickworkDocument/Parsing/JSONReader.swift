/// A strict JSON reader (RFC 8259): bytes in, a ``JSONValue`` tree out.
///
/// Written by hand rather than with `JSONSerialization` (which loses the difference between a
/// missing and a duplicate key, reports errors loosely and is slow on large documents) or
/// `JSONDecoder` (which stops at the first problem and ignores unknown keys). It rejects
/// duplicate keys, trailing commas, comments, leading zeros, control characters in strings,
/// invalid UTF-8 and lone surrogates; limits nesting to ``maximumDepth``; and reports the first
/// error with its line, column and the path of the value being read. A byte-order mark at the
/// start is skipped.
struct JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 100

  /// The bytes being read.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The position of the next byte.
  private var position = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads one JSON document that must fill `bytes` (whitespace aside).
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      reader.position = 3
    }
    reader.skipWhitespace()
    guard reader.position < bytes.count else {
      throw reader.error("expected a JSON value, found end of input (the input is empty)")
    }
    let value = try reader.readValue(depth: 0)
    reader.skipWhitespace()
    guard reader.position == bytes.count else {
      throw reader.error("unexpected \(reader.describeByte()) after the end of the document")
    }
    return value
  }

  /// Reads one JSON document from `bytes`.
  static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONSyntaxError) {
        return .success(try read(buffer))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Values

  private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard position < bytes.count else {
      throw error("expected a value, found end of input (the document is truncated)")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object(try readObject(depth: depth + 1))
    case UInt8(ascii: "["): return .array(try readArray(depth: depth + 1))
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try readNumber())
    default:
      throw error("expected a value, found \(describeByte())")
    }
  }

  private mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    let matches =
      bytes.count - position >= count
      && (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
    guard matches else {
      throw error("expected a value, found \(describeByte()) (not '\(literal)')")
    }
    position = start + count
  }

  private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    guard depth <= Self.maximumDepth else {
      throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
    }
    position += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return elements
    }
    while true {
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        throw error("trailing comma before ']'")
      }
      do throws(JSONSyntaxError) {
        elements.append(try readValue(depth: depth))
        skipWhitespace()
      } catch {
        throw error.prefixed(.index(elements.count))
      }
      guard position < bytes.count else {
        throw error("expected ',' or ']' after an array element, found end of input")
          .prefixed(.index(elements.count - 1))
      }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return elements
      default:
        throw error("expected ',' or ']' after an array element, found \(describeByte())")
          .prefixed(.index(elements.count - 1))
      }
    }
  }

  private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
    guard depth <= Self.maximumDepth else {
      throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
    }
    position += 1  // {
    var members: [JSONObject.Member] = []
    members.reserveCapacity(4)  // one allocation for the typical small object
    var keys: Set<String>?
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return JSONObject(members: members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else {
        throw error("expected a key in double quotes, found end of input")
      }
      guard bytes[position] == UInt8(ascii: "\"") else {
        if bytes[position] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
        throw error("expected a key in double quotes, found \(describeByte())")
      }
      let keyStart = position
      let key = try readString()
      if isDuplicate(key, in: members, keys: &keys) {
        position = keyStart
        throw error("duplicate key").prefixed(.key(key))
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key, found \(describeByte())").prefixed(.key(key))
      }
      position += 1
      skipWhitespace()
      do throws(JSONSyntaxError) {
        members.append(JSONObject.Member(key: key, value: try readValue(depth: depth)))
        skipWhitespace()
      } catch {
        throw error.prefixed(.key(key))
      }
      guard position < bytes.count else {
        throw error("expected ',' or '}' after an object member, found end of input")
          .prefixed(.key(key))
      }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return JSONObject(members: members)
      default:
        throw error("expected ',' or '}' after an object member, found \(describeByte())")
          .prefixed(.key(key))
      }
    }
  }

  /// Whether `key` is already among `members`; a set takes over from the linear search once an
  /// object has more than a few members, so hostile objects with many keys stay linear.
  private func isDuplicate(
    _ key: String, in members: [JSONObject.Member], keys: inout Set<String>?
  ) -> Bool {
    if keys == nil, members.count >= 8 {
      keys = Set(members.map { $0.key })
    }
    if keys != nil {
      return keys?.insert(key).inserted == false
    }
    return members.contains { $0.key == key }
  }

  // MARK: - Strings

  private mutating func readString() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1  // "
    var isASCII = true
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<position])
        position += 1
        if isASCII { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else {
          position = start
          throw error("invalid UTF-8 in a string")
        }
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    guard position < bytes.count else {
      position = start
      throw error("unterminated string")
    }
    var buffer = Array(bytes[(start + 1)..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          position = start
          throw error("invalid UTF-8 in a string")
        }
        return text
      case UInt8(ascii: "\\"):
        try readEscape(into: &buffer)
      case 0..<0x20:
        throw error("control character in a string (escape it)")
      default:
        buffer.append(byte)
        position += 1
      }
    }
    position = start
    throw error("unterminated string")
  }

  private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    position += 1  // backslash
    guard position < bytes.count else { throw error("unterminated string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
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
      guard let unicode = Unicode.Scalar(scalar) else {
        throw error("invalid \\u escape")
      }
      buffer.append(contentsOf: String(Character(unicode)).utf8)
    default:
      position -= 2
      throw error("invalid escape '\\\(Self.printable(byte))'")
    }
  }

  private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
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

  // MARK: - Numbers

  private mutating func readNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    // Significant digits, accumulated while they fit exactly.
    var mantissa: UInt64 = 0
    var digits = 0
    var decimalExponent = 0
    guard position < bytes.count, isDigit(bytes[position]) else {
      throw error("invalid number: expected a digit after '-'")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) {
        throw error("invalid number: leading zero")
      }
    } else {
      while position < bytes.count, isDigit(bytes[position]) {
        accumulate(bytes[position], into: &mantissa, digits: &digits, exponent: &decimalExponent)
        position += 1
      }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error("invalid number: expected a digit after '.'")
      }
      while position < bytes.count, isDigit(bytes[position]) {
        if digits < 19 {
          accumulate(bytes[position], into: &mantissa, digits: &digits, exponent: &decimalExponent)
          decimalExponent -= 1
        } else {
          digits += 1
        }
        position += 1
      }
    }
    var explicitExponent = 0
    var exponentSaturated = false
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error("invalid number: expected a digit in the exponent")
      }
      while position < bytes.count, isDigit(bytes[position]) {
        if explicitExponent < 100_000 {
          explicitExponent = explicitExponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        } else {
          exponentSaturated = true
        }
        position += 1
      }
      if exponentNegative { explicitExponent = -explicitExponent }
    }
    if position < bytes.count, isNumberTail(bytes[position]) {
      throw error("invalid number: unexpected \(describeByte())")
    }
    // A saturated exponent takes the slow path, which reads the literal exactly (to infinity or
    // zero), however many digits the fraction had.
    if !exponentSaturated,
      let exact = Self.exactValue(
        mantissa: mantissa, digits: digits, exponent: decimalExponent + explicitExponent)
    {
      return negative ? -exact : exact
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text) else {
      position = start
      throw error("invalid number")
    }
    return value
  }

  /// Adds a significant digit to `mantissa` while it has room; later integer digits only scale
  /// the exponent (the slow path then converts the literal exactly).
  @inline(__always)
  private func accumulate(
    _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int
  ) {
    if digits < 19 {
      mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
      if mantissa != 0 { digits += 1 }
    } else {
      digits += 1
      exponent += 1
    }
  }

  /// The correctly rounded value of `mantissa * 10^exponent` when it can be computed exactly in
  /// one IEEE operation (Clinger's fast path: at most 15 significant digits and a power of ten
  /// that is itself exact), else `nil`.
  private static func exactValue(mantissa: UInt64, digits: Int, exponent: Int) -> Double? {
    if mantissa == 0 { return digits <= 19 ? 0 : nil }
    guard digits <= 15, mantissa < (1 << 53), (-22...22).contains(exponent) else { return nil }
    let base = Double(mantissa)
    return exponent >= 0 ? base * powersOfTen[exponent] : base / powersOfTen[-exponent]
  }

  /// 10^0 … 10^22, all exactly representable as `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Bytes that cannot directly follow a number: letters, digits, `.`, `+`, `-`.
  private func isNumberTail(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  // MARK: - Helpers

  @inline(__always)
  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// The byte at the current position, as an error message names it.
  private func describeByte() -> String {
    guard position < bytes.count else { return "end of input" }
    return "'" + Self.printable(bytes[position]) + "'"
  }

  /// A byte as printable text: itself when it is printable ASCII, else its hex code.
  private static func printable(_ byte: UInt8) -> String {
    if byte >= 0x21, byte < 0x7F, byte != UInt8(ascii: "'") {
      return String(UnicodeScalar(byte))
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "\\x" + (hex.count == 1 ? "0" + hex : hex)
  }

  /// An error at the current position.
  private func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    let end = min(position, bytes.count)
    var index = 0
    while index < end {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    index = lineStart
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}

extension JSONSyntaxError {
  /// The error with `component` put in front of its path (used while unwinding).
  func prefixed(_ component: JSONPath.Component) -> JSONSyntaxError {
    var copy = self
    copy.path.insert(component, at: 0)
    return copy
  }
}
