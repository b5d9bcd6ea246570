import SeededRandom
import Testing

@testable import Brickwork

/// The notes the frame store keeps while frames are written.
@Suite struct FrameStoreTests {
  /// Frames appended one by one, with or without a lane, and a run at a time, then truncated:
  /// the store holds the frames and lanes given, and notes what a direct computation gives.
  @Test func notesBlockBottomsAndFallsThroughAppendsAndTruncations() {
    var rng = SeededGenerator(seed: 5)
    for _ in 0..<200 {
      var store = FrameStore()
      var frames: [Rect] = []
      var lanes: [Int: Int] = [:]
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        if Bool.random(using: &rng) {
          for _ in 0..<Int.random(in: 0...80, using: &rng) {
            let top = (frames.last?.minY ?? 0) + Double.random(in: -2...10, using: &rng)
            let frame = Rect(x: 0, y: top, width: 1, height: Double.random(in: 0...50, using: &rng))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: store.append(frame)
            case 1:
              // Mostly lane 0, as a waterfall's first column, so the lanes start sparse.
              let lane = Bool.random(using: &rng) ? 0 : Int.random(in: 1...7, using: &rng)
              store.append(frame, lane: lane)
              lanes[frames.count] = lane
            default:
              let run = frame
              store.append(count: 1) { _ in run }
            }
            frames.append(frame)
          }
          if Bool.random(using: &rng) {
            // A run written straight into the storage, noted block by block where it covers
            // whole blocks: tops at random, or in order but for one frame (an inversion in a
            // block, or none).
            let count = Int.random(in: 0...130, using: &rng)
            var tops = (0..<count).map { _ in Double.random(in: -20...100, using: &rng) }
            if Bool.random(using: &rng) {
              tops.sort()
              if !tops.isEmpty, Bool.random(using: &rng) {
                tops[Int.random(in: 0..<count, using: &rng)] -= 30
              }
            }
            let run = tops.map { Rect(x: 1, y: $0, width: 2, height: 3) }
            store.append(count: run.count) { run[$0] }
            frames += run
          }
        } else {
          let count = Int.random(in: 0...frames.count, using: &rng)
          store.truncate(to: count)
          frames.removeSubrange(count...)
          lanes = lanes.filter { $0.key < count }
        }
        #expect(store.rects == frames)
        #expect(frames.indices.map { store.lane(at: $0) } == frames.indices.map { lanes[$0] ?? 0 })
        let bottoms = stride(from: 0, to: frames.count, by: ElementIndex.blockSize).map { first in
          frames[first..<min(first + ElementIndex.blockSize, frames.count)].map(\.maxY).max() ?? 0
        }
        #expect(bottoms.indices.map { store.bottom(ofBlock: $0) } == bottoms)
        FrameStoreExampleTests.expectOrderNotes(store, frames)
      }
    }
  }

  /// Runs of frames in order of tops but for at most one, written straight into the storage and
  /// noted block by block: the greatest top and fall and every block's bottom as frame by frame.
  @Test func runsNoteTheFallAndTheBottomsOfWholeBlocks() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<300 {
      var store = FrameStore()
      var frames: [Rect] = []
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let count = Int.random(in: 0...200, using: &rng)
        var top = frames.last?.minY ?? 0
        var run = (0..<count).map { _ in
          top += Double(Int.random(in: 0...3, using: &rng))
          return Rect(x: 0, y: top, width: 1, height: Double.random(in: 0...60, using: &rng))
        }
        if count > 0, Int.random(in: 0..<3, using: &rng) == 0 {
          run[Int.random(in: 0..<count, using: &rng)].origin.y -= 5
        }
        store.append(count: run.count) { run[$0] }
        frames += run
      }
      let bottoms = stride(from: 0, to: frames.count, by: ElementIndex.blockSize).map { first in
        frames[first..<min(first + ElementIndex.blockSize, frames.count)].map(\.maxY).max() ?? 0
      }
      #expect(bottoms.indices.map { store.bottom(ofBlock: $0) } == bottoms)
      FrameStoreExampleTests.expectOrderNotes(store, frames)
    }
  }
}
