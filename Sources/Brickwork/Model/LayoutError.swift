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

    /// The rule in words, as the layout document's error lines print it.
    public var description: String {
      switch self {
      case .finiteNonNegative: "must be a finite number >= 0"
      case .finitePositive: "must be a finite number > 0"
      case .atLeastOne: "must be an integer >= 1"
      case .nonNegativeCount: "must be an integer >= 0"
      case .lengthTooLarge: "must be <= 1e9"
      case .aspectRatioOutOfRange: "must give an aspect ratio between 1e-9 and 1e9"
      case .atMost(let limit): "must be <= \(limit)"
      case .wholeScale: "must be 0 (no snapping) or a whole number of pixels per point: 1, 2, 3…"
      case .columnWidthNotPositive(let width):
        "leaves a column width of \(Self.format(width)) <= 0 (too many columns or too much spacing for the width)"
      case .insetsExceedWidth(let width):
        "leave a width of \(Self.format(width)) < 0 (insets wider than the container)"
      case .widthAndHeightRequired: "must give width and height for this layout"
      case .aspectRatioRequired: "must give aspectRatio or width and height for this layout"
      case .degenerateAspectRatio: "has no usable aspect ratio (one side is zero, the other not)"
      case .columnOutOfRange(let columns):
        "must be less than the section's \(columns) column\(columns == 1 ? "" : "s") (columns count from 0)"
      case .spanPastLastColumn(let columns):
        "with the item's span reaches past the section's \(columns) column\(columns == 1 ? "" : "s")"
      case .spanNeedsShortestColumn:
        "must be 1 (or cover every column) with leftToRight or rightToLeft placement"
      case .excludes(let other): "cannot be given together with \(other)"
      case .finite: "must be a finite number"
      case .inconsistentUpdate(let why): "inconsistent update: \(why)"
      }
    }

    /// A number as the layout document writes it: whole numbers without a fraction.
    private static func format(_ value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
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
    let place: String
    switch location {
    case .container: place = ""
    case .section(let s): place = "sections[\(s)]"
    case .header(let s): place = "sections[\(s)].header"
    case .footer(let s): place = "sections[\(s)].footer"
    case .background(let s): place = "sections[\(s)].background"
    case .item(let s, let i): place = "sections[\(s)].items[\(i)]"
    case .update: place = "update"
    }
    if field.isEmpty { return place }
    return place.isEmpty ? field : place + "." + field
  }

  /// The path and the rule: `sections[0].items[3].height: must be a finite number >= 0`.
  public var description: String { path + ": " + rule.description }
}
