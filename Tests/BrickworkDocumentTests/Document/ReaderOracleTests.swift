import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// The streaming reader against the one it replaced (a JSON tree, then a walk of it: kept in
/// `Oracle/` as the oracle): on random documents of every shape, order and problem, the same
/// document or the same error, issue for issue, in the same order, with the same count.
@Suite("Reader oracle")
struct ReaderOracleTests {
  /// What the tree reader gave for a layout document.
  static func oracle(_ bytes: [UInt8]) -> Result<LayoutDocument, DocumentError> {
    let root: JSONValue
    do {
      root = try JSONReader.read(bytes)
    } catch {
      return .failure(DocumentError(issues: [DocumentIssue(syntax: error)]))
    }
    var decoder = TreeDocumentDecoder()
    let decoded = decoder.decodeDocument(root)
    do {
      return .success(
        try LayoutDocument.checked(
          decoded, issues: decoder.issues, count: decoder.issueCount, limit: decoder.limit))
    } catch {
      return .failure(error)
    }
  }

  /// What the streaming reader gives.
  static func streaming(_ bytes: [UInt8]) -> Result<LayoutDocument, DocumentError> {
    do {
      return .success(try LayoutDocument(json: bytes))
    } catch {
      return .failure(error)
    }
  }

  @Test func randomDocumentsReadAsBefore() {
    for seed in 0..<3000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var writer = DocumentText(generator: generator)
      var text = writer.document()
      generator = writer.generator
      if seed % 7 == 0, !text.isEmpty {
        // A syntax error somewhere: cut short, or a stray fragment.
        let cut = Int.random(in: 0..<text.utf8.count, using: &generator)
        var bytes = Array(text.utf8)
        if Bool.random(using: &generator) {
          bytes.removeSubrange(cut...)
        } else {
          bytes.insert(
            contentsOf: Array(
              (["}", "]", ",", "\"", ":", "1", "{"].randomElement(using: &generator) ?? "}").utf8),
            at: cut)
        }
        text = String(decoding: bytes, as: UTF8.self)
      }
      let bytes = Array(text.utf8)
      let expected = Self.oracle(bytes)
      let actual = Self.streaming(bytes)
      #expect(actual == expected, "seed \(seed): \(text)")
      if actual != expected { return }
    }
  }

  @Test func itemListsReadAsBefore() {
    for seed in 0..<1000 {
      var writer = DocumentText(generator: SeededGenerator(seed: UInt64(seed)))
      let text = writer.array(of: { $0.listItem() }, upTo: 12)
      let bytes = Array(text.utf8)
      let expected: Result<ItemList, DocumentError>
      do {
        expected = .success(try TreeItemList.read(bytes, name: "items.json"))
      } catch {
        expected = .failure(error)
      }
      let actual: Result<ItemList, DocumentError>
      do {
        actual = .success(try ItemList(json: bytes, name: "items.json"))
      } catch {
        actual = .failure(error)
      }
      #expect(actual == expected, "seed \(seed): \(text)")
      if actual != expected { return }
    }
    for text in ["{}", "5", "[1, 2", "[{\"width\": 1, \"height\": 2}] x"] {
      let bytes = Array(text.utf8)
      #expect(
        (try? ItemList(json: bytes, name: "l")) == nil
          && (try? TreeItemList.read(bytes, name: "l")) == nil)
    }
  }

  @Test func problemsPastTheLimitAreCountedAsBefore() {
    // Items with problems before the section's own, and the axis after the sections: the
    // problems listed are those the contract's order puts first.
    let items = (0..<150).map { _ in #"{"height": "x"}"# }.joined(separator: ",")
    for text in [
      #"{"width": 1, "sections": [{"items": [\#(items)], "columns": "3", "layout": "waterfall"}], "axis": 5}"#,
      #"{"sections": [{"items": [\#(items)], "zzz": 1}, {"layout": "nope", "items": [\#(items)]}], "axis": "horizontal"}"#,
      #"{"width": 1, "sections": [{"items": [{"aspectRatio": 1}, \#(items)], "layout": "justified", "targetRowHeight": []}]}"#,
    ] {
      let bytes = Array(text.utf8)
      #expect(Self.streaming(bytes) == Self.oracle(bytes), "\(text.prefix(200))")
    }
  }
}

