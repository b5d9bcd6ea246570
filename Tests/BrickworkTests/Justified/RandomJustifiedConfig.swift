import Brickwork
import SeededRandom

/// Random configurations for the justified property tests: justified sections (greedy and
/// optimal, every option) mixed with waterfall ones, headers, footers and insets.
enum RandomJustifiedConfig {
  static func layout(using rng: inout SeededGenerator) -> JustifiedLayout {
    JustifiedLayout(
      targetRowHeight: Double.random(in: 40...360, using: &rng),
      tolerance: [0, 0.1, 0.25, 0.4, 1.5].randomElement(using: &rng) ?? 0.25,
      itemSpacing: spacing(using: &rng), lineSpacing: spacing(using: &rng),
      maxRows: Int.random(in: 0..<10, using: &rng) < 3 ? Int.random(in: 1...6, using: &rng) : 0,
      showWidows: Int.random(in: 0..<10, using: &rng) < 7,
      breakoutCadence: Int.random(in: 0..<4, using: &rng) == 0
        ? Int.random(in: 1...4, using: &rng) : 0,
      breaking: Bool.random(using: &rng) ? .greedy : .optimal)
  }

  /// `layout` with random widow policies (`widowAlignment`, `widowHeight`), half of the time.
  static func withWidowPolicies(_ layout: JustifiedLayout, using rng: inout SeededGenerator)
    -> JustifiedLayout
  {
    var layout = layout
    guard Bool.random(using: &rng) else { return layout }
    layout.widowAlignment =
      JustifiedLayout.WidowAlignment.allCases.randomElement(using: &rng) ?? .leading
    layout.widowHeight =
      JustifiedLayout.WidowHeight.allCases.randomElement(using: &rng) ?? .previous
    return layout
  }

  static func spacing(using rng: inout SeededGenerator) -> Double {
    [0, 4, 10, Double.random(in: 0...30, using: &rng)].randomElement(using: &rng) ?? 0
  }

  /// Mostly ordinary photos, some panoramas and some tall ones.
  static func ratio(using rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: Double.random(in: 3...15, using: &rng)
    case 1: Double.random(in: 0.15...0.5, using: &rng)
    case 2: [1, 1.5, 0.75].randomElement(using: &rng) ?? 1  // exact repeats make ties
    default: Double.random(in: 0.5...2.2, using: &rng)
    }
  }

  static func photo(using rng: inout SeededGenerator) -> Item {
    let ratio = ratio(using: &rng)
    if Bool.random(using: &rng) { return .aspectRatio(ratio) }
    let height = Double.random(in: 100...4000, using: &rng).rounded()
    return .size(width: (ratio * height).rounded() + 1, height: height)
  }

  static func photos(_ count: Int, using rng: inout SeededGenerator) -> [Item] {
    (0..<count).map { _ in photo(using: &rng) }
  }

  static func itemCount(using rng: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: 0
    case 1: Int.random(in: 60...140, using: &rng)
    default: Int.random(in: 1...30, using: &rng)
    }
  }

  static func insets(using rng: inout SeededGenerator) -> Insets {
    Bool.random(using: &rng)
      ? .zero
      : Insets(
        top: Double.random(in: 0...20, using: &rng), left: Double.random(in: 0...30, using: &rng),
        bottom: Double.random(in: 0...20, using: &rng),
        right: Double.random(in: 0...30, using: &rng))
  }

  static func supplementary(using rng: inout SeededGenerator) -> Supplementary? {
    Int.random(in: 0..<3, using: &rng) == 0
      ? Supplementary(extent: Double.random(in: 0...60, using: &rng), insets: insets(using: &rng))
      : nil
  }

  static func section(using rng: inout SeededGenerator) -> LayoutSection {
    let count = itemCount(using: &rng)
    if Int.random(in: 0..<4, using: &rng) == 0 {
      let waterfall = WaterfallLayout(
        columns: Int.random(in: 1...4, using: &rng), columnSpacing: spacing(using: &rng),
        itemSpacing: spacing(using: &rng))
      let items: [Item] = (0..<count).map { _ in
        Bool.random(using: &rng)
          ? .extent(Double.random(in: 0...300, using: &rng)) : .aspectRatio(ratio(using: &rng))
      }
      return LayoutSection(
        .waterfall(waterfall), items: items, insets: insets(using: &rng),
        header: supplementary(using: &rng), footer: supplementary(using: &rng))
    }
    let options = withWidowPolicies(layout(using: &rng), using: &rng)
    return LayoutSection(
      .justified(options), items: photos(count, using: &rng),
      insets: insets(using: &rng),
      header: supplementary(using: &rng), footer: supplementary(using: &rng))
  }

  static func sections(using rng: inout SeededGenerator) -> [LayoutSection] {
    (0..<Int.random(in: 1...3, using: &rng)).map { _ in section(using: &rng) }
  }

  static func width(using rng: inout SeededGenerator) -> Double {
    [320, 375, 768, 1024, 1600, Double.random(in: 120...2000, using: &rng)].randomElement(
      using: &rng) ?? 375
  }
}
