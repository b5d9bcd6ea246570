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
    _ items: [Item], in range: Range<Int>, section: Int, axis: Axis, bodyWidth: Double
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
    _ items: [Item], section: Int, axis: Axis, bodyWidth: Double,
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
    items: [Item], axis: Axis, bounds: BodyBounds, resuming state: consuming BodyState?,
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

extension BodyLayout {
  /// Lays a body out from the latest saved cursor that precedes `unchangedBefore`, saving
  /// checkpoints on the way. Written once for every strategy.
  ///
  /// With `checking`, the items are checked (as items of that section) a block at a time just
  /// before they are placed, so that a large body is read from memory once, not twice.
  func layOutBody(
    items: CanonicalItems, bounds: BodyBounds, resuming previous: consuming Progress<Cursor>?,
    unchangedBefore: Int, checking section: Int?, frames: inout FrameBuffer
  ) throws(LayoutError) -> (Progress<Cursor>, BodyEnd) {
    var progress = (consume previous) ?? Progress(cursor: makeCursor(bodyWidth: bounds.width))
    // Resume from the latest cursor whose committed frames are all still stored. The cursor
    // moves out of `progress` (a fresh one takes its place), so that a strategy with large
    // running state (optimal rows) extends it in place instead of copying it.
    var cursor: Cursor
    if progress.cursor.placedCount <= unchangedBefore,
      progress.cursor.committedCount <= frames.count
    {
      cursor = progress.cursor
      progress.cursor = makeCursor(bodyWidth: bounds.width)
    } else {
      cursor =
        progress.latestCursor(placingAtMost: unchangedBefore, committingAtMost: frames.count)
        ?? makeCursor(bodyWidth: bounds.width)
    }
    var checkpoints = progress.checkpoints
    progress.checkpoints = []
    while let last = checkpoints.last, last.placedCount > cursor.placedCount {
      checkpoints.removeLast()
    }
    frames.truncate(to: cursor.committedCount)
    let interval = checkpointInterval(bodyWidth: bounds.width)
    let block = 1024
    while cursor.placedCount < items.count {
      var end = min(items.count, (cursor.placedCount / block + 1) * block)
      if interval > 0 { end = min(end, (cursor.placedCount / interval + 1) * interval) }
      var items = items
      if let section {
        if checksItemsWhilePlacing {
          items.checkingSection = section
        } else {
          try Validation.check(
            items.items, in: cursor.placedCount..<end, section: section, axis: items.axis,
            strategy: self, bodyWidth: bounds.width)
        }
      }
      try advance(&cursor, through: end, items: items, bounds: bounds, frames: &frames)
      if interval > 0, end % interval == 0, end < items.count { checkpoints.append(cursor) }
    }
    let end = finish(cursor, items: items, bounds: bounds, frames: &frames)
    return (Progress(cursor: cursor, checkpoints: checkpoints), end)
  }
}
