import SeededRandom
import Testing

@testable import Brickwork

/// The greedy kernel (`Kernels/JustifiedGreedyKernel.swift`) places every frame the general loop
/// places: random bodies laid out with and without kernels, whole and resumed after an append,
/// give the same frames bit for bit, the same end and the same first error.
@Suite struct JustifiedKernelTests {
  /// A photo, now and then one the plain test passes over: a baseline (the detailed check
  /// decides), a size beyond the limits, or a ratio out of range (both errors).
  static func photo(using rng: inout SeededGenerator) -> Item {
    var item = RandomJustifiedConfig.photo(using: &rng)
    switch Int.random(in: 0..<2000, using: &rng) {
    case 0..<20: item.baseline = 10
    case 20: item = .size(width: 2e9, height: 1e9)
    case 21: item = .aspectRatio(1e-12)
    default: break
    }
    return item
  }

  /// The frames, the end, or the error of a greedy body laid out in two calls (the second
  /// resuming the first's state), with or without kernels.
  static func layOut(
    _ layout: JustifiedLayout, _ photos: [Item], split: Int, width: Double, kernels: Bool
  ) -> Result<([UInt64], BodyEnd), LayoutError> {
    let bounds = BodyBounds(originX: 3, width: width, top: 7)
    var frames = FrameBuffer(storage: FrameStore(), base: 0)
    do throws(LayoutError) {
      var progress: Progress<JustifiedLayout.Cursor>?
      var end = BodyEnd(bottom: 0, visibleCount: 0)
      for count in [split, photos.count] {
        var items = CanonicalItems(items: Array(photos.prefix(count)), axis: .vertical)
        items.usesKernels = kernels
        (progress, end) = try layout.layOutBody(
          items: items, bounds: bounds, resuming: progress, unchangedBefore: count,
          checking: 0, frames: &frames)
      }
      let bits = frames.storage.rects.flatMap {
        [$0.minX.bitPattern, $0.minY.bitPattern, $0.width.bitPattern, $0.height.bitPattern]
      }
      return .success((bits, end))
    } catch {
      return .failure(error)
    }
  }

  @Test func kernelsPlaceTheFramesOfTheGeneralLoop() {
    var rng = SeededGenerator(seed: 0x6B_E2)
    var laidOut = 0
    for round in 0..<400 {
      var layout = RandomJustifiedConfig.layout(using: &rng)
      layout.breaking = .greedy
      if Int.random(in: 0..<4, using: &rng) == 0 {
        layout.minItemsPerRow = Int.random(in: 1...3, using: &rng)
        layout.maxItemsPerRow = Bool.random(using: &rng) ? 0 : layout.minItemsPerRow + 2
        layout.itemSpacing = min(layout.itemSpacing, 20)
      }
      let photos = (0..<Int.random(in: 0...500, using: &rng)).map { _ in
        Self.photo(using: &rng)
      }
      let split = Int.random(in: 0...photos.count, using: &rng)
      let width = Double.random(in: 200...1600, using: &rng)
      let general = Self.layOut(layout, photos, split: split, width: width, kernels: false)
      let kernel = Self.layOut(layout, photos, split: split, width: width, kernels: true)
      switch (general, kernel) {
      case (.success(let a), .success(let b)):
        #expect(a.0 == b.0 && a.1 == b.1, "round \(round)")
        laidOut += 1
      case (.failure(let a), .failure(let b)):
        #expect(a == b, "round \(round)")
      default:
        Issue.record("round \(round): one loop threw, the other did not")
      }
    }
    // Most rounds lay out; the others throw the same error both ways.
    #expect(laidOut > 250)
  }
}
