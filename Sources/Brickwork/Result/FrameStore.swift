/// The frames of a layout in document order, canonical, in one contiguous allocation, with what
/// the index needs noted as they are written: the greatest bottom of each block of
/// ``ElementIndex/blockSize`` frames, and how far the frames are from sorted by top (the
/// greatest fall, ``greatestFall``).
///
/// Noting this on the way costs a few instructions per frame on values held in registers; it
/// spares the index a second pass over every frame after a layout.
///
/// The store is a value with copy-on-write storage of its own (not an `Array`), so that a
/// strategy writes a run of frames straight into it (``beginAppending(reserving:)``): one
/// uniqueness and capacity check per run, no per-frame bookkeeping of an array. Truncating keeps the storage.
struct FrameStore: @unchecked Sendable {
  // `@unchecked`: the storage is only written while uniquely referenced (copy on write), as an
  // array's is.

  /// The storage; `nil` before the first frame or reservation.
  private var storage: FrameStorage?
  /// The number of frames.
  private(set) var count = 0
  /// The leading column of a waterfall item beside each frame (0 for every other element), or
  /// empty while every frame's is 0: a layout without waterfall columns stores none (2 bytes an
  /// element otherwise). Either empty or as many as the frames.
  private var lanes: [UInt16] = []
  /// What is noted of each complete block of frames.
  private var completeBlocks: [BlockNote] = []
  /// What is noted of the frames as they are written, beside the complete blocks' notes.
  private var notes = Notes()
  /// The frames overwritten in place (``overwrite(_:with:)``) since the index last read them.
  private(set) var overwritten: [Int] = []

  /// The greatest fall of the frames: how far the top of a frame lies above the top of an
  /// earlier one, at most (0 when the frames are sorted by top). Every frame's top is at least
  /// the greatest earlier top minus this. Frames are only appended and truncated, never
  /// overwritten, so the note is exact.
  var greatestFall: Double { notes.fall }

  /// The greatest top of the frames (-infinity when there are none).
  var greatestTop: Double { notes.ceiling }

  /// What is noted of a complete block of frames: its greatest bottom, and the greatest top
  /// and fall of the frames up to its end (so that truncating the store restores them).
  fileprivate struct BlockNote {
    /// The greatest bottom of the block's frames.
    var bottom: Double
    /// The greatest top of the frames up to the block's end.
    var ceiling: Double
    /// The greatest fall of the frames up to the block's end.
    var fall: Double
  }