/// Random JSON text of layout documents and item lists: valid and invalid values, known and
/// unknown keys in any order, escapes in keys, whitespace or none.
struct DocumentText {
  var generator: SeededGenerator

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  mutating func pick(_ options: [String]) -> String {
    options.randomElement(using: &generator) ?? ""
  }

  mutating func space() -> String {
    chance(70) ? "" : pick([" ", "\n", "\t ", "\r\n  "])
  }

  /// A key as written: usually plain, sometimes with an escape that reads the same.
  private mutating func key(_ name: String) -> String {
    if chance(5), let first = name.unicodeScalars.first {
      let hex = String(first.value, radix: 16)
      return "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        + String(name.unicodeScalars.dropFirst()) + "\""
    }
    return "\"" + name + "\""
  }

  private mutating func number() -> String {
    pick([
      "0", "-0", "1", "12", "375", "168", "391", "-5", "1.5", "0.25", "1e3", "2.5E-1", "1e999",
      "123456789012345678", "4097", "3", "2", "100",
    ])
  }

  private mutating func wrong() -> String {
    pick(["\"x\"", "null", "true", "[]", "{}", "[1, {\"a\": [2]}]", "{\"b\": null}"])
  }

  private mutating func value(_ good: (inout DocumentText) -> String) -> String {
    chance(85) ? good(&self) : wrong()
  }

  private mutating func object(_ members: [(String, String)]) -> String {
    let shuffled = members.shuffled(using: &generator)
    let body = shuffled.map { space() + key($0.0) + space() + ":" + space() + $0.1 }
    return "{" + body.joined(separator: ",") + space() + "}"
  }

  /// An array of up to `count` elements.
  mutating func array(of element: (inout DocumentText) -> String, upTo count: Int) -> String {
    let n = Int.random(in: 0...count, using: &generator)
    var parts: [String] = []
    for _ in 0..<n { parts.append(space() + element(&self)) }
    return "[" + parts.joined(separator: ",") + space() + "]"
  }

  mutating func document() -> String {
    if chance(2) { return pick(["[]", "5", "\"doc\"", "null", ""]) }
    var members: [(String, String)] = []
    if chance(95) { members.append(("width", value { $0.number() })) }
    if chance(30) { members.append(("height", value { $0.number() })) }
    if chance(30) {
      members.append(
        ("axis", value { $0.pick(["\"vertical\"", "\"horizontal\"", "\"diagonal\""]) }))
    }
    if chance(20) {
      members.append(("direction", value { $0.pick(["\"ltr\"", "\"rtl\"", "\"up\""]) }))
    }
    if chance(15) { members.append(("scale", value { $0.number() })) }
    if chance(10) { members.append(("pinnedHeadersAt", value { $0.number() })) }
    if chance(10) { members.append((pick(["widht", "sectoins", "zzz", "Width"]), number())) }
    if chance(90) {
      members.append(("sections", chance(95) ? array(of: { $0.section() }, upTo: 3) : wrong()))
    }
    return space() + object(members) + space()
  }

