/// The rule that picks the column of each plain waterfall item in a run: the column and its
/// running position (the item's top), which the rule has read already, so the loop does not
/// read it again once the column is known.
protocol PlainRunRule {
  /// The column of the next item, given every column's running position, and that position.
  mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double)
}

/// A rule with a tolerance: CSS's placement cursor, and the items for which the rule's
/// prediction failed.
protocol TolerantPlainRunRule: PlainRunRule {
  /// CSS's placement cursor: the column after the last item's.
  var cursor: Int { get }
  /// The items for which the rule's predicted column was not the one taken.
  var misses: Int { get }
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
  /// it; the rule counts the items for which it failed (``misses``). With more columns more of
  /// them are within the tolerance, the prediction fails more often than it pays, and the rule
  /// takes the column without a branch.
  struct TolerantRule<let fixedCount: Int>: TolerantPlainRunRule {
    /// The tolerance.
    let tolerance: Double
    /// CSS's placement cursor: the column after the last item's.
    var cursor: Int
    /// The items for which the shortest column was not the one taken.
    var misses = 0

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
      misses &+= 1
      cursor = lane &+ 1
      return (lane, base[lane])
    }
  }

  /// ``TolerantRule`` for two or three columns, predicting another column: the rule's choice
  /// among all columns but the last in the cursor's order, which does not wait on the column
  /// the previous item took.
  ///
  /// In the cursor's order the columns are A (the cursor's), B (with three) and L, the last:
  /// once the rule has placed an item, the column that item took. With positions a, b, l and
  /// the tolerance t, the rule among A and B alone takes A if `a <= b + t`, else B: call it K,
  /// at k. That is the rule's choice among all columns unless `l + t < k`, the sum rounded as
  /// the rule rounds it. If l is at least m, A and B's least, the least of all is m, one of A
  /// and B is within the tolerance and L comes after them. If l is below m, it is the least of
  /// all, and as sums round monotonically `l + t <= m + t`: the columns before K, beyond
  /// `m + t`, are beyond `l + t` too, and K is within it.
  ///
  /// K is found from columns the previous item did not change, and the check on l is a branch
  /// predicted not taken: when it is right, the next item's placement does not wait for the
  /// previous one's bottom. Otherwise the rule runs in full and counts a miss (``misses``),
  /// which happens when the last column stays more than the tolerance below the others: more
  /// often the smaller the tolerance, where ``TolerantRule``'s prediction misses less.
  struct TolerantRuleBeforeLast<let fixedCount: Int>: TolerantPlainRunRule {
    /// The tolerance.
    let tolerance: Double
    /// CSS's placement cursor: the column after the last item's.
    var cursor: Int
    /// The items for which K was not the column taken.
    var misses = 0

    @inline(__always)
    mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      assert(fixedCount == 2 || fixedCount == 3, "a rule for two or three columns")
      let base = positions.baseAddress.unsafelyUnwrapped
      let first = cursor < fixedCount ? cursor : 0
      let last = first == 0 ? fixedCount &- 1 : first &- 1
      let (lane, top) = choiceBeforeLast(base, first: first)
      // Predicted: the last column is not the one that decides.
      if _fastPath(!(base[last] + tolerance < top)) {
        cursor = lane &+ 1
        return (lane, top)
      }
      misses &+= 1
      let rule = WaterfallLayout.toleratedColumn(
        in: UnsafeBufferPointer(start: base, count: fixedCount), tolerance: tolerance,
        from: cursor)
      cursor = rule &+ 1
      return (rule, base[rule])
    }

    /// K, the rule's choice among the columns from `first` but the last, and its position.
    @inline(__always)
    private func choiceBeforeLast(_ base: UnsafePointer<Double>, first: Int) -> (Int, Double) {
      let a = base[first]
      guard fixedCount == 3 else { return (first, a) }
      let second = first == 2 ? 0 : first &+ 1
      let b = base[second]
      return a <= b + tolerance ? (first, a) : (second, b)
    }
  }
}
