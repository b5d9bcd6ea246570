/// The rule that picks the column of a waterfall item placed by the section's placement in one
/// column (no span, no explicit column): the one home of that choice, which the general loop
/// and the kernel (`Kernels/WaterfallKernel.swift`) both call. It returns the column and its
/// running position (the item's top), which it has read already.
protocol ColumnRule {
  /// The column of the next item, given every column's running position, and that position.
  mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double)
}

extension WaterfallLayout {
  /// ``WaterfallLayout/Placement/shortestColumn``: the shortest column, ties to the leading one.
  struct ShortestColumnRule: ColumnRule {
    @inline(__always)
    func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      // An explicit loop with a strict comparison: ties go to the leading column.
      var best = 0
      var least = positions[0]
      for column in 1..<positions.count where positions[column] < least {
        best = column
        least = positions[column]
      }
      return (best, least)
    }
  }

  /// ``WaterfallLayout/Placement/leadingToTrailing`` and its reverse: item `k` of the section
  /// goes to column `k mod columns`, counted from the leading or the trailing edge.
  struct InOrderRule: ColumnRule {
    /// The index of the next item in its section.
    var index: Int
    /// Whether columns are counted from the trailing edge.
    let isReversed: Bool

    @inline(__always)
    mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      let turn = index % positions.count
      let lane = isReversed ? positions.count - 1 - turn : turn
      index += 1
      return (lane, positions[lane])
    }
  }

  /// The shortest column with a ``WaterfallLayout/tolerance`` t, as CSS grid-lanes placement
  /// with `flow-tolerance: t`: the first column at or after the placement `cursor` (else the
  /// first column) whose running position is at most the least one plus t. The item then moves
  /// the cursor to the column after its own.
  struct TolerantRule: ColumnRule {
    /// The tolerance.
    let tolerance: Double
    /// CSS's placement cursor: the column line after the last item placed by the rule (the
    /// column count, or past it, reads as the leading line).
    var cursor: Int
    /// The number of columns, or 0 for the count of the positions given. The kernel gives two
    /// to four as a literal: once its loop is inlined, the loops over the columns unroll, and
    /// the rule predicts that the shortest column is the one it takes (below).
    var columns = 0

    @inline(__always)
    mutating func column(in positions: UnsafeBufferPointer<Double>) -> (Int, Double) {
      let count = columns > 0 ? columns : positions.count
      let base = positions.baseAddress.unsafelyUnwrapped
      var shortest = 0
      var least = base[0]
      for column in 1..<count where base[column] < least {
        shortest = column
        least = base[column]
      }
      let limit = least + tolerance
      let first = cursor < count ? cursor : 0
      // The columns in the cursor's order backwards, each eligible one replacing the answer by
      // a selection rather than a branch: a fixed number of steps whatever the positions.
      var lane = first
      var step = count &- 1
      while step > 0 {
        var column = first &+ step
        column = column >= count ? column &- count : column
        lane = base[column] <= limit ? column : lane
        step &-= 1
      }
      // The cursor's own column, when eligible, comes first.
      lane = base[first] <= limit ? first : lane
      cursor = lane &+ 1
      // With a few columns the shortest is mostly the one taken: a branch predicted so lets the
      // next item start from the shortest column before the selection above ends.
      if columns > 0, _fastPath(lane == shortest) { return (shortest, least) }
      return (lane, base[lane])
    }
  }

  /// The column an item of one column placed by the rule takes, and its running position:
  /// ``TolerantRule`` with a tolerance (whose cursor the item moves), else the placement's rule
  /// for item `index` of the section.
  @inline(__always)
  func ruleColumn(
    ofItem index: Int, in positions: UnsafeBufferPointer<Double>, tolerant: inout TolerantRule
  ) -> (Int, Double) {
    if tolerance != nil { return tolerant.column(in: positions) }
    switch placement {
    case .shortestColumn: return ShortestColumnRule().column(in: positions)
    case .leadingToTrailing, .trailingToLeading:
      var rule = InOrderRule(index: index, isReversed: placement == .trailingToLeading)
      return rule.column(in: positions)
    }
  }
}