  /// What a store notes of its frames as they are written, a few values a loop keeps in
  /// registers.
  fileprivate struct Notes {
    /// The greatest bottom of the incomplete last block (-infinity when there is none).
    var openBottom = -Double.infinity
    /// See ``FrameStore/greatestTop``.
    var ceiling = -Double.infinity
    /// See ``FrameStore/greatestFall``.
    var fall = 0.0
    /// Whether the last block noted whole had a fall: the next one is noted in one pass.
    var isFalling = false

    /// Notes the top of a frame after the ones noted: the fall and the ceiling, without a branch
    /// (`>` rather than `max`: the same for finite tops, and one instruction each).
    @inline(__always)
    mutating func note(top: Double) {
      let drop = ceiling - top
      fall = drop > fall ? drop : fall
      ceiling = top > ceiling ? top : ceiling
    }

    /// ``note(block:at:completing:)`` for a block with a fall: its tops and bottoms in one pass,
    /// four frames a step, so that the chain of dependent comparisons through the ceiling takes
    /// one step per four frames (the same fall and ceiling as frame by frame). Returns whether
    /// the block has a fall.
    @inline(__always)
    mutating func noteTopsAndBottoms(
      of block: UnsafePointer<Rect>, completing blocks: inout [BlockNote]
    ) -> Bool {
      var falls = (0.0, 0.0, 0.0, 0.0)
      var bottoms = (-Double.infinity, -Double.infinity)
      var offset = 0
      while offset < ElementIndex.blockSize {
        let frames = block + offset
        noteTops(frames, falls: &falls)
        bottoms.0 = Self.greatest(bottoms.0, Self.greatest(frames[0].maxY, frames[1].maxY))
        bottoms.1 = Self.greatest(bottoms.1, Self.greatest(frames[2].maxY, frames[3].maxY))
        offset &+= 4
      }
      let blockFall = Self.greatest(
        Self.greatest(falls.0, falls.1), Self.greatest(falls.2, falls.3))
      fall = Self.greatest(fall, blockFall)
      blocks.append(
        BlockNote(bottom: Self.greatest(bottoms.0, bottoms.1), ceiling: ceiling, fall: fall))
      return blockFall > 0
    }

    /// Notes the tops of the four frames from `frames` on into `falls` (each frame's greatest
    /// fall so far, by its place in a step of four) and the ceiling. A frame falls the ceiling
    /// before it minus its own top; for frames a, b, c, d after a ceiling k, the ceilings before
    /// them are k, the greater of k and a, of k and the greater of a and b, and so on.
    @inline(__always)
    mutating func noteTops(
      _ frames: UnsafePointer<Rect>, falls: inout (Double, Double, Double, Double)
    ) {
      let a = frames[0].minY
      let b = frames[1].minY
      let c = frames[2].minY
      let d = frames[3].minY
      let ab = Self.greatest(a, b)
      let abc = Self.greatest(ab, c)
      falls.0 = Self.greatest(falls.0, ceiling - a)
      falls.1 = Self.greatest(falls.1, Self.greatest(ceiling, a) - b)
      falls.2 = Self.greatest(falls.2, Self.greatest(ceiling, ab) - c)
      falls.3 = Self.greatest(falls.3, Self.greatest(ceiling, abc) - d)
      ceiling = Self.greatest(ceiling, Self.greatest(abc, d))
    }

    /// The greater of two finite values or infinities (`>` rather than `max`: one instruction).
    @inline(__always)
    static func greatest(_ a: Double, _ b: Double) -> Double { b > a ? b : a }

    /// Notes the frame `rect` just written at `index`, appending the note of the block it
    /// completes to `blocks`.
    @inline(__always)
    mutating func note(_ rect: Rect, at index: Int, completing blocks: inout [BlockNote]) {
      note(top: rect.minY)
      // `>` rather than `max`: the same for the finite bottoms of frames, and one instruction.
      openBottom = rect.maxY > openBottom ? rect.maxY : openBottom
      if (index + 1) & FrameStore.blockMask == 0 {
        blocks.append(BlockNote(bottom: openBottom, ceiling: ceiling, fall: fall))
        openBottom = -.infinity
      }
    }

    /// Notes the whole block of frames `block` just written from `index` on, `index` being the
    /// first of a block: the same notes as noting each frame in turn, in a loop without
    /// branches, two frames a step. A block sorted by top whose first top is not below the
    /// ceiling leaves the fall as it is and ends the ceiling at its last top; a block out of
    /// order, or after one, is noted by ``noteTopsAndBottoms(of:completing:)``.
    ///
    /// The block's greatest bottom is taken over its even and its odd frames apart, then over
    /// both: the same number as frame by frame (the greatest of finite values, whatever their
    /// order), in half the chain of dependent comparisons.
    @inline(__always)
    mutating func note(
      block: UnsafePointer<Rect>, at index: Int, completing blocks: inout [BlockNote]
    ) {
      assert(index & FrameStore.blockMask == 0 && openBottom == -.infinity)
      if _slowPath(isFalling) {
        // The last block had a fall, and so mostly will this one: one pass notes both.
        isFalling = noteTopsAndBottoms(of: block, completing: &blocks)
        return
      }
      var previous = ceiling
      // A frame is above its predecessor exactly when its top minus the predecessor's is
      // negative (finite tops; the first predecessor may be -infinity, giving +infinity).
      var evenRise = Double.infinity
      var oddRise = Double.infinity
      var evenBottom = -Double.infinity
      var oddBottom = -Double.infinity
      var offset = 0
      while offset < ElementIndex.blockSize {
        let even = block[offset]
        let odd = block[offset &+ 1]
        let rises = (even.minY - previous, odd.minY - even.minY)
        evenRise = rises.0 < evenRise ? rises.0 : evenRise
        oddRise = rises.1 < oddRise ? rises.1 : oddRise
        previous = odd.minY
        // `>` rather than `max`, as in `note(_:at:completing:)`.
        evenBottom = even.maxY > evenBottom ? even.maxY : evenBottom
        oddBottom = odd.maxY > oddBottom ? odd.maxY : oddBottom
        offset &+= 2
      }
      if _slowPath(evenRise < 0 || oddRise < 0) {
        // Out of order: noted again with the falls, bottoms included.
        isFalling = noteTopsAndBottoms(of: block, completing: &blocks)
        return
      }
      ceiling = previous
      blocks.append(
        BlockNote(
          bottom: oddBottom > evenBottom ? oddBottom : evenBottom, ceiling: ceiling, fall: fall))
    }
  }

