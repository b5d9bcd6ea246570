import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

extension BrickworkCollectionViewLayout {
  /// Applies a batch update that `prepare()` left pending: items appended to the last section
  /// and sections appended at the end go through the core's append path, any other inserts,
  /// deletes, moves and reloads through its batch update. Only inserted and reloaded items
  /// (and every section's own values) are read from the delegate; anything the core rejects
  /// lays out again from scratch, reporting it.
  func apply(_ updates: [UICollectionViewUpdateItem]) {
    readingGeneration += 1
    let paths = UpdatePaths(updates)
    transition = Transition(
      before: layoutResult, inserted: paths.insertedIndexPaths, deleted: paths.deletedIndexPaths)
    guard pending.contains(.dataCounts), let collectionView else { return }
    let container = makeContainer(for: collectionView)
    guard var result = layoutResult, result.container == container, !updates.isEmpty,
      let (changed, change) = changedSections(paths, in: collectionView, width: container.width)
    else { return rebuild(in: collectionView, container: container) }
    do {
      try result.update(changed, after: change)
    } catch {
      return rebuild(in: collectionView, container: container)
    }
    sections = changed
    layoutResult = result
    // Appends may move the open row or line of the last section: attributes are remade.
    cache.removeAll(keepingCapacity: true)
    pending = []
  }

  /// The sections after `paths` and the change that names them, or `nil` when the counts do
  /// not add up (the full layout then reads everything).
  func changedSections(_ paths: UpdatePaths, in collectionView: UICollectionView, width: Double)
    -> ([LayoutSection], LayoutChange)?
  {
    let newCount = collectionView.numberOfSections
    if let last = sections.indices.last,
      paths.isAppend(toSection: last, after: sections[last].items.count),
      newCount == sections.count
    {
      var changed = sections
      let strategy = sections[last].strategy
      for item in sections[last].items.count..<collectionView.numberOfItems(inSection: last) {
        changed[last].items.append(
          self.item(
            at: IndexPath(item: item, section: last), strategy: strategy, in: collectionView,
            width: width))
      }
      return (changed, .itemsAppended)
    }
    if paths.isAppend(ofSectionsAfter: sections.count), newCount > sections.count {
      let appended = (sections.count..<newCount).map {
        self.section($0, in: collectionView, width: width)
      }
      return (sections + appended, .sectionsAppended)
    }
    // Self-sized lengths are kept by index path, which a batch shifts: the surviving items carry
    // theirs in their values, and nothing is looked up by path any more.
    selfSized.removeAll()
    guard let changed = batchedSections(paths, in: collectionView, width: width) else {
      return nil
    }
    return (changed, .batch(paths.batch))
  }

  /// The sections after a general batch update: surviving items carried over, inserted and
  /// reloaded ones read from the delegate, every section's own values read again.
  func batchedSections(_ paths: UpdatePaths, in collectionView: UICollectionView, width: Double)
    -> [LayoutSection]?
  {
    guard !paths.hasSectionMoves else { return nil }
    let newCount = collectionView.numberOfSections
    let surviving = sections.indices.filter { !paths.deletedSections.contains($0) }
    let slots = (0..<newCount).filter { !paths.insertedSections.contains($0) }
    guard surviving.count == slots.count else { return nil }
    var oldIndex: [Int: Int] = [:]
    for (old, new) in zip(surviving, slots) { oldIndex[new] = old }
    var changed: [LayoutSection] = []
    changed.reserveCapacity(newCount)
    for new in 0..<newCount {
      guard let old = oldIndex[new] else {
        changed.append(section(new, in: collectionView, width: width))
        continue
      }
      var section = shell(ofSection: new, in: collectionView)
      let count = collectionView.numberOfItems(inSection: new)
      var kept = sections[old].items.indices.filter {
        !paths.removed(ItemPath(item: $0, section: old))
      }[...]
      var items: [Item] = []
      items.reserveCapacity(count)
      for item in 0..<count {
        let path = ItemPath(item: item, section: new)
        if let source = paths.moveSource(to: path) {
          guard sections.indices.contains(source.section),
            sections[source.section].items.indices.contains(source.item)
          else { return nil }
          items.append(sections[source.section].items[source.item])
        } else if paths.insertedItems.contains(path) {
          items.append(
            self.item(
              at: IndexPath(item: item, section: new), strategy: section.strategy,
              in: collectionView, width: width))
        } else if let next = kept.popFirst() {
          items.append(
            paths.reloadedItems.contains(ItemPath(item: next, section: old))
              ? self.item(
                at: IndexPath(item: item, section: new), strategy: section.strategy,
                in: collectionView, width: width)
              : sections[old].items[next])
        } else {
          return nil
        }
      }
      guard kept.isEmpty else { return nil }
      section.items = items
      changed.append(section)
    }
    return changed
  }

  /// An inserted item's attributes: its final frame, transparent.
  func appearingAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard transition?.inserted.contains(indexPath) == true,
      let final = attributesForItem(at: indexPath)
    else { return nil }
    let start = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    start.frame = final.frame
    start.alpha = 0
    return start
  }

  /// A deleted item's attributes: its frame before the update, transparent.
  func disappearingAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard transition?.deleted.contains(indexPath) == true,
      let frame = transition?.before?.frame(ofItem: indexPath.item, inSection: indexPath.section)
    else { return nil }
    let end = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    end.frame = CGRect(frame)
    end.alpha = 0
    return end
  }
}
