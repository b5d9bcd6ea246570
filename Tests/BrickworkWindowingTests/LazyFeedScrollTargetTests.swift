import Brickwork
import BrickworkWindowing
import SeededRandom
import Testing

/// A lazy feed's scroll targets (an item, a fraction of the content) equal a scan of the
/// frames, for every strategy.
@Suite struct LazyFeedScrollTargetTests {
  @Test func targetsEqualAScanOfTheFrames() throws {
    let strategies: [SectionStrategy] = [
      .waterfall(WaterfallLayout(columns: 3, columnSpacing: 4, itemSpacing: 4)),
      .flow(FlowLayout(itemSpacing: 4, lineSpacing: 4)),
      .justified(JustifiedLayout(targetRowHeight: 120, itemSpacing: 2, lineSpacing: 2)),
    ]
    var rng = SeededGenerator(seed: 0x5C2_0B)
    for seed in 0..<60 {
      let strategy = strategies[seed % strategies.count]
      var feed = try LazyFeed<Int>(strategy: strategy, width: 390, viewportHeight: 700)
      let count = Int.random(in: 0...300, using: &rng)
      let sizes = (0..<count).map { _ in
        LazyItemSize.pixelSize(
          width: Double(Int.random(in: 20...300, using: &rng)),
          height: Double(Int.random(in: 20...300, using: &rng)))
      }
      _ = try feed.update(ids: Array(0..<count)) { sizes[$0] }
      let frames = (0..<count).map { feed.frame(of: $0) }
      let height = feed.window.contentHeight
      for _ in 0..<20 {
        let id = Int.random(in: -1...count, using: &rng)
        let expected = frames.indices.contains(id) ? frames[id].map(\.minY) : nil
        #expect(
          feed.offset(of: .item(id)) == expected.map { min(max($0, 0), feed.window.maximumOffset) },
          "seed \(seed) item \(id)")
        let fraction = Double.random(in: -0.2...1.2, using: &rng)
        let at = min(max(fraction, 0), 1) * height
        let scanned =
          frames.indices.first { frames[$0].map { $0.maxY > at } ?? false }
          ?? frames.indices.last { frames[$0] != nil }
        #expect(feed.id(atFraction: fraction) == scanned, "seed \(seed) fraction \(fraction)")
        #expect(
          feed.offset(of: .fraction(fraction))
            == scanned.flatMap { feed.offset(of: .item($0)) })
      }
      _ = feed.scrolled(
        to: LazyViewport(
          contentOffset: feed.window.maximumOffset / 2, containerWidth: 390,
          containerHeight: 700, top: 0, bottom: 0))
      let fraction = feed.scrolledFraction
      #expect(feed.window.maximumOffset == 0 ? fraction == 0 : abs(fraction - 0.5) < 1e-9)
    }
  }
}