  /// Creates a store of `rects`.
  init(_ rects: [Rect] = []) {
    for rect in rects { append(rect) }
  }

  /// The frames, as an array (a copy: for tests and tools, not for hot paths).
  var rects: [Rect] { (0..<count).map { self[$0] } }

  /// The mask of a frame's position within its block.
  fileprivate static let blockMask = ElementIndex.blockSize - 1

  /// The greatest bottom of block `block` (frames `block * blockSize ..< (block + 1) * blockSize`).
  func bottom(ofBlock block: Int) -> Double {
    block < completeBlocks.count ? completeBlocks[block].bottom : notes.openBottom
  }

  /// The frame at `index`.
  @inline(__always)
  subscript(index: Int) -> Rect {
    precondition(index >= 0 && index < count, "frame index out of range")
    return storage.unsafelyUnwrapped.base[index]
  }

  /// The number of frames there is room for without growing.
  var capacity: Int { storage?.capacity ?? 0 }

  /// Calls `body` with the frames as one buffer, for loops that read many of them (no check
  /// per frame).
  @inline(__always)
  func withUnsafeFrames<Result>(_ body: (UnsafeBufferPointer<Rect>) -> Result) -> Result {
    guard let storage, count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return body(UnsafeBufferPointer(start: storage.base, count: count))
  }

  /// The leading column stored beside the frame at `index` (0 for every element but a waterfall
  /// item).
  func lane(at index: Int) -> Int {
    precondition(index >= 0 && index < count, "frame index out of range")
    return lanes.isEmpty ? 0 : Int(lanes[index])
  }

  /// Reserves room for `count` frames in all, exactly (later growth is geometric).
  mutating func reserveCapacity(_ count: Int) {
    if count > (storage?.capacity ?? 0) { reallocate(capacity: count) }
    completeBlocks.reserveCapacity(count / ElementIndex.blockSize + 1)
  }

  /// Appends a frame, of an element in no column.
  @inline(__always)
  mutating func append(_ frame: Rect) { append(frame, lane: 0) }

  /// Appends a frame and the leading column of its item, one at a time (headers, footers,
  /// badges and single rows; strategies write their items in runs).
  @inline(__always)
  mutating func append(_ frame: Rect, lane: Int) {
    if lane != 0 || !lanes.isEmpty { note(lane: lane) }
    makeRoom(for: 1)
    let index = count
    (storage.unsafelyUnwrapped.base + index).initialize(to: frame)
    count = index + 1
    notes.note(frame, at: index, completing: &completeBlocks)
  }

  /// Appends `count` frames of elements in no column, the j-th being `frame(j)`, written straight
  /// into the storage: the way a strategy writes a line or a row.
  ///
  /// - Complexity: O(count), amortized (the storage grows geometrically).
  @inline(__always)
  mutating func append(count added: Int, _ frame: (Int) -> Rect) {
    var appender = beginAppending(reserving: added)
    for offset in 0..<added { appender.append(frame(offset)) }
    endAppending(appender)
  }

