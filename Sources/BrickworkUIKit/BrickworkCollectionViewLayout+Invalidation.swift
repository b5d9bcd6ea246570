import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

extension BrickworkCollectionViewLayout {
  /// Whether `newBounds` needs a new layout: only when the width changes (or pinned headers
  /// have to move); scrolling never lays anything out.
  func needsInvalidation(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let old = collectionView.bounds
    if newBounds.width != old.width { return true }
    return sectionHeadersPinToVisibleBounds && newBounds.minY != old.minY
  }

  /// The context of a bounds change: a width change, or pinned headers to move.
  func context(forBoundsChange newBounds: CGRect) -> BrickworkInvalidationContext {
    let context = BrickworkInvalidationContext()
    guard let collectionView else { return context }
    context.invalidatesWidth = newBounds.width != collectionView.bounds.width
    context.invalidatesPinnedHeaders = !context.invalidatesWidth && sectionHeadersPinToVisibleBounds
    return context
  }

  /// Records what `context` asks `prepare()` to redo.
  func record(_ context: UICollectionViewLayoutInvalidationContext) {
    let ours = context as? BrickworkInvalidationContext
    if ours?.invalidatesWidth == true {
      rememberFirstVisibleItem()
      pending.insert(.width)
    } else if ours?.invalidatesPinnedHeaders == true {
      cache = cache.filter { $0.key.kind != ElementKey.headerKind }
    } else if ours?.invalidatesSelfSizedItems == true {
      return  // applied when the context was made
    } else if context.invalidateDataSourceCounts && !context.invalidateEverything {
      pending.insert(.dataCounts)
    } else {
      pending.insert(.everything)
    }
  }

  /// Remembers the first visible item and its distance from the top of the bounds, so that
  /// it stays in place across a width change.
  func rememberFirstVisibleItem() {
    guard let collectionView, let result = layoutResult, widthChangeAnchor == nil else { return }
    let bounds = collectionView.bounds
    let first = result.elements(in: Rect(bounds)).first { element in
      if case .item = element.kind { return true }
      return false
    }
    guard let first, case .item(let item) = first.kind else { return }
    widthChangeAnchor = (
      IndexPath(item: item, section: first.section), CGFloat(first.frame.origin.y) - bounds.minY
    )
  }

  /// The content offset that keeps the remembered first visible item where it was.
  func offsetKeepingFirstVisibleItem(proposed: CGPoint) -> CGPoint {
    defer { widthChangeAnchor = nil }
    guard let anchor = widthChangeAnchor, let collectionView, let result = current(),
      let frame = result.frame(ofItem: anchor.item.item, inSection: anchor.item.section)
    else { return proposed }
    let maximum = max(0, CGFloat(result.contentSize.height) - collectionView.bounds.height)
    return CGPoint(x: proposed.x, y: min(max(0, CGFloat(frame.origin.y) - anchor.offset), maximum))
  }

  /// Whether a cell's preferred attributes differ from the layout's by more than a pixel in a
  /// length the section lets cells choose (a waterfall's height, a flow's size).
  func needsInvalidation(
    preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard original.representedElementCategory == .cell, let result = current() else {
      return false
    }
    let path = original.indexPath
    guard path.count == 2, result.isValid(section: path.section),
      sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.item)
    else { return false }
    let pixel = 1 / CGFloat(result.container.scale > 0 ? result.container.scale : 1)
    let height = abs(preferred.size.height - original.size.height) > pixel
    let width = abs(preferred.size.width - original.size.width) > pixel
    switch sections[path.section].strategy {
    case .waterfall: return height && preferred.size.height.isFinite
    case .flow: return (height || width) && preferred.size.height.isFinite
    case .justified: return false
    }
  }

  /// Applies a self-sized cell's size to the core at once (from that item on) and returns the
  /// context: the content size change, and the offset change that keeps the first visible item
  /// in place when the cell lies above the visible bounds.
  func context(
    preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
  ) -> BrickworkInvalidationContext {
    let context = BrickworkInvalidationContext()
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
    changed[path.section].items[path.item].sizing = Self.sizing(
      selfSized: preferred.size, in: changed[path.section].strategy)
    if keepsColumnsWhileSelfSizing, case .waterfall = changed[path.section].strategy {
      keepColumns(of: &changed[path.section], index: path.section, from: path.item, in: result)
    }
    do {
      try result.update(changed, after: .itemChanged(section: path.section, item: path.item))
    } catch {
      invalidInputHandler?(error)
      return context
    }
    sections = changed
    selfSized[path] = preferred.size
    layoutResult = result
    cache.removeAll(keepingCapacity: true)
    context.invalidateItems(at: [path])
    context.contentSizeAdjustment = CGSize(
      width: 0, height: CGFloat(result.contentSize.height - oldHeight))
    if original.frame.maxY <= bounds.minY, let anchor, case .item(let item) = anchor.kind,
      let moved = result.frame(ofItem: item, inSection: anchor.section)
    {
      context.contentOffsetAdjustment = CGPoint(
        x: 0, y: CGFloat(moved.origin.y - anchor.frame.origin.y))
    }
    return context
  }
}

extension BrickworkCollectionViewLayout {
  /// Gives the placed items of a waterfall section from `first` on their current columns
  /// (explicit columns), so that a height change moves items down their own columns only.
  func keepColumns(
    of section: inout LayoutSection, index: Int, from first: Int, in result: LayoutResult
  ) {
    for item in first..<section.items.count where !section.items[item].isFullSpan {
      if let column = result.column(ofItem: item, inSection: index) {
        section.items[item].column = column
      }
    }
  }
}

extension BrickworkCollectionViewLayout.ElementKey {
  /// The `kind` of a header's key.
  static var headerKind: Int { 1 }
}
