import Brickwork

extension ScrollWindow {
  /// Replaces the items after inserts, deletes, moves and edits anywhere, applied through the
  /// core's batch update (recomputed from the first change on), and keeps `anchor` (the first
  /// visible item's new index and its distance from the viewport's top) where it was on screen.
  ///
  /// - Parameters:
  ///   - items: the items after the update, each surviving item carrying its pinned column.
  ///   - estimated: which of them are sized by measuring their views.
  ///   - pinned: which of them keep the column they were shown in.
  ///   - update: the batch update that takes the current items to `items`.
  ///   - anchor: the item to keep in place, by its index after the update.
  /// - Throws: the core's ``LayoutError`` for an invalid item; the window is then unchanged.
  /// - Complexity: O(n - i) for a first change at item i (the core's update), plus the query.
  public mutating func replaceItems(
    _ items: [Item], estimated: [Bool], pinned: [Bool], after update: BatchUpdate,
    keeping anchor: WindowAnchor?
  ) throws(LayoutError) -> WindowChange {
    precondition(estimated.count == items.count && pinned.count == items.count)
    try updateLayout(to: items, after: .batch(update))
    self.items = items
    isEstimated = estimated
    isPinned = pinned
    return restore(anchor)
  }

  /// Lays the items out again with new options (strategy, columns, spacing, insets), once,
  /// keeping the anchor in view as a width change does; shown items choose their columns again.
  ///
  /// - Throws: the core's ``LayoutError`` for invalid options; the window is then unchanged.
  /// - Complexity: one full layout, O(n).
  public mutating func relayout(strategy: SectionStrategy, insets: Insets) throws(LayoutError)
    -> WindowChange
  {
    guard strategy != self.strategy || insets != self.insets else {
      return WindowChange(offset: offset)
    }
    let kept = anchor
    var unpinned = items
    for index in unpinned.indices where isPinned[index] { unpinned[index].column = nil }
    var relaid = layout
    try relaid.relayout(
      [LayoutSection(strategy, items: unpinned, insets: insets)], in: layout.container)
    layout = relaid
    items = unpinned
    self.strategy = strategy
    self.insets = insets
    isPinned = Array(repeating: false, count: items.count)
    fullLayoutCount += 1
    return restore(kept)
  }
}
