// Step 1, optimal breaking, continued: the rows of a run of equal photos, which are the same
// rows whatever their end.

extension JustifiedLayout.OptimalBreaks {
  /// The candidate rows of photos of one aspect ratio: `sums[k]`, the sum of k of them
  /// accumulated one photo at a time (as every row's sum is), `cost[k]` its row's cost, and
  /// `steps[k] = cost[k] - cost[k - 1]` as rounded.
  ///
  /// Every row ending in a run of such photos, and lying in it, is the chain's row of as many
  /// photos, bit for bit: the additions are the same from any end.
  struct Chain {
    /// `sums[k]`: the sum of the aspect ratios of k photos.
    let sums: UnsafeMutablePointer<Double>
    /// `cost[k]`: the cost of their row, as ``JustifiedLayout/OptimalBreaks/rowCost(sum:count:metrics:)``
    /// computes it.
    let cost: UnsafeMutablePointer<Double>
    /// `steps[k]`: `cost[k] - cost[k - 1]`, rounded (for k >= 2).
    private let steps: UnsafeMutablePointer<Double>
    /// `[0]`: the ratio (bits); `[1]`: the number of candidate rows (0: none built);
    /// `[2]`: the chain's number (each build a new one); `[3]`: 1 where the costs are convex;
    /// `[4]`: the row of least cost.
    private let state: UnsafeMutablePointer<Int>
    /// `[0]`: the rounding allowance of the row of least cost (see ``turn(slope:)``).
    private let flat: UnsafeMutablePointer<Double>

    /// Room for rows of up to `capacity` photos.
    init(capacity: Int) {
      sums = UnsafeMutablePointer<Double>.allocate(capacity: 3 * (capacity + 1) + 1)
      cost = sums + (capacity + 1)
      steps = sums + 2 * (capacity + 1)
      flat = sums + 3 * (capacity + 1)
      state = UnsafeMutablePointer<Int>.allocate(capacity: 5)
      state.initialize(repeating: 0, count: 5)
    }

    /// Frees the storage.
    func deallocate() {
      sums.deallocate()
      state.deallocate()
    }

    /// The number of candidate rows, 0 where none was built.
    var count: Int { state[1] }
    /// The chain's number: each build gets a new one.
    var generation: Int { state[2] }
    /// Whether the costs, as real numbers, are convex in the number of photos (and finite).
    var isConvex: Bool { state[3] != 0 }
    /// The row of least cost.
    var flatTurn: Int { state[4] }
    /// Its rounding allowance per row of distance (see ``turn(slope:)``).
    var flatRounding: Double { flat[0] }

    /// Whether the chain is of photos of aspect ratio `ratio`.
    @inline(__always)
    func holds(_ ratio: Double) -> Bool {
      state[1] != 0 && state[0] == Int(truncatingIfNeeded: ratio.bitPattern)
    }

    /// Sums rows of photos of aspect ratio `ratio`, up to `capacity` photos or the first row
    /// that is not a candidate, and checks their costs for convexity.
    func build(_ ratio: Double, capacity: Int, metrics: JustifiedLayout.Metrics) {
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
      state[0] = Int(truncatingIfNeeded: ratio.bitPattern)
      state[1] = count
      state[2] &+= 1
      state[3] = convex ? 1 : 0
      let least = turn(slope: 0)
      state[4] = least.rows
      flat[0] = least.rounding
    }

    /// The row k whose `cost[k] - slope * k` is least, as the rounded steps say: the most
    /// photos whose step is at most `slope` (1 if none). With its rounding allowance: the
    /// steps as real numbers at k and k + 1 are within it of their rounded values, so that
    /// for convex costs, over rows `a ... b` (k clamped to them), `cost - slope * rows` is at
    /// least its value at the clamped k less `(b - a)` allowances.
    ///
    /// - Complexity: O(log count).
    func turn(slope: Double) -> (rows: Int, rounding: Double) {
      var low = 1
      var high = count
      while low < high {
        let middle = (low &+ high &+ 1) >> 1
        if steps[middle] <= slope { low = middle } else { high = middle &- 1 }
      }
      let before = low >= 2 ? abs(steps[low]) : 0
      let after = low < count ? abs(steps[low &+ 1]) : 0
      return (low, 2.3e-16 * max(before, after))
    }
  }
}
