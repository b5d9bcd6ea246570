import Foundation

/// Where a batch update takes every element: UIKit's semantics for the update calls (Apple's
/// page for `performBatchUpdates(_:completion:)`: deletes and reloads name index paths before
/// the update, inserts name index paths after it, a move names both), and UIKit's validation of
/// the data source's counts against them, with its exception texts.
@MainActor
struct UpdateMap {
  /// The new section of each old section (`nil`: deleted).
  var sections: [Int?]
  /// The new index path of each old item (absent: deleted or reloaded).
  var items: [IndexPath: IndexPath] = [:]
  /// Items reloaded (old index paths): their views are replaced.
  var reloaded: Set<IndexPath> = []

  /// The map of `updates` from `old` to `new` counts; raises as UIKit does when they do not
  /// add up.
  init(_ updates: [UICollectionViewUpdateItem], old: [Int], new: [Int]) {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var deleted: [Int: Set<Int>] = [:]
    var inserted: [Int: Set<Int>] = [:]
    var movedOut: [Int: Set<Int>] = [:]
    var movedIn: [Int: [Int: IndexPath]] = [:]
    for update in updates {
      let before = update.indexPathBeforeUpdate
      let after = update.indexPathAfterUpdate
      switch update.updateAction {
      case .delete:
        guard let path = before else { continue }
        if path.item == NSNotFound {
          Self.check(section: path.section, in: old.count, "delete", "before")
          deletedSections.insert(path.section)
        } else {
          Self.check(item: path, in: old, "delete", "from", "before")
          deleted[path.section, default: []].insert(path.item)
        }
      case .insert:
        guard let path = after else { continue }
        if path.item == NSNotFound {
          Self.check(section: path.section, in: new.count, "insert", "after")
          insertedSections.insert(path.section)
        } else {
          Self.check(item: path, in: new, "insert", "into", "after")
          inserted[path.section, default: []].insert(path.item)
        }
      case .reload:
        guard let path = before, path.item != NSNotFound else { continue }
        Self.check(item: path, in: old, "reload", "from", "before")
        reloaded.insert(path)
      case .move:
        guard let from = before, let to = after else { continue }
        Self.check(item: from, in: old, "move", "from", "before")
        Self.check(item: to, in: new, "move", "to", "after")
        movedOut[from.section, default: []].insert(from.item)
        movedIn[to.section, default: [:]][to.item] = from
      case .none:
        continue
      }
    }
    let expectedSections = old.count - deletedSections.count + insertedSections.count
    guard new.count == expectedSections else {
      raiseInternalInconsistency(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (\(new.count)) must be equal to the number of "
          + "sections contained in the collection view before the update (\(old.count)), plus "
          + "or minus the number of sections inserted or deleted (\(insertedSections.count) "
          + "inserted, \(deletedSections.count) deleted).")
    }
    let surviving = old.indices.filter { !deletedSections.contains($0) }
    let slots = new.indices.filter { !insertedSections.contains($0) }
    sections = Array(repeating: nil, count: old.count)
    for (from, to) in zip(surviving, slots) { sections[from] = to }
    for (from, to) in zip(surviving, slots) {
      let gone = deleted[from, default: []].union(movedOut[from, default: []])
      let arrivals = movedIn[to, default: [:]]
      let insertions = inserted[to, default: []]
      let expected =
        old[from] - deleted[from, default: []].count + insertions.count
        - movedOut[from, default: []].count + arrivals.count
      guard new[to] == expected else {
        raiseInternalInconsistency(
          "Invalid update: invalid number of items in section \(to). The number of items "
            + "contained in an existing section after the update (\(new[to])) must be equal to "
            + "the number of items contained in that section before the update (\(old[from])), "
            + "plus or minus the number of items inserted or deleted from that section "
            + "(\(insertions.count) inserted, \(deleted[from, default: []].count) deleted) and "
            + "plus or minus the number of items moved into or out of that section "
            + "(\(arrivals.count) moved in, \(movedOut[from, default: []].count) moved out).")
      }
      var kept = (0..<old[from]).filter { !gone.contains($0) }[...]
      for item in 0..<new[to] where !insertions.contains(item) {
        let destination = IndexPath(item: item, section: to)
        if let source = arrivals[item] {
          items[source] = destination
        } else if let next = kept.popFirst() {
          let source = IndexPath(item: next, section: from)
          if !reloaded.contains(source) { items[source] = destination }
        }
      }
    }
  }

  /// The new index path of the supplementary or decoration element at `path` (its section's
  /// new index; `nil` when the section was deleted).
  func sectionElement(_ path: IndexPath) -> IndexPath? {
    guard path.count == 2, sections.indices.contains(path.section),
      let section = sections[path.section]
    else { return nil }
    return IndexPath(item: path.item, section: section)
  }

  /// Raises when `section` is out of `count` sections.
  static func check(section: Int, in count: Int, _ verb: String, _ when: String) {
    guard section < 0 || section >= count else { return }
    raiseInternalInconsistency(
      "attempt to \(verb) section \(section), but there are only \(count) sections \(when) the "
        + "update")
  }

  /// Raises when `path` names no item of `counts`.
  static func check(
    item path: IndexPath, in counts: [Int], _ verb: String, _ preposition: String,
    _ when: String
  ) {
    guard path.count == 2, counts.indices.contains(path.section) else {
      raiseInternalInconsistency(
        "attempt to \(verb) item \(path.count == 2 ? path.item : -1) \(preposition) section "
          + "\(path.count == 2 ? path.section : -1), but there are only \(counts.count) sections "
          + "\(when) the update")
    }
    let count = counts[path.section]
    guard path.item < 0 || path.item >= count else { return }
    raiseInternalInconsistency(
      "attempt to \(verb) item \(path.item) \(preposition) section \(path.section), but there "
        + "are only \(count) items in section \(path.section) \(when) the update")
  }
}
