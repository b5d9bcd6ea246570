import Brickwork

/// The difference between two lists of identities as a collection view's batch update: the
/// items deleted and inserted, and the surviving items that moved (those outside a longest
/// run kept in order), so that every other surviving item keeps its relative order.
///
/// An identity that appears twice counts once, at its first place; later copies are deleted
/// and inserted as distinct items.
struct IdentityDiff<ID: Hashable> {
  /// The indices (before) of the items deleted.
  var deleted: [Int] = []
  /// The indices (after) of the items inserted.
  var inserted: [Int] = []
  /// The items moved: index before, index after.
  var moved: [(from: Int, to: Int)] = []
  /// For each index after, the index before of the same item, or `nil` for an inserted one.
  var source: [Int?] = []

  /// The difference from `old` to `new`.
  ///
  /// - Complexity: O(n log n) for n identities (a longest increasing run).
  init(from old: [ID], to new: [ID]) {
    var oldIndex: [ID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, id) in old.enumerated() where oldIndex[id] == nil { oldIndex[id] = index }
    var newIndex: [ID: Int] = [:]
    newIndex.reserveCapacity(new.count)
    for (index, id) in new.enumerated() where newIndex[id] == nil { newIndex[id] = index }
    for (index, id) in old.enumerated() where oldIndex[id] != index || newIndex[id] == nil {
      deleted.append(index)
    }
    source = new.indices.map { index in
      guard newIndex[new[index]] == index, let before = oldIndex[new[index]] else { return nil }
      return old.indices.contains(before) && oldIndex[old[before]] == before ? before : nil
    }
    // Survivors in their new order; those on a longest increasing run of old indices stay.
    let survivors = new.indices.filter { source[$0] != nil }
    let kept = Self.longestIncreasingRun(survivors.map { source[$0] ?? 0 })
    var keptAt = Set<Int>()
    for position in kept { keptAt.insert(survivors[position]) }
    for index in new.indices {
      guard let before = source[index] else {
        inserted.append(index)
        continue
      }
      if !keptAt.contains(index) { moved.append((before, index)) }
    }
  }

  /// The positions in `values` of a longest strictly increasing subsequence.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      let low = partitioningIndex(in: 0..<tails.count) { values[tails[$0]] >= value }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(position)
      position = previous[position]
    }
    return run.reversed()
  }

  /// The core's batch update for section 0, with `reloaded` (indices before) reloaded.
  func batchUpdate(reloaded: [Int]) -> BatchUpdate {
    BatchUpdate(
      deletedItems: deleted.map { ItemPath(item: $0, section: 0) },
      insertedItems: inserted.map { ItemPath(item: $0, section: 0) },
      reloadedItems: reloaded.map { ItemPath(item: $0, section: 0) },
      movedItems: moved.map {
        ItemMove(from: ItemPath(item: $0.from, section: 0), to: ItemPath(item: $0.to, section: 0))
      })
  }
}
