import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

extension BrickworkCollectionViewLayout {
  /// Applies a batch update that `prepare()` left pending: items appended to the last section
  /// and sections appended at the end go through the core's append path (reading only the new
  /// items from the delegate); anything else lays out again.
  func apply(_ updates: [UICollectionViewUpdateItem]) {
    transition = Transition(
      before: layoutResult,
      inserted: Set(updates.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)),
      deleted: Set(updates.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)))
    guard pending.contains(.dataCounts), let collectionView else { return }
    let container = makeContainer(for: collectionView)
    guard var result = layoutResult, result.container == container, !updates.isEmpty,
      updates.allSatisfy({ $0.updateAction == .insert })
    else { return rebuild(in: collectionView, container: container) }
    var changed = sections
    let change: LayoutChange
    if let last = sections.indices.last, collectionView.numberOfSections == sections.count,
      updates.allSatisfy({ $0.indexPathAfterUpdate?.section == last }),
      updates.allSatisfy({ ($0.indexPathAfterUpdate?.item ?? -1) >= sections[last].items.count }),
      updates.allSatisfy({ $0.indexPathAfterUpdate?.item != NSNotFound })
    {
      let count = collectionView.numberOfItems(inSection: last)
      let strategy = sections[last].strategy
      for item in sections[last].items.count..<max(count, sections[last].items.count) {
        changed[last].items.append(
          self.item(
            at: IndexPath(item: item, section: last), strategy: strategy, in: collectionView,
            width: container.width))
      }
      change = .itemsAppended
    } else if collectionView.numberOfSections > sections.count,
      updates.allSatisfy({ ($0.indexPathAfterUpdate?.section ?? -1) >= sections.count })
    {
      for section in sections.count..<collectionView.numberOfSections {
        changed.append(self.section(section, in: collectionView, width: container.width))
      }
      change = .sectionsAppended
    } else {
      return rebuild(in: collectionView, container: container)
    }
    do {
      try result.update(changed, after: change)
    } catch {
      // An answer the core rejects: report it through the full layout, which corrects it.
      return rebuild(in: collectionView, container: container)
    }
    sections = changed
    layoutResult = result
    // Appends may move the open row or line of the last section: its attributes are remade.
    cache.removeAll(keepingCapacity: true)
    pending = []
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
