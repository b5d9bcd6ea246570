import Brickwork

/// The state of a lazy container over identifiable data: the data's identities and the
/// ``ScrollWindow`` laid out for them.
///
/// A container calls ``update(ids:size:)`` with its data whenever the data may have changed:
/// data that only grew at the end takes the append path, any other change lays out again.
public struct LazyFeed<ID: Hashable & Sendable>: Sendable {
  /// The identities of the items laid out, in order.
  public private(set) var ids: [ID] = []
  /// The window over them.
  public private(set) var window: ScrollWindow

  /// An empty feed of `strategy` at `width`.
  ///
  /// - Throws: the core's ``LayoutError`` for invalid options.
  public init(
    strategy: SectionStrategy, insets: Insets = .zero, width: Double, viewportHeight: Double
  ) throws(LayoutError) {
    window = try ScrollWindow(
      strategy: strategy, insets: insets, width: width, viewportHeight: viewportHeight)
  }

  /// Brings the feed up to `ids`, reading `size(i)` for the items it has not laid out (all of
  /// them after a change other than an append), and returns what entered and left the window.
  ///
  /// - Complexity: O(m) for m appended items; O(n) otherwise (a full layout).
  public mutating func update(ids newIDs: [ID], size: (Int) -> LazyItemSize) throws(LayoutError)
    -> WindowChange
  {
    guard newIDs != ids else { return WindowChange(offset: window.offset) }
    if newIDs.count > ids.count, newIDs.starts(with: ids) {
      let sizes = (ids.count..<newIDs.count).map(size)
      let change = try append(sizes)
      ids = newIDs
      return change
    }
    let sizes = newIDs.indices.map(size)
    let previous = window.visibleItems
    let fresh = try ScrollWindow(
      strategy: window.strategy, items: sizes.map(\.item), estimated: sizes.map(\.isEstimated),
      insets: window.insets, width: window.width, viewportHeight: window.viewportHeight,
      overscan: window.overscan)
    window = fresh
    ids = newIDs
    var change = window.scroll(to: 0)
    change = WindowChange.difference(from: previous, to: window.visibleItems, offset: change.offset)
    return change
  }

  /// Appends items of `sizes` through the append path, grouping runs of equal estimate flags.
  private mutating func append(_ sizes: [LazyItemSize]) throws(LayoutError) -> WindowChange {
    let previous = window.visibleItems
    var start = 0
    while start < sizes.count {
      var end = start + 1
      while end < sizes.count, sizes[end].isEstimated == sizes[start].isEstimated { end += 1 }
      _ = try window.append(sizes[start..<end].map(\.item), estimated: sizes[start].isEstimated)
      start = end
    }
    return WindowChange.difference(from: previous, to: window.visibleItems, offset: window.offset)
  }

  /// Whether the viewport's bottom is within `threshold` of the content's end (load the next
  /// page).
  public func isNearEnd(within threshold: Double) -> Bool {
    window.remainingHeight <= threshold
  }

  /// Scrolls the window (see ``ScrollWindow/scroll(to:)``).
  public mutating func scroll(to offset: Double) -> WindowChange { window.scroll(to: offset) }

  /// Records a shown item's measured height (an item whose size began as an estimate); items
  /// of declared sizes keep them.
  public mutating func measured(item: Int, height: Double) -> WindowChange {
    guard window.isEstimated.indices.contains(item), window.isEstimated[item] else {
      return WindowChange(offset: window.offset)
    }
    let length = height.isFinite && height > 0 ? min(height, Limits.maximumLength) : 0
    return (try? window.measure(item, as: .extent(length))) ?? WindowChange(offset: window.offset)
  }

  /// Lays out at a new width and viewport height, keeping the anchor in view.
  public mutating func resize(width: Double, viewportHeight: Double) -> WindowChange {
    let previous = window.visibleItems
    _ = try? window.resize(width: width)
    _ = window.resizeViewport(height: viewportHeight)
    return WindowChange.difference(from: previous, to: window.visibleItems, offset: window.offset)
  }
}
