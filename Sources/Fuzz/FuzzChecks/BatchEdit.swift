import Brickwork

/// Batch updates built together with the edit they describe, from fuzz bytes: deletions (with
/// insertions after them), reloads, a move, or a section deleted and one inserted. UIKit's
/// rules: deletions and reloads name old index paths, insertions new ones.
enum BatchEdit {
  /// A batch update and the sections after it, or `nil` when `sections` has nothing to edit.
  static func make(_ input: inout FuzzBytes, _ sections: [LayoutSection]) -> (
    BatchUpdate, [LayoutSection]
  )? {
    var next = sections
    var update = BatchUpdate()
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    switch input.int(in: 0...3) {
    case 0:
      guard !filled.isEmpty else { return nil }
      let section = input.pick(filled)
      let count = sections[section].items.count
      let deleted = Set((0..<input.int(in: 1...3)).map { _ in input.int(in: 0...(count - 1)) })
      update.deletedItems = deleted.sorted().map { ItemPath(item: $0, section: section) }
      next[section].items = sections[section].items.indices.filter { !deleted.contains($0) }
        .map { sections[section].items[$0] }
      if input.bool() {
        update.insertedItems = insert(
          &input, into: &next, section: input.int(in: 0...(next.count - 1)))
      }
    case 1:
      guard !filled.isEmpty else { return nil }
      let section = input.pick(filled)
      let count = sections[section].items.count
      let reloaded = Set((0..<input.int(in: 1...3)).map { _ in input.int(in: 0...(count - 1)) })
      for item in reloaded { next[section].items[item] = LayoutConfiguration.item(&input) }
      update.reloadedItems = reloaded.sorted().map { ItemPath(item: $0, section: section) }
    case 2:
      guard !filled.isEmpty else { return nil }
      let from = ItemPath(item: 0, section: input.pick(filled))
      let source = ItemPath(
        item: input.int(in: 0...(sections[from.section].items.count - 1)), section: from.section)
      let item = next[source.section].items.remove(at: source.item)
      let section = input.int(in: 0...(next.count - 1))
      let destination = ItemPath(
        item: input.int(in: 0...next[section].items.count), section: section)
      next[destination.section].items.insert(item, at: destination.item)
      update.movedItems = [ItemMove(from: source, to: destination)]
    default:
      if !next.isEmpty, input.bool() {
        let deleted = input.int(in: 0...(next.count - 1))
        next.remove(at: deleted)
        update.deletedSections = [deleted]
      }
      let inserted = input.int(in: 0...next.count)
      next.insert(LayoutConfiguration.section(&input), at: inserted)
      update.insertedSections = [inserted]
    }
    return (update, next)
  }

  /// Inserts one to three items at random places of section `section` of `sections`; returns
  /// their index paths after all the insertions.
  private static func insert(
    _ input: inout FuzzBytes, into sections: inout [LayoutSection], section: Int
  ) -> [ItemPath] {
    var isNew = Array(repeating: false, count: sections[section].items.count)
    for _ in 0..<input.int(in: 1...3) {
      let index = input.int(in: 0...isNew.count)
      sections[section].items.insert(LayoutConfiguration.item(&input), at: index)
      isNew.insert(true, at: index)
    }
    return isNew.indices.filter { isNew[$0] }.map { ItemPath(item: $0, section: section) }
  }

  /// A batch whose index paths are random, most of them out of range, for `sections` left as
  /// they are: the update must refuse it or survive it.
  static func hostile(_ input: inout FuzzBytes) -> BatchUpdate {
    func path() -> ItemPath {
      ItemPath(item: input.int(in: -1...30), section: input.int(in: -1...5))
    }
    var update = BatchUpdate()
    switch input.int(in: 0...4) {
    case 0: update.deletedItems = [path(), path()]
    case 1: update.insertedItems = [path()]
    case 2: update.reloadedItems = [path(), path()]
    case 3: update.movedItems = [ItemMove(from: path(), to: path())]
    default:
      update.deletedSections = [input.int(in: -1...5)]
      update.insertedSections = [input.int(in: -1...5), input.int(in: -1...5)]
    }
    return update
  }
}
