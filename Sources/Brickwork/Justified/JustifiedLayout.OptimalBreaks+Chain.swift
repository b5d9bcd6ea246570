// Step 1, optimal breaking, continued: the rows of a run of equal photos, which are the same
// rows whatever their end.

extension JustifiedLayout.OptimalBreaks {
  /// The candidate rows of photos of one aspect ratio: `sums[k]`, the sum of k of them
  /// accumulated one photo at a time (as every row's sum is), `cost[k]` its row's cost, and
  /// `steps[k] = cost[k] - cost[k - 1]` as rounded.
  ///
  /// Every row ending in a run of such photos, and lying in it, is the chain's row of as many
  /// photos, bit for bit: the additions are the same from any end. Immutable once built, so
  /// that the table keeps the last one for the next items (``extend(through:items:metrics:)``
  /// is called a block of items at a time).
  final class Chain: @unchecked Sendable {
    /// The aspect ratio of the photos.
    let ratio: Double
    /// The metrics the costs are for.
    let metrics: JustifiedLayout.Metrics
    /// The number of candidate rows.
    let count: Int
    /// `sums[k]`: the sum of the aspect ratios of k photos.
    let sums: UnsafeMutablePointer<Double>
    /// `cost[k]`: the cost of their row, as ``JustifiedLayout/OptimalBreaks/rowCost(sum:count:metrics:)``
    /// computes it.
    let cost: UnsafeMutablePointer<Double>
    /// `steps[k]`: `cost[k] - cost[k - 1]`, rounded (for k >= 2).
    private let steps: UnsafeMutablePointer<Double>
    /// Whether the costs, as real numbers, are convex in the number of photos (and finite).
    let isConvex: Bool
    /// The row of least cost.
    private(set) var flatTurn = 1
    /// Its rounding allowance per row of distance (see ``turn(slope:)``).
    private(set) var flatRounding = 0.0

    /// Sums rows of photos of aspect ratio `ratio`, up to ``Candidates/capacity(metrics:)``
    /// photos or the first row that is not a candidate, and checks their costs for convexity.
    ///
    /// - Complexity: O(capacity).
    init(_ ratio: Double, metrics: JustifiedLayout.Metrics) {
      let capacity = Candidates.capacity(metrics: metrics)
      self.ratio = ratio
      self.metrics = metrics
      sums = UnsafeMutablePointer<Double>.allocate(capacity: 3 * (capacity + 1))
      cost = sums + (capacity + 1)
      steps = sums + 2 * (capacity + 1)
      var sum = 0.0
      var count = 0
      let target = metrics.target
      let doubleWidth = 2 * metrics.width
      while count < capacity {
        let extended = ratio + sum
        if count > 0, !((extended - ratio) * target < doubleWidth) { break }
        sum = extended
        count &+= 1
        sums[count] = sum
      }
      var convex = true
      for rows in 1...count {
        cost[rows] = JustifiedLayout.OptimalBreaks.rowCost(
          naturalHeight: metrics.naturalHeight(sum: sums[rows], count: rows), count: rows,
          metrics: metrics)
        convex = convex && cost[rows].isFinite
        if rows >= 2 { steps[rows] = cost[rows] - cost[rows - 1] }
        // c[k - 2] + c[k] >= 2 * c[k - 1] as real numbers: their rounded sum s is within
        // s * 2^-53 of theirs, and the difference below is rounded once.
        if rows >= 3 {
          let outer = cost[rows - 2] + cost[rows]
          convex = convex && outer - 2 * cost[rows - 1] >= outer * 2.3e-16
        }
      }
      self.count = count
      isConvex = convex
      let least = turn(slope: 0)
      flatTurn = least.rows
      flatRounding = least.rounding
    }

    deinit { sums.deallocate() }

    /// Whether the chain is of photos of aspect ratio `ratio` (the same bits) for `metrics`.
    @inline(__always)
    func holds(_ ratio: Double, metrics: JustifiedLayout.Metrics) -> Bool {
      self.ratio.bitPattern == ratio.bitPattern && self.metrics == metrics
    }

    /// The row k whose `cost[k] - slope * k` is least, as the rounded steps say: the most
    /// photos whose step is at most `slope` (1 if none). With its rounding allowance: the
    /// steps as real numbers at k and k + 1 are within it of their rounded values, so that
    /// for convex costs, over rows `a ... b` (k clamped to them), `cost - slope * rows` is at
    /// least its value at the clamped k less `(b - a)` allowances.
    ///
    /// - Complexity: O(log count).
    func turn(slope: Double) -> (rows: Int, rounding: Double) {
      // The steps increase (convex costs): the last row count whose step is at most `slope`.
      let low = partitioningIndex(in: 2..<max(2, count &+ 1)) { steps[$0] > slope } &- 1
      let before = low >= 2 ? abs(steps[low]) : 0
      let after = low < count ? abs(steps[low &+ 1]) : 0
      return (low, 2.3e-16 * max(before, after))
    }
  }
}
