extension FlowLayout {
  /// The lines kept so far, packed from the body top: the accounting of the step that cuts a
  /// flow at `maxLines` and at a fixed height.
  struct LineStack: Equatable, Sendable {
    /// The number of lines kept.
    var count = 0
    /// The bottom of the last line kept, relative to the body top (0 for none).
    var bottom = 0.0

    /// The top of the next line, relative to the body top.
    @inline(__always)
    func nextTop(in body: Body) -> Double {
      count == 0 ? 0 : bottom + body.layout.lineSpacing
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
      LineStack(count: count + 1, bottom: nextTop(in: body) + size)
    }
  }
}