  mutating func section() -> String {
    if chance(5) { return wrong() }
    var members: [(String, String)] = []
    let kind = pick(["waterfall", "flow", "justified"])
    if chance(70) {
      members.append(("layout", chance(90) ? "\"\(kind)\"" : pick(["\"grid\"", "3", "null"])))
    }
    let optionNames = [
      "columns", "minColumnWidth", "maxColumns", "columnSpacing", "itemSpacing", "placement",
      "lineSpacing", "justify", "lastLineJustify", "alignItems", "height", "alignContent",
      "lineBreaking", "maxLines", "moreBadge", "targetRowHeight", "tolerance", "maxRows",
      "showWidows", "breakoutCadence", "breaking", "minItemsPerRow", "maxItemsPerRow", "colums",
      "itemspacing",
    ]
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let name = pick(optionNames)
      guard !members.contains(where: { $0.0 == name }) else { continue }
      members.append((name, optionValue(name)))
    }
    if chance(20) { members.append(("insets", insets())) }
    if chance(20) { members.append(("header", supplementary())) }
    if chance(10) { members.append(("footer", supplementary())) }
    if chance(10) {
      members.append(
        ("background", chance(80) ? object(chance(50) ? [] : [("insets", insets())]) : wrong()))
    }
    if chance(90) {
      members.append(("items", chance(95) ? array(of: { $0.item() }, upTo: 8) : wrong()))
    }
    return object(members)
  }

  private mutating func optionValue(_ name: String) -> String {
    switch name {
    case "placement": return value { $0.pick(["\"shortestColumn\"", "\"leftToRight\"", "\"x\""]) }
    case "justify", "lastLineJustify":
      return value { $0.pick(["\"start\"", "\"spaceBetween\"", "\"center\"", "\"middle\""]) }
    case "alignItems", "alignContent":
      return value { $0.pick(["\"start\"", "\"center\"", "\"stretch\"", "\"baseline\""]) }
    case "lineBreaking", "breaking":
      return value { $0.pick(["\"greedy\"", "\"balanced\"", "\"optimal\""]) }
    case "showWidows": return value { $0.pick(["true", "false"]) }
    case "moreBadge":
      return chance(80)
        ? object([("width", number()), ("height", number())].filter { _ in chance(85) }) : wrong()
    default: return value { $0.number() }
    }
  }

  private mutating func insets() -> String {
    guard chance(90) else { return wrong() }
    let names = ["top", "left", "bottom", "right", "tpo"].filter { _ in chance(40) }
    return object(names.map { ($0, value { $0.number() }) })
  }

  private mutating func supplementary() -> String {
    guard chance(90) else { return wrong() }
    var members: [(String, String)] = []
    if chance(80) { members.append((pick(["height", "width"]), value { $0.number() })) }
    if chance(20) { members.append(("insets", insets())) }
    if chance(5) { members.append(("heigth", number())) }
    return object(members)
  }

  mutating func item() -> String {
    if chance(5) { return wrong() }
    var members: [(String, String)] = []
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: members = [("width", value { $0.number() }), ("height", value { $0.number() })]
    case 1: members = [("height", value { $0.number() })]
    case 2: members = [("aspectRatio", value { $0.number() })]
    default: members = [(pick(["width", "height", "aspectRatio"]), number())]
    }
    if chance(10) {
      let name = pick([
        "span", "fullSpan", "column", "baseline", "startsLine", "label", "hieght", "width",
      ])
      if !members.contains(where: { $0.0 == name }) {
        members.append(
          (
            name,
            name == "fullSpan" || name == "startsLine"
              ? value { $0.pick(["true", "false"]) } : value { $0.number() }
          ))
      }
    }
    if chance(2), let first = members.first { members.append(first) }  // a duplicate key
    return object(members)
  }

  mutating func listItem() -> String {
    if chance(5) { return wrong() }
    var members: [(String, String)] = []
    if chance(90) { members.append(("width", value { $0.number() })) }
    if chance(90) { members.append(("height", value { $0.number() })) }
    if chance(40) {
      members.append(("label", value { $0.pick(["\"a\"", "\"caf\\u00e9\"", "\"\""]) }))
    }
    if chance(5) { members.append(("size", number())) }
    return object(members)
  }
}

/// The reader's own tables against the stdlib's Unicode properties they stand in for.
@Suite("Reader tables")
struct ReaderTableTests {
  @Test func invisibleScalarsAreTheStdlibsFormatAndSeparatorCategories() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      let expected =
        category == .format || category == .lineSeparator || category == .paragraphSeparator
      if JSONPath.isInvisible(value) != expected {
        Issue.record("U+\(String(value, radix: 16)): \(category)")
        return
      }
    }
  }

  @Test func suggestionsIgnoreTheCaseOfASCIILetters() {
    #expect(DocumentDecoder.closest(to: "COLUMNS", among: ["columns"]) == "columns")
    #expect(
      DocumentDecoder.closest(to: "Itemspacing", among: ["itemSpacing", "items"]) == "itemSpacing")
  }
}
