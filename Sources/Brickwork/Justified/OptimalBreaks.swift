// Step: optimal breaking. Breaks are chosen by dynamic programming over every break point,
// minimising the sum over rows of `k * ((h - T) / T)^2` (k photos, natural height h); the last
// row may instead be a widow at height T, at no cost, when it fits the width at T.

/// The dynamic-programming table of optimal breaking, extended as items arrive.
///
/// `cost[i]` is the least total cost of laying items `0..<i` out in complete rows, with a break
/// after item `i - 1`; `parent[i]` is where the last of those rows starts and `rowSum[i]` the
/// sum of its aspect ratios. Entry `i` depends only on items before `i`, so appending items only
/// extends the table.
///
/// Candidate rows: a row of one photo always; a row of k >= 2 photos when its natural height is
/// at least `T/2`, that is when its photos fit the width at the least displayed height (rows are
/// bounded by the width; a row of several photos is never cropped). Rows ending at i are tried
/// from the shortest on, their sum accumulated one photo at a time, and the scan stops at the
/// first that is not a candidate: a longer row's sum is only greater.
///
/// Ties go to the shortest last row (the latest start), so earlier rows are the fuller; the
/// choice is a pure function of the items, identical in a full and an incremental layout.
struct OptimalBreaks: Sendable, Equatable {
  /// `cost[i]`: the least cost of items `0..<i` in complete rows (`cost[0] = 0`).
  private(set) var cost: [Double] = []
  /// `parent[i]`: the first item of the last row of that best layout (`parent[0] = 0`).
  private(set) var parent: [Int] = []
  /// `rowSum[i]`: the sum of that row's aspect ratios (`rowSum[0] = 0`).
  private(set) var rowSum: [Double] = []

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

  /// The number of items the table covers.
  var itemCount: Int { cost.count - 1 }

  /// The cost of a row of `count` photos whose aspect ratios sum to `sum`:
  /// `count * ((h - T) / T)^2` for its natural height h.
  @inline(__always)
  static func rowCost(sum: Double, count: Int, metrics: JustifiedMetrics) -> Double {
    let deviation =
      (metrics.naturalHeight(sum: sum, count: count) - metrics.target) / metrics.target
    return Double(count) * deviation * deviation
  }

  /// Whether `count` photos whose aspect ratios sum to `sum` may form a row.
  @inline(__always)
  static func isCandidate(sum: Double, count: Int, metrics: JustifiedMetrics) -> Bool {
    count == 1 || metrics.naturalHeight(sum: sum, count: count) >= metrics.minHeight
  }

  /// Whether `count` photos whose aspect ratios sum to `sum` may form the last row as a widow:
  /// a candidate row that fits the width at height T.
  @inline(__always)
  static func isWidowCandidate(sum: Double, count: Int, metrics: JustifiedMetrics) -> Bool {
    isCandidate(sum: sum, count: count, metrics: metrics)
      && metrics.fits(sum: sum, count: count, atHeight: metrics.target)
  }

  /// Extends the table to cover items `0..<end`.
  ///
  /// - Complexity: O(m * k_max) for m new items, k_max the most photos of a candidate row.
  mutating func extend(through end: Int, items: CanonicalItems, metrics: JustifiedMetrics) {
    guard end > itemCount else { return }
    cost.reserveCapacity(end + 1)
    parent.reserveCapacity(end + 1)
    rowSum.reserveCapacity(end + 1)
    for i in (itemCount + 1)...end {
      var best = Double.infinity
      var bestStart = i - 1
      var bestSum = items.aspectRatio(at: i - 1)
      var sum = 0.0
      var j = i - 1
      while j >= 0 {
        sum = items.aspectRatio(at: j) + sum
        let count = i - j
        if count > 1, !Self.isCandidate(sum: sum, count: count, metrics: metrics) { break }
        let candidate = cost[j] + Self.rowCost(sum: sum, count: count, metrics: metrics)
        if candidate < best {
          best = candidate
          bestStart = j
          bestSum = sum
        }
        j -= 1
      }
      cost.append(best)
      parent.append(bestStart)
      rowSum.append(bestSum)
    }
  }

  /// The last row of the best layout of all `itemCount` items: the complete row ending at the
  /// last item, or a widow (at T) where that costs no more. Among widows of equal cost the
  /// shortest wins.
  ///
  /// - Precondition: `itemCount > 0`.
  /// - Complexity: O(k_max).
  func lastRow(items: CanonicalItems, metrics: JustifiedMetrics) -> JustifiedRow {
    let n = itemCount
    var best = cost[n]
    var start = parent[n]
    var sum = rowSum[n]
    var isWidow = false
    var widowSum = 0.0
    var j = n - 1
    while j >= 0 {
      widowSum = items.aspectRatio(at: j) + widowSum
      guard Self.isWidowCandidate(sum: widowSum, count: n - j, metrics: metrics) else { break }
      if cost[j] < best || (cost[j] == best && !isWidow) {
        best = cost[j]
        start = j
        sum = widowSum
        isWidow = true
      }
      j -= 1
    }
    if isWidow {
      return .widow(start..<n, sum: sum, preferredHeight: metrics.target, metrics: metrics)
    }
    return .justified(start..<n, sum: sum, isBreakout: false, metrics: metrics)
  }

  /// The complete row of the best layout of items `0..<end` that ends at `end`.
  ///
  /// - Precondition: `0 < end <= itemCount`.
  @inline(__always)
  func row(endingAt end: Int, metrics: JustifiedMetrics) -> JustifiedRow {
    .justified(parent[end]..<end, sum: rowSum[end], isBreakout: false, metrics: metrics)
  }

  /// The complete rows from break `first` to break `last`, following `parent` back from
  /// `last`; `first` must lie on that chain (it does when it is a stable break, see
  /// ``stableBreak(notBefore:items:metrics:)``).
  ///
  /// - Complexity: O(r) for the r rows.
  func rows(from first: Int, to last: Int, metrics: JustifiedMetrics) -> [JustifiedRow] {
    var rows: [JustifiedRow] = []
    var end = last
    while end > first {
      rows.append(row(endingAt: end, metrics: metrics))
      end = parent[end]
    }
    rows.reverse()
    return rows
  }
}
