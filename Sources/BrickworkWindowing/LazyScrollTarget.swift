/// Where a lazy container is asked to scroll: to an item, or to a fraction of its content (a
/// scrubber, a "jump to date" over a long feed).
public enum LazyScrollTarget<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The item of this identity, at the top of the visible area.
  case item(ID)
  /// The item at this fraction (clamped to 0 ... 1; NaN reads as 0) of the content's height,
  /// at the top of the visible area: the core's `item(atFraction:)`.
  case fraction(Double)
}
