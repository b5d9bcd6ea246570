/// The space a layout fills and how it maps onto the screen.
public struct Container: Hashable, Sendable {
  /// The container's width in points.
  public var width: Double
  /// The viewport's height in points; the extent across the scroll axis when `axis` is
  /// `horizontal` (ignored when vertical).
  public var height: Double
  /// The scroll axis along which sections stack.
  public var axis: ScrollAxis
  /// The reading direction; right-to-left mirrors the layout horizontally.
  public var direction: ReadingDirection
  /// The display scale frames are snapped to, a whole number of pixels per point: each edge is
  /// rounded to the nearest multiple of `1 / scale` (halves away from zero). `0` leaves frames
  /// unrounded.
  public var scale: Double

  /// Creates a container.
  public init(
    width: Double, height: Double = 0, axis: ScrollAxis = .vertical,
    direction: ReadingDirection = .leftToRight, scale: Double = 0
  ) {
    self.width = width
    self.height = height
    self.axis = axis
    self.direction = direction
    self.scale = scale
  }

  /// The extent across the scroll axis that sections span.
  var crossExtent: Double { axis == .vertical ? width : height }
}
