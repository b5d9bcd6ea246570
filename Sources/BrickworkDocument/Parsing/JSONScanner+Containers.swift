import Brickwork

// Arrays and objects of the JSON grammar, read by the pull scanner.
extension JSONScanner {
  /// Reads `[`, and returns the state ``nextElement(_:)`` steps through.
  package mutating func beginArray() throws(JSONSyntaxError) -> JSONArrayState {
    try open()
    return JSONArrayState()
  }

  /// Moves to the array's next element and returns `true`, or reads the closing `]` and returns
  /// `false`. The element just read, if any, is number `array.count - 1`.
  @inline(__always)
  package mutating func nextElement(_ array: inout JSONArrayState) throws(JSONSyntaxError) -> Bool {
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
  package mutating func beginObject() throws(JSONSyntaxError) -> JSONObjectState {
    try open()
    return JSONObjectState(firstKey: keyCount, firstKeyByte: keyBytes.count)
  }

  /// Reads the object's next key and its `:`, leaving the position at the member's value, and
  /// returns the key; or reads the closing `}` and returns `nil`.
  @inline(__always)
  package mutating func nextKey(_ object: inout JSONObjectState) throws(JSONSyntaxError)
    -> JSONString?
  {
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
  static func partialWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
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
  package func component(_ object: JSONObjectState) -> JSONPath.Component {
    .key(text(keys[object.firstKey + object.count - 1]))
  }

  mutating func open() throws(JSONSyntaxError) {
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
  mutating func close(_ object: JSONObjectState) {
    keyCount = object.firstKey
    if keyBytes.count > object.firstKeyByte { keyBytes.removeSubrange(object.firstKeyByte...) }
    depth -= 1
  }

  /// Whether `key` is among the object's keys so far; a hash table of their indices takes over
  /// from the linear search once the object has more than a few members, so hostile objects with
  /// many keys stay linear. A key that is not a duplicate is entered in the table as the next
  /// of ``keys``, where the caller puts it.
  @inline(__always)
  func isDuplicate(_ key: JSONString, in object: inout JSONObjectState) -> Bool {
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
  func isDuplicateInTable(_ key: JSONString, in object: inout JSONObjectState) -> Bool {
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
  func hash(_ string: JSONString) -> Int {
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
}
