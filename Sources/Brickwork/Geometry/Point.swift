/// A location in a layout's coordinate space, in points.
///
/// The origin is the top-left corner of the content; `y` grows downwards, as in UIKit.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin.
  public static let zero = Point(x: 0, y: 0)
}
