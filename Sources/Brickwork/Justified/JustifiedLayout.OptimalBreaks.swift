// Step 1, optimal breaking: breaks are chosen by dynamic programming over every break point,
// minimising the sum over rows of `k * ((h - T) / T)^2` (k photos, natural height h); the last
// row may instead be a widow at height T, at no cost, when it fits the width at T.

extension JustifiedLayout {
  /// The dynamic-programming table of optimal breaking, extended as items arrive.
  ///
  /// `cost[i]` is the least total cost of laying items `0..<i` out in complete rows, with a break
  /// after item `i - 1`; `parent[i]` is where the last of those rows starts and `rowSum[i]` the
  /// sum of its aspect ratios. Entry `i` depends only on items before `i`, so appending items only
  /// extends the table.
  ///
  /// Candidate rows: every row whose photos keep a positive width (`cw - (k - 1) * s > 0`) and
  /// whose aspect ratios sum to less than `2 * cw / T` plus its widest photo's, up to
  /// ``JustifiedLayout/maximumRowCount`` photos. A longer row is never part of an optimal layout: cut where its
  /// first photos first reach `cw / T`, both parts reach it (natural heights at most T, each above
  /// the row's own), and two rows below T but nearer to it cost strictly less than the one. So
  /// the minimum over candidates is the minimum over every partition, and rows are bounded by the
  /// width: `k_max` is about `2 * cw / T` over the narrowest photo's aspect ratio.
  ///
  /// The sums of the rows ending at i are accumulated from the shortest on, one photo at a time;
  /// their costs are weighed outward from the row nearest T, and bounds skip the rows that
  /// cannot matter (see ``Candidates``): a row below T only costs more as it grows, and a row
  /// of photos too narrow to reach T costs at least a known amount, which only grows as it
  /// shrinks.
  ///
  /// Ties are broken by a fixed rule (see ``extend(through:items:metrics:)``): the choice is a
  /// pure function of the items, identical in a full and an incremental layout.
  struct OptimalBreaks: Sendable, Equatable {
    /// `cost[i]`: the least cost of items `0..<i` in complete rows (`cost[0] = 0`).
    var cost: [Double] = []
    /// `parent[i]`: the first item of the last row of that best layout (`parent[0] = 0`).
    var parent: [Int] = []
    /// `rowSum[i]`: the sum of that row's aspect ratios (`rowSum[0] = 0`).
    var rowSum: [Double] = []
    /// The rows of the last run of equal photos weighed as one (immutable, shared by copies),
    /// kept for the next extension: a function of the items and metrics, not part of the table.
    private(set) var lastChain: Chain?

    /// An empty table, for greedy breaking (which keeps none).
    init() {}

    /// The table of no items.
    static var start: OptimalBreaks {
      var table = OptimalBreaks()
      table.cost = [0]
      table.parent = [0]
      table.rowSum = [0]
      return table
    }

    /// Tables are equal when their entries are (the kept chain is a cache).
    static func == (lhs: OptimalBreaks, rhs: OptimalBreaks) -> Bool {
      lhs.cost == rhs.cost && lhs.parent == rhs.parent && lhs.rowSum == rhs.rowSum
    }

    /// The number of items the table covers.
    var itemCount: Int { cost.count - 1 }

    /// The cost of a row of `count` photos whose aspect ratios sum to `sum`:
    /// `count * ((h - T) / T)^2` for its natural height h.
    @inline(__always)
    static func rowCost(sum: Double, count: Int, metrics: Metrics) -> Double {
      rowCost(
        naturalHeight: metrics.naturalHeight(sum: sum, count: count), count: count, metrics: metrics
      )
    }

    /// The cost of a row of `count` photos of natural height `height`.
    @inline(__always)
    static func rowCost(naturalHeight height: Double, count: Int, metrics: Metrics)
      -> Double
    {
      let deviation = (height - metrics.target) / metrics.target
      return Double(count) * deviation * deviation
    }

