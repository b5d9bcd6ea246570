@testable import BrickworkDocument

/// A strict JSON reader (RFC 8259): bytes in, a ``JSONValue`` tree out.
///
/// Written by hand rather than with `JSONSerialization` (which loses the difference between a
/// missing and a duplicate key, reports errors loosely and is slow on large documents) or
/// `JSONDecoder` (which stops at the first problem and ignores unknown keys), on the grammar of
/// ``JSONScanner``: it rejects what the scanner rejects and reports the same errors, with their
/// line, column and path. Layout documents and item lists are read without a tree, by
/// `DocumentDecoder`; the tree is for the tests (the oracle decoder, tests of the grammar).
enum JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = JSONScanner.maximumDepth

  /// Reads one JSON document that must fill `bytes` (whitespace aside).
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var scanner = JSONScanner(bytes)
    try scanner.beginDocument()
    let value = try readValue(&scanner)
    try scanner.endDocument()
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

  private static func readValue(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> JSONValue {
    switch try scanner.valueKind() {
    case .object:
      var object = try scanner.beginObject()
      var members: [JSONObject.Member] = []
      while let key = try scanner.nextKey(&object) {
        do throws(JSONSyntaxError) {
          let name = scanner.text(key)
          members.append(JSONObject.Member(key: name, value: try readValue(&scanner)))
        } catch {
          throw error.prefixed(scanner.component(object))
        }
      }
      return .object(JSONObject(members: members))
    case .array:
      var array = try scanner.beginArray()
      var elements: [JSONValue] = []
      while try scanner.nextElement(&array) {
        do throws(JSONSyntaxError) {
          elements.append(try readValue(&scanner))
        } catch {
          throw error.prefixed(.index(array.count - 1))
        }
      }
      return .array(elements)
    case .string:
      let string = try scanner.readString()
      return .string(scanner.text(string))
    case .bool: return .bool(try scanner.readBool())
    case .null:
      try scanner.readNull()
      return .null
    case .number: return .number(try scanner.readNumber())
    }
  }
}
