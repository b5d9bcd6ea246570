/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Brickwork's frames always have a non-negative size, so `minX` is `origin.x` and `maxX` is
/// `origin.x + size.width` (no standardization is needed, unlike `CGRect`).
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  @inlinable public var minX: Double { origin.x }
  /// The top edge.
  @inlinable public var minY: Double { origin.y }
  /// The right edge.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The width.
  @inlinable public var width: Double { size.width }
  /// The height.
  @inlinable public var height: Double { size.height }

  /// Whether the two rectangles share interior points.
  ///
  /// Rectangles that only touch along an edge do not intersect, as with `CGRect.intersects(_:)`.
  /// A zero-size rectangle intersects a rectangle whose interior holds it.
  @inlinable public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `other` lies entirely inside this rectangle (edges included).
  @inlinable public func contains(_ other: Rect) -> Bool {
    minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
  }

  /// The same rectangle reflected across the diagonal: x and y swap, and so do width and height.
  var transposed: Rect {
    Rect(x: origin.y, y: origin.x, width: size.height, height: size.width)
  }
}
