/// A change to the sections of a layout that ``LayoutResult/update(_:after:stableColumns:)``
/// applies without recomputing what it does not affect.
public enum LayoutChange: Hashable, Sendable {
  /// Items were appended to the last section (the next page of a feed). Placement continues
  /// from the section's saved running state.
  case itemsAppended
  /// Sections were appended after the last one.
  case sectionsAppended
  /// The item at `item` in section `section` changed (its size, for instance). Its section is
  /// recomputed from the last checkpoint before it, and later sections are laid out again.
  case itemChanged(section: Int, item: Int)
  /// Items (and sections) were inserted, deleted, moved and reloaded anywhere, as in a
  /// collection view's batch updates. The layout is recomputed from the first changed item of
  /// the first changed section on.
  case batch(BatchUpdate)
}

/// The position of an item: its section and its index in the section.
public struct ItemPath: Hashable, Sendable, Comparable {
  /// The index of the section.
  public var section: Int
  /// The index of the item in its section.
  public var item: Int

  /// Creates the path of item `item` in section `section`.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Paths sort by section, then by item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

/// An item that moved: where it was before a batch update and where it is after.
public struct ItemMove: Hashable, Sendable {
  /// The item's path before the update.
  public var from: ItemPath
  /// The item's path after the update.
  public var to: ItemPath

  /// Creates a move from `from` (before the update) to `to` (after it).
  public init(from: ItemPath, to: ItemPath) {
    self.from = from
    self.to = to
  }
}

/// The changes of a collection view's batch update, named as UIKit names them: deletions,
/// reloads and the sources of moves by their paths *before* the update; insertions and the
/// destinations of moves by their paths *after* it.
///
/// The sections passed with the update are the sections after it. Their item counts must agree
/// with the update (the count before, less deletions and moves out, plus insertions and moves
/// in), as UIKit requires of a data source.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections deleted, by their indices before the update.
  public var deletedSections: [Int]
  /// Sections inserted, by their indices after the update.
  public var insertedSections: [Int]
  /// Items deleted, by their paths before the update.
  public var deletedItems: [ItemPath]
  /// Items inserted, by their paths after the update.
  public var insertedItems: [ItemPath]
  /// Items reloaded (their size may have changed), by their paths before the update.
  public var reloadedItems: [ItemPath]
  /// Items moved.
  public var movedItems: [ItemMove]

  /// Creates a batch update.
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], deletedItems: [ItemPath] = [],
    insertedItems: [ItemPath] = [], reloadedItems: [ItemPath] = [], movedItems: [ItemMove] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.reloadedItems = reloadedItems
    self.movedItems = movedItems
  }
}
