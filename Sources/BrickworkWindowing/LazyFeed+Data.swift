import Brickwork

extension LazyFeed {
  /// Brings the feed up to the data: `newIDs` in order, `size(i)` the size the caller gives
  /// item `i`. Read by identity: items only added at the end take the core's append path; any
  /// other change (inserts, deletes and moves anywhere, an item whose size changed) is one batch
  /// update of the core, recomputed from the first change on. The first visible item keeps its
  /// place on screen (when it was deleted, the next surviving item of the visible area does);
  /// measured sizes and shown columns follow their items (an item whose given size changed is
  /// measured again).
  ///
  /// Invalid sizes are replaced by the strategy's empty size and reported once per identity in
  /// ``problems``. The change is applied whole or, should the core still reject it, not at all.
  ///
  /// - Throws: the core's ``LayoutError`` when it rejects the change; the feed is unchanged.
  /// - Complexity: O(n) reads of `size` and comparisons, plus the core's update: O(m) for m
  ///   appended items, O(n - i) for a first change at item i.
  public mutating func update(ids newIDs: [ID], size: (Int) -> LazyItemSize) throws(LayoutError)
    -> LazyFeedUpdate<ID>
  {
    let newSizes = newIDs.indices.map(size)
    let oldCount = ids.count
    let appendsOnly =
      newIDs.count >= oldCount && newIDs.starts(with: ids)
      && newSizes.starts(with: givenSizes)
    if appendsOnly, newIDs.count == oldCount { return LazyFeedUpdate() }
    let previous = visibleIDs
    let before = window.offset
    let strategy = window.strategy
    let diff = appendsOnly ? nil : IdentityDiff(from: ids, to: newIDs)
    let anchor = anchorAfter(diff)
    // The items after the change, measured sizes and shown columns carried by identity.
    var items: [Item] = []
    var pinned: [Bool] = []
    var found: [LazySizeProblem<ID>] = []
    items.reserveCapacity(newIDs.count)
    pinned.reserveCapacity(newIDs.count)
    for index in (appendsOnly ? oldCount : 0)..<newIDs.count {
      let id = newIDs[index]
      if let from = diff?.source[index], newSizes[index] != givenSizes[from] {
        // An edited item (its given size changed) is measured again by its view.
        measuredSizes[id] = nil
        heldSizes[id] = nil
      }
      var (item, rule) = strategy.sanitizedItem(for: newSizes[index])
      if let problem = unreportedProblem(id: id, index: index, rule: rule) {
        found.append(problem)
      }
      if newSizes[index].isEstimated, let measured = measuredSizes[id] {
        item = strategy.measuredItem(measured)
      }
      var isPinned = false
      if let from = diff?.source[index], window.isPinned[from] {
        item.column = window.items[from].column
        isPinned = true
      }
      items.append(item)
      pinned.append(isPinned)
    }
    let estimated = newSizes[(appendsOnly ? oldCount : 0)...].map(\.isEstimated)
    if let diff {
      let movedTo = Set(diff.moved.map(\.to))
      let reloaded = newIDs.indices.compactMap { index -> Int? in
        guard let from = diff.source[index], newSizes[index] != givenSizes[from] else { return nil }
        return movedTo.contains(index) ? nil : from
      }
      _ = try window.replaceItems(
        items, estimated: estimated, pinned: pinned,
        after: diff.batchUpdate(reloaded: reloaded), keeping: anchor)
    } else {
      _ = try window.append(items, estimated: estimated)
    }
    ids = newIDs
    givenSizes = newSizes
    indexOfID = [:]
    indexOfID.reserveCapacity(newIDs.count)
    for (index, id) in newIDs.enumerated() where indexOfID[id] == nil { indexOfID[id] = index }
    if diff != nil {
      // Identities gone from the data are forgotten.
      measuredSizes = measuredSizes.filter { indexOfID[$0.key] != nil }
      heldSizes = heldSizes.filter { indexOfID[$0.key] != nil }
    }
    report(found)
    return update(from: previous, layoutChanged: true, offsetBefore: before, movesOffset: true)
  }

  /// The anchor to keep after a change: the first visible item by its index after it, at the
  /// same distance from the top (the next surviving item of the visible area when it goes).
  func anchorAfter(_ diff: IdentityDiff<ID>?) -> WindowAnchor? {
    guard let anchor = window.anchor else { return nil }
    guard let diff else { return anchor }
    var target: [Int: Int] = [:]
    for (index, from) in diff.source.enumerated() { if let from { target[from] = index } }
    if let index = target[anchor.item] {
      return WindowAnchor(item: index, distanceFromTop: anchor.distanceFromTop)
    }
    let viewport = window.viewportRect
    for item in window.visibleItems where item > anchor.item {
      guard let index = target[item], let frame = window.frame(ofItem: item),
        frame.intersects(viewport)
      else { continue }
      return WindowAnchor(item: index, distanceFromTop: frame.minY - window.offset)
    }
    return nil
  }
}
