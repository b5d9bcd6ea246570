/// The bounds Brickwork puts on its input so that no layout can overflow to an infinite or NaN
/// frame, and the rules of single values, written once. Values beyond them are rejected with a
/// ``LayoutError``, never clamped silently.
///
/// Every layer that reads values (the layout document, item lists, command-line flags and the
/// adapters' delegate answers) checks only its own syntax and asks these rules, so the same bad
/// value gets the same words everywhere.
public enum Limits {
  /// The largest length accepted anywhere (sizes, spacings, insets, the container): a billion
  /// points, far beyond any screen or page.
  public static let maximumLength: Double = 1e9
  /// The aspect ratios (width / height) accepted for photos, directly or from a pixel size.
  public static let aspectRatios: ClosedRange<Double> = 1e-9...1e9
  /// The most columns a waterfall section may have.
  public static let maximumColumns = 4096
  /// The most photos a row of optimal justified breaking holds (``JustifiedLayout/Breaking/optimal``),
  /// beside ``JustifiedLayout/maxItemsPerRow``: optimal breaking weighs every candidate row
  /// ending at each photo, so this bounds its work to 64 rows a photo. Ordinary photos never
  /// reach it (a row that fills the width at the target height holds a handful); photos so
  /// narrow that 64 of them stay short of the width at the target height make rows of at most
  /// 64 photos, taller than the target. A larger `maxItemsPerRow` acts as 64; a larger
  /// `minItemsPerRow` is an error.
  public static let maximumPhotosPerOptimalRow = 64

  /// The rule `value` breaks as a length (finite, >= 0, at most ``maximumLength``), if any.
  package static func violation(ofLength value: Double) -> LayoutError.Rule? {
    guard value.isFinite, value >= 0 else { return .finiteNonNegative }
    return value > maximumLength ? .lengthTooLarge : nil
  }

  /// The rule `factor` breaks as a flow grow factor (finite, >= 0, at most 1e9 so that a line's
  /// factors sum to a finite number), if any.
  package static func violation(ofGrowFactor factor: Double) -> LayoutError.Rule? {
    violation(ofLength: factor)
  }

  /// The rule `value` breaks as a length that must be greater than zero, if any.
  package static func violation(ofPositiveLength value: Double) -> LayoutError.Rule? {
    if value.isFinite, value > maximumLength { return .lengthTooLarge }
    return value.isFinite && value > 0 ? nil : .finitePositive
  }

  /// The rule `ratio` breaks as an aspect ratio (finite, > 0, within ``aspectRatios``), if any.
  package static func violation(ofAspectRatio ratio: Double) -> LayoutError.Rule? {
    guard ratio.isFinite, ratio > 0 else { return .finitePositive }
    return aspectRatios.contains(ratio) ? nil : .aspectRatioOutOfRange
  }

  /// The rule `count` breaks as a count of at least `minimum` and at most `maximum`, if any.
  package static func violation(ofCount count: Int, minimum: Int, maximum: Int = .max)
    -> LayoutError.Rule?
  {
    if count < minimum { return minimum == 1 ? .atLeastOne : .nonNegativeCount }
    return count > maximum ? .atMost(maximum) : nil
  }

  /// The rule `scale` breaks as a display scale (0, or a whole number of pixels per point), if
  /// any.
  package static func violation(ofScale scale: Double) -> LayoutError.Rule? {
    if let rule = violation(ofLength: scale) { return rule }
    // Snapping to a fraction of a pixel would move edges off the pixel grid it promises.
    return scale.rounded(.down) == scale ? nil : .wholeScale
  }

  /// A count read as a number (from a document, a file or a flag): the number itself when it is
  /// a whole number an `Int` holds; otherwise a value every count rule rejects with its own
  /// words (`Int.min`), or `Int.max` for a whole number too large to hold, which only a count
  /// with a maximum rejects.
  package static func count(fromNumber number: Double) -> Int {
    guard number.isFinite, number.rounded(.towardZero) == number else { return .min }
    if number >= 0x1p62 { return .max }
    if number <= -0x1p62 { return .min }
    return Int(number)
  }
}
