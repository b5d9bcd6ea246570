// Step 1, optimal breaking, continued: the candidate rows ending at one item, and the order
// and bounds in which they are weighed, so that rows of thousands of narrow photos are not
// each weighed at every item.

extension JustifiedLayout.OptimalBreaks {
  /// The candidate rows ending at one item, by their number of photos k: each row's sum of
  /// aspect ratios, its widest photo and the cheapest prefix before a row of at most k photos.
  ///
  /// Sums are accumulated from the row's end one photo at a time, as the table has always
  /// summed them: the totals, the choice and the stored row sums are bit for bit what weighing
  /// every candidate gives. Only the weighing is skipped where a bound proves it cannot matter.
  struct Candidates {
    /// `sums[k]`: the sum of the aspect ratios of the row of the last k photos.
    let sums: UnsafeMutablePointer<Double>
    /// `widest[k]`: its widest photo's aspect ratio.
    let widest: UnsafeMutablePointer<Double>
    /// `cheapest[k]`: the least `cost[start]` over the starts of rows of 1...k photos.
    let cheapest: UnsafeMutablePointer<Double>
    /// The most photos a candidate row may have here.
    let capacity: Int

    /// Room for candidate rows of up to `capacity` photos (uninitialised: `collect` writes them).
    init(capacity: Int) {
      self.capacity = capacity
      let storage = UnsafeMutablePointer<Double>.allocate(capacity: 3 * (capacity + 1))
      sums = storage
      widest = storage + (capacity + 1)
      cheapest = storage + 2 * (capacity + 1)
    }

    /// Frees the storage.
    func deallocate() { sums.deallocate() }

    /// Accumulates every candidate row ending at item `end` (exclusive) and returns their
    /// number: rows of 1...count photos, the first that is not a candidate ends them (a longer
    /// one is not either).
    ///
    /// - Complexity: O(count), additions and comparisons.
    @inline(__always)
    func collect(
      endingAt end: Int, photos: JustifiedLayout.Photos, cost: [Double],
      metrics: JustifiedLayout.Metrics
    ) -> Int {
      var sum = 0.0
      var wide = 0.0
      var least = Double.infinity
      var count = 0
      let most = min(end, capacity)
      while count < most {
        let start = end - count - 1
        let ratio = photos.aspectRatio(at: start)
        let extended = ratio + sum
        let wider = max(wide, ratio)
        guard
          JustifiedLayout.OptimalBreaks.isCandidate(
            sum: extended, widest: wider, count: count + 1, metrics: metrics)
        else { break }
        sum = extended
        wide = wider
        least = min(least, cost[start])
        count += 1
        sums[count] = sum
        widest[count] = wide
        cheapest[count] = least
      }
      return count
    }

    /// The natural height of the candidate row of `rows` photos.
    @inline(__always)
    func height(_ rows: Int, metrics: JustifiedLayout.Metrics) -> Double {
      metrics.naturalHeight(sum: sums[rows], count: rows)
    }

    /// A lower bound on the total of every candidate row of at most `rows` photos, all at or
    /// above the target height.
    ///
    /// Such a row of k' <= k photos has a sum at most `k' * a` (`a` the widest of the k), so its
    /// natural height is at least `c / k' * T` with `c = (cw - (k - 1) * s) / (a * T)`; where
    /// `c / k > 1` its cost is at least `f(k') = k' * (c / k' - 1)^2`, which only shrinks as k'
    /// grows below c: at least `f(k)`. Its prefix costs at least `cheapest[k]`. The bound is
    /// lowered by a millionth of f (a rounding of the computed cost is far smaller) and used only
    /// where c / k exceeds 1.001; elsewhere it is the prefix alone.
    @inline(__always)
    func lowerBound(_ rows: Int, metrics: JustifiedLayout.Metrics) -> Double {
      let reach =
        metrics.photoWidth(count: rows) / (widest[rows] * metrics.target) / Double(rows)
      guard reach > 1.001 else { return cheapest[rows] }
      let deviation = reach - 1
      return cheapest[rows] + Double(rows) * deviation * deviation * (1 - 1e-6)
    }

    /// Calls `visit(rows, total)` for the candidate rows of 1...count photos ending at item
    /// `end` (exclusive) whose totals `cost[end - rows] + rowCost` may be at most `bound()`, in
    /// an order that soon finds the least: outward from the row nearest the target height. Every
    /// row not visited has a total above `bound()` at the time it is passed over.
    ///
    /// Natural heights only shrink as rows grow (the sum only grows, the width only shrinks,
    /// and each step of the arithmetic rounds monotonically), so the rows below the target are
    /// the longest ones, from `m + 1` photos on. Their costs only grow with them, exactly as
    /// computed, so the first whose cost alone exceeds the bound ends them (as it always
    /// did). The rows at or above the target are weighed from the longest down, until
    /// ``lowerBound(_:metrics:)`` of the shorter ones exceeds the bound.
    ///
    /// - Complexity: O(log count) plus the rows weighed.
    @inline(__always)
    func weigh(
      _ count: Int, endingAt end: Int, cost: [Double], metrics: JustifiedLayout.Metrics,
      bound: () -> Double, _ visit: (_ rows: Int, _ total: Double) -> Void
    ) {
      // m: the most photos of a row at or above the target height.
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high + 1) / 2
        if height(middle, metrics: metrics) < metrics.target {
          high = middle - 1
        } else {
          low = middle
        }
      }
      var rows = low + 1
      while rows <= count {
        let rowCost = JustifiedLayout.OptimalBreaks.rowCost(
          naturalHeight: height(rows, metrics: metrics), count: rows, metrics: metrics)
        if rowCost > bound() { break }
        visit(rows, cost[end - rows] + rowCost)
        rows += 1
      }
      rows = low
      while rows >= 1, !(lowerBound(rows, metrics: metrics) > bound()) {
        let rowCost = JustifiedLayout.OptimalBreaks.rowCost(
          naturalHeight: height(rows, metrics: metrics), count: rows, metrics: metrics)
        visit(rows, cost[end - rows] + rowCost)
        rows -= 1
      }
    }
  }
}
