import Brickwork

// The bytes of strings of the JSON grammar, read by the pull scanner.
extension JSONScanner {
  /// The bytes of `string`.
  @inline(__always)
  func byte(_ string: JSONString, _ offset: Int) -> UInt8 {
    switch string.storage {
    case .input: bytes[string.start + offset]
    case .decoded: decoded[string.start + offset]
    case .keys: keyBytes[string.start + offset]
    }
  }

  /// Whether `string` is exactly `literal` (ASCII).
  @inline(__always)
  package func matches(_ string: JSONString, _ literal: StaticString) -> Bool {
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
  func equal(_ a: JSONString, _ b: JSONString) -> Bool {
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
  package func text(_ string: JSONString) -> String {
    String(validUTF8: array(string))
  }
}
