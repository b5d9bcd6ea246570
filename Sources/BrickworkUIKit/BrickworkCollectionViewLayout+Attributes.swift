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
    /// The attributes of every element that intersects `rect`: items, headers, footers and "+N"
    /// badges (``BrickworkElementKind/moreBadge``), through the core's rectangle query.
    ///
    /// - Complexity: O(log n + k) for k elements near `rect`; attributes objects are made once
    ///   per element and reused until the layout changes.
    func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      if isAwaitingUpdates { return nil }
      guard let result = current() else { return [] }
      guard let edge = pinningEdge else {
        return result.elements(in: Rect(rect)).map { attributes(for: $0) }
      }
      return result.elements(in: Rect(rect), pinningHeadersAt: edge).map { element in
        guard case .header = element.kind else { return attributes(for: element) }
        return pinnedHeader(element)
      }
    }

    /// The attributes of a header at its pinned frame, made once per scroll position (the
    /// invalidation of a scroll drops only these).
    func pinnedHeader(_ element: LayoutElement) -> UICollectionViewLayoutAttributes {
      if let made = pinnedHeaders[element.section], made.frame == CGRect(element.frame) {
        return made
      }
      let made = BrickworkLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: element.section))
      made.zIndex = 10
      made.frame = CGRect(element.frame)
      pinnedHeaders[element.section] = made
      return made
    }

    /// The attributes of the item at `indexPath`, or `nil` when no such item exists. An item a
    /// flow or justified section hides (cut by its line limit) has hidden, zero-size attributes.
    ///
    /// - Complexity: O(1).
    func attributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      guard let result = current(), indexPath.count == 2,
        result.isValid(section: indexPath.section),
        indexPath.item >= 0, indexPath.item < result.numberOfItems(inSection: indexPath.section)
      else { return nil }
      if let frame = result.frame(ofItem: indexPath.item, inSection: indexPath.section) {
        return attributes(
          for: LayoutElement(kind: .item(indexPath.item), section: indexPath.section, frame: frame))
      }
      let hidden = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      hidden.isHidden = true
      return hidden
    }

    /// The attributes of the header, footer or "+N" badge of `indexPath.section`, or `nil` for a
    /// kind this layout does not make, a stale section, or a section without that element.
    ///
    /// - Complexity: O(1).
    func attributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let result = current(), indexPath.count == 2, result.isValid(section: indexPath.section)
      else { return nil }
      let section = indexPath.section
      switch elementKind {
      case UICollectionView.elementKindSectionHeader:
        if let edge = pinningEdge {
          return result.pinnedFrame(ofHeaderInSection: section, visibleTopEdge: edge).map {
            pinnedHeader(LayoutElement(kind: .header, section: section, frame: $0))
          }
        }
        return result.frame(ofHeaderInSection: section).map {
          attributes(for: LayoutElement(kind: .header, section: section, frame: $0))
        }
      case UICollectionView.elementKindSectionFooter:
        return result.frame(ofFooterInSection: section).map {
          attributes(for: LayoutElement(kind: .footer, section: section, frame: $0))
        }
      case BrickworkElementKind.moreBadge:
        return result.moreBadge(inSection: section).map {
          attributes(
            for: LayoutElement(
              kind: .moreBadge(hiddenCount: $0.hiddenCount), section: section, frame: $0.frame))
        }
      default:
        return nil
      }
    }

    /// The attributes of a section's background, or `nil`.
    func attributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard elementKind == BrickworkElementKind.sectionBackground, let result = current(),
        indexPath.count == 2, result.isValid(section: indexPath.section)
      else { return nil }
      return result.frame(ofBackgroundInSection: indexPath.section).map {
        attributes(for: LayoutElement(kind: .background, section: indexPath.section, frame: $0))
      }
    }

    /// The visible top edge headers pin to (the content offset below the adjusted content
    /// inset), or `nil` when headers do not pin.
    var pinningEdge: Double? {
      guard sectionHeadersPinToVisibleBounds, let collectionView else { return nil }
      return Double(collectionView.contentOffset.y + collectionView.adjustedContentInset.top)
    }

    /// How many items of `section` its flow or justified options hide (shown as the "+N" badge),
    /// or 0 for a stale section.
    public func hiddenItemCount(inSection section: Int) -> Int {
      guard let result = current(), result.isValid(section: section) else { return 0 }
      return result.hiddenItems(inSection: section).count
    }

    /// The cached attributes of `element`, made on first use.
    func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
      let key = ElementKey(element)
      if let cached = cache[key] { return cached }
      let made: BrickworkLayoutAttributes
      let path = IndexPath(item: key.item, section: element.section)
      switch element.kind {
      case .item:
        made = BrickworkLayoutAttributes(forCellWith: path)
        if sections.indices.contains(element.section),
          case .flow = sections[element.section].strategy
        {
          made.hasFixedWidth = false
        }
      case .header:
        made = BrickworkLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        made.zIndex = 10
      case .footer:
        made = BrickworkLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
        made.zIndex = 1
      case .moreBadge:
        made = BrickworkLayoutAttributes(
          forSupplementaryViewOfKind: BrickworkElementKind.moreBadge, with: path)
        made.zIndex = 1
        made.hasFixedWidth = false
      case .background:
        made = BrickworkLayoutAttributes(
          forDecorationViewOfKind: BrickworkElementKind.sectionBackground, with: path)
        made.zIndex = -1
        made.backgroundStyle = backgroundStyle(ofSection: element.section)
      }
      made.frame = CGRect(element.frame)
      cache[key] = made
      return made
    }

    /// How many attributes objects the layout holds (for tests of laziness).
    var cachedAttributesCount: Int { cache.count + pinnedHeaders.count }
  }

  extension BrickworkCollectionViewLayout.ElementKey {
    /// The key of a core element.
    init(_ element: LayoutElement) {
      switch element.kind {
      case .item(let item): self.init(kind: 0, section: element.section, item: item)
      case .header: self.init(kind: 1, section: element.section, item: 0)
      case .footer: self.init(kind: 2, section: element.section, item: 0)
      case .moreBadge: self.init(kind: 3, section: element.section, item: 0)
      case .background: self.init(kind: 4, section: element.section, item: 0)
      }
    }
  }

  extension LayoutResult {
    /// Whether `section` is a section of this layout.
    func isValid(section: Int) -> Bool { section >= 0 && section < numberOfSections }
  }
#endif
