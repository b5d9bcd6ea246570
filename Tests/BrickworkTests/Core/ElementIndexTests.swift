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

  func expectMatches(_ index: ElementIndex, _ frames: [Rect], using rng: inout SeededGenerator) {
    for _ in 0..<30 {
      let lower = Double.random(in: -100...15_000, using: &rng)
      let upper = lower + Double.random(in: 0...2_000, using: &rng)
      var found: [Int] = []
      index.elements(overlapping: lower, upper, frames: frames, into: &found)
      let expected = frames.indices.filter { frames[$0].minY < upper && frames[$0].maxY > lower }
      #expect(found.sorted() == expected)
    }
  }

  @Test func findsExactlyTheOverlappingFramesInAnyOrder() {
    var rng = SeededGenerator(seed: 7)
    for count in [0, 1, 31, 32, 33, 100, 1_000] {
      let frames = randomFrames(count, using: &rng)
      expectMatches(ElementIndex(frames: frames), frames, using: &rng)
    }
  }

  @Test func replacingTheTailEqualsRebuilding() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<200 {
      var frames = randomFrames(Int.random(in: 0...300, using: &rng), using: &rng)
      var index = ElementIndex(frames: frames)
      let first = Int.random(in: 0...frames.count, using: &rng)
      let start = index.tailStart(replacingFrom: first, frames: frames)
      frames.removeSubrange(first...)
      frames += randomFrames(Int.random(in: 0...300, using: &rng), using: &rng)
      index.replaceTail(from: first, startingAt: start, frames: frames)
      #expect(index.order == ElementIndex(frames: frames).order)
      expectMatches(index, frames, using: &rng)
    }
  }
}
