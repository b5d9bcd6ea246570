import Brickwork
import SeededRandom

/// Deterministic benchmark inputs.
enum Inputs {
  /// Feed item heights between 50 and 250 points.
  static func heights(_ count: Int, seed: UInt64 = 1) -> [Double] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Double.random(in: 50...250, using: &rng).rounded() }
  }

  /// A one-section waterfall feed at width 375 with spacing 10.
  static func feed(heights: [Double], columns: Int) -> LayoutSection {
    feed(items: heights.map { .extent($0) }, columns: columns)
  }

  /// A one-section waterfall feed of `items` at width 375 with spacing 10.
  static func feed(items: [Item], columns: Int) -> LayoutSection {
    LayoutSection(
      .waterfall(WaterfallLayout(columns: columns, columnSpacing: 10, itemSpacing: 10)),
      items: items)
  }

  /// The container of the feeds: an iPhone-width column.
  static let phone = Container(width: 375)
}
