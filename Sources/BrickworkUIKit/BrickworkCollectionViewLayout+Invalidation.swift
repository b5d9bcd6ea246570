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
    /// Whether `newBounds` needs a new layout: only when the visible width changes (or pinned
    /// headers have to move); scrolling never lays anything out.
    func needsInvalidation(forBoundsChange newBounds: CGRect) -> Bool {
      guard let collectionView else { return false }
      let old = collectionView.bounds
      if visibleWidth(of: newBounds, in: collectionView)
        != visibleWidth(of: old, in: collectionView)
      {
        return true
      }
      return sectionHeadersPinToVisibleBounds && newBounds.minY != old.minY
    }

    /// The context of a bounds change: a width change, or pinned headers to move (naming the
    /// headers of the sections in view, the only ones whose pinned frame can change).
    func context(forBoundsChange newBounds: CGRect) -> BrickworkInvalidationContext {
      let context = makeContext()
      guard let collectionView else { return context }
      let width = visibleWidth(of: newBounds, in: collectionView)
      context.invalidatesWidth =
        width != visibleWidth(of: collectionView.bounds, in: collectionView)
      if context.invalidatesWidth {
        rememberFirstVisibleItem(forWidth: Double(width))
      } else if sectionHeadersPinToVisibleBounds {
        context.invalidatesPinnedHeaders = true
        let sections = sectionsInView(collectionView.bounds).union(sectionsInView(newBounds))
        context.invalidateSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionHeader,
          at: sections.sorted().map { IndexPath(item: 0, section: $0) })
      }
      return context
    }

    /// A new context of ``BrickworkInvalidationContext``, the layout's context class.
    func makeContext() -> BrickworkInvalidationContext {
      let made = (Self.invalidationContextClass as? BrickworkInvalidationContext.Type)?.init()
      return made ?? BrickworkInvalidationContext()
    }

    /// The sections with an element in `rect`.
    ///
    /// - Complexity: O(log n + k) for k elements in `rect`.
    func sectionsInView(_ rect: CGRect) -> Set<Int> {
      guard let result = current() else { return [] }
      return Set(result.elements(in: Rect(rect)).map(\.section))
    }

    /// Records what `context` asks `prepare()` to redo.
    func record(_ context: UICollectionViewLayoutInvalidationContext) {
      let ours = context as? BrickworkInvalidationContext
      if ours?.invalidatesWidth == true {
        pending.insert(.width)
      } else if ours?.invalidatesPinnedHeaders == true {
        // O(visible): only the headers queried at the old position are dropped.
        pinnedHeaders.removeAll(keepingCapacity: true)
      } else if ours?.invalidatesSelfSizedItems == true {
        return  // applied when the context was made
      } else if context.invalidateDataSourceCounts && !context.invalidateEverything {
        pending.insert(.dataCounts)
      } else {
        pending.insert(.everything)
      }
    }

    /// Remembers the first visible item and its distance from the top of the bounds, for a
    /// change of the width to `width`.
    func rememberFirstVisibleItem(forWidth width: Double) {
      guard let collectionView, let result = current() else { return }
      let bounds = collectionView.bounds
      // The core's O(log n) index: the first item reaching below the top of the bounds.
      guard let first = result.item(atOffset: Double(bounds.minY)),
        let top = result.offset(ofItem: first.item, inSection: first.section)
      else { return }
      widthChangeAnchor = WidthAnchor(
        item: IndexPath(item: first.item, section: first.section),
        offset: CGFloat(top) - bounds.minY, width: width)
    }

    /// Makes the anchor of the width change under way the animated bounds change's.
    func beginAnimatedBoundsChange() {
      animatedBoundsAnchor = widthChangeAnchor
      widthChangeAnchor = nil
    }

    /// The content offset that keeps the anchored item where it was, for an animated bounds
    /// change to the anchor's width only.
    func offsetKeepingFirstVisibleItem(proposed: CGPoint) -> CGPoint {
      guard let anchor = animatedBoundsAnchor, let collectionView, let result = current(),
        result.container.width == anchor.width,
        let top = result.offset(ofItem: anchor.item.item, inSection: anchor.item.section)
      else { return proposed }
      let inset = collectionView.adjustedContentInset
      let minimum = -inset.top
      let maximum = max(
        minimum, CGFloat(result.contentSize.height) + inset.bottom - collectionView.bounds.height)
      return CGPoint(x: proposed.x, y: min(max(minimum, CGFloat(top) - anchor.offset), maximum))
    }

    /// Whether a view's preferred attributes differ from the layout's by more than a pixel in a
    /// length the element chooses (a waterfall's height, a flow's size, a header's or footer's
    /// height).
    func needsInvalidation(
      preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
      guard let result = current(), preferred.size.height.isFinite,
        preferred.size.width.isFinite, preferred.size.height >= 0
      else { return false }
      let pixel = 1 / CGFloat(result.container.scale > 0 ? result.container.scale : 1)
      let height = abs(preferred.size.height - original.size.height) > pixel
      let width = abs(preferred.size.width - original.size.width) > pixel
      let path = original.indexPath
      guard path.count == 2, result.isValid(section: path.section),
        sections.indices.contains(path.section)
      else { return false }
      switch original.representedElementCategory {
      case .cell:
        guard sections[path.section].items.indices.contains(path.item) else { return false }
        switch sections[path.section].strategy {
        case .waterfall:
          // A cell stretched to an even bottom edge may prefer the frame it was given (a cell
          // that does not size itself) or its own height: neither is a change.
          guard height, result.isStretched(item: path.item, inSection: path.section) else {
            return height
          }
          guard case .extent(let own) = sections[path.section].items[path.item].sizing else {
            return false
          }
          return abs(preferred.size.height - CGFloat(own)) > pixel
        case .flow: return height || width
        case .justified: return false
        }
      case .supplementaryView:
        let kind = original.representedElementKind
        return height
          && (kind == UICollectionView.elementKindSectionHeader
            || kind == UICollectionView.elementKindSectionFooter)
      case .decorationView:
        return false
      }
    }

    /// Applies a self-sized element's size to the core at once (from that element on) and
    /// returns the context: the element, the content size change, and the offset change that
    /// keeps the first visible item in place when the element lies above the visible bounds
    /// (staged to the end of a batch update under way).
    func context(
      preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> BrickworkInvalidationContext {
      let context = makeContext()
      context.invalidatesSelfSizedItems = true
      guard let collectionView, var result = current() else { return context }
      let path = original.indexPath
      let bounds = collectionView.bounds
      let anchor = result.elements(in: Rect(bounds)).first { element in
        if case .item(let item) = element.kind {
          return IndexPath(item: item, section: element.section) != path
        }
        return false
      }
      let oldHeight = result.contentSize.height
      var changed = sections
      let change: LayoutChange?
      if original.representedElementCategory == .cell {
        changed[path.section].items[path.item].sizing = Self.sizing(
          selfSized: preferred.size, in: changed[path.section].strategy)
        change = .itemChanged(section: path.section, item: path.item)
      } else {
        let header = original.representedElementKind == UICollectionView.elementKindSectionHeader
        if header {
          changed[path.section].header?.extent = Double(preferred.size.height)
        } else {
          changed[path.section].footer?.extent = Double(preferred.size.height)
        }
        change = nil
      }
      do {
        if let change {
          try result.update(changed, after: change, stableColumns: keepsColumns)
        } else {
          try result.relayout(keepingColumns(of: changed, in: result), in: result.container)
        }
      } catch {
        invalidInputHandler?(error)
        return context
      }
      sections = changed
      selfSized[sizeKey(for: original, in: collectionView)] = preferred.size
      layoutResult = result
      cache.removeAll(keepingCapacity: true)
      pinnedHeaders.removeAll()
      if original.representedElementCategory == .cell {
        context.invalidateItems(at: [path])
      } else {
        context.invalidateSupplementaryElements(
          ofKind: original.representedElementKind ?? "", at: [path])
      }
      context.contentSizeAdjustment = CGSize(
        width: 0, height: CGFloat(result.contentSize.height - oldHeight))
      if original.frame.maxY <= bounds.minY, let anchor, case .item(let item) = anchor.kind,
        let moved = result.frame(ofItem: item, inSection: anchor.section)
      {
        let adjustment = CGPoint(x: 0, y: CGFloat(moved.origin.y - anchor.frame.origin.y))
        if transition != nil {
          let staged = transition?.stagedOffsetAdjustment ?? .zero
          transition?.stagedOffsetAdjustment = CGPoint(x: 0, y: staged.y + adjustment.y)
        } else {
          context.contentOffsetAdjustment = adjustment
        }
      }
      return context
    }

    /// What the self-sized length of `attributes`' element is kept by: the item's identifier
    /// when the delegate gives one, else its index path; a header or footer by its section.
    func sizeKey(
      for attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView
    )
      -> SizeKey
    {
      let path = attributes.indexPath
      guard attributes.representedElementCategory == .cell else {
        return .supplementary(
          section: path.section,
          header: attributes.representedElementKind == UICollectionView.elementKindSectionHeader)
      }
      let identifier = sectionDelegate?.collectionView(
        collectionView, layout: self, identifierForItemAt: path)
      forgetDelegates()
      return identifier.map(SizeKey.identifier) ?? .item(path)
    }
  }
#endif
