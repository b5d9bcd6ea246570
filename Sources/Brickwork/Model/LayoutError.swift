/// Why a layout could not be computed: the place of the offending value and the rule it breaks.
///
/// Its description names the place as a path into the layout document, then the rule:
/// `sections[0].items[3].height: must be a finite number >= 0`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the offending value is.
  public enum Location: Hashable, Sendable {
    /// The container (width, height, scale).
    case container
    /// A section's own options.
    case section(Int)
    /// A section's header.
    case header(section: Int)
    /// A section's footer.
    case footer(section: Int)
    /// A section's background.
    case background(section: Int)
    /// One item of a section.
    case item(section: Int, item: Int)
    /// The change passed to an incremental update.
    case update
  }

  /// The rule a value breaks.
  public enum Rule: Hashable, Sendable, CustomStringConvertible {
    /// A length is negative, NaN or infinite.
    case finiteNonNegative
    /// A length or ratio must be finite and greater than zero.
    case finitePositive
    /// A count is below one.
    case atLeastOne
    /// A count is negative.
    case nonNegativeCount
    /// A length is larger than ``Limits/maximumLength``.
    case lengthTooLarge
    /// An aspect ratio lies outside ``Limits/aspectRatios``.
    case aspectRatioOutOfRange
    /// A count is larger than the limit given.
    case atMost(Int)
    /// A display scale is not a whole number of pixels per point.
    case wholeScale
    /// Columns and spacing leave a column width of zero or less (too many columns for the
    /// width); the associated value is the width that was computed.
    case columnWidthNotPositive(Double)
    /// Insets leave a negative width for the box.
    case insetsExceedWidth(Double)
    /// The strategy needs a `size` (width and height), not the sizing given.
    case widthAndHeightRequired
    /// The strategy needs a `size` or an `aspectRatio`, not a bare extent.
    case aspectRatioRequired
    /// A photo with a zero width but a positive height has no usable aspect ratio.
    case degenerateAspectRatio
    /// An explicit column is not one of the section's columns (the count given).
    case columnOutOfRange(columns: Int)
    /// An explicit column and the item's span reach past the last of the section's columns.
    case spanPastLastColumn(columns: Int)
    /// A span of several columns (but not all) needs `shortestColumn` placement.
    case spanNeedsShortestColumn
    /// Two options that exclude each other were both given; the other one is named.
    case excludes(String)
    /// A pinning edge is not a finite number.
    case finite
    /// The change does not match the sections passed with it.
    case inconsistentUpdate(String)
    /// The option needs `shortestColumn` placement.
    case needsShortestColumn
    /// A count must be 0 (no limit) or at least the other option named, whose value is given.
    case zeroOrAtLeast(String, Int)
    /// A row of this many photos leaves them no width (too much `itemSpacing` for the width).
    case rowLeavesNoWidth(Int)
    /// No breaking of the section's photos into rows of `minimum ... maximum` photos (0: no
    /// maximum) satisfies them; a last widow row may have fewer than `minimum` when it fits the
    /// width at the target height (optimal breaking).
    case noRowBreaking(minimum: Int, maximum: Int)
    /// A list (a waterfall's column weights) must hold at least one value.
    case notEmpty

    /// The rule in words, as the layout document's error lines print it.
    public var description: String {
      var text = MessageText()
      write(to: &text)
      return text.string
    }

    /// Appends the rule in words to `text`.
    package func write(to text: inout MessageText) {
      write(to: &text) { text, value in text.append(number: value) }
    }

    /// Appends the rule in words to `text`, its numbers by `number` (the lean WebAssembly
    /// module writes them without `Double.description`, whose tables it has no room for).
    package func write(
      to text: inout MessageText, number: (inout MessageText, Double) -> Void
    ) {
      switch self {
      case .finiteNonNegative: text.append("must be a finite number >= 0")
      case .finitePositive: text.append("must be a finite number > 0")
      case .atLeastOne: text.append("must be an integer >= 1")
      case .nonNegativeCount: text.append("must be an integer >= 0")
      case .lengthTooLarge: text.append("must be <= 1e9")
      case .aspectRatioOutOfRange: text.append("must give an aspect ratio between 1e-9 and 1e9")
      case .atMost(let limit):
        text.append("must be <= ")
        text.append(limit)
      case .wholeScale:
        text.append("must be 0 (no snapping) or a whole number of pixels per point: 1, 2, 3…")
      case .columnWidthNotPositive(let width):
        text.append("leaves a column width of ")
        number(&text, width)
        text.append(" <= 0 (too many columns or too much spacing for the width)")
      case .insetsExceedWidth(let width):
        text.append("leave a width of ")
        number(&text, width)
        text.append(" < 0 (insets wider than the container)")
      case .widthAndHeightRequired: text.append("must give width and height for this layout")
      case .aspectRatioRequired:
        text.append("must give aspectRatio or width and height for this layout")
      case .degenerateAspectRatio:
        text.append("has no usable aspect ratio (one side is zero, the other not)")
      case .columnOutOfRange(let columns):
        text.append("must be less than the section's ")
        text.append(columns)
        text.append(" column")
        text.appendPlural(columns)
        text.append(" (columns count from 0)")
      case .spanPastLastColumn(let columns):
        text.append("with the item's span reaches past the section's ")
        text.append(columns)
        text.append(" column")
        text.appendPlural(columns)
      case .spanNeedsShortestColumn:
        text.append("must be 1 (or cover every column) with leftToRight or rightToLeft placement")
      case .excludes(let other):
        text.append("cannot be given together with ")
        text.append(string: other)
      case .finite: text.append("must be a finite number")
      case .notEmpty: text.append("must hold at least one value")
      case .inconsistentUpdate(let why):
        text.append("inconsistent update: ")
        text.append(string: why)
      case .needsShortestColumn:
        text.append("must be absent with leftToRight or rightToLeft placement")
      case .zeroOrAtLeast(let other, let value):
        text.append("must be 0 (no limit) or an integer >= ")
        text.append(string: other)
        text.append(" (")
        text.append(value)
        text.append(")")
      case .rowLeavesNoWidth(let count):
        text.append("leaves no width for the photos of a row of ")
        text.append(count)
        text.append(" (too much itemSpacing for the width)")
      case .noRowBreaking(let minimum, let maximum):
        text.append("no breaking into rows of ")
        text.append(minimum)
        if maximum == 0 {
          text.append(" or more photos")
        } else if maximum == minimum {
          text.append(" photos")
        } else {
          text.append(" to ")
          text.append(maximum)
          text.append(" photos")
        }
        text.append(" (a last row of fewer fitting the width at targetRowHeight) fits the items")
      }
    }
  }

  /// Where the offending value is.
  public var location: Location
  /// The name of the offending field, as in the layout document (`height`, `columns`, …);
  /// empty when the rule concerns the whole place.
  public var field: String
  /// The rule it breaks.
  public var rule: Rule

  /// Creates an error.
  public init(_ location: Location, field: String, rule: Rule) {
    self.location = location
    self.field = field
    self.rule = rule
  }

  /// The place as a path into the layout document, such as `sections[0].items[3].height`.
  public var path: String {
    var text = MessageText()
    writePath(to: &text)
    return text.string
  }

  /// The path and the rule: `sections[0].items[3].height: must be a finite number >= 0`.
  public var description: String {
    var text = MessageText()
    write(to: &text)
    return text.string
  }

  /// Appends the path and the rule to `text`, as ``description`` gives them.
  package func write(to text: inout MessageText) {
    writePath(to: &text)
    text.append(": ")
    rule.write(to: &text)
  }

  /// Appends the path and the rule to `text`, the rule's numbers by `number`.
  package func write(
    to text: inout MessageText, number: (inout MessageText, Double) -> Void
  ) {
    writePath(to: &text)
    text.append(": ")
    rule.write(to: &text, number: number)
  }

  /// Appends the path to `text`, as ``path`` gives it.
  package func writePath(to text: inout MessageText) {
    let start = text.bytes.count
    switch location {
    case .container: break
    case .section(let s): Self.writeSection(s, to: &text)
    case .header(let s):
      Self.writeSection(s, to: &text)
      text.append(".header")
    case .footer(let s):
      Self.writeSection(s, to: &text)
      text.append(".footer")
    case .background(let s):
      Self.writeSection(s, to: &text)
      text.append(".background")
    case .item(let s, let i):
      Self.writeSection(s, to: &text)
      text.append(".items[")
      text.append(i)
      text.append("]")
    case .update: text.append("update")
    }
    if field.isEmpty { return }
    if text.bytes.count > start { text.append(".") }
    text.append(string: field)
  }

  /// Appends `sections[s]`.
  private static func writeSection(_ s: Int, to text: inout MessageText) {
    text.append("sections[")
    text.append(s)
    text.append("]")
  }
}

extension [LayoutError] {
  /// Appends the error of `field` at `location` breaking `rule`, when there is a rule: the way
  /// option checks list their problems, one field at a time (no list of fields is built, so a
  /// valid configuration costs a comparison per field).
  @inline(__always)
  mutating func append(
    _ location: LayoutError.Location, field: String, breaking rule: LayoutError.Rule?
  ) {
    if let rule { append(LayoutError(location, field: field, rule: rule)) }
  }
}
