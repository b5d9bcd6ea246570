// Step 1, optimal breaking with row constraints: only rows of `minItemsPerRow ...
// maxItemsPerRow` photos are complete rows (the widow row may have fewer than the minimum, never
// more than the maximum). The same cost, table and tie rule as unconstrained breaking; the
// candidate rows are bounded by a dominance argument that holds with the constraints.

extension JustifiedLayout.OptimalBreaks {
  /// Extends the table to cover items `0..<end` with rows of `m = minCount ... M = maxCount`
  /// photos.
  ///
  /// The candidate rows ending at item `i` are weighed from the shortest (m photos) on, while
  /// their photos keep a positive width, and stop at the first row that a split dominates: a
  /// row `j..<i` is never part of an optimal breaking when it splits at some `p` into two rows
  /// of at least m photos whose aspect ratios each sum to at least `cw / T`. Each part then has
  /// a natural height at most T and above the row's own (fewer photos, a smaller sum), so both
  /// deviate from T less than the row, and their costs sum to less than its cost. The part
  /// after `p` is shortest for the greatest such `p`, the first from the end where the row's
  /// photos reach `cw / T` with at least m of them; every longer row ending at `i` splits there
  /// too. So the minimum over the candidates is the minimum over every breaking.
  ///
  /// Rows that end where no breaking reaches cost infinity. The choice among equal totals is
  /// the unconstrained rule's (``extend(through:items:metrics:)``).
  ///
  /// - Complexity: O(m * k) for m new items and k the most photos of a candidate row (about
  ///   twice the larger of the minimum and the photos needed to fill the width at T).
  mutating func extendConstrained(
    through end: Int, items: CanonicalItems, metrics: JustifiedLayout.Metrics
  ) {
    guard end > itemCount else { return }
    let first = itemCount + 1
    let reach = metrics.width / metrics.target
    let minimum = metrics.minCount
    var notedRows: [Int] = []
    var notedTotals: [Double] = []
    var notedSums: [Double] = []
    items.withPhotos { photos in
      for i in first...end {
        notedRows.removeAll(keepingCapacity: true)
        notedTotals.removeAll(keepingCapacity: true)
        notedSums.removeAll(keepingCapacity: true)
        var least = Double.infinity
        var sum = 0.0
        // The split point: the start of the shortest row ending at i of at least m photos that
        // reaches cw / T (-1 until found), and the sum of the photos from j up to it.
        var split = -1
        var head = 0.0
        var count = 0
        let longest = min(i, metrics.maxCount)
        while count < longest {
          count += 1
          let j = i - count
          let ratio = photos.aspectRatio(at: j)
          sum = ratio + sum
          if split >= 0 {
            head += ratio
            if split - j >= minimum, head >= reach { break }
          }
          if count < minimum { continue }
          if count > 1, metrics.photoWidth(count: count) <= 0 { break }
          let total = cost[j] + Self.rowCost(sum: sum, count: count, metrics: metrics)
          if total < .infinity {
            least = min(least, total)
            notedRows.append(count)
            notedTotals.append(total)
            notedSums.append(sum)
          }
          if split < 0, sum >= reach { split = j }
        }
        // The least total up to rounding, after the cheapest prefix, then the shortest row.
        let limit = Self.tieLimit(of: least)
        var bestPrefix = Double.infinity
        var best = -1
        for index in notedRows.indices where notedTotals[index] <= limit {
          let prefix = cost[i - notedRows[index]]
          if prefix < bestPrefix || (prefix == bestPrefix && notedRows[index] < notedRows[best]) {
            bestPrefix = prefix
            best = index
          }
        }
        if best >= 0 {
          cost.append(notedTotals[best])
          parent.append(i - notedRows[best])
          rowSum.append(notedSums[best])
        } else {
          cost.append(.infinity)
          parent.append(i - 1)
          rowSum.append(photos.aspectRatio(at: i - 1))
        }
      }
    }
  }
}

extension JustifiedLayout {
  /// Whether some breaking of all the items into rows satisfies `minItemsPerRow` and
  /// `maxItemsPerRow` with optimal breaking: complete rows of `m ... M` photos that keep a
  /// positive width, and optionally a last widow row of at most M photos that fits the width at
  /// the target height. Always true without constraints or with greedy breaking.
  ///
  /// - Complexity: O(n) for n items (a sliding count of the reachable breaks), plus O(M) for
  ///   the widow row.
  func breakingExists(items: CanonicalItems, metrics: Metrics) -> Bool {
    guard breaking == .optimal, metrics.constrainsRows else { return true }
    let n = items.count
    guard n > 0 else { return true }
    var longest = 1
    while longest < metrics.maxCount, metrics.photoWidth(count: longest + 1) > 0 { longest += 1 }
    // reached[i]: the number of breaks in 0 ..< i that complete rows reach.
    var reached = [Int](repeating: 0, count: n + 2)
    var isReachable = [Bool](repeating: false, count: n + 1)
    isReachable[0] = true
    reached[1] = 1
    for i in stride(from: 1, through: n, by: 1) {
      let high = i - metrics.minCount
      let low = max(0, i - longest)
      if metrics.minCount <= longest, high >= low {
        isReachable[i] = reached[high + 1] - reached[low] > 0
      }
      reached[i + 1] = reached[i] + (isReachable[i] ? 1 : 0)
    }
    if isReachable[n] { return true }
    var sum = 0.0
    var j = n - 1
    while j >= 0 {
      sum = items.aspectRatio(at: j) + sum
      guard OptimalBreaks.isWidowCandidate(sum: sum, count: n - j, metrics: metrics) else { break }
      if isReachable[j] { return true }
      j -= 1
    }
    return false
  }
}