    /// Whether `count` photos whose aspect ratios sum to `sum`, the widest `widest`, may form a
    /// row: their photos keep a positive width, they do not reach `2 * cw / T` without their
    /// widest photo, and there are at most ``JustifiedLayout/maximumRowCount`` of them. Taking photos off a
    /// candidate row leaves one (the sum without the widest photo can only shrink).
    @inline(__always)
    static func isCandidate(sum: Double, widest: Double, count: Int, metrics: Metrics)
      -> Bool
    {
      count == 1
        || (count <= JustifiedLayout.maximumRowCount && metrics.photoWidth(count: count) > 0
          && (sum - widest) * metrics.target < 2 * metrics.width)
    }

    /// Whether `count` photos whose aspect ratios sum to `sum` may form the last row as a widow:
    /// a candidate row (of at most `maxItemsPerRow` photos) that fits the width at height T.
    @inline(__always)
    static func isWidowCandidate(sum: Double, count: Int, metrics: Metrics) -> Bool {
      (count == 1 || metrics.photoWidth(count: count) > 0) && count <= metrics.maxCount
        && metrics.fits(sum: sum, count: count, atHeight: metrics.target)
    }

    /// Totals this close to the least (relatively, plus an absolute floor) count as equal: they
    /// differ by rounding only.
    static let tieTolerance = 1e-9
    /// The absolute part of the tie tolerance, in units of cost.
    static let tieFloor = 1e-12

    /// The largest total that counts as equal to `least`: `least` plus the tie tolerance.
    @inline(__always)
    static func tieLimit(of least: Double) -> Double {
      least + least * tieTolerance + tieFloor
    }

    /// Extends the table to cover items `0..<end`.
    ///
    /// The choice at item `i`, among the candidate rows ending there (their sums accumulated
    /// from the row's end one photo at a time): the least total `cost[start] + rowCost`; then,
    /// among the rows whose totals equal it up to rounding (``tieTolerance``), the one after the
    /// cheapest prefix wins, then the shortest. An uneven row thus goes last rather than first,
    /// so that the chains of `parent` links from later items soon join (which keeps the stable
    /// break moving when many photos share an aspect ratio).
    ///
    /// Most candidates are never weighed (see ``Candidates``): one pass accumulates every
    /// candidate's sum, and the totals are computed only outward from the row nearest the target
    /// height, while a bound says a row further out could still reach the least (or the limit
    /// of the ties).
    ///
    /// - Complexity: O(m * k_max) for m new items, k_max the most photos of a candidate row
    ///   (additions and comparisons only; a handful of rows are weighed per item).
    mutating func extend(through end: Int, items: CanonicalItems, metrics: Metrics) {
      guard end > itemCount else { return }
      let first = itemCount + 1
      // No exact `reserveCapacity` here: an append of a few items would then copy every array;
      // `append` grows them geometrically, so appending stays O(1) per item.
      items.withPhotos { photos in
        let candidates = Candidates(
          endingFrom: first, through: end, photos: photos, metrics: metrics, chain: lastChain)
        defer { candidates.deallocate() }
        for i in first...end {
          let hint = i - parent[i - 1]
          let (best, rows) = cost.withUnsafeBufferPointer { cost in
            Self.choose(
              endingAt: i, hint: hint, candidates: candidates, cost: cost, metrics: metrics)
          }
          cost.append(best)
          if candidates.lines.isActive {
            cost.withUnsafeBufferPointer { candidates.lines.note(cost: $0, at: i) }
          }
          parent.append(i - max(rows, 1))
          rowSum.append(rows > 0 ? candidates.sums[rows] : candidates.ratios[i - 1])
        }
        lastChain = candidates.lastChain
      }
    }

