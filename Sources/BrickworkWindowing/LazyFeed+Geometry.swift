import Brickwork

extension LazyFeed {
  /// The content coordinate to put at the top of the visible area to show `target` there,
  /// within `0 ... maximumOffset` (the content's end stops it); `nil` for an unknown or hidden
  /// item, or a fraction of a feed without visible items. A container scrolls its scroll view
  /// to it (``LazyViewport/contentOffset(showingAtTop:)``).
  ///
  /// - Complexity: O(1) for an item (the core's `offset(ofItem:inSection:)`), O(log n) for a
  ///   fraction (the core's `item(atFraction:)`).
  public func offset(of target: LazyScrollTarget<ID>) -> Double? {
    let item: Int?
    switch target {
    case .item(let id): item = index(of: id)
    case .fraction(let fraction): item = window.layout.item(atFraction: fraction)?.item
    }
    guard let item, let top = window.layout.offset(ofItem: item, inSection: 0) else { return nil }
    return min(max(top, 0), window.maximumOffset)
  }

  /// The identity of the item at `fraction` of the content's height (the core's
  /// `item(atFraction:)`), for a scrubber's label; `nil` when no item is visible.
  ///
  /// - Complexity: O(log n).
  public func id(atFraction fraction: Double) -> ID? {
    window.layout.item(atFraction: fraction).map { ids[$0.item] }
  }

  /// How far the visible area is scrolled through the content, from 0 (the top) to 1 (the
  /// end at the bottom edge): a scrubber's position. 0 when the content fits.
  public var scrolledFraction: Double {
    let maximum = window.maximumOffset
    guard maximum > 0 else { return 0 }
    return min(max(window.offset / maximum, 0), 1)
  }
}