  /// Makes room for `added` more frames and returns the appender that writes them straight into
  /// the storage, for a strategy that writes frames one at a time in a loop (a flow's items):
  /// the loop keeps the appender's few values in registers, and ``endAppending(_:)`` notes the
  /// frames afterwards in one tight pass over memory still in the cache. The store must not
  /// change in between; if the appender is dropped instead (an error), the frames it wrote are
  /// simply not part of the store.
  @inline(__always)
  mutating func beginAppending(reserving added: Int) -> FrameAppender {
    makeRoom(for: added)
    return FrameAppender(base: storage.unsafelyUnwrapped.base, count: count, limit: count + added)
  }

  /// Takes in the frames `appender` wrote (see ``beginAppending(reserving:)``) and notes them.
  @inline(__always)
  mutating func endAppending(_ appender: FrameAppender) {
    assert(appender.base == storage?.base && appender.first == count, "the store changed")
    let first = count
    count = appender.count
    noteFrames(from: first)
  }

  /// Takes in the frames `appender` wrote and the leading column of each, `columns[j]` for its
  /// j-th frame (a waterfall's items), and notes them; `columns` is `nil` when every one is 0.
  @inline(__always)
  mutating func endAppending(_ appender: FrameAppender, columns: UnsafeBufferPointer<UInt16>?) {
    if let columns {
      assert(columns.count == appender.count - count, "a column for each frame")
      if _slowPath(lanes.isEmpty) { startLanes(before: count + columns.count) }
      lanes.append(contentsOf: columns)
    }
    endAppending(appender)
  }

  /// Notes the frames from `first` on, just written: their lanes (column 0 when stored), the
  /// first inversion, the last top and the blocks' bottoms.
  @inline(__always)
  private mutating func noteFrames(from first: Int) {
    fillLanes()
    let base = storage.unsafelyUnwrapped.base
    var notes = self.notes
    // Frame by frame up to the first block's start, then block by block, then the rest.
    var index = first
    while index < count, index & Self.blockMask != 0 {
      notes.note(base[index], at: index, completing: &completeBlocks)
      index &+= 1
    }
    while count &- index >= ElementIndex.blockSize {
      notes.note(block: base + index, at: index, completing: &completeBlocks)
      index &+= ElementIndex.blockSize
    }
    while index < count {
      notes.note(base[index], at: index, completing: &completeBlocks)
      index &+= 1
    }
    self.notes = notes
  }

  /// Stores column 0 beside the frames just written, when lanes are stored.
  @inline(__always)
  private mutating func fillLanes() {
    if _slowPath(!lanes.isEmpty), lanes.count < count {
      lanes.append(contentsOf: repeatElement(0, count: count - lanes.count))
    }
  }

  /// Notes the leading column of the frame about to be appended at `count`: the first lane
  /// stored is preceded by column 0 for every frame before it.
  @inline(__always)
  private mutating func note(lane: Int) {
    if _slowPath(lanes.isEmpty) { startLanes(before: count + 1) }
    lanes.append(UInt16(truncatingIfNeeded: lane))
  }

  /// Stores column 0 for every frame so far, before the first lane other than 0, with room for
  /// as many lanes as there is for frames (at least `needed`), in one allocation.
  @inline(never)
  private mutating func startLanes(before needed: Int) {
    lanes.reserveCapacity(max(needed, storage?.capacity ?? 0))
    lanes.append(contentsOf: repeatElement(0, count: count))
  }

  /// Makes the storage uniquely referenced with room for `added` more frames.
  @inline(__always)
  private mutating func makeRoom(for added: Int) {
    let needed = count + added
    if _fastPath(
      isKnownUniquelyReferenced(&storage) && needed <= storage.unsafelyUnwrapped.capacity)
    {
      return
    }
    let capacity = storage?.capacity ?? 0
    reallocate(capacity: needed <= capacity ? capacity : max(needed, 2 * capacity))
  }

  /// Moves the frames into new storage of room for `capacity` frames.
  @inline(never)
  private mutating func reallocate(capacity: Int) {
    let grown = FrameStorage(capacity: capacity)
    if let storage { grown.base.initialize(from: storage.base, count: count) }
    storage = grown
  }

