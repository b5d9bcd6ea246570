import Brickwork

/// Deterministic benchmark inputs.
enum Inputs {
  /// A small deterministic generator (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Feed item heights between 50 and 250 points.
  static func heights(_ count: Int, seed: UInt64 = 1) -> [Double] {
    var rng = Generator(state: seed)
    return (0..<count).map { _ in Double.random(in: 50...250, using: &rng).rounded() }
  }

  /// A one-section waterfall feed at width 375 with spacing 10.
  static func feed(heights: [Double], columns: Int) -> Section {
    Section(
      .waterfall(WaterfallLayout(columns: columns, columnSpacing: 10, itemSpacing: 10)),
      items: heights.map { .extent($0) })
  }

  /// The container of the feeds: an iPhone-width column.
  static let phone = Container(width: 375)
}
