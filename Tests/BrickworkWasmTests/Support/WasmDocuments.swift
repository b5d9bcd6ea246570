import SeededRandom

/// Seeded layout documents for comparing the module with the CLI: every strategy and most of
/// their options, both axes, both directions, pixel snapping, numbers written in every form the
/// JSON reader converts (integers, shortest decimals, long and exponent forms that take the
/// slow conversion), and broken documents for the error texts.
struct WasmDocument {
  /// The container width.
  var width: Double
  /// The other container keys and the sections, as JSON members after `width`.
  var rest: String
  /// A second width to lay the document out again at.
  var relayoutWidth: Double
  /// The container height (kept by a relayout).
  var height: Double

  /// The document at `width`.
  func json(width: Double) -> String {
    "{\"width\": \(WasmDocument.text(width)), \(rest)}"
  }

  /// The document at its own width.
  var json: String { json(width: width) }

  /// `count` random documents that are valid JSON (most of them valid documents).
  static func random(count: Int, seed: UInt64) -> [WasmDocument] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { index in document(index: index, using: &random) }
  }

  /// Broken documents: syntax errors, wrong types, bad values, unknown keys (with and without
  /// a suggestion, quoted when not identifiers), and mutations of valid documents.
  static func broken(count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    var texts = [
      "", "{", "[]", "{\"width\": 375,}", "{\"width\": 01}", "{\"width\": 1e999}",
      "{\"width\": 375, \"width\": 375}", "{\"widht\": 375}", "{\"width\": -0.0000000000000000001}",
      "{\"width\": 375, \"sections\": [{\"layout\": \"grid\"}]}",
      "{\"width\": 375, \"sections\": [{\"colums\": 3, \"items\": [{\"height\": -1}, {}]}]}",
      "{\"width\": 375, \"sections\": [{\"columns\": 400, \"items\": [{\"height\": 1}]}]}",
      "{\"width\": 375, \"sections\": [{\"insets\": {\"left\": 400}}]}",
      "{\"width\": 375, \"axis\": \"horizontal\", \"sections\": []}",
      "{\"width\": 375, \"sections\": [{\"layout\": \"flow\", \"items\": [{\"aspectRatio\": 2}]}]}",
      "{\"width\": 375, \"\u{212A}\u{202E}\\u0007 key\": 1, \"caf\u{E9}\": 2}",
      "{\"width\": 375, \"sections\": [{\"layout\": \"justified\", \"items\": [{\"width\": 0, \"height\": 5}]}]}",
      "{\"width\": 375, \"scale\": 1.5, \"direction\": \"up\"}",
      "{\"width\": \"375\"}", "{\"width\": 375} x", "\u{FEFF}{\"width\": 375}", "{\"a\\ud800\": 1}",
    ]
    let valid = WasmDocument.random(count: 12, seed: seed ^ 0x5EED).map { Array($0.json.utf8) }
    let fragments = ["-1", "1e999", "\"x\"", "null", "[]", "{}", "4097", ",", "}", "\"", "NaN"]
    for round in 0..<count {
      var bytes = valid[round % valid.count]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 32...126, using: &random)
        case 1: bytes.remove(at: position)
        case 2:
          let fragment = fragments.randomElement(using: &random) ?? ""
          bytes.insert(contentsOf: Array(fragment.utf8), at: position)
        default:
          if let colon = bytes[position...].firstIndex(of: UInt8(ascii: ":")) {
            let fragment = fragments.randomElement(using: &random) ?? ""
            bytes.insert(contentsOf: Array(fragment.utf8), at: colon + 2)
          }
        }
      }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    return texts
  }

  /// Documents whose lengths are numbers that are hard to convert exactly: halfway cases,
  /// subnormals, more digits than a double holds, huge and tiny exponents. The JSON frames
  /// print the values read back, so any difference in conversion shows.
  static let hardNumbers: [String] = [
    "9007199254740993", "9007199254740992.5",
    "0.1000000000000000055511151231257827021181583404541015625",
    "0.30000000000000004", "2.2250738585072011e-308", "2.2250738585072014e-308",
    "4.9406564584124654e-324", "2.4703282292062328e-324", "123456789012345678901234567890e-20",
    "1e23", "8.5e-323", "7.0e-10", "1" + String(repeating: "0", count: 30) + "e-27",
    "0." + String(repeating: "3", count: 820), "5e-324",
    "1.00000000000000011102230246251565404236316680908203125",
  ].flatMap { number in
    [
      "{\"width\": 375, \"sections\": [{\"items\": [{\"height\": \(number)}]}]}",
      "{\"width\": 375, \"sections\": [{\"columns\": 2, \"columnSpacing\": \(number)}]}",
      "{\"width\": 375, \"sections\": [{\"layout\": \"flow\", \"items\": "
        + "[{\"width\": \(number), \"height\": 20}, {\"width\": 10, \"height\": 20}]}]}",
    ]
  }

  // MARK: - Generation

  private static func document(index: Int, using random: inout SeededGenerator) -> WasmDocument {
    let horizontal = index % 4 == 1 || index % 4 == 3
    let rtl = index % 4 >= 2
    let width = Double(Int.random(in: 200...800, using: &random)) + fraction(&random)
    let height = horizontal ? Double(Int.random(in: 300...900, using: &random)) : 0
    var members: [String] = []
    if horizontal { members += ["\"height\": \(text(height))", "\"axis\": \"horizontal\""] }
    if rtl { members.append("\"direction\": \"rtl\"") }
    let scale = [0, 0, 1, 2, 3][index % 5]
    if scale > 0 { members.append("\"scale\": \(scale)") }
    let extentKey = horizontal ? "width" : "height"
    var sections: [String] = []
    for part in 0..<Int.random(in: 1...3, using: &random) {
      switch (index + part) % 3 {
      case 0: sections.append(waterfall(extentKey: extentKey, using: &random))
      case 1: sections.append(flow(using: &random))
      default: sections.append(justified(using: &random))
      }
    }
    members.append("\"sections\": [" + sections.joined(separator: ", ") + "]")
    let relayoutWidth = Double(Int.random(in: 150...1000, using: &random)) + fraction(&random)
    return WasmDocument(
      width: width, rest: members.joined(separator: ", "), relayoutWidth: relayoutWidth,
      height: height)
  }

  private static func waterfall(extentKey: String, using random: inout SeededGenerator) -> String {
    var members = ["\"layout\": \"waterfall\""]
    members.append("\"columns\": \(Int.random(in: 1...4, using: &random))")
    members.append("\"columnSpacing\": \(length(0...12, &random))")
    members.append("\"itemSpacing\": \(length(0...12, &random))")
    let placement = pick(["shortestColumn", "leftToRight", "rightToLeft"], &random)
    members.append("\"placement\": \"\(placement)\"")
    members += common(extentKey: extentKey, using: &random)
    let items = (0..<Int.random(in: 0...40, using: &random)).map { _ -> String in
      switch Int.random(in: 0..<7, using: &random) {
      case 0: "{\"width\": \(length(10...900, &random)), \"height\": \(length(10...900, &random))}"
      case 1: "{\"aspectRatio\": \(length(0.3...3, &random))}"
      case 2: "{\"\(extentKey)\": \(length(10...300, &random)), \"fullSpan\": true}"
      default: "{\"\(extentKey)\": \(length(10...300, &random))}"
      }
    }
    return section(members, items)
  }

  private static func flow(using random: inout SeededGenerator) -> String {
    var members = ["\"layout\": \"flow\""]
    let justify = ["leading", "center", "trailing", "spaceBetween", "spaceAround", "spaceEvenly"]
    members.append("\"justify\": \"\(pick(justify, &random))\"")
    if Bool.random(using: &random) {
      members.append("\"lastLineJustify\": \"\(pick(justify, &random))\"")
    }
    let align = ["top", "center", "bottom", "stretch", "baseline"]
    members.append("\"alignItems\": \"\(pick(align, &random))\"")
    members.append("\"itemSpacing\": \(length(0...10, &random))")
    members.append("\"lineSpacing\": \(length(0...10, &random))")
    members.append(
      "\"lineBreaking\": \"\(Bool.random(using: &random) ? "greedy" : "balanced")\"")
    if Int.random(in: 0..<3, using: &random) == 0 {
      members.append("\"maxLines\": \(Int.random(in: 1...3, using: &random))")
      if Bool.random(using: &random) {
        members.append("\"moreBadge\": {\"width\": 30, \"height\": \(length(10...30, &random))}")
      }
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      let content = [
        "top", "center", "bottom", "spaceBetween", "spaceAround", "spaceEvenly", "stretch",
      ]
      members.append("\"height\": \(length(40...200, &random))")
      members.append("\"alignContent\": \"\(pick(content, &random))\"")
    }
    members += common(extentKey: "height", using: &random, axisAware: false)
    let items = (0..<Int.random(in: 0...40, using: &random)).map { _ -> String in
      let size = "\"width\": \(length(20...140, &random)), \"height\": \(length(16...40, &random))"
      return Bool.random(using: &random)
        ? "{\(size), \"baseline\": \(length(8...16, &random))}" : "{\(size)}"
    }
    return section(members, items)
  }

  private static func justified(using random: inout SeededGenerator) -> String {
    var members = ["\"layout\": \"justified\""]
    members.append("\"targetRowHeight\": \(length(60...240, &random))")
    members.append("\"tolerance\": \(length(0...0.5, &random))")
    members.append("\"itemSpacing\": \(length(0...10, &random))")
    members.append("\"lineSpacing\": \(length(0...10, &random))")
    members.append("\"breaking\": \"\(Bool.random(using: &random) ? "greedy" : "optimal")\"")
    members.append("\"showWidows\": \(Bool.random(using: &random))")
    if Int.random(in: 0..<3, using: &random) == 0 {
      members.append("\"maxRows\": \(Int.random(in: 1...4, using: &random))")
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      members.append("\"breakoutCadence\": \(Int.random(in: 2...6, using: &random))")
    }
    members += common(extentKey: "height", using: &random, axisAware: false)
    let items = (0..<Int.random(in: 0...40, using: &random)).map { _ -> String in
      Bool.random(using: &random)
        ? "{\"aspectRatio\": \(length(0.4...2.5, &random))}"
        : "{\"width\": \(length(300...4000, &random)), \"height\": \(length(300...4000, &random))}"
    }
    return section(members, items)
  }

  /// Insets, header and footer, sometimes.
  private static func common(
    extentKey: String, using random: inout SeededGenerator, axisAware: Bool = true
  ) -> [String] {
    var members: [String] = []
    if Bool.random(using: &random) {
      members.append(
        "\"insets\": {\"top\": \(length(0...12, &random)), \"left\": \(length(0...12, &random)), "
          + "\"bottom\": \(length(0...12, &random)), \"right\": \(length(0...12, &random))}")
    }
    // Headers and footers give their extent along the scroll axis (`width` when horizontal);
    // flow and justified sections here stay vertical-keyed, which a horizontal document reports.
    if axisAware, Bool.random(using: &random) {
      members.append("\"header\": {\"\(extentKey)\": \(length(20...50, &random))}")
    }
    if axisAware, Int.random(in: 0..<3, using: &random) == 0 {
      members.append(
        "\"footer\": {\"\(extentKey)\": \(length(10...40, &random)), \"insets\": {\"top\": 4}}")
    }
    return members
  }

  private static func section(_ members: [String], _ items: [String]) -> String {
    "{" + (members + ["\"items\": [" + items.joined(separator: ", ") + "]"]).joined(separator: ", ")
      + "}"
  }

  /// A random length in `range`, written in one of the number forms.
  private static func length(
    _ range: ClosedRange<Double>, _ random: inout SeededGenerator
  ) -> String {
    let value = Double.random(in: range, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return text(value.rounded())
    case 1: return text((value * 4).rounded() / 4)
    case 2: return text(value)  // often 17 significant digits: the slow path
    case 3:
      // Beyond 19 significant digits the slow path's rounding decides.
      let short = text(value)
      return short.contains(".") && !short.contains("e") ? short + "000000000000000001" : short
    case 4:
      let mantissa = Int((value * 1000).rounded())
      return "\(mantissa)e-3"
    default: return text((value * 100).rounded() / 100)
    }
  }

  /// One of `options`.
  private static func pick<Value>(_ options: [Value], _ random: inout SeededGenerator) -> Value {
    options[Int.random(in: 0..<options.count, using: &random)]
  }

  private static func fraction(_ random: inout SeededGenerator) -> Double {
    pick([0, 0.5, 0.25, 1.0 / 3], &random)
  }

  /// A number as JSON: integers without a fraction.
  static func text(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