  /// Drops the frames from `count` on, keeping the storage.
  mutating func truncate(to count: Int) {
    guard count < self.count else { return }
    self.count = count
    if !lanes.isEmpty { lanes.removeSubrange(count...) }
    // The notes of the complete blocks kept, then the kept frames of the open block noted anew.
    let blocks = count / ElementIndex.blockSize
    completeBlocks.removeSubrange(blocks...)
    notes = Notes()
    if let last = completeBlocks.last {
      notes.ceiling = last.ceiling
      notes.fall = last.fall
    }
    for index in (blocks * ElementIndex.blockSize)..<count {
      notes.note(self[index], at: index, completing: &completeBlocks)
    }
  }

  /// Replaces the frame at `index` by `frame`, which has the same top (its height changes:
  /// a waterfall's even bottom edge), noting its block's bottom anew and listing the frame in
  /// ``overwritten`` for the index.
  ///
  /// - Complexity: O(``ElementIndex/blockSize``), plus a copy of the frames when the storage
  ///   is shared.
  mutating func overwrite(_ index: Int, with frame: Rect) {
    precondition(index >= 0 && index < count, "frame index out of range")
    assert(frame.minY == self[index].minY, "an overwrite keeps the top")
    makeRoom(for: 0)
    storage.unsafelyUnwrapped.base[index] = frame
    let block = index / ElementIndex.blockSize
    let first = block * ElementIndex.blockSize
    var bottom = -Double.infinity
    for element in first..<min(count, first + ElementIndex.blockSize) {
      let maxY = self[element].maxY
      bottom = maxY > bottom ? maxY : bottom
    }
    if block < completeBlocks.count {
      completeBlocks[block].bottom = bottom
    } else {
      notes.openBottom = bottom
    }
    overwritten.append(index)
  }

  /// Returns the frames overwritten since the last call and forgets them.
  mutating func takeOverwritten() -> [Int] {
    guard !overwritten.isEmpty else { return [] }
    defer { overwritten.removeAll() }
    return overwritten
  }

  /// Drops every frame, keeping the storage.
  mutating func removeAll() {
    overwritten.removeAll()
    count = 0
    lanes.removeAll(keepingCapacity: true)
    completeBlocks.removeAll(keepingCapacity: true)
    notes = Notes()
  }
}

/// Writes frames straight into a ``FrameStore``'s storage, in room it made: see
/// ``FrameStore/beginAppending(reserving:)``.
struct FrameAppender {
  /// The storage's first frame.
  fileprivate let base: UnsafeMutablePointer<Rect>
  /// The store's count when appending began.
  fileprivate let first: Int
  /// One past the last frame written.
  fileprivate(set) var count: Int
  /// One past the last frame there is room for.
  private let limit: Int

  fileprivate init(base: UnsafeMutablePointer<Rect>, count: Int, limit: Int) {
    self.base = base
    first = count
    self.count = count
    self.limit = limit
  }

  /// Writes the next frame.
  @inline(__always)
  mutating func append(_ frame: Rect) {
    assert(count < limit, "more frames than the room reserved")
    (base + count).initialize(to: frame)
    // Below `limit`, which is a count of frames in memory: no overflow.
    count &+= 1
  }

  /// The last `k` frames written since appending began, to change in place.
  @inline(__always)
  func lastFrames(_ k: Int) -> UnsafeMutableBufferPointer<Rect> {
    assert(k >= 0 && count - k >= first, "frames written before appending began")
    return UnsafeMutableBufferPointer(start: base + (count &- k), count: k)
  }
}

/// The memory of a ``FrameStore``: room for `capacity` frames, of which the store that owns it
/// says how many are initialized (frames are trivial values: nothing to deinitialize).
final class FrameStorage {
  /// The first frame.
  let base: UnsafeMutablePointer<Rect>
  /// The number of frames there is room for.
  let capacity: Int

  /// Allocates room for `capacity` frames.
  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: max(capacity, 1))
  }

  deinit {
    base.deallocate()
  }
}
