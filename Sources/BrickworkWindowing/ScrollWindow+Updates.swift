import Brickwork

extension ScrollWindow {
  /// Appends items (the next page of a feed) through the core's append path; nothing above them
  /// moves.
  ///
  /// - Complexity: O(m) for m new items, plus the query.
  public mutating func append(_ newItems: [Item], estimated: Bool = false) throws(LayoutError)
    -> WindowChange
  {
    try append(newItems, estimated: Array(repeating: estimated, count: newItems.count))
  }

  /// Appends items, each with its own estimate flag, in one update of the core: all of them or,
  /// when one is invalid, none.
  ///
  /// - Throws: the core's ``LayoutError`` for an invalid item; the window is then unchanged.
  /// - Complexity: O(m) for m new items, plus the query.
  public mutating func append(_ newItems: [Item], estimated: [Bool]) throws(LayoutError)
    -> WindowChange
  {
    precondition(estimated.count == newItems.count, "one estimate flag per item")
    var appended = items
    appended += newItems
    try updateLayout(to: appended, after: .itemsAppended)
    items = appended
    isEstimated += estimated
    isPinned += Array(repeating: false, count: newItems.count)
    return restore(anchor)
  }

  /// Replaces the estimated or declared size of `item` with a measured one, lays out from that
  /// item on (items already shown keep their columns), and keeps the anchor where it was on
  /// screen.
  ///
  /// A measurement equal to the item's size changes nothing.
  /// - Throws: the core's ``LayoutError`` for an invalid size; the window is then unchanged.
  /// - Complexity: O(n - i) for a change at item i (the core's update), plus the query.
  public mutating func measure(_ item: Int, as sizing: ItemSizing) throws(LayoutError)
    -> WindowChange
  {
    try measure([(item, sizing)])
  }

  /// Applies several measurements at once (one per item), keeping the anchor in place.
  public mutating func measure(_ measurements: [(item: Int, sizing: ItemSizing)])
    throws(LayoutError) -> WindowChange
  {
    let kept = anchor
    var changed = items
    var first: Int?
    for (item, sizing) in measurements where changed.indices.contains(item) {
      guard changed[item].sizing != sizing else { continue }
      changed[item].sizing = sizing
      first = min(first ?? item, item)
    }
    guard let first else { return WindowChange(offset: offset) }
    // One batch of reloads: the core recomputes once, from the first changed item on.
    let reloaded = measurements.lazy.map(\.item).filter {
      $0 >= first && changed.indices.contains($0)
    }
    try updateLayout(
      to: changed,
      after: .batch(BatchUpdate(reloadedItems: reloaded.map { ItemPath(item: $0, section: 0) })))
    items = changed
    return restore(kept)
  }

  /// Lays out at a new width once, keeping the anchor where it was on screen: its top stays
  /// put when it was in the viewport; when it started above the viewport, the same fraction of
  /// its new height stays above it, so the item is still in view.
  ///
  /// - Throws: the core's ``LayoutError`` (too many columns for the width); the window is then
  ///   unchanged.
  /// - Complexity: one full layout, O(n), reusing the layout's storage.
  public mutating func resize(width: Double) throws(LayoutError) -> WindowChange {
    guard width != self.width else { return WindowChange(offset: offset) }
    var kept = anchor
    let oldHeight = kept.flatMap { frame(ofItem: $0.item)?.height } ?? 0
    // Columns change with the width: the pinned items choose theirs again.
    var unpinned = items
    for index in unpinned.indices where isPinned[index] { unpinned[index].column = nil }
    var relaid = layout
    try relaid.relayout(
      [LayoutSection(strategy, items: unpinned, insets: insets)], in: Container(width: width))
    layout = relaid
    items = unpinned
    isPinned = Array(repeating: false, count: items.count)
    fullLayoutCount += 1
    if let old = kept, old.distanceFromTop < 0, oldHeight > 0,
      let frame = frame(ofItem: old.item)
    {
      kept?.distanceFromTop = old.distanceFromTop * frame.height / oldHeight
    }
    return restore(kept)
  }

  /// Updates the core's layout in place to `newItems` after `change`, with the core's stable
  /// columns (every waterfall item that survives the change keeps its column; only reloaded
  /// ones, which the window pins when shown, and new ones are placed by the rule); when the
  /// core rejects them, lays the current items out again (so the window stays as it was) and
  /// rethrows.
  ///
  /// - Complexity: the core's update; O(n) on the error path only.
  mutating func updateLayout(to newItems: [Item], after change: LayoutChange) throws(LayoutError) {
    do {
      try layout.update(
        [LayoutSection(strategy, items: newItems, insets: insets)], after: change,
        stableColumns: true)
    } catch {
      try? layout.relayout([section], in: layout.container)
      throw error
    }
  }
}
