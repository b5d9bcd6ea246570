// Step: breakout rows (greedy only). Every N-th row, counted from 1, is a breakout row: if its
// first photo is at least as wide as tall, that photo fills the row alone at full width.

/// The breakout rule of a greedy justified body.
struct BreakoutCadence: Sendable, Equatable {
  /// Every this-many rows is a breakout row; 0 for never.
  let every: Int

  /// Whether row `number` (1-based) is a breakout row.
  @inline(__always)
  func isBreakoutRow(number: Int) -> Bool { every > 0 && number % every == 0 }

  /// Whether a breakout row with no items yet takes a photo of aspect ratio `ratio` alone.
  @inline(__always)
  static func takesAlone(_ ratio: Double) -> Bool { ratio >= 1 }
}
