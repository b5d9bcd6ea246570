import SeededRandom
import Testing
@testable import Brickwork

/// The notes the frame store keeps while frames are written.
@Suite struct FrameStoreTests {
  @Test func notesBlockBottomsAndInversionsThroughAppendsAndTruncations() {
    var rng = SeededGenerator(seed: 5)
    for _ in 0..<200 {
      var store = FrameStore()
      var frames: [Rect] = []
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        if Bool.random(using: &rng) {
          for _ in 0..<Int.random(in: 0...80, using: &rng) {
            let top = (frames.last?.minY ?? 0) + Double.random(in: -2...10, using: &rng)
            let frame = Rect(x: 0, y: top, width: 1, height: Double.random(in: 0...50, using: &rng))
            store.append(frame)
            frames.append(frame)
          }
        } else {
          let count = Int.random(in: 0...frames.count, using: &rng)
          store.truncate(to: count)
          frames.removeSubrange(count...)
        }
        #expect(store.rects == frames)
        let bottoms = stride(from: 0, to: frames.count, by: ElementIndex.blockSize).map { first in
          frames[first..<min(first + ElementIndex.blockSize, frames.count)].map(\.maxY).max() ?? 0
        }
        #expect(bottoms.indices.map { store.bottom(ofBlock: $0) } == bottoms)
        let inversion = frames.indices.dropFirst().first { frames[$0].minY < frames[$0 - 1].minY }
        #expect((store.firstInversion == nil) == (inversion == nil))
        if let inversion {
          #expect(store.firstInversion == inversion)
        }
      }
    }
  }
}
