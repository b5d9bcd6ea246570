extension FlowLayout {
  /// Greedy line breaking, item by item (CSS flex-wrap): an item joins the open line if the
  /// line, the spacing and the item fit the width; otherwise it opens a new line.
  ///
  /// A value, so that a body's cursor can keep the open line and continue it when items are
  /// appended.
  struct GreedyBreaker: Equatable, Sendable {
    /// The first item of the open line.
    private(set) var start: Int
    /// One past the last item offered: the open line is `start ..< end`.
    private(set) var end: Int
    /// The main size of the open line.
    private(set) var mainSize = 0.0

    /// A breaker whose first line starts at item `start`.
    init(start: Int) {
      self.start = start
      end = start
    }

    /// Offers the next item, of (clamped) width `width`; returns the line it closes by opening
    /// a new one, with that line's main size.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func offer(width: Double, in body: Body) -> (items: Range<Int>, mainSize: Double)? {
      defer { end += 1 }
      if end == start {
        mainSize = width
        return nil
      }
      let extended = body.extending(mainSize, by: width)
      if body.fits(extended) {
        mainSize = extended
        return nil
      }
      let closed = (items: start..<end, mainSize: mainSize)
      start = end
      mainSize = width
      return closed
    }

    /// The open line and its main size, unless it is empty.
    var openLine: (items: Range<Int>, mainSize: Double)? {
      end > start ? (start..<end, mainSize) : nil
    }
  }
}
