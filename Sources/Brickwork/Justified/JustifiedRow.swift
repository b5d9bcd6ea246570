/// One row of a justified body: the items it holds and how tall it is. A plain value the steps
/// pass along; the last step places it.
struct JustifiedRow: Sendable, Equatable {
  /// The items of the row, in order.
  var items: Range<Int>
  /// The sum of their aspect ratios.
  var aspectRatioSum: Double
  /// The height the photos are scaled to: each is `aspectRatio * photoHeight` wide.
  var photoHeight: Double
  /// The displayed height: `photoHeight` clamped to `[T/2, 2T]` (a clamped row crops or pads
  /// its photos, whose widths stay as they are).
  var height: Double
  /// Whether the row is a widow: leading-aligned at a chosen height instead of filling the width.
  var isWidow: Bool
  /// Whether greedy breaking made this a breakout row (every `breakoutCadence`-th row, whether
  /// or not its first photo was wide enough to fill it alone).
  var isBreakout: Bool

  /// The number of items in the row.
  var count: Int { items.count }
}
