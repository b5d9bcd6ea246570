import Brickwork

extension LazyFeed {
  /// Follows the scroll view to `viewport`: a new width lays the feed out again (keeping the
  /// first visible item in view), a new height changes the window, and the offset moves the
  /// window. A scroll never asks the scroll view to move (``LazyFeedUpdate/scrollTarget`` is set
  /// only when a width change moved the first visible item).
  ///
  /// - Complexity: O(log n + k) for a scroll (one query and the diff); one full layout for a
  ///   width change.
  public mutating func scrolled(to viewport: LazyViewport) -> LazyFeedUpdate<ID> {
    let resizes =
      viewport.visibleHeight != window.viewportHeight || viewport.layoutWidth != window.width
    guard !resizes else {
      let previous = visibleIDs
      let before = window.offset
      _ = window.resizeViewport(height: viewport.visibleHeight)
      let relaid =
        viewport.layoutWidth != window.width
        && (try? window.resize(width: viewport.layoutWidth)) != nil
      if relaid {
        return update(from: previous, layoutChanged: true, offsetBefore: before, movesOffset: true)
      }
      _ = window.scroll(to: viewport.visibleTop)
      return update(from: previous, layoutChanged: false, offsetBefore: before, movesOffset: false)
    }
    // A scroll keeps every item's index: the window's diff by index is the diff by identity.
    let change = window.scroll(to: viewport.visibleTop)
    return LazyFeedUpdate(
      inserted: change.inserted.map { ids[$0] }, removed: change.removed.map { ids[$0] })
  }

  /// Records whether the scroll view scrolls; when it comes to rest, applies the measurements
  /// held meanwhile, in one update, keeping the first visible item where it is on screen.
  public mutating func scrollPhaseChanged(isScrolling: Bool) -> LazyFeedUpdate<ID> {
    self.isScrolling = isScrolling
    guard !isScrolling, !heldSizes.isEmpty else { return LazyFeedUpdate() }
    let held = heldSizes
    heldSizes = [:]
    return apply(held)
  }

  /// Records the size the view of item `id` measured (its height at its width in a waterfall,
  /// its ideal size in a flow or justified rows). Items of declared sizes keep them.
  ///
  /// While the scroll view scrolls, a measurement that would move an item of the visible area
  /// (one at or above the last item in it) is held until it comes to rest; others apply at once.
  public mutating func measured(id: ID, size: Size) -> LazyFeedUpdate<ID> {
    guard let index = indexOfID[id], window.isEstimated[index] else { return LazyFeedUpdate() }
    measuredSizes[id] = size
    let item = window.strategy.measuredItem(size)
    guard item.sizing != window.items[index].sizing else {
      heldSizes[id] = nil
      return LazyFeedUpdate()
    }
    if isScrolling, index < lastItemInViewport() {
      heldSizes[id] = size
      return LazyFeedUpdate()
    }
    heldSizes[id] = nil
    return apply([id: size])
  }

  /// The greatest index of an item in the visible area (-1 for none).
  func lastItemInViewport() -> Int {
    let viewport = window.viewportRect
    var last = -1
    for item in window.visibleItems.reversed() {
      guard let frame = window.frame(ofItem: item), frame.intersects(viewport) else { continue }
      last = max(last, item)
    }
    return last
  }

  /// Applies measured sizes in one batch, keeping the first visible item in place.
  mutating func apply(_ sizes: [ID: Size]) -> LazyFeedUpdate<ID> {
    let previous = visibleIDs
    let before = window.offset
    var measurements: [(item: Int, sizing: ItemSizing)] = []
    for (id, size) in sizes {
      guard let index = indexOfID[id], window.isEstimated[index] else { continue }
      measurements.append((index, window.strategy.measuredItem(size).sizing))
    }
    measurements.sort { $0.item < $1.item }
    guard (try? window.measure(measurements)) != nil else { return LazyFeedUpdate() }
    return update(from: previous, layoutChanged: true, offsetBefore: before, movesOffset: true)
  }

  /// Lays the feed out again with new options (strategy, columns, spacing, insets), keeping the
  /// first visible item in view; sizes are read again for the new strategy (measured ones too).
  ///
  /// - Throws: the core's ``LayoutError`` for invalid options; the feed is then unchanged.
  public mutating func setOptions(strategy: SectionStrategy, insets: Insets) throws(LayoutError)
    -> LazyFeedUpdate<ID>
  {
    guard strategy != window.strategy || insets != window.insets else { return LazyFeedUpdate() }
    let previous = visibleIDs
    let before = window.offset
    var changed = window
    var found: [LazySizeProblem<ID>] = []
    changed.items = ids.indices.map { index in
      let (item, rule) = item(at: index, for: strategy)
      if let problem = unreportedProblem(id: ids[index], index: index, rule: rule) {
        found.append(problem)
      }
      return item
    }
    changed.isPinned = Array(repeating: false, count: ids.count)
    _ = try changed.relayout(strategy: strategy, insets: insets)
    window = changed
    report(found)
    return update(from: previous, layoutChanged: true, offsetBefore: before, movesOffset: true)
  }

  /// The item for index `index` in `strategy`: as measured, else as given (sanitized); the
  /// rule its given size breaks, if any.
  func item(at index: Int, for strategy: SectionStrategy) -> (item: Item, rule: LayoutError.Rule?) {
    let given = givenSizes[index]
    var (item, rule) = strategy.sanitizedItem(for: given)
    if given.isEstimated, let measured = measuredSizes[ids[index]] {
      item = strategy.measuredItem(measured)
    }
    return (item, rule)
  }
}
