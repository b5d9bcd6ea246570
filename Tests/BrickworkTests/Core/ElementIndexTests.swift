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

  func expectMatches(_ index: ElementIndex, _ frames: [Rect], using rng: inout SeededGenerator) {
    for _ in 0..<30 {
      let lower = Double.random(in: -100...15_000, using: &rng)
      let upper = lower + Double.random(in: 0...2_000, using: &rng)
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
      expectMatches(index(sorted), sorted, using: &rng)
    }
  }

  @Test func replacingTheTailEqualsRebuilding() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<200 {
      var frames = randomFrames(Int.random(in: 0...300, using: &rng), using: &rng)
      if Bool.random(using: &rng) { frames.sort { $0.minY < $1.minY } }
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
      }
      for frame in added { frameStore.append(frame) }
      frames += added
      index.replaceTail(from: first, startingAt: start, frames: frameStore)
      #expect(index.order == self.index(frames).order)
      expectMatches(index, frames, using: &rng)
    }
  }
}
