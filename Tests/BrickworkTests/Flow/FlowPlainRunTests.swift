import Brickwork
import SeededRandom
import Testing

/// The loop of plain items (greedy, leading, top-aligned lines that are all kept) against the
/// general loop: the same flow with a `maxLines` no body reaches takes the general loop, and
/// must give the same frames, bit for bit.
@Suite struct FlowPlainRunTests {
  /// Frames as bit patterns: `==` on `Double` would not tell `-0.0` from `0.0`.
  static func bits(_ layout: LayoutResult) -> [[UInt64]] {
    layout.elements.map {
      [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map(\.bitPattern)
    }
  }

  /// Items of every kind a flow takes, plain and not: long runs of plain tags, zero and
  /// oversized widths, negative zero, tags with baselines, forced breaks.
  static func items(count: Int, bodyWidth: Double, using rng: inout SeededGenerator) -> [Item] {
    (0..<count).map { _ in
      switch Int.random(in: 0..<40, using: &rng) {
      case 0: return .size(width: -0.0, height: -0.0)
      case 1: return .size(width: bodyWidth * Double.random(in: 1...3, using: &rng), height: 20)
      case 2, 3: return FlowRandom.flowItem(bodyWidth: bodyWidth, using: &rng)
      default:
        var item = Item.size(
          width: FlowRandom.length(0...(bodyWidth * 0.4 + 1), using: &rng),
          height: FlowRandom.length(0...40, using: &rng))
        item.startsLine = Int.random(in: 0..<50, using: &rng) == 0
        return item
      }
    }
  }

  @Test func plainRunsEqualTheGeneralLoop() throws {
    var rng = SeededGenerator(seed: 0xF10_0A1E)
    var plainFrames = 0
    for trial in 0..<300 {
      let width = Double(Int.random(in: 40...400, using: &rng)) + (trial % 2 == 0 ? 0 : 0.25)
      let axis: ScrollAxis = trial % 3 == 0 ? .horizontal : .vertical
      let direction: ReadingDirection = trial % 5 == 0 ? .rightToLeft : .leftToRight
      let insets = FlowRandom.insets(using: &rng, width: width)
      let count =
        trial % 10 == 0
        ? Int.random(in: 1000...3000, using: &rng) : Int.random(in: 0...120, using: &rng)
      let items = Self.items(
        count: count, bodyWidth: width - insets.left - insets.right, using: &rng)
      var flow = FlowLayout(
        itemSpacing: FlowRandom.length(0...12, using: &rng),
        lineSpacing: FlowRandom.length(0...12, using: &rng))
      if trial % 7 == 0 { flow.itemSpacing = -0.0 }
      var general = flow
      general.maxLines = count + 1
      // Horizontally the body's width is the container's height.
      let container =
        axis == .vertical
        ? Container(width: width, direction: direction)
        : Container(width: 300, height: width, axis: axis, direction: direction)
      func layout(_ flow: FlowLayout, _ items: [Item]) throws -> LayoutResult {
        try LayoutResult(
          container: container,
          sections: [
            LayoutSection(.flow(flow), items: [.size(width: 10, height: 10)]),
            LayoutSection(.flow(flow), items: items, insets: insets),
          ])
      }
      let plain = try layout(flow, items)
      #expect(Self.bits(plain) == Self.bits(try layout(general, items)), "trial \(trial)")
      // Appended in pieces, each piece resuming the open line.
      var appended = try layout(flow, [])
      var end = 0
      while end < count {
        end = min(count, end + Int.random(in: 1...400, using: &rng))
        try appended.update(
          [
            LayoutSection(.flow(flow), items: [.size(width: 10, height: 10)]),
            LayoutSection(.flow(flow), items: Array(items[..<end]), insets: insets),
          ], after: .itemsAppended)
      }
      #expect(Self.bits(appended) == Self.bits(plain), "trial \(trial), appended")
      plainFrames += count
    }
    #expect(plainFrames > 50_000)
  }
}
