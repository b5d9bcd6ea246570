// Step 1, greedy breaking: each line takes as many items as fit (CSS flex-wrap), and an item
// that starts a line opens one.

extension FlowLayout {
  /// Greedy line breaking, item by item (CSS flex-wrap): an item joins the open line if the
  /// line, the spacing and the item fit the width and the item does not start a line
  /// (`startsLine`, a forced break); otherwise it opens a new line.
  ///
  /// A value, so that a body's cursor can keep the open line and continue it when items are
  /// appended. It sizes the open line as it grows.
  struct GreedyBreaker: Equatable, Sendable {
    /// The open line: its items so far, main size and cross extents.
    private(set) var line: Line

    /// A breaker whose first line starts at item `start`.
    init(start: Int) {
      line = Line(items: start..<start, mainSize: 0, cross: CrossExtent(), badge: nil)
    }

    /// A breaker whose open line is `line`.
    init(openLine line: Line) { self.line = line }

    /// One past the last item offered.
    var end: Int { line.items.upperBound }

    /// Offers item `index` of `body`; returns the line it closes by opening a new one.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func offer(item index: Int, in body: Body) -> Line? {
      offer(body.box(index), startsLine: body.startsLine(index), in: body)
    }

    /// Offers the next item, whose box is `box` and which begins a new line if `startsLine`;
    /// returns the line it closes by opening a new one.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func offer(_ box: Box, startsLine: Bool, in body: Body) -> Line? {
      // Item indices are below the item count: `end + 1` cannot overflow, and ranges are built
      // from bounds known to be ordered.
      let start = line.items.lowerBound
      let end = line.items.upperBound
      if start != end, !startsLine {
        let extended = body.extending(line.mainSize, by: box.width)
        if body.fits(extended) {
          line.items = Range(uncheckedBounds: (start, end &+ 1))
          line.mainSize = extended
          line.cross.include(box)
          return nil
        }
      }
      let closed = line
      line = Line(
        items: Range(uncheckedBounds: (end, end &+ 1)), mainSize: box.width, cross: CrossExtent(),
        badge: nil)
      line.cross.include(box)
      return start == end ? nil : closed
    }

    /// The open line, unless it is empty.
    var openLine: Line? { line.items.isEmpty ? nil : line }
  }
}
