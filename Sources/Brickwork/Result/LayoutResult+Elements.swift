extension LayoutResult {
  /// All elements of a layout in document order: by section, the background, the header, the
  /// visible items in order, the "more" badge, then the footer.
  public struct Elements: RandomAccessCollection, Sendable {
    /// The layout the elements belong to.
    let layout: LayoutResult

    /// The position of the first element.
    public var startIndex: Int { 0 }
    /// The position one past the last element (read once: iterating compares with it at every
    /// element, and reading it from the last section's record cost as much as an element).
    public let endIndex: Int

    /// The elements of `layout`.
    init(layout: LayoutResult) {
      self.layout = layout
      endIndex = layout.records.last?.endPosition ?? 0
    }

    /// The element at `position`.
    ///
    /// - Complexity: O(log s) for s sections.
    public subscript(position: Int) -> LayoutElement {
      layout.element(atPosition: position, section: layout.section(containingPosition: position))
    }
  }

  /// All elements in document order.
  ///
  /// - Complexity: O(1) to create; each access costs O(log s) for s sections.
  public var elements: Elements { Elements(layout: self) }

  /// The section whose elements include the one at `position` of ``elements``.
  func section(containingPosition position: Int) -> Int {
    partitioningIndex(in: 0..<records.count) { records[$0].endPosition > position }
  }

  /// The element at `position` of ``elements``, which belongs to `section`.
  func element(atPosition position: Int, section: Int) -> LayoutElement {
    let record = records[section]
    var offset = position - record.firstPosition
    if let background = record.backgroundFrame {
      if offset == 0 {
        return LayoutElement(
          kind: .background, section: section, frame: displayed(background as Rect))
      }
      offset -= 1
    }
    return element(at: record.firstElement + offset, section: section)
  }

  /// The section whose elements include the one stored at `element`.
  func section(containing element: Int) -> Int {
    partitioningIndex(in: 0..<records.count) { records[$0].endElement > element }
  }

  /// The element stored at `element`, which belongs to `section`.
  func element(at element: Int, section: Int) -> LayoutElement {
    let record = records[section]
    let kind: LayoutElement.Kind
    if record.hasHeader, element == record.firstElement {
      kind = .header
    } else if element - record.firstItemElement < record.visibleCount {
      kind = .item(element - record.firstItemElement)
    } else if element == record.badgeElement, let count = record.badgeHiddenCount {
      kind = .moreBadge(hiddenCount: count)
    } else {
      kind = .footer
    }
    return LayoutElement(kind: kind, section: section, frame: displayed(element))
  }
}
