extension BatchUpdate {
  /// Where each item after the update was before it: its path before, or `nil` for an item
  /// inserted or reloaded (and for every item of an inserted section that was not moved
  /// there), for the sections `from ..< new.count` after the update. The update must have been
  /// checked against the counts (``firstChange(old:new:)``).
  ///
  /// - Complexity: O(m + k) for the m changes and the k items of those sections.
  func origins(old: [Int], new: [Int], from first: Int) -> [[ItemPath?]] {
    let source = Self.sources(
      count: new.count, deleted: Set(deletedSections), inserted: Set(insertedSections))
    // Items that leave their place: deleted, or moved away.
    var leaving = Set(deletedItems)
    // Items that arrive at a place: inserted (no origin) or moved there.
    var arriving: [ItemPath: ItemPath?] = [:]
    for path in insertedItems { arriving[path] = .some(nil) }
    for move in movedItems {
      leaving.insert(move.from)
      arriving[move.to] = .some(move.from)
    }
    let reloaded = Set(reloadedItems)
    var result: [[ItemPath?]] = []
    for section in first..<new.count {
      var origins: [ItemPath?] = []
      origins.reserveCapacity(new[section])
      var stayed = 0
      let origin = source[section]
      for item in 0..<new[section] {
        if let arrived = arriving[ItemPath(item: item, section: section)] {
          origins.append(arrived)
          continue
        }
        // The next item of the section before that stays in it.
        guard let origin else {
          origins.append(nil)
          continue
        }
        while stayed < old[origin], leaving.contains(ItemPath(item: stayed, section: origin)) {
          stayed += 1
        }
        let path = ItemPath(item: stayed, section: origin)
        stayed += 1
        origins.append(reloaded.contains(path) ? nil : path)
      }
      result.append(origins)
    }
    return result
  }
}
