extension BatchUpdate {
  /// Where a layout must be recomputed from for this update, after checking the update against
  /// the item counts before (`old`) and after (`new`) it: the first section that changed and,
  /// when that section existed before at the same index, the first item in it that changed
  /// (`nil`: the section is laid out afresh). `nil` when the update changes nothing.
  ///
  /// - Throws: ``LayoutError`` at ``LayoutError/Location/update`` for an index out of range, a
  ///   path named twice, or counts that disagree with the update.
  /// - Complexity: O(m + s) for m changes and s sections.
  func firstChange(old: [Int], new: [Int]) throws(LayoutError) -> (section: Int, item: Int?)? {
    let deleted = try Self.sectionSet(deletedSections, count: old.count, "deleted")
    let inserted = try Self.sectionSet(insertedSections, count: new.count, "inserted")
    guard old.count - deleted.count + inserted.count == new.count else {
      throw Self.mismatch(
        "\(new.count) sections after the update, but \(old.count) before, \(deleted.count) "
          + "deleted and \(inserted.count) inserted")
    }
    let source = Self.sources(count: new.count, deleted: deleted, inserted: inserted)
    // The count change and the first changed item of each section, by its index after.
    var delta = Array(repeating: 0, count: new.count)
    var first: [Int?] = Array(repeating: nil, count: new.count)
    var target: [Int?] = Array(repeating: nil, count: old.count)
    for (index, origin) in source.enumerated() { if let origin { target[origin] = index } }
    var before = Set<ItemPath>()
    var after = Set<ItemPath>()
    func note(_ path: ItemPath, before isBefore: Bool, _ change: Int) throws(LayoutError) {
      let counts = isBefore ? old : new
      guard counts.indices.contains(path.section), path.item >= 0,
        path.item < counts[path.section]
      else {
        throw Self.mismatch(
          "no item \(path.item) in section \(path.section) \(isBefore ? "before" : "after") the update"
        )
      }
      guard isBefore ? before.insert(path).inserted : after.insert(path).inserted else {
        throw Self.mismatch("item \(path.item) in section \(path.section) is named twice")
      }
      guard let section = isBefore ? target[path.section] : path.section else {
        guard isBefore else { return }
        // An item of a deleted section goes with it: only deletions and moves out may name it.
        if change == 0 {
          throw Self.mismatch("section \(path.section) is deleted; its items cannot be reloaded")
        }
        return
      }
      delta[section] += change
      first[section] = min(first[section] ?? .max, path.item)
    }
    for path in deletedItems { try note(path, before: true, -1) }
    for path in reloadedItems { try note(path, before: true, 0) }
    for path in insertedItems { try note(path, before: false, 1) }
    for move in movedItems {
      try note(move.from, before: true, -1)
      try note(move.to, before: false, 1)
    }
    // Deleted sections past the last one that stays are dropped from the end.
    var change: (section: Int, item: Int?)? =
      deleted.isEmpty && inserted.isEmpty ? nil : (new.count, nil)
    for index in (0..<new.count).reversed() {
      guard let origin = source[index] else {
        change = (index, nil)
        continue
      }
      guard old[origin] + delta[index] == new[index] else {
        throw Self.mismatch(
          "section \(index) has \(new[index]) items after the update, but \(old[origin]) before "
            + "and a change of \(delta[index])")
      }
      if origin != index {
        change = (index, nil)
      } else if let item = first[index] {
        change = (index, item)
      }
    }
    return change
  }

  /// Each of `count` sections after an update: the section it was before, or `nil` when
  /// inserted.
  static func sources(count: Int, deleted: Set<Int>, inserted: Set<Int>) -> [Int?] {
    var source: [Int?] = []
    source.reserveCapacity(count)
    var next = 0
    for index in 0..<count {
      if inserted.contains(index) {
        source.append(nil)
        continue
      }
      while deleted.contains(next) { next += 1 }
      source.append(next)
      next += 1
    }
    return source
  }

  /// The section indices of `indices`, checked to be in `0..<count` and named once.
  private static func sectionSet(_ indices: [Int], count: Int, _ what: String) throws(LayoutError)
    -> Set<Int>
  {
    var set = Set<Int>()
    for index in indices {
      guard index >= 0, index < count else {
        throw mismatch("no section \(index) to be \(what)")
      }
      guard set.insert(index).inserted else { throw mismatch("section \(index) is \(what) twice") }
    }
    return set
  }

  /// The error for an update that does not match the sections given with it.
  static func mismatch(_ why: String) -> LayoutError {
    LayoutError(.update, field: "", rule: .inconsistentUpdate(why))
  }
}
