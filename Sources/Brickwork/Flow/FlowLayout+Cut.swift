// Step 3, the cut: lines are kept while they fit `maxLines` and a fixed height, and the "more"
// badge ends the last kept line once items are hidden.

extension FlowLayout {
  /// The lines kept so far, packed from the body top: the accounting of the step that cuts a
  /// flow at `maxLines` and at a fixed height.
  struct LineStack: Equatable, Sendable {
    /// The number of lines kept.
    var count = 0
    /// The bottom of the last line kept, relative to the body top (0 for none): what a fixed
    /// height is judged by.
    var bottom = 0.0
    /// The same bottom in canonical content coordinates (the body top for none): where frames
    /// go, computed as their own `maxY` is, so that lines with no spacing share their edges
    /// exactly.
    var contentBottom = 0.0

    /// The empty stack of a body whose top is at `top`.
    init(top: Double) { contentBottom = top }

    /// A stack of `count` lines ending at `bottom` (relative) and `contentBottom` (absolute).
    init(count: Int = 0, bottom: Double = 0, contentBottom: Double = 0) {
      self.count = count
      self.bottom = bottom
      self.contentBottom = contentBottom
    }

    /// The top of the next line, relative to the body top.
    @inline(__always)
    func nextTop(in body: Body) -> Double {
      count == 0 ? 0 : bottom + body.layout.lineSpacing
    }

    /// The top of the next line in canonical content coordinates.
    @inline(__always)
    func nextContentTop(in body: Body) -> Double {
      count == 0 ? contentBottom : contentBottom + body.layout.lineSpacing
    }

    /// Whether a next line of height `size` is kept: the stack holds fewer than `maxLines`
    /// lines (if set) and the line ends within a fixed height (if set, with the fit tolerance).
    @inline(__always)
    func accepts(lineOf size: Double, in body: Body) -> Bool {
      let maxLines = body.layout.maxLines
      if maxLines > 0, count >= maxLines { return false }
      return nextTop(in: body) + size <= body.heightLimit
    }

    /// The stack with a next line of height `size`.
    @inline(__always)
    func pushing(lineOf size: Double, in body: Body) -> LineStack {
      LineStack(
        count: count + 1, bottom: nextTop(in: body) + size,
        contentBottom: nextContentTop(in: body) + size)
    }
  }
}

extension FlowLayout {
  /// A line a body keeps, with the stack of kept lines before it.
  struct KeptLine: Equatable, Sendable {
    /// The line.
    var line: Line
    /// The kept lines before it.
    var before: LineStack
  }

  /// The step that ends the last kept line with the "more" badge, once items are hidden.
  ///
  /// Items move from the end of the last kept line to the hidden ones until the line, the
  /// spacing and the badge fit the width and, in a fixed-height body, the line (whose height
  /// the badge may raise) still fits the height. When even the badge alone does not fit, the
  /// whole line is hidden and the badge ends the line before. With no line left there is no
  /// badge.
  ///
  /// Afterwards `lines` ends with the badge's line, unless it is empty.
  ///
  /// - Complexity: O(k) for the k items of the lines it looks at.
  static func endWithBadge(_ badge: Box, lines: inout [KeptLine], in body: Body) {
    while let last = lines.last {
      if let line = line(
        endingWith: badge, keepingAtMost: last.line.items, after: last.before,
        in: body)
      {
        lines[lines.count - 1].line = line
        return
      }
      lines.removeLast()
    }
  }

  /// The line of the longest prefix of `items` that the badge can end after the lines of
  /// `stack`, if any (the badge alone is the shortest).
  private static func line(
    endingWith badge: Box, keepingAtMost items: Range<Int>, after stack: LineStack, in body: Body
  ) -> Line? {
    var best: Line?
    var mainSize = 0.0
    var cross = CrossExtent()
    var end = items.lowerBound
    // Both the main size and the height grow with each item kept: stop at the first misfit.
    while true {
      let withBadge = cross.including(badge)
      let main = end == items.lowerBound ? badge.width : body.extending(mainSize, by: badge.width)
      guard body.fits(main),
        stack.accepts(lineOf: withBadge.size(alignItems: body.layout.alignItems), in: body)
      else { break }
      best = Line(items: items.lowerBound..<end, mainSize: main, cross: withBadge, badge: badge)
      guard end < items.upperBound else { break }
      let box = body.box(end)
      mainSize = end == items.lowerBound ? box.width : body.extending(mainSize, by: box.width)
      cross.include(box)
      end += 1
    }
    return best
  }
}
