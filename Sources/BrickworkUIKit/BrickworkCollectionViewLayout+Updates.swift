import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  extension BrickworkCollectionViewLayout {
    /// Applies a batch update that `prepare()` left pending: items appended to the last section
    /// and sections appended at the end go through the core's append path, any other inserts,
    /// deletes, moves and reloads through its batch update. Only inserted, reloaded and moved
    /// items (and every section's own values) are read from the delegate; anything the core
    /// rejects lays out again from scratch. The layout before the update is kept for the
    /// animations until `finalizeCollectionViewUpdates()`.
    func apply(_ updates: [UICollectionViewUpdateItem]) {
      readingGeneration += 1
      defer { forgetDelegates() }
      let paths = UpdatePaths(updates)
      let before = layoutResult
      // Self-sized lengths move to the items' new paths first: what is read below looks them up.
      remapSelfSized(through: paths)
      defer { transition = Transition(before: before, after: layoutResult, paths: paths) }
      guard pending.contains(.dataCounts), let collectionView else { return }
      let container = makeContainer(for: collectionView)
      guard var result = layoutResult, result.container == container, !updates.isEmpty,
        let (changed, change, ids) = changedSections(
          paths, in: collectionView, width: container.width)
      else { return rebuild(in: collectionView, container: container) }
      do {
        try result.update(changed, after: change, stableColumns: keepsColumns)
      } catch {
        return rebuild(in: collectionView, container: container)
      }
      sections = changed
      identifiers = ids
      layoutResult = result
      // Appends may move the open row or line of the last section: attributes are remade.
      cache.removeAll(keepingCapacity: true)
      pinnedHeaders.removeAll()
      pending = []
    }

    /// Moves the self-sized lengths kept by index path to the items' paths after `paths`; those of
    /// deleted and reloaded items are dropped, and headers and footers follow their sections.
    func remapSelfSized(through paths: UpdatePaths) {
      guard !selfSized.isEmpty, !paths.isEmpty else { return }
      var moved: [SizeKey: CGSize] = [:]
      for (key, size) in selfSized {
        switch key {
        case .identifier:
          moved[key] = size
        case .item(let path):
          if let new = paths.destination(of: ItemPath(item: path.item, section: path.section)) {
            moved[.item(IndexPath(item: new.item, section: new.section))] = size
          }
        case .supplementary(let section, let header):
          if let new = paths.destination(ofSection: section) {
            moved[.supplementary(section: new, header: header)] = size
          }
        }
      }
      selfSized = moved
    }

    /// The sections after `paths`, the change that names them and the items' identifiers (while
    /// ``keepsColumns`` keeps them), or `nil` when the counts do not add up (the full layout then
    /// reads everything).
    func changedSections(_ paths: UpdatePaths, in collectionView: UICollectionView, width: Double)
      -> ([LayoutSection], LayoutChange, [[AnyHashable?]])?
    {
      let keepsIdentifiers =
        keepsColumns && identifiers.count == sections.count
        && zip(identifiers, sections).allSatisfy { $0.count == $1.items.count }
      let newCount = collectionView.numberOfSections
      if let last = sections.indices.last,
        paths.isAppend(toSection: last, after: sections[last].items.count),
        newCount == sections.count
      {
        var changed = sections
        var ids = keepsIdentifiers ? identifiers : []
        let strategy = sections[last].strategy
        for item in sections[last].items.count..<collectionView.numberOfItems(inSection: last) {
          let path = IndexPath(item: item, section: last)
          changed[last].items.append(
            self.item(at: path, strategy: strategy, in: collectionView, width: width))
          if keepsIdentifiers { ids[last].append(readIdentifier(at: path, in: collectionView)) }
        }
        return (changed, .itemsAppended, ids)
      }
      if paths.isAppend(ofSectionsAfter: sections.count), newCount > sections.count {
        let appended = (sections.count..<newCount).map {
          self.section($0, in: collectionView, width: width)
        }
        let ids =
          keepsIdentifiers
          ? identifiers + readIdentifiers(of: appended, in: collectionView, from: sections.count)
          : []
        return (sections + appended, .sectionsAppended, ids)
      }
      guard
        let (changed, ids) = batchedSections(
          paths, in: collectionView, width: width, keepsIdentifiers: keepsIdentifiers)
      else {
        return nil
      }
      return (changed, .batch(paths.batch), ids)
    }

    /// The sections after a general batch update: surviving items carried over, inserted and
    /// reloaded ones and those moved from another section read from the delegate (the other
    /// section may have another strategy, which sizes the item differently), every section's own
    /// values read again; with `keepsIdentifiers`, the items' identifiers alongside (carried
    /// with the items, read for those read).
    func batchedSections(
      _ paths: UpdatePaths, in collectionView: UICollectionView, width: Double,
      keepsIdentifiers: Bool
    ) -> ([LayoutSection], [[AnyHashable?]])? {
      guard !paths.hasSectionMoves else { return nil }
      let newCount = collectionView.numberOfSections
      let surviving = sections.indices.filter { !paths.deletedSections.contains($0) }
      let slots = (0..<newCount).filter { !paths.insertedSections.contains($0) }
      guard surviving.count == slots.count else { return nil }
      var oldIndex: [Int: Int] = [:]
      for (old, new) in zip(surviving, slots) { oldIndex[new] = old }
      var changed: [LayoutSection] = []
      changed.reserveCapacity(newCount)
      var ids: [[AnyHashable?]] = []
      for new in 0..<newCount {
        guard let old = oldIndex[new] else {
          let read = section(new, in: collectionView, width: width)
          changed.append(read)
          if keepsIdentifiers { ids += readIdentifiers(of: [read], in: collectionView, from: new) }
          continue
        }
        var sectionIDs: [AnyHashable?] = []
        var section = shell(ofSection: new, in: collectionView)
        let count = collectionView.numberOfItems(inSection: new)
        var kept = sections[old].items.indices.filter {
          !paths.removed(ItemPath(item: $0, section: old))
        }[...]
        var items: [Item] = []
        items.reserveCapacity(count)
        for item in 0..<count {
          let path = ItemPath(item: item, section: new)
          let indexPath = IndexPath(item: item, section: new)
          let read = {
            if keepsIdentifiers {
              sectionIDs.append(self.readIdentifier(at: indexPath, in: collectionView))
            }
            return self.item(
              at: indexPath, strategy: section.strategy, in: collectionView, width: width)
          }
          let carry = { (source: Int) in
            if keepsIdentifiers { sectionIDs.append(self.identifiers[old][source]) }
            return self.sections[old].items[source]
          }
          if let source = paths.moveSource(to: path) {
            if source.section == old {
              guard sections[old].items.indices.contains(source.item) else { return nil }
              items.append(carry(source.item))
            } else {
              items.append(read())
            }
          } else if paths.insertedItems.contains(path) {
            items.append(read())
          } else if let next = kept.popFirst() {
            items.append(
              paths.reloadedItems.contains(ItemPath(item: next, section: old))
                ? read() : carry(next))
          } else {
            return nil
          }
        }
        guard kept.isEmpty else { return nil }
        section.items = items
        changed.append(section)
        if keepsIdentifiers { ids.append(sectionIDs) }
      }
      return (changed, ids)
    }
  }

  extension BrickworkCollectionViewLayout {
    /// The state kept from `prepare(forCollectionViewUpdates:)` to
    /// `finalizeCollectionViewUpdates()`: the layouts before and after, the updates, and a
    /// content offset adjustment self-sizing asked for meanwhile.
    @MainActor
    struct Transition {
      var before: LayoutResult?
      var after: LayoutResult?
      var paths: UpdatePaths
      var stagedOffsetAdjustment: CGPoint?

      /// The sections of `kind`'s elements after the update that had none before (a new section,
      /// or one that gained a header, footer, badge or background).
      func inserted(ofKind kind: String) -> [IndexPath] {
        guard let after else { return [] }
        return (0..<after.numberOfSections).filter { section in
          guard Self.has(kind, in: section, of: after) else { return false }
          guard let old = paths.source(ofSection: section), let before else { return true }
          return !Self.has(kind, in: old, of: before)
        }.map { IndexPath(item: 0, section: $0) }
      }

      /// The sections of `kind`'s elements before the update that have none after it.
      func deleted(ofKind kind: String) -> [IndexPath] {
        guard let before else { return [] }
        return (0..<before.numberOfSections).filter { section in
          guard Self.has(kind, in: section, of: before) else { return false }
          guard let new = paths.destination(ofSection: section), let after else { return true }
          return !Self.has(kind, in: new, of: after)
        }.map { IndexPath(item: 0, section: $0) }
      }

      /// Whether `layout` has an element of `kind` in `section`.
      static func has(_ kind: String, in section: Int, of layout: LayoutResult) -> Bool {
        frame(of: kind, in: section, of: layout) != nil
      }

      /// The frame of `kind`'s element in `section` of `layout`.
      static func frame(of kind: String, in section: Int, of layout: LayoutResult) -> Rect? {
        guard section >= 0, section < layout.numberOfSections else { return nil }
        switch kind {
        case UICollectionView.elementKindSectionHeader:
          return layout.frame(ofHeaderInSection: section)
        case UICollectionView.elementKindSectionFooter:
          return layout.frame(ofFooterInSection: section)
        case BrickworkElementKind.moreBadge: return layout.moreBadge(inSection: section)?.frame
        case BrickworkElementKind.sectionBackground:
          return layout.frame(ofBackgroundInSection: section)
        default: return nil
        }
      }
    }

    /// An item's attributes at the start of the update's animation.
    func appearingAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      guard let transition, let final = attributesForItem(at: indexPath) else { return nil }
      let path = ItemPath(item: indexPath.item, section: indexPath.section)
      let start = final.copy(with: nil) as? UICollectionViewLayoutAttributes ?? final
      if transition.paths.insertedItems.contains(path) || transition.paths.isReloaded(after: path) {
        start.alpha = 0
      } else if let old = transition.paths.source(of: path),
        let frame = transition.before?.frame(ofItem: old.item, inSection: old.section)
      {
        start.frame = CGRect(frame)
      } else {
        return nil
      }
      return start
    }

    /// An item's attributes at the end of the update's animation (`indexPath` before it).
    func disappearingAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      guard let transition,
        let frame = transition.before?.frame(ofItem: indexPath.item, inSection: indexPath.section)
      else { return nil }
      let path = ItemPath(item: indexPath.item, section: indexPath.section)
      let end = BrickworkLayoutAttributes(forCellWith: indexPath)
      end.frame = CGRect(frame)
      if let new = transition.paths.destination(of: path),
        let moved = layoutResult?.frame(ofItem: new.item, inSection: new.section)
      {
        end.frame = CGRect(moved)
      } else {
        end.alpha = 0
      }
      return end
    }

    /// A header's, footer's, badge's or background's attributes at the start of the animation.
    func appearingSectionElement(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let transition, indexPath.count == 2,
        let final = sectionElementAttributes(ofKind: kind, at: indexPath)
      else { return nil }
      let start = final.copy(with: nil) as? UICollectionViewLayoutAttributes ?? final
      if transition.inserted(ofKind: kind).contains(indexPath) {
        start.alpha = 0
      } else if let old = transition.paths.source(ofSection: indexPath.section),
        let before = transition.before,
        let frame = Transition.frame(of: kind, in: old, of: before)
      {
        start.frame = CGRect(frame)
      }
      return start
    }

    /// A header's, footer's, badge's or background's attributes at the end of the animation.
    func disappearingSectionElement(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let transition, indexPath.count == 2, let before = transition.before,
        let frame = Transition.frame(of: kind, in: indexPath.section, of: before)
      else { return nil }
      let end =
        kind == BrickworkElementKind.sectionBackground
        ? BrickworkLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        : BrickworkLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
      end.frame = CGRect(frame)
      end.alpha = 0
      return end
    }

    /// The current attributes of a section element of `kind`.
    func sectionElementAttributes(ofKind kind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      kind == BrickworkElementKind.sectionBackground
        ? attributesForDecorationView(ofKind: kind, at: indexPath)
        : attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
  }
#endif
