import SeededRandom
import Testing

@testable import Brickwork

/// The scroll-axis index on arbitrary frames, not only on layouts.
@Suite struct ElementIndexTests {
  func randomFrames(_ count: Int, using rng: inout SeededGenerator) -> [Rect] {
    (0..<count).map { _ in
      Rect(
        x: Double.random(in: 0...100, using: &rng), y: Double.random(in: 0...10_000, using: &rng),
        width: Double.random(in: 0...50, using: &rng),
        height: Bool.random(using: &rng)
          ? Double.random(in: 0...5_000, using: &rng) : Double.random(in: 0...30, using: &rng))
    }
  }

  func store(_ frames: [Rect]) -> FrameStore {
    var store = FrameStore()
    for frame in frames { store.append(frame) }
    return store
  }

  func index(_ frames: [Rect]) -> ElementIndex {
    var index = ElementIndex()
    index.rebuild(frames: store(frames))
    return index
  }

  /// Frames in document order whose tops lie within `fall` past a rising line, as a waterfall
  /// with a tolerance places them: each top at most `fall` above an earlier one.
  func nearlySortedFrames(_ count: Int, fall: Double, using rng: inout SeededGenerator) -> [Rect] {
    var line = Double.random(in: -50...50, using: &rng)
    return (0..<count).map { _ in
      line += Double.random(in: 0...3, using: &rng)
      return Rect(
        x: 0, y: line + Double.random(in: 0...fall, using: &rng), width: 10,
        height: Double.random(in: 0...40, using: &rng))
    }
  }

  func expectMatches(_ index: ElementIndex, _ frames: [Rect], using rng: inout SeededGenerator) {
    for query in 0..<40 {
      var lower = Double.random(in: -100...15_000, using: &rng)
      var upper = lower + Double.random(in: 0...2_000, using: &rng)
      if query % 4 == 0, !frames.isEmpty {
        // Edges on frames' own edges, where a rounding would drop or add one.
        let edges = frames.flatMap { [$0.minY, $0.maxY] }
        lower = edges[Int.random(in: 0..<edges.count, using: &rng)]
        upper = edges[Int.random(in: 0..<edges.count, using: &rng)]
        if lower > upper { swap(&lower, &upper) }
      }
      var found: [Int] = []
      index.elements(overlapping: lower, upper, frames: store(frames), into: &found)
      let expected = frames.indices.filter { frames[$0].minY < upper && frames[$0].maxY > lower }
      #expect(found == expected)
    }
  }

  @Test func findsExactlyTheOverlappingFramesInAnyOrder() {
    var rng = SeededGenerator(seed: 7)
    for count in [0, 1, 31, 32, 33, 100, 1_000] {
      let frames = randomFrames(count, using: &rng)
      expectMatches(index(frames), frames, using: &rng)
      // Sorted by top, the index keeps document order implicitly.
      let sorted = frames.sorted { $0.minY < $1.minY }
      #expect(index(sorted).isDocumentOrder)
      expectMatches(index(sorted), sorted, using: &rng)
    }
  }

  /// Frames whose tops fall at most a little (a waterfall with a tolerance) are read in document
  /// order, with nothing stored per element, and found exactly; frames far out of order store
  /// their order.
  @Test func nearlySortedFramesAreReadInDocumentOrder() {
    var rng = SeededGenerator(seed: 0xFA11)
    for count in [1, 2, 31, 32, 33, 100, 1_000, 5_000] {
      for fall in [0.0, 0.5, 3, 10] {
        let frames = nearlySortedFrames(count, fall: fall, using: &rng)
        let index = index(frames)
        #expect(index.isDocumentOrder, "\(count) frames, fall \(fall)")
        expectMatches(index, frames, using: &rng)
      }
    }
    // Tops anywhere in 0...10,000: a fall of thousands over a thousand frames.
    let scattered = randomFrames(1_000, using: &rng)
    #expect(!index(scattered).isDocumentOrder)
  }

  @Test func replacingTheTailEqualsRebuilding() {
    var rng = SeededGenerator(seed: 11)
    for round in 0..<300 {
      var frames = randomFrames(Int.random(in: 0...300, using: &rng), using: &rng)
      if Bool.random(using: &rng) { frames.sort { $0.minY < $1.minY } }
      if round % 3 == 0 {
        frames = nearlySortedFrames(frames.count, fall: 5, using: &rng)
      }
      var frameStore = store(frames)
      var index = index(frames)
      let first = Int.random(in: 0...frames.count, using: &rng)
      let start = index.tailStart(replacingFrom: first, frames: frameStore)
      frames.removeSubrange(first...)
      frameStore.truncate(to: first)
      var added = randomFrames(Int.random(in: 0...300, using: &rng), using: &rng)
      if Bool.random(using: &rng) {
        let top = frames.last?.minY ?? 0
        added = added.map { Rect(x: $0.minX, y: $0.minY + top, width: $0.width, height: $0.height) }
          .sorted { $0.minY < $1.minY }
      } else if round % 3 == 0 {
        let top = frames.last?.minY ?? 0
        added = nearlySortedFrames(added.count, fall: 5, using: &rng).map {
          Rect(x: $0.minX, y: $0.minY + top, width: $0.width, height: $0.height)
        }
      }
      for frame in added { frameStore.append(frame) }
      frames += added
      index.replaceTail(from: first, startingAt: start, frames: frameStore)
      #expect(index.isDocumentOrder == self.index(frames).isDocumentOrder)
      expectMatches(index, frames, using: &rng)
    }
  }
}
