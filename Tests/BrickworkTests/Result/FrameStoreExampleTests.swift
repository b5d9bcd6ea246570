import Testing

@testable import Brickwork

/// The frame store by worked examples: frames in document order, with the greatest bottom of
/// each block of ``ElementIndex/blockSize`` frames, the greatest top and the greatest fall (how
/// far a top lies above an earlier one) noted as they are written. (The property test over
/// random appends and truncations is `FrameStoreTests`, beside the index's tests.)
@Suite struct FrameStoreExampleTests {
  /// A frame at `top` of height `height`.
  static func frame(top: Double, height: Double) -> Rect {
    Rect(x: 0, y: top, width: 10, height: height)
  }

  /// The greatest top of `frames` and their greatest fall, computed directly: for each frame, the
  /// greatest earlier top minus its own.
  static func ceilingAndFall(of frames: [Rect]) -> (ceiling: Double, fall: Double) {
    var ceiling = -Double.infinity
    var fall = 0.0
    for frame in frames {
      fall = max(fall, ceiling - frame.minY)
      ceiling = max(ceiling, frame.minY)
    }
    return (ceiling, fall)
  }

  /// Expects the store's greatest top and fall to be those of `frames`.
  static func expectOrderNotes(
    _ store: FrameStore, _ frames: [Rect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (ceiling, fall) = ceilingAndFall(of: frames)
    #expect(store.greatestTop == ceiling, sourceLocation: sourceLocation)
    #expect(store.greatestFall == fall, sourceLocation: sourceLocation)
  }

  /// What the store should note about `frames`, computed directly.
  static func expectNotes(
    _ store: FrameStore, _ frames: [Rect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(store.count == frames.count, sourceLocation: sourceLocation)
    #expect(store.rects == frames, sourceLocation: sourceLocation)
    let size = ElementIndex.blockSize
    for block in 0..<((frames.count + size - 1) / size) {
      let bottoms = frames[(block * size)..<min(frames.count, (block + 1) * size)].map(\.maxY)
      #expect(
        store.bottom(ofBlock: block) == bottoms.max(), "block \(block)",
        sourceLocation: sourceLocation)
    }
    expectOrderNotes(store, frames, sourceLocation: sourceLocation)
  }

  @Test func appendedFramesKeepTheirOrderAndTheirBlocksBottoms() {
    // 33 frames: a complete block of 32 whose greatest bottom is frame 5's, then one more.
    var frames = (0..<33).map { Self.frame(top: Double($0), height: 1) }
    frames[5] = Self.frame(top: 5, height: 100)
    var store = FrameStore()
    for frame in frames { store.append(frame) }
    #expect(store.count == 33)
    #expect(store[5] == frames[5])
    #expect(store.bottom(ofBlock: 0) == 105)
    #expect(store.bottom(ofBlock: 1) == 33)
    #expect(store.greatestFall == 0)
    #expect(store.greatestTop == 32)
    Self.expectNotes(store, frames)
    #expect(FrameStore(frames).rects == store.rects)
  }

  @Test func equalTopsDoNotFallAndTheGreatestFallIsFromTheGreatestEarlierTop() {
    var store = FrameStore()
    for top in [0.0, 10, 10, 5] { store.append(Self.frame(top: top, height: 5)) }
    // Frame 3 (top 5) lies 5 above the greatest earlier top (10); equal tops do not fall.
    #expect(store.greatestFall == 5)
    for top in [20.0, 1, 30, 29] { store.append(Self.frame(top: top, height: 5)) }
    // Frame 5 (top 1) lies 19 above frame 4 (top 20); frame 7's fall (1) does not replace it.
    #expect(store.greatestFall == 19)
    #expect(store.greatestTop == 30)
  }

  @Test func truncatingDropsTheTailAndItsNotes() {
    let frames = (0..<40).map { Self.frame(top: Double(40 - $0), height: Double($0)) }
    var store = FrameStore(frames)
    #expect(store.greatestFall == 39)
    store.truncate(to: 31)
    // The first block is incomplete again: its bottom is recomputed from its 31 frames.
    Self.expectNotes(store, Array(frames.prefix(31)))
    store.truncate(to: 40)  // no more frames to drop: unchanged
    #expect(store.count == 31)
    store.truncate(to: 1)
    #expect(store.greatestFall == 0)
    #expect(store.greatestTop == 40)
    // The greatest top is that of the frame kept, so the next fall is measured from it.
    store.append(Self.frame(top: 39, height: 1))
    #expect(store.greatestFall == 1)
    store.truncate(to: 0)
    store.append(Self.frame(top: -100, height: 1))
    #expect(store.greatestFall == 0)
    #expect(store.greatestTop == -100)
    #expect(store.bottom(ofBlock: 0) == -99)
  }

  @Test func aCopyKeepsItsFramesWhenTheOriginalChanges() {
    let frames = (0..<40).map { Self.frame(top: Double($0), height: 2) }
    var store = FrameStore(frames)
    let copy = store
    store.truncate(to: 10)
    store.append(Self.frame(top: -1, height: 1), lane: 3)
    store.append(count: 2) { Self.frame(top: Double(100 + $0), height: 1) }
    // The copy shares nothing written after it was made: copy on write, as an array.
    Self.expectNotes(copy, frames)
    #expect(copy.lane(at: 10) == 0)
    #expect(store.lane(at: 10) == 3)
    #expect(store.count == 13)
  }

  @Test func removingEverythingForgetsEveryNote() {
    var store = FrameStore((0..<70).map { Self.frame(top: Double(-$0), height: 1) })
    store.removeAll()
    Self.expectNotes(store, [])
    store.append(Self.frame(top: 3, height: 4))
    Self.expectNotes(store, [Self.frame(top: 3, height: 4)])
  }
}
