extension FlowLayout {
  /// One line of a flow: a run of items, perhaps ended by the "more" badge, and its measures.
  struct Line: Equatable, Sendable {
    /// The items on the line.
    var items: Range<Int>
    /// The sum of its boxes' widths and the spacing between them.
    var mainSize: Double
    /// Its boxes' extents across the line.
    var cross: CrossExtent
    /// The "more" badge ending the line, if any.
    var badge: Box?

    /// The line's height: its tallest box, or with baseline alignment its greatest ascent plus
    /// its greatest descent (as CSS).
    @inline(__always)
    func size(alignItems: AlignItems) -> Double { cross.size(alignItems: alignItems) }
  }
}

extension FlowLayout.Line {
  /// The line of `items` (not empty), of main size `mainSize`, sized for `body`: the step that
  /// sizes lines.
  ///
  /// - Complexity: O(k) for k items.
  init(_ items: Range<Int>, mainSize: Double, in body: FlowLayout.Body) {
    var cross = FlowLayout.CrossExtent()
    for index in items { cross.include(body.box(index)) }
    self.init(items: items, mainSize: mainSize, cross: cross, badge: nil)
  }
}
