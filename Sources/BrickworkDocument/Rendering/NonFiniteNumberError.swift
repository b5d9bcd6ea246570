import Brickwork

/// A writer was asked to write a number that is not finite (which no valid layout has): the
/// output would be invalid JSON, SVG or CSS, or silently wrong, so writing stops instead.
public struct NonFiniteNumberError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The number: an infinity or NaN.
  public var value: Double

  /// Creates the error for `value`.
  public init(value: Double) {
    self.value = value
  }

  /// `a number to write is not finite (nan)`.
  public var description: String {
    var text = MessageText()
    text.append("a number to write is not finite (")
    text.append(value)
    text.append(")")
    return text.string
  }
}
