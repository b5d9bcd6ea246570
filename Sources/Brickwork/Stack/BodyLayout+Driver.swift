// The body driver: how the section stack runs any strategy over a section's items, written once.
//
// 1. Resume: take the latest saved cursor whose placed items are all unchanged and whose
//    committed frames are all still stored (or a fresh cursor), and drop the checkpoints and
//    frames past it.
// 2. Advance block by block (`advanceBlock`, and at every checkpoint): check the block's items
//    just before placing them (unless the strategy checks them in its own loop), then let the
//    strategy place them.
// 3. Save a checkpoint cursor every `checkpointInterval(bodyWidth:)` items.
//    With checking, the items as a whole are checked last (`bodyViolation`).
// 4. Finish: the strategy writes what is still open (a flow's last line, a justified widow row)
//    and reports the body's height, visible items and badge; the cursor is kept to continue.

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
    var progress = (consume previous) ?? Progress(cursor: makeCursor(in: bounds))
    // 1. Resume from the latest cursor whose committed frames are all still stored. The cursor
    // moves out of `progress` (a fresh one takes its place), so that a strategy with large
    // running state (optimal rows) extends it in place instead of copying it.
    var cursor: Cursor
    if progress.cursor.placedCount <= unchangedBefore,
      progress.cursor.committedCount <= frames.count
    {
      cursor = makeCursor(in: bounds)
      swap(&cursor, &progress.cursor)
    } else {
      cursor =
        progress.latestCursor(placingAtMost: unchangedBefore, committingAtMost: frames.count)
        ?? makeCursor(in: bounds)
    }
    var checkpoints = progress.checkpoints
    progress.checkpoints = []
    while let last = checkpoints.last, last.placedCount > cursor.placedCount {
      checkpoints.removeLast()
    }
    frames.truncate(to: cursor.committedCount)
    let interval = checkpointInterval(bodyWidth: bounds.width)
    let block = max(1, advanceBlock(bodyWidth: bounds.width))
    // 2. Advance block by block, checking each block just before it is placed.
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
      // 3. Save a checkpoint.
      if interval > 0, end % interval == 0, end < items.count { checkpoints.append(cursor) }
    }
    if let section,
      let problem = bodyViolation(
        items: items, bodyWidth: bounds.width, section: section)
    {
      throw problem
    }
    // 4. Finish what is still open.
    let end = finish(cursor, items: items, bounds: bounds, frames: &frames)
    return (Progress(cursor: cursor, checkpoints: checkpoints), end)
  }
}
