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
/// | 15 | waterfall `evenBottom` (NaN or 0: none) |
///
/// A waterfall's `columnWeights` (a list) has no slot: the full module's document takes it.
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

  /// Reads a record, or names the first slot that is wrong.
  init(_ record: UnsafeBufferPointer<Double>) throws(LeanFailure) {
    guard record.count == Self.count else {
      throw LeanFailure("options: a record holds 16 numbers")
    }
    guard record[0] == Self.version else { throw LeanFailure("options: version must be 1") }
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
      strategy = .flow(flow)
    default:
      var justified = JustifiedLayout()
      if !itemSpacing.isNaN { justified.itemSpacing = itemSpacing }
      if !record[9].isNaN { justified.lineSpacing = record[9] }
      if !record[10].isNaN { justified.targetRowHeight = record[10] }
      if !record[11].isNaN { justified.tolerance = record[11] }
      strategy = .justified(justified)
    }
  }

  /// The integer in `value`, `fallback` for NaN, or a failure naming `name`.
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
      throw LeanFailure(text)
    }
    return Int(value)
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

  /// The failure of a layout: the path of the value at fault, as the core names it, and that it
  /// breaks a rule. The rule's own words (and the numbers in them) are the full module's: their
  /// text and number formatting would take the lean module past its size.
  init(_ error: LayoutError) {
    var text = MessageText()
    error.writePath(to: &text)
    text.append(": breaks a layout rule (the full module's layout() states it)")
    bytes = text.bytes
  }
}