    /// The best row ending at item `i` (exclusive): its total and number of photos, 0 where no
    /// total is below infinity (then the row of the last photo, at an infinite total). The row
    /// of `hint` photos is weighed first.
    @inline(__always)
    private static func choose(
      endingAt i: Int, hint: Int, candidates: Candidates, cost: UnsafeBufferPointer<Double>,
      metrics: Metrics
    ) -> (total: Double, rows: Int) {
      let (count, uniform) = candidates.collect(endingAt: i, cost: cost, metrics: metrics)
      // One scan: every row whose total may be within the tie limit of the least so far is
      // noted. The least only falls, so the limit at each row is at least the final one: every
      // row within the final limit is noted (and the least is among them).
      var least = Double.infinity
      var noted = 0
      if uniform {
        (noted, least) = candidates.weighRun(count, endingAt: i, cost: cost, hint: hint)
      } else {
        let tallCount = candidates.tallCount(of: count, metrics: metrics)
        candidates.weigh(
          count, tallCount: tallCount, endingAt: i, cost: cost, metrics: metrics, hint: hint,
          bound: { Self.tieLimit(of: least) }
        ) { rows, total in
          if total < least { least = total }
          candidates.notedRows[noted] = rows
          candidates.notedTotals[noted] = total
          noted &+= 1
        }
      }
      let limit = Self.tieLimit(of: least)
      // The choice: a total within the limit after the cheapest prefix, then the shortest (the
      // least pair, whatever order the rows were noted in).
      var bestPrefix = Double.infinity
      var bestCount = 0
      var best = Double.infinity
      for index in 0..<noted {
        let rows = candidates.notedRows[index]
        let total = candidates.notedTotals[index]
        let prefix = cost[i - rows]
        if total <= limit, prefix < bestPrefix || (prefix == bestPrefix && rows < bestCount) {
          bestPrefix = prefix
          bestCount = rows
          best = total
        }
      }
      return (best, bestCount)
    }

    /// The last row of the best layout of all `itemCount` items: the complete row ending at the
    /// last item, or a widow (at T) where that costs no more (up to rounding, as in
    /// ``extend(through:items:metrics:)``). Among widows the cheapest wins, then the shortest.
    ///
    /// - Precondition: `itemCount > 0`.
    /// - Complexity: O(k_max).
    func lastRow(items: CanonicalItems, metrics: Metrics) -> Row {
      let n = itemCount
      var widowCost = Double.infinity
      var widowStart = n
      var widowSum = 0.0
      var sum = 0.0
      var j = n - 1
      while j >= 0 {
        sum = items.aspectRatio(at: j) + sum
        guard Self.isWidowCandidate(sum: sum, count: n - j, metrics: metrics) else { break }
        if cost[j] < widowCost {
          widowCost = cost[j]
          widowStart = j
          widowSum = sum
        }
        j -= 1
      }
      let complete = cost[n]
      if widowStart < n, widowCost <= Self.tieLimit(of: complete) {
        return .widow(
          widowStart..<n, sum: widowSum, preferredHeight: metrics.target, metrics: metrics)
      }
      return .justified(parent[n]..<n, sum: rowSum[n], isBreakout: false, metrics: metrics)
    }

    /// The complete row of the best layout of items `0..<end` that ends at `end`.
    ///
    /// - Precondition: `0 < end <= itemCount`.
    @inline(__always)
    func row(endingAt end: Int, metrics: Metrics) -> Row {
      .justified(parent[end]..<end, sum: rowSum[end], isBreakout: false, metrics: metrics)
    }

    /// The complete rows from break `first` to break `last`, following `parent` back from
    /// `last`; `first` must lie on that chain (it does when it is a stable break, see
    /// ``stableBreak(notBefore:items:metrics:)``).
    ///
    /// - Complexity: O(r) for the r rows.
    func rows(from first: Int, to last: Int, metrics: Metrics) -> [Row] {
      var rows: [Row] = []
      var end = last
      while end > first {
        rows.append(row(endingAt: end, metrics: metrics))
        end = parent[end]
      }
      rows.reverse()
      return rows
    }
  }
}
