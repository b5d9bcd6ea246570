// The fast loop of greedy justified rows: a run of photos that plainly pass every check, offered
// by the same rule as the general loop (`JustifiedLayout+Greedy.swift`), whose rows are written
// straight into the frame store. It places exactly the frames the general loop places; the
// general loop alone handles photos that need the detailed check and items after a cut.

extension JustifiedLayout {
  /// Offers the photos of `range` in turn while each plainly passes every check a justified
  /// photo takes (``Photos/plainAspectRatio(at:)``) and `maxRows` has not cut, by
  /// ``offer(_:to:metrics:place:)``; returns the first item not offered.
  ///
  /// What it saves the general loop: the detailed check of each photo (the plain test implies
  /// it), and the store's bookkeeping per frame (the rows' frames are written through one
  /// ``FrameAppender`` and noted once, at the end).
  ///
  /// - Complexity: O(m + k) for the m photos offered and the k photos of the open row.
  func placePlainPhotos(
    _ range: Range<Int>, _ cursor: inout Cursor, photos: Photos, bounds: BodyBounds,
    metrics: Metrics, frames: inout FrameBuffer
  ) -> Int {
    // Rows complete from the open row's start on: at most its photos and the range's.
    var appender = frames.beginAppending(reserving: cursor.open.count + range.count)
    defer { frames.endAppending(appender) }
    // The loop offers on a copy of the cursor, which the compiler keeps in registers: the frames
    // are written through a pointer that could alias `cursor` for all it knows, so offering on
    // `cursor` in place reloads the open row's count and sum from memory on every photo.
    var local = cursor
    defer { cursor = local }
    var index = range.lowerBound
    while index < range.upperBound, !local.isCut,
      let ratio = photos.plainAspectRatio(at: index)
    {
      offer(ratio, to: &local, metrics: metrics) { row, top in
        row.forEachFrame(
          top: top, originX: bounds.originX, metrics: metrics, ratio: photos.aspectRatio(at:)
        ) { _, frame in
          appender.append(frame)
        }
      }
      index += 1
    }
    return index
  }
}
