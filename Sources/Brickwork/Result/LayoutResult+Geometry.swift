// Exact geometry for long feeds: which item is at a scroll offset, where an item starts, and
// which item is at a fraction of the content (a scrubber), each in O(log n) from the frames.
//
// Offsets are displayed coordinates along the scroll axis: y when vertical, x when horizontal.
// In a horizontal right-to-left layout content is read from its right edge, so an item's
// leading edge is its frame's right edge and an item reaches past an offset when its left edge
// is before it (as ``LayoutResult/pinnedFrame(ofHeaderInSection:visibleTopEdge:)`` reads its
// edge).

extension LayoutResult {
  /// The first item, in document order, whose frame reaches past `offset` along the scroll axis,
  /// or `nil` when none does (an offset at or past the content's end, or no visible items).
  ///
  /// An item reaches past the offset when its far edge, as displayed, is beyond it: its bottom
  /// (`maxY`) when vertical, its right edge (`maxX`) when horizontal, its left edge (`minX`,
  /// less than the offset) when horizontal and right-to-left. So in a vertical feed scrolled to
  /// `offset`, this is the first item in document order that is at least partly below the top
  /// of the visible area: the anchor of a "jump to" or of a scroll position kept across a
  /// relayout. Hidden items are never answered. A NaN offset gives `nil`.
  ///
  /// - Complexity: O(log n) for n elements: a max-tree over the bottoms of blocks of 32 frames
  ///   in document order leads to the first block that reaches past the offset; plus the
  ///   elements beside the answer within a pixel of the offset when snapping, and the headers and
  ///   footers that reach past it before the answer.
  public func item(atOffset offset: Double) -> ItemPath? {
    guard !offset.isNaN, frames.count > 0 else { return nil }
    let lower = orientation.scrollRange(of: probe(atOffset: offset), extent: extent).lower
    var block = 0
    while let found = index.documentBottoms.firstBlock(from: block, reachingBeyond: lower) {
      let first = found * ElementIndex.blockSize
      for element in first..<min(first + ElementIndex.blockSize, frames.count)
      where frames[element].maxY > lower {
        guard let path = itemPath(ofElement: element),
          reachesPast(offset, displayed(element))
        else { continue }
        return path
      }
      block = found + 1
    }
    return nil
  }

  /// The leading edge of an item along the scroll axis, as displayed: its frame's `minY` when
  /// vertical, `minX` when horizontal, `maxX` when horizontal and right-to-left; `nil` for a
  /// hidden item or one out of range. Scrolling the content to it puts the item first: for an
  /// item of some length along the axis, ``item(atOffset:)`` of it answers this item or an
  /// earlier one that reaches past it.
  ///
  /// - Complexity: O(1).
  public func offset(ofItem item: Int, inSection section: Int) -> Double? {
    guard let frame = frame(ofItem: item, inSection: section) else { return nil }
    switch (container.axis, container.direction) {
    case (.vertical, _): return frame.minY
    case (.horizontal, .leftToRight): return frame.minX
    case (.horizontal, .rightToLeft): return frame.maxX
    }
  }

  /// The item at fraction `fraction` of the content's length along the scroll axis, for a
  /// scrubber: ``item(atOffset:)`` of the offset that far from the content's start (its right
  /// edge when horizontal and right-to-left), or the last visible item when no item reaches past
  /// it (at the end, or in trailing insets and footers); `nil` only when no item is visible.
  /// The fraction is clamped to `0 ... 1` (NaN reads as 0).
  ///
  /// - Complexity: O(log n), as ``item(atOffset:)``, plus the trailing sections without visible
  ///   items when no item reaches past the offset.
  public func item(atFraction fraction: Double) -> ItemPath? {
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let size = contentSize
    let length = container.axis == .vertical ? size.height : size.width
    let offset =
      container.axis == .horizontal && container.direction == .rightToLeft
      ? length - clamped * length : clamped * length
    if let path = item(atOffset: offset) { return path }
    for section in records.indices.reversed() where records[section].visibleCount > 0 {
      return ItemPath(item: records[section].visibleCount - 1, section: section)
    }
    return nil
  }

  /// A rectangle of no extent across the content at `offset` along the scroll axis.
  private func probe(atOffset offset: Double) -> Rect {
    container.axis == .vertical
      ? Rect(x: 0, y: offset, width: 0, height: 0) : Rect(x: offset, y: 0, width: 0, height: 0)
  }

  /// Whether a displayed frame reaches past `offset` along the scroll axis.
  private func reachesPast(_ offset: Double, _ frame: Rect) -> Bool {
    switch (container.axis, container.direction) {
    case (.vertical, _): frame.maxY > offset
    case (.horizontal, .leftToRight): frame.maxX > offset
    case (.horizontal, .rightToLeft): frame.minX < offset
    }
  }

  /// The path of the item stored at `element`, or `nil` for a header, badge or footer.
  ///
  /// - Complexity: O(log s) for s sections.
  func itemPath(ofElement element: Int) -> ItemPath? {
    var low = 0
    var high = records.count
    while low < high {
      let mid = (low + high) / 2
      if records[mid].endElement <= element { low = mid + 1 } else { high = mid }
    }
    guard low < records.count else { return nil }
    let item = element - records[low].firstItemElement
    guard item >= 0, item < records[low].visibleCount else { return nil }
    return ItemPath(item: item, section: low)
  }
}
