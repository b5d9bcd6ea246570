import Brickwork
import SeededRandom

/// Random layouts for the flow's property tests: small flow sections with every option,
/// mixed with waterfall sections, headers and footers.
enum FlowRandom {
  /// A length: often zero or a whole number (ties and exact fits), else any value in `range`.
  static func length(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: 0
    case 1, 2, 3: Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng))
    default: Double.random(in: range, using: &rng)
    }
  }

  static func element<T>(_ values: [T], using rng: inout SeededGenerator) -> T {
    values[Int.random(in: 0..<values.count, using: &rng)]
  }

  /// Flow options, every one random.
  static func flow(bodyWidth: Double, using rng: inout SeededGenerator) -> FlowLayout {
    var flow = FlowLayout(
      itemSpacing: length(0...12, using: &rng), lineSpacing: length(0...12, using: &rng),
      justify: element(FlowLayout.Justify.allCases, using: &rng),
      alignItems: element(FlowLayout.AlignItems.allCases, using: &rng),
      alignContent: element(FlowLayout.AlignContent.allCases, using: &rng),
      lineBreaking: Int.random(in: 0..<3, using: &rng) == 0 ? .balanced : .greedy)
    if Bool.random(using: &rng) {
      flow.lastLineJustify = element(FlowLayout.Justify.allCases, using: &rng)
    }
    if Int.random(in: 0..<3, using: &rng) == 0 { flow.height = length(0...150, using: &rng) }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      flow.maxLines = Int.random(in: 0...4, using: &rng)
    }
    if Int.random(in: 0..<4, using: &rng) == 0 { flow.itemGrow = growFactor(using: &rng) }
    if Int.random(in: 0..<4, using: &rng) == 0 { flow.growLastLine = false }
    if Bool.random(using: &rng) {
      flow.moreBadge = Size(
        width: length(0...(bodyWidth * 0.5 + 10), using: &rng),
        height: length(0...40, using: &rng))
    }
    return flow
  }

  /// Flow items: tags of any size, some zero, some wider than the body, some with baselines,
  /// some starting a line.
  static func flowItem(bodyWidth: Double, using rng: inout SeededGenerator) -> Item {
    let width =
      Int.random(in: 0..<10, using: &rng) == 0
      ? length(bodyWidth...(bodyWidth * 2 + 1), using: &rng)
      : length(0...(bodyWidth * 0.6 + 1), using: &rng)
    let height = length(0...40, using: &rng)
    var item = Item.size(width: width, height: height)
    if Bool.random(using: &rng) { item.baseline = length(0...(height * 1.2 + 1), using: &rng) }
    item.startsLine = Int.random(in: 0..<6, using: &rng) == 0
    if Int.random(in: 0..<5, using: &rng) == 0 { item.grow = growFactor(using: &rng) }
    return item
  }

  /// A grow factor: 0, a fraction (factors summing below 1), 1, a whole number or any value.
  static func growFactor(using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: 0
    case 1: 0.25
    case 2: 1
    case 3: Double(Int.random(in: 2...5, using: &rng))
    default: Double.random(in: 0...3, using: &rng)
    }
  }

  /// A waterfall item.
  static func waterfallItem(using rng: inout SeededGenerator) -> Item {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: .size(width: length(1...300, using: &rng) + 1, height: length(1...300, using: &rng))
    case 1: .aspectRatio(Double.random(in: 0.3...3, using: &rng))
    default:
      .extent(length(0...120, using: &rng), fullSpan: Int.random(in: 0..<8, using: &rng) == 0)
    }
  }

  static func insets(using rng: inout SeededGenerator, width: Double) -> Insets {
    Bool.random(using: &rng)
      ? Insets(
        top: length(0...20, using: &rng), left: length(0...(width / 5), using: &rng),
        bottom: length(0...20, using: &rng), right: length(0...(width / 5), using: &rng))
      : .zero
  }

  static func supplementary(using rng: inout SeededGenerator) -> Supplementary? {
    Int.random(in: 0..<3, using: &rng) == 0
      ? Supplementary(
        extent: length(0...40, using: &rng), insets: Insets(all: length(0...5, using: &rng)))
      : nil
  }

  /// A section: a flow most of the time, else a waterfall.
  static func section(width: Double, flowOnly: Bool = false, using rng: inout SeededGenerator)
    -> LayoutSection
  {
    let insets = insets(using: &rng, width: width)
    let bodyWidth = width - insets.left - insets.right
    let count = Int.random(in: 0...20, using: &rng)
    var section: LayoutSection
    if flowOnly || Int.random(in: 0..<4, using: &rng) != 0 {
      section = LayoutSection(
        .flow(flow(bodyWidth: bodyWidth, using: &rng)),
        items: (0..<count).map { _ in flowItem(bodyWidth: bodyWidth, using: &rng) },
        insets: insets)
    } else {
      section = LayoutSection(
        .waterfall(
          WaterfallLayout(
            columns: Int.random(in: 1...3, using: &rng), columnSpacing: length(0...8, using: &rng),
            itemSpacing: length(0...8, using: &rng))),
        items: (0..<count).map { _ in waterfallItem(using: &rng) }, insets: insets)
    }
    section.header = supplementary(using: &rng)
    section.footer = supplementary(using: &rng)
    return section
  }

  /// One to four sections in a container of random width.
  static func configuration(using rng: inout SeededGenerator) -> (width: Double, [LayoutSection]) {
    let width = Double(Int.random(in: 40...400, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
    let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      section(width: width, using: &rng)
    }
    return (width, sections)
  }
}
