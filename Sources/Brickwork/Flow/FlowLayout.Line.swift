// Step 2, line sizing: a line's main size (its boxes and the spacing between them) and its
// height (the tallest box, or the greatest ascent plus the greatest descent).

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

extension FlowLayout {
  /// The extents of a line's boxes across it: what the line's height depends on.
  struct CrossExtent: Equatable, Sendable {
    /// The greatest distance from a box's top to its baseline.
    var ascent = -Double.infinity
    /// The greatest distance from a box's baseline to its bottom (negative for a baseline below
    /// the box).
    var descent = -Double.infinity
    /// The greatest box height.
    var height = 0.0

    /// Takes a box into account.
    @inline(__always)
    mutating func include(_ box: Box) {
      // `>` rather than `max`: the same for the finite extents of checked items, and one
      // instruction each.
      let boxDescent = box.height - box.ascent
      ascent = box.ascent > ascent ? box.ascent : ascent
      descent = boxDescent > descent ? boxDescent : descent
      height = box.height > height ? box.height : height
    }

    /// The extents with a box taken into account.
    func including(_ box: Box) -> CrossExtent {
      var copy = self
      copy.include(box)
      return copy
    }

    /// The line's height, once a box has been included: the tallest box, or with baseline
    /// alignment the greatest ascent plus the greatest descent (as CSS), which is at least
    /// every box's height.
    @inline(__always)
    func size(alignItems: AlignItems) -> Double {
      alignItems == .baseline ? ascent + descent : height
    }
  }
}
