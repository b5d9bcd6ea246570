import Brickwork
import Foundation

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
  func removed(_ path: ItemPath) -> Bool { deletedItems.contains(path) || movedFrom.contains(path) }

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
}
