/// The frames of a layout in document order, canonical, in one contiguous array, with what the
/// index needs noted as they are written: the greatest bottom of each block of
/// ``ElementIndex/blockSize`` frames, and whether the frames are still sorted by top.
///
/// Noting this on the way costs a few instructions per frame on values held in registers; it
/// spares the index a second pass over every frame after a layout.
struct FrameStore: Sendable {
  /// The frames.
  private(set) var rects: [Rect] = []
  /// Beside each frame, the leading column of a waterfall item (0 for every other element):
  /// stored, reused and truncated with the frames, 2 bytes an element.
  private(set) var lanes: [UInt16] = []
  /// The greatest bottom of each complete block of frames.
  private var completeBottoms: [Double] = []
  /// The greatest bottom of the incomplete last block (-infinity when there is none).
  private var openBottom = -Double.infinity
  /// The top of the last frame (-infinity when there is none).
  private var lastTop = -Double.infinity
  /// The first frame whose top is above the previous frame's top (`nil`: sorted by top). Frames
  /// are only appended and truncated, never overwritten, so the note is exact.
  private(set) var firstInversion: Int?

  /// Creates a store of `rects`.
  init(_ rects: [Rect] = []) {
    for rect in rects { append(rect) }
  }

  /// The number of frames.
  var count: Int { rects.count }

  /// The mask of a frame's position within its block.
  private static let blockMask = ElementIndex.blockSize - 1

  /// The greatest bottom of block `block` (frames `block * blockSize ..< (block + 1) * blockSize`).
  func bottom(ofBlock block: Int) -> Double {
    block < completeBottoms.count ? completeBottoms[block] : openBottom
  }

  /// Reserves room for `count` frames.
  mutating func reserveCapacity(_ count: Int) {
    rects.reserveCapacity(count)
    lanes.reserveCapacity(count)
    completeBottoms.reserveCapacity(count / ElementIndex.blockSize + 1)
  }

  /// Appends a frame, of an element in no column.
  @inline(__always)
  mutating func append(_ frame: Rect) { append(frame, lane: 0) }

  /// Appends a frame and the leading column of its item.
  @inline(__always)
  mutating func append(_ frame: Rect, lane: Int) {
    lanes.append(UInt16(truncatingIfNeeded: lane))
    note(frame, at: rects.count)
    rects.append(frame)
  }

  /// Appends at most `maximumCount` frames of elements in no column, written in bulk: `write`
  /// stores them from the pointer it is given on and returns how many it stored.
  ///
  /// For a strategy's hot loop: the frames are noted and copied in one run, with one growth and
  /// one uniqueness check for the whole run instead of one per frame.
  ///
  /// - Complexity: O(maximumCount).
  @inline(__always)
  mutating func append(atMost maximumCount: Int, _ write: (UnsafeMutablePointer<Rect>) -> Int) {
    guard maximumCount > 0 else { return }
    withUnsafeTemporaryAllocation(of: Rect.self, capacity: maximumCount) { buffer in
      // A buffer of a positive capacity has storage.
      let start = buffer.baseAddress.unsafelyUnwrapped
      let written = write(start)
      precondition(written >= 0 && written <= maximumCount, "frames written out of range")
      let frames = UnsafeBufferPointer(start: start, count: written)
      note(frames)
      rects.append(contentsOf: frames)
      lanes.append(contentsOf: repeatElement(0, count: written))
    }
  }

  /// Notes what the index needs of `frame`, stored at `position`, the end of the frames.
  @inline(__always)
  private mutating func note(_ frame: Rect, at position: Int) {
    if frame.minY < lastTop, firstInversion == nil { firstInversion = position }
    lastTop = frame.minY
    openBottom = max(openBottom, frame.maxY)
    if (position + 1) & Self.blockMask == 0 {
      completeBottoms.append(openBottom)
      openBottom = -.infinity
    }
  }

  /// Notes what the index needs of `frames`, about to be appended: block by block, the notes
  /// kept in locals.
  private mutating func note(_ frames: UnsafeBufferPointer<Rect>) {
    let first = rects.count
    var last = lastTop
    var bottom = openBottom
    var inversion = firstInversion
    var index = 0
    while index < frames.count {
      // The frames up to the end of the current block.
      let blockEnd = min(
        frames.count, index + Self.blockMask + 1 - ((first + index) & Self.blockMask))
      // One branch-free pass (sorted? greatest bottom?); the first inversion is looked for only
      // where there is one.
      let previous = last
      var sorted = true
      for position in index..<blockEnd {
        let top = frames[position].minY
        sorted = sorted && !(top < last)
        last = top
        let frameBottom = frames[position].maxY
        // As `max(bottom, frameBottom)`, which keeps `bottom` where `frameBottom` is NaN.
        if frameBottom > bottom { bottom = frameBottom }
      }
      if !sorted, inversion == nil {
        var before = previous
        for position in index..<blockEnd {
          if frames[position].minY < before {
            inversion = first + position
            break
          }
          before = frames[position].minY
        }
      }
      if (first + blockEnd) & Self.blockMask == 0 {
        completeBottoms.append(bottom)
        bottom = -.infinity
      }
      index = blockEnd
    }
    lastTop = last
    openBottom = bottom
    firstInversion = inversion
  }

  /// The frame at `index`.
  subscript(index: Int) -> Rect { rects[index] }

  /// Drops the frames from `count` on.
  mutating func truncate(to count: Int) {
    guard count < rects.count else { return }
    rects.removeSubrange(count...)
    lanes.removeSubrange(count...)
    completeBottoms.removeSubrange((count / ElementIndex.blockSize)...)
    openBottom = -.infinity
    if count > 0 { refreshBlock(containing: count - 1) }
    lastTop = rects.last?.minY ?? -.infinity
    if let first = firstInversion, first >= count { firstInversion = nil }
  }

  /// Drops every frame, keeping the storage.
  mutating func removeAll() {
    rects.removeAll(keepingCapacity: true)
    lanes.removeAll(keepingCapacity: true)
    completeBottoms.removeAll(keepingCapacity: true)
    openBottom = -.infinity
    lastTop = -.infinity
    firstInversion = nil
  }

  /// Recomputes the greatest bottom of the block holding frame `index`.
  private mutating func refreshBlock(containing index: Int) {
    let block = index / ElementIndex.blockSize
    let first = block * ElementIndex.blockSize
    var greatest = -Double.infinity
    for position in first..<min(first + ElementIndex.blockSize, rects.count) {
      greatest = max(greatest, rects[position].maxY)
    }
    if block < completeBottoms.count {
      completeBottoms[block] = greatest
    } else {
      openBottom = greatest
    }
  }
}
