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
    var low = partitioningIndex(in: 0..<checkpoints.count) { checkpoints[$0].placedCount > placed }
    while low > 0, checkpoints[low - 1].committedCount > committed { low -= 1 }
    return low > 0 ? checkpoints[low - 1] : nil
  }
}

extension Progress {
  /// See ``BodyState/resumableCount(placingAtMost:committingAtMost:)``.
  func resumableCount(_ placed: Int, _ committed: Int) -> Int {
    latestCursor(placingAtMost: placed, committingAtMost: committed)?.committedCount ?? 0
  }
}
