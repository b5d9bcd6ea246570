import Brickwork

/// The strict JSON grammar (RFC 8259) as a pull reader: the caller asks for the value it expects
/// next and the scanner reads it straight from the bytes, building no tree and no `String` per
/// key.
///
/// ``DocumentDecoder`` reads layout documents and item lists on it into the core's values as it
/// goes, with no tree (the tests build one on it, as an oracle). It rejects duplicate
/// keys, trailing commas, comments, leading zeros, control characters in strings, invalid UTF-8
/// and lone surrogates; limits nesting to ``maximumDepth``; and reports the first error with its
/// line, column and the path of the value being read (each caller puts its own keys and indices
/// in front while unwinding, with ``JSONSyntaxError/prefixed(_:)``). A byte-order mark at the
/// start is skipped; UTF-16 and UTF-32 text is refused as such.
///
/// Objects and arrays are read member by member: ``beginObject()`` then ``nextKey(_:)`` until it
/// returns `nil`, reading (or skipping) each member's value in between; ``beginArray()`` then
/// ``nextElement(_:)`` likewise.
package struct JSONScanner {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 100

  /// The bytes being read.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The position of the next byte.
  var position = 0
  /// How many arrays and objects are open.
  var depth = 0
  /// The decoded bytes of the last string read that had escapes.
  var decoded: [UInt8] = []
  /// The keys of the objects being read, innermost last (for duplicate keys): the first
  /// ``keyCount`` of this storage, which never shrinks.
  var keys: [JSONString] = []
  /// How many of ``keys`` are the open objects' keys.
  var keyCount = 0
  /// The decoded bytes of the keys in ``keys`` that had escapes.
  var keyBytes: [UInt8] = []

  /// A scanner at the start of `bytes`, past a byte-order mark.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    }
  }

  // MARK: - The document

  /// Moves to the document's one value, or throws when the input holds none, or is UTF-16 or
  /// UTF-32 text (``WideUnicodeText``) rather than UTF-8.
  package mutating func beginDocument() throws(JSONSyntaxError) {
    if let encoding = WideUnicodeText(bytes) { throw error(at: 0, encoding.message) }
    skipWhitespace()
    guard position < bytes.count else {
      throw error("expected a JSON value, found end of input (the input is empty)")
    }
  }

  /// Checks that nothing but whitespace follows the document's value.
  package mutating func endDocument() throws(JSONSyntaxError) {
    skipWhitespace()
    guard position == bytes.count else {
      throw error(byteAt: position, "unexpected ", " after the end of the document")
    }
  }

  // MARK: - Values

  /// The kind of the value at the current position, which is not consumed; throws when no value
  /// starts there.
  @inline(__always)
  package func valueKind() throws(JSONSyntaxError) -> JSONKind {
    guard position < bytes.count else {
      throw error("expected a value, found end of input (the document is truncated)")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error(byteAt: position, "expected a value, found ")
    }
  }

  /// Reads a value of any kind, checking it as strictly as any other, and discards it.
  package mutating func skipValue() throws(JSONSyntaxError) {
    switch try valueKind() {
    case .object:
      var object = try beginObject()
      while try nextKey(&object) != nil {
        do throws(JSONSyntaxError) {
          try skipValue()
        } catch {
          throw error.prefixed(component(object))
        }
      }
    case .array:
      var array = try beginArray()
      while try nextElement(&array) {
        do throws(JSONSyntaxError) {
          try skipValue()
        } catch {
          throw error.prefixed(.index(array.count - 1))
        }
      }
    case .string: _ = try readString()
    case .bool: _ = try readBool()
    case .null: try readNull()
    case .number: _ = try readNumber()
    }
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(JSONSyntaxError) -> Bool {
    if bytes[position] == UInt8(ascii: "t") {
      try readLiteral("true")
      return true
    }
    try readLiteral("false")
    return false
  }

  /// Reads `null`.
  mutating func readNull() throws(JSONSyntaxError) {
    try readLiteral("null")
  }

  private mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let count = literal.utf8CodeUnitCount
    var matches = bytes.count - position >= count
    var index = 0
    while matches, index < count {
      matches = bytes[position + index] == literal.utf8Start[index]
      index += 1
    }
    guard matches else {
      var text = MessageText()
      text.append("expected a value, found ")
      describeByte(at: position, to: &text)
      text.append(" (not '")
      text.append(literal)
      text.append("')")
      throw error(text.string)
    }
    position += count
  }
}

/// The kinds of JSON value, as error messages name them.
package enum JSONKind: Sendable {
  case null, bool, number, string, array, object

  /// The kind as error messages name it ("found a string").
  var name: StaticString {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A string ``JSONScanner`` read: a range of the input, or of the scanner's own decoded bytes
/// when it had escapes.
package struct JSONString: Sendable {
  /// Where the bytes are.
  enum Storage: Sendable {
    /// In the input (no escapes).
    case input
    /// In the scanner's bytes of the last escaped string.
    case decoded
    /// In the scanner's bytes of escaped keys.
    case keys
  }

  /// Where the bytes are.
  var storage: Storage
  /// The range of the bytes in their storage.
  var start: Int
  /// The end of the range.
  var end: Int

  /// The number of bytes.
  var count: Int { end - start }
}

/// How far ``JSONScanner`` has read an array.
package struct JSONArrayState: Sendable {
  /// The elements begun so far.
  package var count = 0
}

/// How far ``JSONScanner`` has read an object: its keys so far, for duplicates.
package struct JSONObjectState: Sendable {
  /// The index of the object's first key in the scanner's keys.
  let firstKey: Int
  /// The scanner's count of escaped key bytes when the object began.
  let firstKeyByte: Int
  /// The members begun so far.
  var count = 0
  /// The keys so far, once the object has many: a hash table of one more than their indices
  /// in the scanner's keys (0 for an empty slot).
  var keyTable: [Int] = []
}

extension JSONSyntaxError {
  /// The error with `component` put in front of its path (used while unwinding).
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  package func prefixed(_ component: JSONPath.Component) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message, path: [component] + path)
  }
}
