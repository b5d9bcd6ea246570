import Brickwork
import SeededRandom
import Testing

/// Elements laid end to end along the scroll axis with no space between them share their edge
/// exactly: the one's bottom (origin plus size) is the next one's top, to the last bit, so that
/// pixel snapping, which mirrors each edge on its own, cannot make them overlap by a pixel.
/// Every strategy, both axes, both directions, snapped and not.
///
/// Bit for bit where frames can promise it: unsnapped left to right, and snapped to halves or
/// whole points (exact binary fractions). Elsewhere a frame's origin plus its size may miss the
/// shared edge in the last place: snapped to thirds (`top + (edge - top)` is not always
/// `edge`), and unsnapped right to left (the layout rules' mirror `x' = contentWidth - x - width`
/// keeps each width); there the test allows a last place of the content, far below a pixel.
@Suite struct SharedEdgeTests {
  /// A length with a fraction that is rarely exact in binary.
  static func length(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
    (Double.random(in: range, using: &rng) * 1000).rounded() / 1000 + 1.0 / 3
  }

  /// The strategies checked: 0 waterfall, 1 flow, 2 justified.
  static let strategies = [0, 1, 2]

  /// A section of one of `strategies` with no spacing along the scroll axis and no insets there.
  static func section(using rng: inout SeededGenerator) -> LayoutSection {
    let count = Int.random(in: 0...30, using: &rng)
    let strategy: SectionStrategy
    let items: [Item]
    switch strategies.randomElement(using: &rng) ?? 0 {
    case 0:
      strategy = .waterfall(
        WaterfallLayout(
          columns: Int.random(in: 1...4, using: &rng), columnSpacing: 1, itemSpacing: 0))
      items = (0..<count).map { _ in
        Bool.random(using: &rng)
          ? .extent(length(1...90, using: &rng), fullSpan: Int.random(in: 0..<8, using: &rng) == 0)
          : .aspectRatio(length(0.3...3, using: &rng))
      }
    case 1:
      strategy = .flow(FlowLayout(itemSpacing: 1, lineSpacing: 0))
      // Equal heights: each line's items touch the next line's.
      let height = length(5...60, using: &rng)
      items = (0..<count).map { _ in .size(width: length(5...120, using: &rng), height: height) }
    default:
      strategy = .justified(
        JustifiedLayout(
          targetRowHeight: length(40...120, using: &rng), itemSpacing: 1, lineSpacing: 0,
          breaking: Bool.random(using: &rng) ? .greedy : .optimal))
      items = (0..<count).map { _ in .aspectRatio(length(0.4...2.5, using: &rng)) }
    }
    let edge = { (rng: inout SeededGenerator) in
      Bool.random(using: &rng) ? Supplementary(extent: length(1...40, using: &rng)) : nil
    }
    return LayoutSection(strategy, items: items, header: edge(&rng), footer: edge(&rng))
  }

  @Test(arguments: 0..<300)
  func neighboursAlongTheScrollAxisNeverOverlap(seed: Int) throws {
    var rng = SeededGenerator(seed: UInt64(seed))
    let axis: ScrollAxis = Bool.random(using: &rng) ? .vertical : .horizontal
    let cross = Self.length(200...500, using: &rng)
    let container = Container(
      width: axis == .vertical ? cross : 400, height: axis == .vertical ? 400 : cross, axis: axis,
      direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
      scale: [0, 1, 2, 3].randomElement(using: &rng) ?? 0)
    let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.section(using: &rng) }
    let layout = try LayoutResult(container: container, sections: sections)
    let elements = layout.elements.filter {
      if case .background = $0.kind { return false }
      return $0.frame.width > 0 && $0.frame.height > 0
    }
    let exact =
      container.scale == 1 || container.scale == 2
      || (container.scale == 0 && container.direction == .leftToRight)
    let slack = exact ? 0 : 1e-12 * max(layout.contentSize.width, layout.contentSize.height)
    for (index, a) in elements.enumerated() {
      for b in elements[(index + 1)...] {
        let inner = Rect(
          x: b.frame.minX + slack, y: b.frame.minY + slack, width: b.frame.width - 2 * slack,
          height: b.frame.height - 2 * slack)
        #expect(!a.frame.intersects(inner), "seed \(seed): \(a) overlaps \(b)")
      }
    }
  }
}
