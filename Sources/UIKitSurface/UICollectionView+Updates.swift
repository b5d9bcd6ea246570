import Foundation

// Batch updates in UIKit's order, as production layouts document it (MagazineLayout's
// comments in `layoutAttributesForElements(in:)` and `prepare(forCollectionViewUpdates:)`,
// Apple's pages for each method):
// 1. the first update call invalidates the layout at once with a context whose
//    `invalidateDataSourceCounts` is true;
// 2. after the update block the data source's counts are read again and checked against the
//    updates ("Invalid update: …");
// 3. `prepare()`, then `layoutAttributesForElements(in:)` of the visible rect, before the layout
//    knows what changed;
// 4. `prepare(forCollectionViewUpdates:)`;
// 5. `indexPathsToDelete…`/`indexPathsToInsert…` for every supplementary and decoration kind;
// 6. final attributes for every element on screen that goes away, and the new attributes of every
//    supplementary element on screen that stays: `nil` for one the layout did not list for
//    deletion raises ("no UICollectionViewLayoutAttributes instance for …", IGListKit #1035);
// 7. `targetContentOffset(forProposedContentOffset:)` for an animated update only;
// 8. initial attributes for every element that comes on screen;
// 9. `finalizeCollectionViewUpdates()`, then the display pass, then the completion handler.
extension UICollectionView {
  /// Adds `items` to the batch being collected (a batch of its own outside one), invalidating
  /// the layout's data-source counts at the first.
  func record(_ items: [UICollectionViewUpdateItem]) {
    guard batch != nil else {
      return performBatchUpdates { self.record(items) }
    }
    if batch?.items.isEmpty == true {
      let context = layout.makeInvalidationContext()
      context.storedInvalidateDataSourceCounts = true
      layout.invalidateLayout(with: context)
    }
    batch?.items += items
  }

  /// Runs steps 2–9 for a collected batch.
  func apply(_ collected: BatchUpdate) {
    guard !collected.items.isEmpty else { return }
    counts = nil
    let map = UpdateMap(collected.items, old: collected.oldCounts, new: loadedCounts())
    prepareIfNeeded()
    _ = layout.layoutAttributesForElements(in: visibleLayoutRect)
    isApplyingUpdates = true
    defer { isApplyingUpdates = false }
    layout.prepare(forCollectionViewUpdates: collected.items)
    contentSize = layout.collectionViewContentSize
    var animations: [UpdateAnimation] = []
    let listed = listedElements()
    var kept: [ReuseKey: UICollectionReusableView] = [:]
    for (key, view) in displayed {
      if let moved = destination(of: key, map: map, deleted: listed.deleted) {
        kept[moved] = view
        view.dequeuedFor = moved
      } else {
        animations.append(animation(of: key, appearing: false))
        displayed[key] = nil
        sizedWith[key] = nil
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
          reuseQueues["\(key.kind)/\(identifier)", default: []].append(view)
        }
      }
    }
    displayed = kept
    sizedWith = [:]
    if UIView.areAnimationsEnabled {
      let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
      if target != contentOffset { moveContentOffset(to: target) }
    }
    for attributes in layout.layoutAttributesForElements(in: visibleLayoutRect) ?? [] {
      let key = ReuseKey(attributes)
      if displayed[key] == nil { animations.append(animation(of: key, appearing: true)) }
    }
    layout.finalizeCollectionViewUpdates()
    isApplyingUpdates = false
    lastUpdateAnimations = animations
    displayVisibleElements()
  }

  /// The supplementary and decoration elements the layout lists for insertion and deletion.
  func listedElements() -> (inserted: Set<ReuseKey>, deleted: Set<ReuseKey>) {
    var inserted = Set<ReuseKey>()
    var deleted = Set<ReuseKey>()
    let supplementary = Set(registrations.keys).subtracting([Self.cellKind]).union(
      displayed.keys.filter { $0.elementCategory == .supplementaryView }.map(\.kind))
    for kind in supplementary.sorted() {
      let category = ElementCategory.supplementaryView.rawValue
      for path in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
        deleted.insert(ReuseKey(category: category, kind: kind, indexPath: path))
      }
      for path in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
        inserted.insert(ReuseKey(category: category, kind: kind, indexPath: path))
      }
    }
    for kind in layout.decorationClasses.keys.sorted() {
      let category = ElementCategory.decorationView.rawValue
      for path in layout.indexPathsToDeleteForDecorationView(ofKind: kind) {
        deleted.insert(ReuseKey(category: category, kind: kind, indexPath: path))
      }
      for path in layout.indexPathsToInsertForDecorationView(ofKind: kind) {
        inserted.insert(ReuseKey(category: category, kind: kind, indexPath: path))
      }
    }
    return (inserted, deleted)
  }

  /// Where the element on screen at `key` goes (`nil`: it disappears). A supplementary element
  /// that stays must still have attributes.
  func destination(of key: ReuseKey, map: UpdateMap, deleted: Set<ReuseKey>) -> ReuseKey? {
    switch key.elementCategory {
    case .cell:
      return map.items[key.indexPath].map { ReuseKey(cellAt: $0) }
    case .supplementaryView, .decorationView:
      guard !deleted.contains(key), let path = map.sectionElement(key.indexPath) else {
        return nil
      }
      let attributes =
        key.elementCategory == .supplementaryView
        ? layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: path)
        : layout.layoutAttributesForDecorationView(ofKind: key.kind, at: path)
      guard attributes != nil else {
        let method =
          key.elementCategory == .supplementaryView
          ? "-layoutAttributesForSupplementaryElementOfKind:"
          : "-layoutAttributesForDecorationViewOfKind:"
        raiseInternalInconsistency(
          "no UICollectionViewLayoutAttributes instance for \(method) \(key.kind) at path "
            + describe(path))
      }
      return ReuseKey(category: key.category, kind: key.kind, indexPath: path)
    }
  }

  /// Asks the layout where the element at `key` ends (`appearing` false: `key` is before the
  /// update) or starts (`appearing` true: after it).
  func animation(of key: ReuseKey, appearing: Bool) -> UpdateAnimation {
    let path = key.indexPath
    let attributes: UICollectionViewLayoutAttributes? =
      switch (key.elementCategory, appearing) {
      case (.cell, false): layout.finalLayoutAttributesForDisappearingItem(at: path)
      case (.cell, true): layout.initialLayoutAttributesForAppearingItem(at: path)
      case (.supplementaryView, false):
        layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: path)
      case (.supplementaryView, true):
        layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: path)
      case (.decorationView, false):
        layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: path)
      case (.decorationView, true):
        layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: path)
      }
    return UpdateAnimation(
      appearing: appearing, category: key.category, kind: key.kind, indexPath: path,
      frame: attributes?.frame)
  }
}

/// A batch update being collected.
struct BatchUpdate {
  /// The counts before the update.
  var oldCounts: [Int]
  /// The updates, in the order they were made.
  var items: [UICollectionViewUpdateItem] = []
}
