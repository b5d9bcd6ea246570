import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument

/// The reader's fast paths against plain byte-by-byte definitions: keys compared as 8-byte
/// words (`JSONScanner.skipKnownKey`, also where fewer than eight or sixteen bytes remain), the
/// short-integer path of numbers (bit for bit against `Double(_: String)`, at the 2^53 and 10^22
/// edges), and plain items read by the fast path against the tree reader (the oracle), compact
/// and spaced (the last item's words cut short by the end of the input).
@Suite("Reader fast paths")
struct ReaderFastPathTests {
  /// `bytes` (at most eight) as a little-endian word, zeros past them.
  private func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
  }

  /// What `skipKnownKey` must do, byte by byte: the position past `"name"`, whitespace, `:` and
  /// whitespace, or `nil`.
  private func expectedKeyEnd(_ bytes: [UInt8], _ name: String) -> Int? {
    let quoted = Array("\"\(name)\"".utf8)
    guard bytes.starts(with: quoted) else { return nil }
    let whitespace: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
    var index = quoted.count
    while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
    return index
  }

  /// `skipKnownKey(name)` at the start of `bytes`: where it left the position, or `nil`.
  private func keyEnd(_ bytes: [UInt8], _ name: StaticString) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      scanner.position = 0
      return scanner.skipKnownKey(name) ? scanner.position : nil
    }
  }

  @Test func knownKeysMatchExactlyAlsoAtTheEndOfTheInput() {
    let texts = [
      #""width":1"#, #""width" : 1"#, "\"width\"\n:\t1", #""widths":1"#, #""widt":1"#,
      #""Width":1"#, #""width""#, #""width":"#, #""width"1"#, #""wid\u0074h":1"#,
      #""height":2"#, #""heigh":2"#, #""heights":2"#, #""height"  :2"#, #""aspectRatio":1.5"#,
      #""aspectRatio" :1.5"#, #""aspectRati":1"#, #""aspectRatios":1"#, #""aspectRatio""#,
      #""aspectRatiO":1"#, #""aspect":1"#, #""""#, "\"", "",
    ]
    for text in texts {
      let full = Array(text.utf8)
      // Every cut of it (fewer than 8 or 16 bytes left), and with bytes after it.
      let variants = (0...full.count).map { Array(full.prefix($0)) } + [full + Array("}]}".utf8)]
      for bytes in variants {
        #expect(keyEnd(bytes, "width") == expectedKeyEnd(bytes, "width"), "\(text)")
        #expect(keyEnd(bytes, "height") == expectedKeyEnd(bytes, "height"), "\(text)")
        #expect(
          keyEnd(bytes, "aspectRatio") == expectedKeyEnd(bytes, "aspectRatio"), "\(text)")
      }
    }
  }

  @Test func keyWordsHoldTheQuotedName() {
    let words = KeyWords(quoting: "aspectRatio")
    #expect(words.length == 13)
    #expect(words.first == word(Array("\"aspectR".utf8)))
    #expect(words.second == word(Array("atio\"".utf8)))
    #expect(words.firstMask == UInt64.max)
    #expect(words.secondMask == 0xFF_FFFF_FFFF)
    let short = KeyWords(quoting: "width")
    #expect(short.first == word(Array("\"width\"".utf8)))
    #expect(short.firstMask == 0xFF_FFFF_FFFF_FFFF)
  }

  /// The number the scanner reads from `text` (and the position after it), by `readNumber()`
  /// and by `readNumberIfValid()`.
  private func read(_ text: String) -> (number: Double?, ifValid: Double?, end: Int) {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      scanner.position = 0
      // `readNumber()` is called where a value starts: not at the end of the input.
      let number = buffer.isEmpty ? nil : try? scanner.readNumber()
      let end = scanner.position
      scanner.position = 0
      return (number, scanner.readNumberIfValid(), end)
    }
  }

  @Test func numbersReadBitForBitAtTheFastPathsEdges() {
    var literals = [
      "0", "-0", "1", "9", "10", "99999999", "100000000", "123456789", "999999999999999",
      "1000000000000000", "9007199254740991", "9007199254740992", "9007199254740993",
      "18014398509481985", "99999999999999999999", "123456789012345678901234567890",
      "1e22", "1e23", "9007199254740991e22", "9007199254740993e-22", "4.35", "0.1", "-0.0",
      "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "1E+2", "12e-1",
    ]
    for digits in 1...20 {
      literals.append(String(repeating: "9", count: digits))
      literals.append("1" + String(repeating: "0", count: digits - 1))
      literals.append("-" + String(repeating: "7", count: digits))
    }
    for literal in literals {
      for after in ["", ",", "}", " ", "]", ",\"height\":1}"] {
        let text = literal + after
        let expected = Double(literal)
        let (number, ifValid, end) = read(text)
        #expect(number?.bitPattern == expected?.bitPattern, "\(text)")
        #expect(ifValid?.bitPattern == expected?.bitPattern, "\(text)")
        #expect(end == literal.utf8.count, "\(text)")
      }
    }
  }

  @Test func invalidNumbersAreNotReadByTheFastPath() {
    for text in ["01", "1.", "1e", "-", "1x", "12a,", "123456789.", "1+", "1-1", "+1", "x", ""] {
      let (number, ifValid, _) = read(text)
      #expect(number == nil, "\(text)")
      #expect(ifValid == nil, "\(text)")
    }
  }

  /// A random number literal: mostly integers of any length, some with fractions, exponents,
  /// signs and zeros.
  private func literal(using generator: inout SeededGenerator) -> String {
    let digits = String(
      (0..<Int.random(in: 1...18, using: &generator)).map { _ in
        Character(Unicode.Scalar(UInt8.random(in: 0x30...0x39, using: &generator)))
      })
    let integer = digits.count > 1 && digits.first == "0" ? String(digits.dropFirst()) : digits
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return integer + "." + digits
    case 1: return integer + "e" + String(Int.random(in: -30...30, using: &generator))
    case 2: return "-" + integer
    case 3:
      return ["0", "-0", "0.0", "-0.0", "1e22", "1e23"].randomElement(using: &generator) ?? "0"
    default: return integer
    }
  }

  @Test func plainItemsReadAsTheTreeReaderReadsThem() {
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<2_000 {
      let layout = ["waterfall", "flow", "justified"].randomElement(using: &generator) ?? "flow"
      let spaced = Bool.random(using: &generator)
      let space = spaced ? " " : ""
      var items: [String] = []
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        var keys = ["\"width\"", "\"height\""]
        if layout != "flow", Bool.random(using: &generator) { keys = ["\"aspectRatio\""] }
        if layout == "waterfall", Bool.random(using: &generator) { keys = ["\"height\""] }
        keys.shuffle(using: &generator)
        let members = keys.map { "\($0)\(space):\(space)\(literal(using: &generator))" }
        items.append("{\(space)" + members.joined(separator: ",\(space)") + "\(space)}")
      }
      let text =
        #"{"width":375,"sections":[{"layout":"\#(layout)","items":["#
        + items.joined(separator: ",") + "]}]}"
      let bytes = Array(text.utf8)
      #expect(
        "\(ReaderOracleTests.streaming(bytes))" == "\(ReaderOracleTests.oracle(bytes))", "\(text)")
    }
  }

  @Test func aSectionOfManyItemsReadsEveryItemPastTheReserve() throws {
    // Past `DocumentDecoder.itemsBeforeReserving` the array makes room once for the rest.
    let count = DocumentDecoder.itemsBeforeReserving + 1_000
    var text = #"{"width":375,"sections":[{"items":["#
    for index in 0..<count {
      if index > 0 { text += "," }
      text +=
        index % 3 == 0 ? #"{"height": \#(index % 500 + 1)}"# : #"{"height":\#(index % 500 + 1)}"#
    }
    text += "]}]}"
    let items = try LayoutDocument(json: text).sections[0].items
    #expect(items.count == count)
    #expect(items.indices.allSatisfy { items[$0].sizing == .extent(Double($0 % 500 + 1)) })
  }
}
