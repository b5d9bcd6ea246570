/// A strategy's saved progress through a body: the cursor after the last item, and checkpoint
/// cursors every `checkpointInterval` items from which a changed item is recomputed.
struct Progress<Cursor: BodyCursor>: Sendable {
  /// The cursor after the last item.
  var cursor: Cursor
  /// `checkpoints[j]` is the cursor after `(j + 1) * checkpointInterval` items.
  var checkpoints: [Cursor] = []

  /// The latest saved cursor that has placed no more than `placed` items and committed no more
  /// than `committed` frames, if any.
  ///
  /// - Complexity: O(log c) for c checkpoints, plus the checkpoints skipped for `committed`.
  func latestCursor(placingAtMost placed: Int, committingAtMost committed: Int) -> Cursor? {
    if cursor.placedCount <= placed, cursor.committedCount <= committed { return cursor }
    var low = 0
    var high = checkpoints.count
    while low < high {
      let mid = (low + high) / 2
      if checkpoints[mid].placedCount <= placed { low = mid + 1 } else { high = mid }
    }
    while low > 0, checkpoints[low - 1].committedCount > committed { low -= 1 }
    return low > 0 ? checkpoints[low - 1] : nil
  }
}

/// The saved progress of one section's strategy, whatever the strategy.
///
/// One case per strategy, so the stack stays generic without existentials.
enum BodyState: Sendable {
  /// A waterfall body.
  case waterfall(Progress<WaterfallLayout.Cursor>)
  /// A flow body.
  case flow(Progress<FlowLayout.Cursor>)
  /// A justified body.
  case justified(Progress<JustifiedLayout.Cursor>)

  /// The number of item frames a resumption keeps: those committed by the latest saved cursor
  /// that placed no more than `placed` items and committed no more than `committed` frames.
  func resumableCount(placingAtMost placed: Int, committingAtMost committed: Int) -> Int {
    switch self {
    case .waterfall(let progress): progress.resumableCount(placed, committed)
    case .flow(let progress): progress.resumableCount(placed, committed)
    case .justified(let progress): progress.resumableCount(placed, committed)
    }
  }
}

extension Progress {
  /// See ``BodyState/resumableCount(placingAtMost:committingAtMost:)``.
  fileprivate func resumableCount(_ placed: Int, _ committed: Int) -> Int {
    latestCursor(placingAtMost: placed, committingAtMost: committed)?.committedCount ?? 0
  }
}

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
  /// section to check them as.
  func layOutBody(
    items: [Item], axis: ScrollAxis, bounds: BodyBounds, resuming state: consuming BodyState?,
    unchangedBefore: Int, checking section: Int?, frames: inout FrameBuffer
  ) throws(LayoutError) -> (BodyState, BodyEnd) {
    let items = CanonicalItems(items: items, axis: axis)
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
