// The strategy dispatch: the section stack calls one of these for a section, and each switches
// to its strategy's own step (checking items, collecting problems, laying out a body). One switch
// per step keeps the stack generic without existentials, which Embedded Swift does not allow.

extension SectionStrategy {
  /// Checks the items `range` of `items` against this strategy in a body of `bodyWidth`.
  func checkItems(
    _ items: [Item], in range: Range<Int>, section: Int, axis: ScrollAxis, bodyWidth: Double
  ) throws(LayoutError) {
    switch self {
    case .waterfall(let layout):
      try Validation.check(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth)
    case .flow(let layout):
      try Validation.check(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth)
    case .justified(let layout):
      try Validation.check(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth)
    }
  }

  /// Collects the problems of every item of `items` for this strategy in a body of `bodyWidth`.
  func collectItemProblems(
    _ items: [Item], section: Int, axis: ScrollAxis, bodyWidth: Double,
    into problems: inout LayoutProblems
  ) {
    let range = items.indices
    switch self {
    case .waterfall(let layout):
      Validation.collect(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth,
        into: &problems)
    case .flow(let layout):
      Validation.collect(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth,
        into: &problems)
    case .justified(let layout):
      Validation.collect(
        items, in: range, section: section, axis: axis, strategy: layout, bodyWidth: bodyWidth,
        into: &problems)
    }
  }

  /// The rule the items of a section break together for this strategy, if any (see
  /// `BodyLayout.bodyViolation(items:bodyWidth:section:)`); the items must be valid.
  func bodyViolation(_ items: [Item], section: Int, axis: ScrollAxis, bodyWidth: Double)
    -> LayoutError?
  {
    let items = CanonicalItems(items: items, axis: axis)
    switch self {
    case .waterfall(let layout):
      return layout.bodyViolation(items: items, bodyWidth: bodyWidth, section: section)
    case .flow(let layout):
      return layout.bodyViolation(items: items, bodyWidth: bodyWidth, section: section)
    case .justified(let layout):
      return layout.bodyViolation(items: items, bodyWidth: bodyWidth, section: section)
    }
  }

  /// Every rule the strategy's options break in a body of the given width.
  func optionProblems(bodyWidth: Double, section: Int) -> [LayoutError] {
    switch self {
    case .waterfall(let layout): layout.optionProblems(bodyWidth: bodyWidth, section: section)
    case .flow(let layout): layout.optionProblems(bodyWidth: bodyWidth, section: section)
    case .justified(let layout): layout.optionProblems(bodyWidth: bodyWidth, section: section)
    }
  }

  /// Lays a body out, resuming from `state` where it is of this strategy.
  ///
  /// Items before `unchangedBefore` are the ones `state` was computed with; the rest are new or
  /// changed. The options must have been checked; the items too, unless `checking` names the
  /// section to check them as. Runs of items take the strategy's fast loops when `usesKernels`.
  func layOutBody(
    items: [Item], axis: ScrollAxis, bounds: BodyBounds, resuming state: consuming BodyState?,
    unchangedBefore: Int, checking section: Int?, usesKernels: Bool, frames: inout FrameBuffer
  ) throws(LayoutError) -> (BodyState, BodyEnd) {
    let items = CanonicalItems(items: items, axis: axis, usesKernels: usesKernels)
    switch self {
    case .waterfall(let layout):
      var previous: Progress<WaterfallLayout.Cursor>?
      if case .waterfall(let progress) = consume state { previous = consume progress }
      let (progress, end) = try layout.layOutBody(
        items: items, bounds: bounds, resuming: consume previous,
        unchangedBefore: unchangedBefore, checking: section, frames: &frames)
      return (.waterfall(progress), end)
    case .flow(let layout):
      var previous: Progress<FlowLayout.Cursor>?
      if case .flow(let progress) = consume state { previous = consume progress }
      let (progress, end) = try layout.layOutBody(
        items: items, bounds: bounds, resuming: consume previous,
        unchangedBefore: unchangedBefore, checking: section, frames: &frames)
      return (.flow(progress), end)
    case .justified(let layout):
      var previous: Progress<JustifiedLayout.Cursor>?
      if case .justified(let progress) = consume state { previous = consume progress }
      let (progress, end) = try layout.layOutBody(
        items: items, bounds: bounds, resuming: consume previous,
        unchangedBefore: unchangedBefore, checking: section, frames: &frames)
      return (.justified(progress), end)
    }
  }
}
