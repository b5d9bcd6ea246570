/// Distances inset from the edges of a rectangle, in points.
///
/// In a right-to-left layout `left` and `right` act as the leading and trailing insets: the
/// whole layout is computed left to right and then mirrored.
public struct Insets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left (leading) edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right (trailing) edge.
  public var right: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates equal insets on all four edges.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No insets.
  public static let zero = Insets()

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  /// The insets reflected across the diagonal: top swaps with left, bottom with right.
  var transposed: Insets { Insets(top: left, left: top, bottom: right, right: bottom) }
}
