import Brickwork
import SeededRandom

/// Random containers, sections and items for property tests.
enum RandomLayouts {
  /// A random length in `range`, sometimes a round number, sometimes zero.
  static func length(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return range.lowerBound
    case 1...3: return Double(Int(Double.random(in: range, using: &rng)))
    default: return Double.random(in: range, using: &rng)
    }
  }

  /// Random insets, each in `range`.
  static func insets(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Insets {
    Insets(
      top: length(range, using: &rng), left: length(range, using: &rng),
      bottom: length(range, using: &rng), right: length(range, using: &rng))
  }

  /// A header or footer, or none.
  static func supplementary(using rng: inout SeededGenerator) -> Supplementary? {
    guard Bool.random(using: &rng) else { return nil }
    return Supplementary(extent: length(0...60, using: &rng), insets: insets(0...8, using: &rng))
  }

  /// A random container; `width` is its extent across the scroll axis.
  static func container(crossExtent: Double, using rng: inout SeededGenerator) -> Container {
    let axis: ScrollAxis = Bool.random(using: &rng) ? .vertical : .horizontal
    return Container(
      width: axis == .vertical ? crossExtent : length(100...900, using: &rng) + 1,
      height: axis == .vertical ? length(0...900, using: &rng) : crossExtent,
      axis: axis, direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
      scale: [0, 0, 1, 2, 3].randomElement(using: &rng) ?? 0)
  }

  /// A random waterfall item.
  static func waterfallItem(fullSpanChance: Double, using rng: inout SeededGenerator) -> Item {
    let fullSpan = Double.random(in: 0..<1, using: &rng) < fullSpanChance
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return .extent(0, fullSpan: fullSpan)
    case 1...4: return .extent(length(1...200, using: &rng), fullSpan: fullSpan)
    case 5...7:
      return .size(
        width: length(1...4000, using: &rng) + 1, height: length(1...4000, using: &rng) + 1,
        fullSpan: fullSpan)
    default: return .aspectRatio(Double.random(in: 0.2...5, using: &rng), fullSpan: fullSpan)
    }
  }

  /// A random waterfall section whose columns fit a container of cross extent `crossExtent`.
  static func waterfallSection(
    crossExtent: Double, itemCount: Int, using rng: inout SeededGenerator
  ) -> LayoutSection {
    let insets = insets(0...30, using: &rng)
    let columns = Int.random(in: 1...8, using: &rng)
    // Whichever axis the container has, the insets across it must leave room for the columns.
    let room = crossExtent - max(insets.left + insets.right, insets.top + insets.bottom)
    let maxSpacing = max(0, (room - Double(columns)) / Double(max(1, columns - 1)))
    let layout = WaterfallLayout(
      columns: columns, columnSpacing: length(0...min(20, maxSpacing), using: &rng),
      itemSpacing: length(0...20, using: &rng),
      placement: WaterfallLayout.Placement.allCases.randomElement(using: &rng) ?? .shortestColumn)
    let fullSpanChance = Bool.random(using: &rng) ? 0 : 0.1
    return LayoutSection(
      .waterfall(layout),
      items: (0..<itemCount).map { _ in waterfallItem(fullSpanChance: fullSpanChance, using: &rng)
      },
      insets: insets, header: supplementary(using: &rng), footer: supplementary(using: &rng))
  }
}
