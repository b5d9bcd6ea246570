/// What a lazy container does after telling its ``LazyFeed`` something: the views to make and
/// to drop (by the items' identities), whether frames changed, and, for a layout change only,
/// where to scroll.
public struct LazyFeedUpdate<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The items that entered the window (make their views), in item order.
  public var inserted: [ID] = []
  /// The items that left the window (drop their views).
  public var removed: [ID] = []
  /// Whether any frame changed (the container re-reads the frames of its views).
  public var layoutChanged = false
  /// The offset (the content coordinate at the top of the visible area) to scroll to without
  /// animation, so that the first visible item stays where it was on screen after a layout
  /// change above it; `nil` when nothing needs to move. Never set for a scroll event.
  public var scrollTarget: Double?

  /// Creates an update.
  public init(
    inserted: [ID] = [], removed: [ID] = [], layoutChanged: Bool = false,
    scrollTarget: Double? = nil
  ) {
    self.inserted = inserted
    self.removed = removed
    self.layoutChanged = layoutChanged
    self.scrollTarget = scrollTarget
  }
}
