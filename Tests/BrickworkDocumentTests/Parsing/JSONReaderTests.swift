import SeededRandom
import Testing

@testable import BrickworkDocument

@Suite("JSON reader")
struct JSONReaderTests {
  private func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONReader.read(Array(text.utf8))
  }

  private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try read(
      #" {"a": [1, -2.5, 3e2, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}} "#
    )
    guard case .object(let object) = value, case .array(let array)? = object["a"],
      case .object(let inner)? = object["b"]
    else {
      Issue.record("wrong shape")
      return
    }
    #expect(inner.members.isEmpty)
    #expect(array.count == 7)
    if case .number(let n) = array[0] { #expect(n == 1) } else { Issue.record("not a number") }
    if case .number(let n) = array[1] { #expect(n == -2.5) } else { Issue.record("not a number") }
    if case .number(let n) = array[2] { #expect(n == 300) } else { Issue.record("not a number") }
    if case .string(let s) = array[6] {
      #expect(s == "x\"\\/\u{8}\u{c}\n\r\té😀")
    } else {
      Issue.record("not a string")
    }
    #expect(object.members.map(\.key) == ["a", "b"])
  }

  @Test func skipsAByteOrderMark() throws {
    let value = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
    guard case .array(let array) = value else { Issue.record("not an array"); return }
    #expect(array.isEmpty)
  }

  @Test(arguments: [
    ("", 1, 1, "expected a JSON value, found end of input (the input is empty)"),
    ("   \n  ", 2, 3, "expected a JSON value, found end of input (the input is empty)"),
    ("[1,]", 1, 4, "trailing comma before ']'"),
    ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
    ("{\"a\": 1\n \"b\": 2}", 2, 2, "expected ',' or '}' after an object member, found '\"'"),
    ("[01]", 1, 3, "invalid number: leading zero"),
    ("[1.]", 1, 4, "invalid number: expected a digit after '.'"),
    ("[-]", 1, 3, "invalid number: expected a digit after '-'"),
    ("[1e]", 1, 4, "invalid number: expected a digit in the exponent"),
    ("[NaN]", 1, 2, "expected a value, found 'N'"),
    ("[Infinity]", 1, 2, "expected a value, found 'I'"),
    ("[tru]", 1, 2, "expected a value, found 't' (not 'true')"),
    ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key, found '1'"),
    ("[\"abc", 1, 2, "unterminated string"),
    ("[\"a\tb\"]", 1, 4, "control character in a string (escape it)"),
    ("[\"\\x\"]", 1, 3, "invalid escape '\\x'"),
    ("[\"\\ud800\"]", 1, 9, "lone surrogate in a \\u escape"),
    ("[\"\\udc00\"]", 1, 9, "lone surrogate in a \\u escape"),
    ("[\"\\u12\"]", 1, 7, "invalid \\u escape (4 hex digits)"),
    ("[1] [2]", 1, 5, "unexpected '[' after the end of the document"),
    ("// comment\n{}", 1, 1, "expected a value, found '/'"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key"),
  ])
  func reportsSyntaxErrorsWithLineAndColumn(
    text: String, line: Int, column: Int, message: String
  ) {
    let error = syntaxError(text)
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message == message)
  }

  @Test func namesThePathOfTheValueBeingRead() {
    let error = syntaxError(#"{"sections": [{"items": [{"height": 1}, {"height": 2 "x"}]}]}"#)
    #expect(error?.description.hasPrefix("sections[0].items[1].height: line 1, column 54") == true)
    let duplicate = syntaxError(#"{"a": {"b": 1, "b": 2}}"#)
    #expect(duplicate.map { JSONPath.render($0.path) } == "a.b")
  }

  /// Past its first few keys an object's keys are looked up in a hash table: every duplicate
  /// is still found where it stands (an escaped key by its bytes), and distinct keys pass.
  @Test func findsDuplicateKeysInObjectsWithManyKeys() {
    for count in [7, 8, 9, 31, 32, 33, 1_000] {
      let members = (0..<count).map { "\"k\($0)\": {\"a\": 1, \"b\": 2}" }
      let prefix = "{" + members.joined(separator: ", ") + ", "
      #expect(syntaxError(prefix + "\"k\(count)\": 0}") == nil)
      for duplicated in [0, count / 2, count - 1] {
        // The last digit escaped: the key is decoded, and compared by its bytes.
        let digits = String(duplicated)
        let key = "k" + digits.dropLast() + "\\u003" + digits.suffix(1)
        let error = syntaxError(prefix + "\"\(key)\": 0}")
        #expect(error?.message == "duplicate key")
        #expect(error?.column == prefix.count + 1)
        #expect(error.map { JSONPath.render($0.path) } == "k\(duplicated)")
      }
    }
  }

  @Test func rejectsInvalidUTF8InStrings() {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(bytes) }
    let overlong: [UInt8] = Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(overlong) }
  }

  @Test func limitsNesting() {
    let deep = String(repeating: "[", count: 101) + String(repeating: "]", count: 101)
    #expect(syntaxError(deep)?.message.contains("nested deeper than 100") == true)
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(syntaxError(fine) == nil)
    // Far deeper input fails the same way, without exhausting the stack.
    #expect(syntaxError(String(repeating: "[", count: 1_000_000)) != nil)
  }

  @Test func readsAFiveMegabyteLine() throws {
    let items = Array(repeating: #"{"height": 123.456}"#, count: 5_000_000 / 20)
    let text = #"{"items": ["# + items.joined(separator: ",") + "]}"
    #expect(text.utf8.count > 5_000_000)
    guard case .object(let object) = try read(text), case .array(let array)? = object["items"]
    else { Issue.record("wrong shape"); return }
    #expect(array.count == items.count)
    let long = "[\"" + String(repeating: "é", count: 2_600_000) + "\"]"
    guard case .array(let strings) = try read(long), case .string(let string) = strings[0] else {
      Issue.record("wrong shape")
      return
    }
    #expect(string.count == 2_600_000)
    let bad = long.dropLast(2) + "\u{1}\"]"
    #expect(syntaxError(String(bad))?.column == 2_600_003)
  }

  @Test func hugeExponentsAreReadExactly() throws {
    // A fraction of many zeros and an exponent past the reader's counter: the value is
    // infinite (or zero), never the digits with the exponents cancelled.
    let zeros = String(repeating: "0", count: 100_000)
    for (literal, expected) in [
      ("0.\(zeros)375e1000000", Double.infinity), ("375e-1000000", 0),
      ("0.\(zeros)1e100005", 1e4), ("1e99999999999999999999", .infinity),
    ] {
      guard case .array(let array) = try read("[\(literal)]"), case .number(let value) = array[0]
      else {
        Issue.record("not a number")
        continue
      }
      #expect(value == expected)
    }
  }

  @Test func numbersAreCorrectlyRounded() throws {
    var generator = SeededGenerator(seed: 7)
    var literals = [
      "0", "-0", "1", "0.1", "0.2", "0.30000000000000004", "1e22", "1e23", "9007199254740993",
      "123456789012345678901234567890", "2.2250738585072014e-308", "4.9e-324", "1e-400",
      "1.7976931348623157e308", "0.000001", "111.66666666666667", "1E+2", "1e-2",
      "0.1000000000000000055511151231257827",
    ]
    for _ in 0..<5000 {
      let digits = Int.random(in: 1...20, using: &generator)
      var literal = String(UInt64.random(in: 1...UInt64.max, using: &generator)).prefix(digits)
      if Bool.random(using: &generator) {
        let point = Int.random(in: 0..<literal.count, using: &generator)
        literal.insert(".", at: literal.index(literal.startIndex, offsetBy: point))
        if literal.first == "." { literal = "0" + literal }
      }
      if Bool.random(using: &generator) {
        literal += "e\(Int.random(in: -30...30, using: &generator))"
      }
      literals.append(String(literal))
    }
    for literal in literals {
      guard case .array(let array) = try read("[\(literal)]"), case .number(let value) = array[0]
      else { Issue.record("not a number: \(literal)"); return }
      let expected = Double(literal)
      #expect(value == expected && value.sign == expected?.sign, "\(literal)")
    }
    guard case .array(let huge) = try read("[1e999, -1e999]"), case .number(let big) = huge[0]
    else { Issue.record("not a number"); return }
    #expect(big == .infinity)
  }
}
