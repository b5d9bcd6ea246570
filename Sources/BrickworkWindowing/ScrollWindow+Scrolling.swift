import Brickwork

extension ScrollWindow {
  /// Scrolls to `offset` (clamped to `0...maximumOffset`; NaN is 0) and returns what entered and left the
  /// window.
  ///
  /// - Complexity: O(log n + k) for the k elements near the window, plus the diff.
  public mutating func scroll(to offset: Double) -> WindowChange {
    self.offset = offset.isNaN ? 0 : min(max(offset, 0), maximumOffset)
    return refreshVisibleItems()
  }

  /// Changes the viewport's height, keeping the offset (clamped), and returns the change.
  public mutating func resizeViewport(height: Double) -> WindowChange {
    viewportHeight = Self.length(height)
    return scroll(to: offset)
  }

  /// Queries the window, diffs it against the previous visible set and records the anchor.
  mutating func refreshVisibleItems() -> WindowChange {
    let viewport = viewportRect
    var visible: [Int] = []
    var first: (item: Int, top: Double)?
    for element in layout.elements(in: windowRect) {
      guard case .item(let item) = element.kind else { continue }
      visible.append(item)
      if element.frame.intersects(viewport), first.map({ item < $0.item }) ?? true {
        first = (item, element.frame.minY)
      }
    }
    // Elements come in document order; a waterfall's document order is its item order.
    visible.sort()
    anchor = first.map { WindowAnchor(item: $0.item, distanceFromTop: $0.top - offset) }
    let change = WindowChange.difference(from: visibleItems, to: visible, offset: offset)
    visibleItems = visible
    return change
  }

  /// Scrolls so that the anchor's top is `anchor.distanceFromTop` below the viewport's top
  /// again (as far as the content allows), then refreshes the visible set.
  mutating func restore(_ anchor: WindowAnchor?) -> WindowChange {
    guard let anchor, let frame = frame(ofItem: anchor.item) else { return scroll(to: offset) }
    return scroll(to: frame.minY - anchor.distanceFromTop)
  }
}
