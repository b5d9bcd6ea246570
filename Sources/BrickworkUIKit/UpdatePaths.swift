import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A collection view's update items in the core's terms: which sections and items were
  /// deleted, inserted, reloaded and moved (UIKit's convention: deletions, reloads and move
  /// sources by their paths before the update; insertions and move destinations after it).
  @MainActor
  struct UpdatePaths {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var deletedItems: Set<ItemPath> = []
    var insertedItems: Set<ItemPath> = []
    var reloadedItems: Set<ItemPath> = []
    var moves: [ItemPath: ItemPath] = [:]  // destination (after) → source (before)
    var movedFrom: Set<ItemPath> = []
    var hasSectionMoves = false

    /// Sorts UIKit's update items.
    init(_ updates: [UICollectionViewUpdateItem]) {
      for update in updates {
        let before = update.indexPathBeforeUpdate.flatMap(Self.path)
        let after = update.indexPathAfterUpdate.flatMap(Self.path)
        let wholeBefore = update.indexPathBeforeUpdate.flatMap(Self.wholeSection)
        let wholeAfter = update.indexPathAfterUpdate.flatMap(Self.wholeSection)
        switch update.updateAction {
        case .insert:
          if let wholeAfter {
            insertedSections.insert(wholeAfter)
          } else if let after {
            insertedItems.insert(after)
          }
        case .delete:
          if let wholeBefore {
            deletedSections.insert(wholeBefore)
          } else if let before {
            deletedItems.insert(before)
          }
        case .reload:
          if let wholeBefore, let wholeAfter {
            deletedSections.insert(wholeBefore)
            insertedSections.insert(wholeAfter)
          } else if let before {
            reloadedItems.insert(before)
          }
        case .move:
          if wholeBefore != nil || wholeAfter != nil {
            hasSectionMoves = true
          } else if let before, let after {
            moves[after] = before
            movedFrom.insert(before)
          }
        case .none:
          continue
        @unknown default:
          hasSectionMoves = true
        }
      }
    }

    /// The item path of an index path that names an item.
    private static func path(_ indexPath: IndexPath) -> ItemPath? {
      guard indexPath.count == 2, indexPath.item != NSNotFound else { return nil }
      return ItemPath(item: indexPath.item, section: indexPath.section)
    }

    /// The section of an index path that names a whole section.
    private static func wholeSection(_ indexPath: IndexPath) -> Int? {
      if indexPath.count == 1 { return indexPath[0] }
      return indexPath.count == 2 && indexPath.item == NSNotFound ? indexPath.section : nil
    }

    /// Whether the update only inserts items at `count` or later in section `section`.
    func isAppend(toSection section: Int, after count: Int) -> Bool {
      !insertedItems.isEmpty && deletedSections.isEmpty && insertedSections.isEmpty
        && deletedItems.isEmpty && reloadedItems.isEmpty && moves.isEmpty && !hasSectionMoves
        && insertedItems.allSatisfy { $0.section == section && $0.item >= count }
    }

    /// Whether the update only inserts whole sections at `count` or later.
    func isAppend(ofSectionsAfter count: Int) -> Bool {
      !insertedSections.isEmpty && deletedSections.isEmpty && insertedItems.isEmpty
        && deletedItems.isEmpty && reloadedItems.isEmpty && moves.isEmpty && !hasSectionMoves
        && insertedSections.allSatisfy { $0 >= count }
    }

    /// Whether the item at old path `path` leaves its place (deleted or moved away).
    func removed(_ path: ItemPath) -> Bool {
      deletedItems.contains(path) || movedFrom.contains(path)
    }

    /// The old path of the item moved to new path `path`.
    func moveSource(to path: ItemPath) -> ItemPath? { moves[path] }

    /// The update as the core's batch.
    var batch: BatchUpdate {
      BatchUpdate(
        deletedSections: deletedSections.sorted(), insertedSections: insertedSections.sorted(),
        deletedItems: deletedItems.sorted(), insertedItems: insertedItems.sorted(),
        reloadedItems: reloadedItems.sorted(),
        movedItems: moves.map { ItemMove(from: $0.value, to: $0.key) }.sorted { $0.to < $1.to })
    }

    /// The inserted items, as UIKit index paths.
    var insertedIndexPaths: Set<IndexPath> {
      Set(insertedItems.map { IndexPath(item: $0.item, section: $0.section) })
    }

    /// The deleted items, as UIKit index paths.
    var deletedIndexPaths: Set<IndexPath> {
      Set(deletedItems.map { IndexPath(item: $0.item, section: $0.section) })
    }

    /// Whether the update changes nothing.
    var isEmpty: Bool {
      deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty
        && insertedItems.isEmpty && reloadedItems.isEmpty && moves.isEmpty
    }

    /// The section after the update of old section `section` (`nil`: deleted).
    ///
    /// - Complexity: O(s log s) for s inserted and deleted sections.
    func destination(ofSection section: Int) -> Int? {
      guard !deletedSections.contains(section) else { return nil }
      var new = section - deletedSections.filter { $0 < section }.count
      for inserted in insertedSections.sorted() where inserted <= new { new += 1 }
      return new
    }

    /// The section before the update of new section `section` (`nil`: inserted).
    func source(ofSection section: Int) -> Int? {
      guard !insertedSections.contains(section) else { return nil }
      var old = section - insertedSections.filter { $0 < section }.count
      for deleted in deletedSections.sorted() where deleted <= old { old += 1 }
      return old
    }

    /// Where the old item at `path` is after the update (`nil`: deleted or reloaded, or in a
    /// deleted section).
    ///
    /// - Complexity: O(c log c) for c changes.
    func destination(of path: ItemPath) -> ItemPath? {
      if let moved = moves.first(where: { $0.value == path })?.key { return moved }
      guard !removed(path), !reloadedItems.contains(path),
        let section = destination(ofSection: path.section)
      else { return nil }
      let rank =
        path.item
        - movedFrom.union(deletedItems).filter {
          $0.section == path.section && $0.item < path.item
        }.count
      var item = rank
      for taken in arrivals(inSection: section) where taken <= item { item += 1 }
      return ItemPath(item: item, section: section)
    }

    /// Where the item at `path` after the update was before it (`nil`: inserted, or in an
    /// inserted section).
    func source(of path: ItemPath) -> ItemPath? {
      if let moved = moves[path] { return moved }
      guard !insertedItems.contains(path), let section = source(ofSection: path.section) else {
        return nil
      }
      let rank = path.item - arrivals(inSection: path.section).filter { $0 < path.item }.count
      var item = rank
      let gone = movedFrom.union(deletedItems).filter { $0.section == section }.map(\.item).sorted()
      for removedItem in gone where removedItem <= item { item += 1 }
      return ItemPath(item: item, section: section)
    }

    /// Whether the item at `path` after the update is a reloaded one.
    func isReloaded(after path: ItemPath) -> Bool {
      source(of: path).map { moves[path] == nil && reloadedItems.contains($0) } ?? false
    }

    /// The items of new section `section` that are inserted or moved in, in order.
    private func arrivals(inSection section: Int) -> [Int] {
      (insertedItems.filter { $0.section == section }.map(\.item)
        + moves.keys.filter { $0.section == section }.map(\.item)).sorted()
    }
  }
#endif
