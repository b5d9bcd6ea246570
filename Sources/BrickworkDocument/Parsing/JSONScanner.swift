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
/// start is skipped.
///
/// Objects and arrays are read member by member: ``beginObject()`` then ``nextKey(_:)`` until it
/// returns `nil`, reading (or skipping) each member's value in between; ``beginArray()`` then
/// ``nextElement(_:)`` likewise.
struct JSONScanner {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 100

  /// The bytes being read.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The position of the next byte.
  var position = 0
  /// How many arrays and objects are open.
  private(set) var depth = 0
  /// The decoded bytes of the last string read that had escapes.
  private var decoded: [UInt8] = []
  /// The keys of the objects being read, innermost last (for duplicate keys): the first
  /// ``keyCount`` of this storage, which never shrinks.
  private var keys: [JSONString] = []
  /// How many of ``keys`` are the open objects' keys.
  private var keyCount = 0
  /// The decoded bytes of the keys in ``keys`` that had escapes.
  private var keyBytes: [UInt8] = []

  /// A scanner at the start of `bytes`, past a byte-order mark.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3
    }
  }

  // MARK: - The document

  /// Moves to the document's one value, or throws when the input holds none.
  mutating func beginDocument() throws(JSONSyntaxError) {
    skipWhitespace()
    guard position < bytes.count else {
      throw error("expected a JSON value, found end of input (the input is empty)")
    }
  }

  /// Checks that nothing but whitespace follows the document's value.
  mutating func endDocument() throws(JSONSyntaxError) {
    skipWhitespace()
    guard position == bytes.count else {
      throw error(byteAt: position, "unexpected ", " after the end of the document")
    }
  }

  // MARK: - Values

  /// The kind of the value at the current position, which is not consumed; throws when no value
  /// starts there.
  @inline(__always)
  func valueKind() throws(JSONSyntaxError) -> JSONKind {
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
  mutating func skipValue() throws(JSONSyntaxError) {
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

  // MARK: - Arrays and objects

  /// Reads `[`, and returns the state ``nextElement(_:)`` steps through.
  mutating func beginArray() throws(JSONSyntaxError) -> JSONArrayState {
    try open()
    return JSONArrayState()
  }

  /// Moves to the array's next element and returns `true`, or reads the closing `]` and returns
  /// `false`. The element just read, if any, is number `array.count - 1`.
  @inline(__always)
  mutating func nextElement(_ array: inout JSONArrayState) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if array.count > 0 {
      guard position < bytes.count else {
        throw error("expected ',' or ']' after an array element, found end of input")
          .prefixed(.index(array.count - 1))
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'")
        }
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return false
      default:
        throw error(byteAt: position, "expected ',' or ']' after an array element, found ")
          .prefixed(.index(array.count - 1))
      }
    } else if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return false
    }
    array.count += 1
    return true
  }

  /// Reads `{`, and returns the state ``nextKey(_:)`` steps through.
  mutating func beginObject() throws(JSONSyntaxError) -> JSONObjectState {
    try open()
    return JSONObjectState(firstKey: keyCount, firstKeyByte: keyBytes.count)
  }

  /// Reads the object's next key and its `:`, leaving the position at the member's value, and
  /// returns the key; or reads the closing `}` and returns `nil`.
  @inline(__always)
  mutating func nextKey(_ object: inout JSONObjectState) throws(JSONSyntaxError) -> JSONString? {
    skipWhitespace()
    if object.count > 0 {
      guard position < bytes.count else {
        throw error("expected ',' or '}' after an object member, found end of input")
          .prefixed(component(object))
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        close(object)
        return nil
      default:
        throw error(byteAt: position, "expected ',' or '}' after an object member, found ")
          .prefixed(component(object))
      }
    } else if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      close(object)
      return nil
    }
    guard position < bytes.count else {
      throw error("expected a key in double quotes, found end of input")
    }
    guard bytes[position] == UInt8(ascii: "\"") else {
      if bytes[position] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
      throw error(byteAt: position, "expected a key in double quotes, found ")
    }
    let keyStart = position
    var key = try readString()
    if key.storage == .decoded {
      let start = keyBytes.count
      keyBytes.append(contentsOf: decoded)
      key = JSONString(storage: .keys, start: start, end: keyBytes.count)
    }
    if isDuplicate(key, in: &object) {
      position = keyStart
      throw error("duplicate key").prefixed(.key(text(key)))
    }
    if keyCount < keys.count {
      keys[keyCount] = key
    } else {
      keys.append(key)
    }
    keyCount += 1
    object.count += 1
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw error(byteAt: position, "expected ':' after the key, found ")
        .prefixed(component(object))
    }
    position += 1
    skipWhitespace()
    return key
  }

  /// Reads, when the bytes at the current position are exactly `"name"` (a key without escapes)
  /// followed by optional whitespace and a `:`, that key and the colon and the whitespace after
  /// it, and returns `true`; else reads nothing. Used for a fast path whose caller checks
  /// duplicates itself and falls back to ``nextKey(_:)`` on anything else.
  ///
  /// The quoted name (at most 16 bytes with its quotes) is compared as at most two 8-byte
  /// words of the input, each one masked compare with a constant (the optimizer folds the
  /// name's words): see ``word(_:at:)`` and ``KeyWords``.
  @inline(__always)
  mutating func skipKnownKey(_ name: StaticString) -> Bool {
    let expected = KeyWords(quoting: name)
    let bytes = self.bytes
    guard Self.word(bytes, at: position) & expected.firstMask == expected.first,
      expected.length <= 8
        || Self.word(bytes, at: position &+ 8) & expected.secondMask == expected.second
    else { return false }
    var index = position &+ expected.length
    if index >= bytes.count || bytes[index] != UInt8(ascii: ":") {
      index = Self.skipWhitespace(bytes, from: index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
    }
    position = index &+ 1
    skipWhitespace()
    return true
  }

  /// The eight bytes of `bytes` from `index` on as a little-endian word (the byte at `index`
  /// in its lowest 8 bits), zeros standing for the bytes past the end.
  @inline(__always)
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    guard let base = bytes.baseAddress, bytes.count &- index >= 8 else {
      return partialWord(bytes, at: index)
    }
    return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }

  /// ``word(_:at:)`` for the last bytes of the input, fewer than eight from `index`.
  @inline(never)  // at the end of the input only
  private static func partialWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    var word: UInt64 = 0
    var offset = 0
    while index &+ offset < bytes.count {
      word |= UInt64(bytes[index &+ offset]) &<< (8 &* UInt64(offset))
      offset &+= 1
    }
    return word
  }

  /// Reads whitespace and then `byte`, returning `true`, when the next byte past whitespace is
  /// `byte`; else reads only the whitespace.
  @inline(__always)
  mutating func skip(_ byte: UInt8) -> Bool {
    // Compact JSON: the byte itself, with no whitespace to look for first.
    if position < bytes.count, bytes[position] == byte {
      position &+= 1
      return true
    }
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position &+= 1
    return true
  }

  /// Whether a number starts at the current position.
  var atNumber: Bool {
    guard position < bytes.count else { return false }
    let byte = bytes[position]
    return byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10
  }

  /// Reads the rest of an object whose members are no longer wanted, checking them.
  mutating func skipMembers(_ object: inout JSONObjectState) throws(JSONSyntaxError) {
    while try nextKey(&object) != nil {
      do throws(JSONSyntaxError) {
        try skipValue()
      } catch {
        throw error.prefixed(component(object))
      }
    }
  }

  /// Goes back to `position`, before an object that was begun (with `object`) and not finished,
  /// to read it again.
  mutating func rewind(to position: Int, before object: JSONObjectState) {
    close(object)
    self.position = position
  }

  /// The path component of the member being read: its key.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func component(_ object: JSONObjectState) -> JSONPath.Component {
    .key(text(keys[object.firstKey + object.count - 1]))
  }

  private mutating func open() throws(JSONSyntaxError) {
    guard depth < Self.maximumDepth else {
      var text = MessageText()
      text.append("arrays and objects nested deeper than ")
      text.append(Self.maximumDepth)
      text.append(" levels")
      throw error(text.string)
    }
    depth += 1
    position += 1
  }

  @inline(__always)
  private mutating func close(_ object: JSONObjectState) {
    keyCount = object.firstKey
    if keyBytes.count > object.firstKeyByte { keyBytes.removeSubrange(object.firstKeyByte...) }
    depth -= 1
  }

  /// Whether `key` is among the object's keys so far; a hash table of their indices takes over
  /// from the linear search once the object has more than a few members, so hostile objects with
  /// many keys stay linear. A key that is not a duplicate is entered in the table as the next
  /// of ``keys``, where the caller puts it.
  @inline(__always)
  private func isDuplicate(_ key: JSONString, in object: inout JSONObjectState) -> Bool {
    if object.count < 8 {
      var index = object.firstKey
      while index < keyCount {
        if equal(keys[index], key) { return true }
        index += 1
      }
      return false
    }
    return isDuplicateInTable(key, in: &object)
  }

  /// ``isDuplicate(_:in:)`` for an object with many keys: open addressing over
  /// ``JSONObjectState/keyTable`` (each slot 0 or one more than an index of ``keys``), at most
  /// half full, hashed by the stdlib's `Hasher` (seeded per process) rather than a `Set` of
  /// byte arrays: no array per key, and less code in the WebAssembly module.
  private func isDuplicateInTable(_ key: JSONString, in object: inout JSONObjectState) -> Bool {
    let count = keyCount - object.firstKey
    if object.keyTable.count < 2 * (count + 1) {
      // Make room (at least 32 slots), entering the keys so far again.
      var size = max(32, object.keyTable.count)
      while size < 2 * (count + 1) { size *= 2 }
      object.keyTable = Array(repeating: 0, count: size)
      for index in object.firstKey..<keyCount {
        var slot = hash(keys[index]) & (size - 1)
        while object.keyTable[slot] != 0 { slot = (slot + 1) & (size - 1) }
        object.keyTable[slot] = index + 1
      }
    }
    let mask = object.keyTable.count - 1
    var slot = hash(key) & mask
    while object.keyTable[slot] != 0 {
      if equal(keys[object.keyTable[slot] - 1], key) { return true }
      slot = (slot + 1) & mask
    }
    object.keyTable[slot] = keyCount + 1
    return false
  }

  /// The hash of the bytes of `string`.
  private func hash(_ string: JSONString) -> Int {
    var hasher = Hasher()
    switch string.storage {
    case .input:
      hasher.combine(
        bytes: UnsafeRawBufferPointer(
          UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])))
    case .decoded:
      decoded.withUnsafeBytes {
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[string.start..<string.end]))
      }
    case .keys:
      keyBytes.withUnsafeBytes {
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[string.start..<string.end]))
      }
    }
    return hasher.finalize()
  }

  // MARK: - Strings

  /// Reads a string; its bytes (valid UTF-8) stay readable until the next string is read.
  mutating func readString() throws(JSONSyntaxError) -> JSONString {
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
  private static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
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

  private mutating func readEscape() throws(JSONSyntaxError) {
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
  private mutating func appendUTF8(_ scalar: UInt32) {
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

  // MARK: - The bytes of strings

  /// The bytes of `string`.
  @inline(__always)
  private func byte(_ string: JSONString, _ offset: Int) -> UInt8 {
    switch string.storage {
    case .input: bytes[string.start + offset]
    case .decoded: decoded[string.start + offset]
    case .keys: keyBytes[string.start + offset]
    }
  }

  /// Whether `string` is exactly `literal` (ASCII).
  @inline(__always)
  func matches(_ string: JSONString, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard string.count == count else { return false }
    let text = literal.utf8Start
    if string.storage == .input {
      var index = 0
      while index < count {
        if bytes[string.start + index] != text[index] { return false }
        index += 1
      }
      return true
    }
    return (0..<count).allSatisfy { byte(string, $0) == text[$0] }
  }

  /// The index of `string` among the names of `list` (separated by `, `), if it is one of them.
  func index(of string: JSONString, in list: StaticString) -> Int? {
    let names = UnsafeBufferPointer(start: list.utf8Start, count: list.utf8CodeUnitCount)
    var start = 0
    var index = 0
    while start < names.count {
      var end = start
      while end < names.count, names[end] != UInt8(ascii: ",") { end += 1 }
      if end - start == string.count,
        (0..<string.count).allSatisfy({ byte(string, $0) == names[start + $0] })
      {
        return index
      }
      start = end + 2
      index += 1
    }
    return nil
  }

  /// Whether two strings have the same bytes.
  @inline(__always)
  private func equal(_ a: JSONString, _ b: JSONString) -> Bool {
    guard a.count == b.count else { return false }
    if a.storage == .input, b.storage == .input {
      var index = 0
      while index < a.count {
        if bytes[a.start + index] != bytes[b.start + index] { return false }
        index += 1
      }
      return true
    }
    return (0..<a.count).allSatisfy { byte(a, $0) == byte(b, $0) }
  }

  /// The bytes of `string`.
  func array(_ string: JSONString) -> [UInt8] {
    (0..<string.count).map { byte(string, $0) }
  }

  /// `string` as text (its UTF-8 is valid: the scanner checked it).
  func text(_ string: JSONString) -> String {
    String(validUTF8: array(string))
  }

  // MARK: - Numbers

  /// Reads a number, correctly rounded to the nearest `Double` (infinite when the literal
  /// overflows).
  @inline(__always)
  mutating func readNumber() throws(JSONSyntaxError) -> Double {
    if let value = readShortInteger() { return value }
    return try readAnyNumber()
  }

  /// Reads a number when one starts at the current position and is valid, and returns its
  /// value, as ``readNumber()`` does; else returns `nil` (for a fast path that then reads the
  /// value again the slow way, to say what is wrong).
  @inline(__always)
  mutating func readNumberIfValid() -> Double? {
    if let value = readShortInteger() { return value }
    return readOtherNumberIfValid()
  }

  /// ``readNumberIfValid()`` past its inlined first step.
  @inline(never)  // the general path: out of the fast path's registers and frame
  private mutating func readOtherNumberIfValid() -> Double? {
    guard atNumber else { return nil }
    return try? readAnyNumber()
  }

  /// Reads a positive integer of at most 15 digits (exact as a `Double`) and returns its value
  /// when one is at the current position; else reads nothing and returns `nil`. The first step
  /// of ``readNumber()``, inlined where it is read.
  @inline(__always)
  private mutating func readShortInteger() -> Double? {
    // Fast path, inlined: a positive integer of at most 15 digits, exact as a `Double`. One
    // loop over the digits with one bound check each; the count is checked once after it.
    let bytes = self.bytes
    let start = position
    if start < bytes.count, bytes[start] &- UInt8(ascii: "1") < 9 {
      var value = UInt64(bytes[start] &- UInt8(ascii: "0"))
      var index = start &+ 1
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ UInt64(digit)  // wraps only past 19 digits, not used then
        index &+= 1
      }
      if index &- start <= 15, Self.endsNumber(bytes, at: index) {
        position = index
        return Double(Int64(bitPattern: value))
      }
    }
    return nil
  }

  /// Whether a number whose digits end before `index` ends there: the input ends, or the byte
  /// there cannot continue it (most often the `,` or `}` after a member's value).
  @inline(__always)
  private static func endsNumber(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index < bytes.count else { return true }
    let byte = bytes[index]
    return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || !isNumberTail(byte)
  }

  /// Reads a number of any form (the general path of ``readNumber()``).
  private mutating func readAnyNumber() throws(JSONSyntaxError) -> Double {
    // Locals the optimizer keeps in registers; `position` is stored back on every exit.
    let bytes = self.bytes
    let start = position
    var position = start
    defer { self.position = position }
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    // Significant digits, accumulated while they fit exactly.
    var mantissa: UInt64 = 0
    var digits = 0
    var decimalExponent = 0
    guard position < bytes.count, Self.isDigit(bytes[position]) else {
      throw error(at: position, "invalid number: expected a digit after '-'")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, Self.isDigit(bytes[position]) {
        throw error(at: position, "invalid number: leading zero")
      }
    } else {
      while position < bytes.count, Self.isDigit(bytes[position]) {
        accumulate(bytes[position], into: &mantissa, digits: &digits, exponent: &decimalExponent)
        position += 1
      }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw error(at: position, "invalid number: expected a digit after '.'")
      }
      while position < bytes.count, Self.isDigit(bytes[position]) {
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
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw error(at: position, "invalid number: expected a digit in the exponent")
      }
      while position < bytes.count, Self.isDigit(bytes[position]) {
        if explicitExponent < 100_000 {
          explicitExponent = explicitExponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        } else {
          exponentSaturated = true
        }
        position += 1
      }
      if exponentNegative { explicitExponent = -explicitExponent }
    }
    if position < bytes.count, Self.isNumberTail(bytes[position]) {
      throw error(byteAt: position, "invalid number: unexpected ")
    }
    // A saturated exponent takes the slow path, which reads the literal exactly (to infinity or
    // zero), however many digits the fraction had.
    if !exponentSaturated,
      let exact = Self.exactValue(
        mantissa: mantissa, digits: digits, exponent: decimalExponent + explicitExponent)
    {
      return negative ? -exact : exact
    }
    guard let value = Self.convert(UnsafeBufferPointer(rebasing: bytes[start..<position])) else {
      position = start
      throw error(at: position, "invalid number")
    }
    return value
  }

  /// The correctly rounded value of a number literal that the grammar has checked, by
  /// `Double(_: String)` (public API, not the runtime's C function behind it); `nil` if it
  /// does not convert. The WebAssembly module computes the same value with
  /// ``DecimalLiteral``: `Double(_: String)` would link the stdlib's `String` machinery there.
  @inline(never)  // the slow path: kept out of the number reader's registers and frame
  private static func convert(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
    #if hasFeature(Embedded)
      DecimalLiteral.value(of: literal)
    #else
      Double(String(decoding: literal, as: UTF8.self))
    #endif
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
  @inline(__always)
  private static func exactValue(mantissa: UInt64, digits: Int, exponent: Int) -> Double? {
    if mantissa == 0 { return digits <= 19 ? 0 : nil }
    guard digits <= 15, mantissa < (1 << 53), (-22...22).contains(exponent) else { return nil }
    let base = Double(Int64(bitPattern: mantissa))  // below 2^53: one exact conversion
    if exponent == 0 { return base }
    return exponent > 0 ? base * powerOfTen(exponent) : base / powerOfTen(-exponent)
  }

  /// 10^`exponent` for 0 … 22, all exactly representable as `Double`.
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    default: 1e22
    }
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Bytes that cannot directly follow a number: letters, digits, `.`, `+`, `-`.
  @inline(__always)
  private static func isNumberTail(_ byte: UInt8) -> Bool {
    // `+`, `,`, `-`, `.` are 0x2B ... 0x2E; `|0x20` folds capital letters onto small ones.
    isDigit(byte) || (byte &- UInt8(ascii: "+") < 4 && byte != UInt8(ascii: ","))
      || (byte | 0x20) &- UInt8(ascii: "a") < 26
  }

  // MARK: - Helpers

  /// Reads spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    // Compact JSON has none: one compare when the next byte is already something else.
    if position < bytes.count, bytes[position] > 0x20 { return }
    position = Self.skipWhitespace(bytes, from: position)
  }

  /// The position of the first byte from `index` on that is not whitespace.
  @inline(never)  // the loop, apart from the inlined first compare
  static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
      default: return index
      }
    }
    return index
  }

  /// Appends the byte at `position` to `text`, as an error message names it: `'x'`, `'\x0A'`
  /// or `end of input`.
  private func describeByte(at position: Int, to text: inout MessageText) {
    guard position < bytes.count else {
      text.append("end of input")
      return
    }
    text.append("'")
    Self.writePrintable(bytes[position], to: &text)
    text.append("'")
  }

  /// Appends a byte as printable text: itself when it is printable ASCII, else its hex code.
  private static func writePrintable(_ byte: UInt8, to text: inout MessageText) {
    if byte >= 0x21, byte < 0x7F, byte != UInt8(ascii: "'") {
      text.append(scalar: Unicode.Scalar(byte))
      return
    }
    let digits: StaticString = "0123456789ABCDEF"
    text.append("\\x")
    text.append(scalar: Unicode.Scalar(digits.utf8Start[Int(byte >> 4)]))
    text.append(scalar: Unicode.Scalar(digits.utf8Start[Int(byte & 15)]))
  }

  /// An error at `position` whose message names the byte there: `before`, the byte, `after`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func error(byteAt position: Int, _ before: StaticString, _ after: StaticString = "")
    -> JSONSyntaxError
  {
    var text = MessageText()
    text.append(before)
    describeByte(at: position, to: &text)
    text.append(after)
    return error(at: position, text.string)
  }

  /// An error at the current position.
  func error(_ message: String) -> JSONSyntaxError { error(at: position, message) }

  /// An error at `position`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func error(at position: Int, _ message: String) -> JSONSyntaxError {
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

/// The kinds of JSON value, as error messages name them.
enum JSONKind: Sendable {
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
struct JSONString: Sendable {
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
struct JSONArrayState: Sendable {
  /// The elements begun so far.
  var count = 0
}

/// How far ``JSONScanner`` has read an object: its keys so far, for duplicates.
struct JSONObjectState: Sendable {
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
  func prefixed(_ component: JSONPath.Component) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message, path: [component] + path)
  }
}
