/// The item a ``ScrollWindow`` keeps in place on screen across layout changes: the first item
/// in the viewport (the lowest index among those intersecting it).
public struct WindowAnchor: Hashable, Sendable {
  /// The item's index.
  public var item: Int
  /// How far below the viewport's top edge the item's frame starts (negative above it).
  public var distanceFromTop: Double

  /// Creates an anchor.
  public init(item: Int, distanceFromTop: Double) {
    self.item = item
    self.distanceFromTop = distanceFromTop
  }
}
