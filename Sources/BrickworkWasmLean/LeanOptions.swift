import Brickwork

/// The options of a lean layout: a record of 16 doubles, version 1, as `Web/lean.mjs` writes it
/// (and `Web/lean.d.mts` documents it). NaN in a slot means the layout document's default.
///
/// | Slot | Meaning |
/// | --- | --- |
/// | 0 | version: 1 |
/// | 1, 2 | the container's width and height |
/// | 3 | direction: 0 left to right, 1 right to left |
/// | 4 | scale (pixel snapping; 0 for none) |
/// | 5 | strategy: 0 waterfall, 1 flow, 2 justified |
/// | 6 | waterfall `columns` |
/// | 7 | waterfall `columnSpacing` |
/// | 8 | `itemSpacing` |
/// | 9 | flow and justified `lineSpacing` |
/// | 10 | justified `targetRowHeight` |
/// | 11 | `tolerance`: a waterfall's flow tolerance (NaN: none), a justified row height's |
/// | 12 | waterfall `minColumnWidth` (adaptive columns; NaN or 0 for fixed ones) |
/// | 13 | waterfall `maxColumns` (with `minColumnWidth`; 0 for no cap) |
/// | 14 | the items' form: 0 lengths along the scroll axis, 1 width-height pairs, 2 aspect ratios |
/// | 15 | by strategy: a waterfall's `evenBottom` (NaN or 0: none); a flow's `itemGrow`; justified rows' `widowAlignment` (0 leading, 1 center, 2 trailing, 3 justify) plus 4 for `widowHeight` `target` |
///
/// What a record does not hold (the full module's documents do): a waterfall's `columnWeights` (a
/// list), a flow's `growLastLine` (true, as CSS) and per-item `grow`, and every option not listed.
struct LeanOptions {
  /// The number of doubles in a record.
  static let count = 16
  /// The record's version this module reads.
  static let version = 1.0

  /// The container.
  var container: Container
  /// The section's strategy.
  var strategy: SectionStrategy
  /// The items' form: 0 lengths, 1 width-height pairs, 2 aspect ratios.
  var form: Int
  /// The record's doubles, for the values an error names.
  var record: [Double]

  /// Reads a record, or names the first slot that is wrong.
  init(_ record: UnsafeBufferPointer<Double>) throws(LeanFailure) {
    guard record.count == Self.count else {
      throw LeanFailure("options: a record holds 16 numbers")
    }
    guard record[0] == Self.version else { throw LeanFailure("options: version must be 1") }
    self.record = Array(record)
    let direction = try Self.integer(record[3], 0, in: 0...1, "direction")
    container = Container(
      width: record[1], height: record[2].isNaN ? 0 : record[2],
      direction: direction == 1 ? .rightToLeft : .leftToRight,
      scale: record[4].isNaN ? 0 : record[4])
    form = try Self.integer(record[14], 1, in: 0...2, "form")
    let itemSpacing = record[8]
    switch try Self.integer(record[5], 0, in: 0...2, "strategy") {
    case 0:
      var waterfall: WaterfallLayout
      let minColumnWidth = record[12]
      if !minColumnWidth.isNaN, minColumnWidth != 0 {
        waterfall = WaterfallLayout(
          minColumnWidth: minColumnWidth,
          maxColumns: try Self.integer(record[13], 0, in: 0...Int(Int32.max), "maxColumns"))
      } else {
        waterfall = WaterfallLayout(
          columns: try Self.integer(
            record[6], Default.columns, in: Int(Int32.min)...Int(Int32.max), "columns"))
      }
      if !record[7].isNaN { waterfall.columnSpacing = record[7] }
      if !itemSpacing.isNaN { waterfall.itemSpacing = itemSpacing }
      if !record[11].isNaN { waterfall.tolerance = record[11] }
      if !record[15].isNaN { waterfall.evenBottom = record[15] }
      strategy = .waterfall(waterfall)
    case 1:
      var flow = FlowLayout()
      if !itemSpacing.isNaN { flow.itemSpacing = itemSpacing }
      if !record[9].isNaN { flow.lineSpacing = record[9] }
      if !record[15].isNaN { flow.itemGrow = record[15] }
      strategy = .flow(flow)
    default:
      var justified = JustifiedLayout()
      if !itemSpacing.isNaN { justified.itemSpacing = itemSpacing }
      if !record[9].isNaN { justified.lineSpacing = record[9] }
      if !record[10].isNaN { justified.targetRowHeight = record[10] }
      if !record[11].isNaN { justified.tolerance = record[11] }
      let widows = try Self.integer(record[15], 0, in: 0...7, "widowAlignment")
      justified.widowAlignment = JustifiedLayout.WidowAlignment.allCases[widows % 4]
      justified.widowHeight = widows >= 4 ? .target : .previous
      strategy = .justified(justified)
    }
  }

