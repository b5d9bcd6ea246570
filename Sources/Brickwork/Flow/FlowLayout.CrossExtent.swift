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
      ascent = max(ascent, box.ascent)
      descent = max(descent, box.height - box.ascent)
      height = max(height, box.height)
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
