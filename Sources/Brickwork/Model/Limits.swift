/// The bounds Brickwork puts on its input so that no layout can overflow to an infinite or NaN
/// frame. Values beyond them are rejected with a ``LayoutError``, never clamped silently.
public enum Limits {
  /// The largest length accepted anywhere (sizes, spacings, insets, the container): a billion
  /// points, far beyond any screen or page.
  public static let maximumLength: Double = 1e9
  /// The aspect ratios (width / height) accepted for photos, directly or from a pixel size.
  public static let aspectRatios: ClosedRange<Double> = 1e-9...1e9
  /// The most columns a waterfall section may have.
  public static let maximumColumns = 4096

  /// The rule `value` breaks as a length, if any.
  static func violation(ofLength value: Double) -> LayoutError.Rule? {
    guard value.isFinite, value >= 0 else { return .finiteNonNegative }
    return value > maximumLength ? .lengthTooLarge : nil
  }
}