  /// The integer in `value`, `fallback` for NaN, or a failure naming `name` and the value.
  private static func integer(
    _ value: Double, _ fallback: Int, in range: ClosedRange<Int>, _ name: StaticString
  ) throws(LeanFailure) -> Int {
    if value.isNaN { return fallback }
    guard value.rounded(.towardZero) == value, value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      var text = MessageText()
      text.append("options.")
      text.append(name)
      text.append(": must be an integer from ")
      text.append(range.lowerBound)
      text.append(" to ")
      text.append(range.upperBound)
      LeanFailure.appendGot(value, to: &text)
      throw LeanFailure(text)
    }
    return Int(value)
  }

  /// The record's value of a section option the core names by `field`, or `nil` for another
  /// (or one left to its default).
  func option(_ field: String) -> Double? {
    let names: [StaticString] = [
      "columns", "columnSpacing", "itemSpacing", "lineSpacing", "targetRowHeight", "tolerance",
      "minColumnWidth", "maxColumns",
    ]
    guard let index = names.firstIndex(where: { Self.field(field, is: $0) }),
      !record[6 + index].isNaN
    else { return nil }
    return record[6 + index]
  }

  /// Whether `field` is `name`, byte for byte. (`String`'s `==` compares canonical
  /// equivalence, whose Unicode tables would double the lean module's size.)
  static func field(_ field: String, is name: StaticString) -> Bool {
    name.withUTF8Buffer { field.utf8.elementsEqual($0) }
  }
}

/// Why a lean call failed: its text, one line.
struct LeanFailure: Error {
  /// The text as UTF-8.
  var bytes: [UInt8]

  /// A failure saying `literal`.
  init(_ literal: StaticString) {
    var text = MessageText()
    text.append(literal)
    bytes = text.bytes
  }

  /// A failure saying `text`.
  init(_ text: MessageText) { bytes = text.bytes }

  /// The failure of a layout: the path of the value at fault, as the core names it, the rule
  /// it breaks, and the value at fault (`nil` when the rule concerns no single number).
  init(_ error: LayoutError, value: Double?) {
    var text = MessageText()
    error.write(to: &text, number: Self.append)
    if let value { Self.appendGot(value, to: &text) }
    bytes = text.bytes
  }

  /// Appends `, got` and `value`.
  static func appendGot(_ value: Double, to text: inout MessageText) {
    text.append(", got ")
    append(&text, value)
  }

  /// Appends `value`: a whole number below 1e15 as the layout document writes it (`375`), any
  /// other to 9 significant digits (`2.5`, `1.23456789e-7`, `inf`, `nan`). `Double.description`
  /// would write the shortest exact digits, but its tables would take the module past its size.
  static func append(_ text: inout MessageText, _ value: Double) {
    if value.isNaN { return text.append("nan") }
    if value < 0 {
      text.append("-")
      return append(&text, -value)
    }
    if value == .infinity { return text.append("inf") }
    if value.rounded() == value, value < 1e15 { return text.append(Int(value)) }
    // value = digits * 10^(exponent - 8), digits of 9 figures.
    var scaled = value
    var exponent = 8
    while scaled >= 1e9 {
      scaled /= 10
      exponent += 1
    }
    while scaled < 1e8 {
      scaled *= 10
      exponent -= 1
    }
    var digits = Int(scaled.rounded())
    if digits == 1_000_000_000 {
      digits = 100_000_000
      exponent += 1
    }
    var figures: [UInt8] = []
    for _ in 0..<9 {
      figures.append(UInt8(ascii: "0") + UInt8(digits % 10))
      digits /= 10
    }
    figures.reverse()
    while figures.count > 1, figures[figures.count - 1] == UInt8(ascii: "0") {
      figures.removeLast()
    }
    if exponent >= 0, exponent < 15 {
      // Whole numbers were written above: the point falls inside the figures.
      for (index, figure) in figures.enumerated() {
        if index == exponent + 1 { text.append(".") }
        text.append(scalar: Unicode.Scalar(figure))
      }
      var written = figures.count
      while written <= exponent {
        text.append("0")
        written += 1
      }
    } else if exponent < 0, exponent >= -5 {
      text.append("0.")
      for _ in 0..<(-exponent - 1) { text.append("0") }
      for figure in figures { text.append(scalar: Unicode.Scalar(figure)) }
    } else {
      for (index, figure) in figures.enumerated() {
        if index == 1 { text.append(".") }
        text.append(scalar: Unicode.Scalar(figure))
      }
      text.append("e")
      text.append(exponent)
    }
  }
}
