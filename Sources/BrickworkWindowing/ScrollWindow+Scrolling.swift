import Brickwork

extension ScrollWindow {
  /// Scrolls to `offset` and returns what entered and left the window.
  ///
  /// A finite offset is kept as it is, above 0 or past ``maximumOffset`` too (a scroll view
  /// bouncing, or pulled to refresh, shows that part of the content: the window follows it and
  /// never asks to scroll back); an infinite one is the nearest end; NaN is 0.
  ///
  /// - Complexity: O(log n + k) for the k elements near the window, plus the diff.
  public mutating func scroll(to offset: Double) -> WindowChange {
    if offset.isNaN {
      self.offset = 0
    } else if offset.isInfinite {
      self.offset = offset > 0 ? maximumOffset : 0
    } else {
      self.offset = offset
    }
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
    pinColumns(of: visible)
    anchor = first.map { WindowAnchor(item: $0.item, distanceFromTop: $0.top - offset) }
    let change = WindowChange.difference(from: visibleItems, to: visible, offset: offset)
    visibleItems = visible
    return change
  }

  /// Gives each shown item of a shortest-column waterfall the column it is shown in, so that
  /// later changes above it keep it there. The frames do not change: an item sent to the column
  /// the placement chose lands where it was.
  mutating func pinColumns(of shown: [Int]) {
    guard case .waterfall(let waterfall) = strategy, waterfall.placement == .shortestColumn
    else { return }
    let columns = layout.numberOfColumns(inSection: 0)
    for item in shown where !isPinned[item] && items[item].column == nil {
      guard !items[item].isFullSpan, items[item].span < columns,
        let column = layout.column(ofItem: item, inSection: 0)
      else { continue }
      items[item].column = column
      isPinned[item] = true
    }
  }

  /// Scrolls so that the anchor's top is `anchor.distanceFromTop` below the viewport's top
  /// again, then refreshes the visible set. An anchor that did not move keeps the offset as it
  /// is (a bouncing scroll view is left alone); one that moved is followed as far as the
  /// content allows (the offset is kept in `0...maximumOffset`).
  mutating func restore(_ anchor: WindowAnchor?) -> WindowChange {
    guard let anchor, let frame = frame(ofItem: anchor.item) else { return scroll(to: offset) }
    let target = frame.minY - anchor.distanceFromTop
    // Within rounding of the distance's arithmetic, the anchor did not move.
    guard abs(target - offset) > 1e-9 * max(1, abs(offset)) else { return scroll(to: offset) }
    return scroll(to: min(max(target, 0), maximumOffset))
  }
}
