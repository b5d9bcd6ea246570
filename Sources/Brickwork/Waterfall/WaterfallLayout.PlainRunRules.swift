/// The rule that picks the column of each plain waterfall item in a run: the column and its
/// running position (the item's top), which the rule has read already, so the loop does not
/// read it again once the column is known.
protocol PlainRunRule {
  /// The column of the next item, given every column's running position, and that position.
  mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double)
}

extension WaterfallLayout {
  /// ``WaterfallLayout/Placement/shortestColumn``: the shortest column, ties to the leading one.
  struct ShortestColumnRule: PlainRunRule {
    @inline(__always)
    func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      let base = positions.baseAddress.unsafelyUnwrapped
      /// Column `index` and its position.
      @inline(__always)
      func at(_ index: Int) -> (Int, Double) { (index, base[index]) }
      /// The shorter of two columns, `a` leading `b`: ties go to `a`.
      @inline(__always)
      func shorter(_ a: (Int, Double), _ b: (Int, Double)) -> (Int, Double) {
        b.1 < a.1 ? b : a
      }
      // Five to eight columns are compared in pairs, then pairs of pairs: the next item waits on
      // a chain of three comparisons, not seven. Fewer columns take the loop (measured faster:
      // `brickwork-bench --only=waterfall-full`).
      switch positions.count {
      case 5: return shorter(shorter(shorter(at(0), at(1)), shorter(at(2), at(3))), at(4))
      case 6:
        return shorter(
          shorter(shorter(at(0), at(1)), shorter(at(2), at(3))), shorter(at(4), at(5)))
      case 7:
        return shorter(
          shorter(shorter(at(0), at(1)), shorter(at(2), at(3))),
          shorter(shorter(at(4), at(5)), at(6)))
      case 8:
        return shorter(
          shorter(shorter(at(0), at(1)), shorter(at(2), at(3))),
          shorter(shorter(at(4), at(5)), shorter(at(6), at(7))))
      default:
        // An explicit loop with a strict comparison: ties go to the leading column.
        var best = 0
        var least = base[0]
        for column in 1..<positions.count where base[column] < least {
          best = column
          least = base[column]
        }
        return (best, least)
      }
    }
  }

  /// ``WaterfallLayout/Placement/leadingToTrailing`` and its reverse: columns in turn by index.
  struct InOrderRule: PlainRunRule {
    /// The index of the next item.
    var index: Int
    /// Whether columns are taken from the trailing one.
    let isReversed: Bool

    @inline(__always)
    mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      let turn = index % positions.count
      let lane = isReversed ? positions.count - 1 - turn : turn
      index += 1
      return (lane, positions[lane])
    }
  }

  /// The shortest column with a ``WaterfallLayout/tolerance``: CSS grid-lanes placement from the
  /// placement cursor (``WaterfallLayout/toleratedColumn(in:tolerance:from:least:)``), for
  /// `fixedCount` columns, or any count when it is 0.
  ///
  /// With a count of two to four known when compiled, the loops over the columns unroll, and the
  /// rule first finds the shortest column as the shortest-column rule does: with a tolerance
  /// smaller than most items, that is mostly the column taken, and a branch predicted so lets
  /// the next item's placement start from it before the check is done, instead of waiting for
  /// it. With more columns more of them are within the tolerance, the prediction fails more
  /// often than it pays, and the rule takes the column without a branch.
  struct TolerantRule<let fixedCount: Int>: PlainRunRule {
    /// The tolerance.
    let tolerance: Double
    /// CSS's placement cursor: the column after the last item's.
    var cursor: Int

    @inline(__always)
    mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      let count = fixedCount > 0 ? fixedCount : positions.count
      let base = positions.baseAddress.unsafelyUnwrapped
      guard fixedCount > 0, fixedCount <= 4 else {
        let lane = WaterfallLayout.toleratedColumn(
          in: UnsafeBufferPointer(start: base, count: count), tolerance: tolerance, from: cursor)
        cursor = lane &+ 1
        return (lane, base[lane])
      }
      let (shortest, least) = ShortestColumnRule().column(
        in: UnsafeBufferPointer(start: base, count: count))
      let lane = WaterfallLayout.toleratedColumn(
        in: UnsafeBufferPointer(start: base, count: count), tolerance: tolerance, from: cursor,
        least: least)
      // Predicted: the shortest column is the one the rule takes.
      if _fastPath(lane == shortest) {
        cursor = shortest &+ 1
        return (shortest, least)
      }
      cursor = lane &+ 1
      return (lane, base[lane])
    }
  }
}
