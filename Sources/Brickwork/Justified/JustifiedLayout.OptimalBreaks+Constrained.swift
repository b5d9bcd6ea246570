// Step 1, optimal breaking with row constraints: only rows of `minItemsPerRow ...
// maxItemsPerRow` photos are complete rows (the widow row may have fewer than the minimum, never
// more than the maximum). The same cost, table and tie rule as unconstrained breaking; the
// rows weighed are bounded by a dominance argument that holds with the constraints.

extension JustifiedLayout.OptimalBreaks {
  /// Step 1 with `minItemsPerRow` m and `maxItemsPerRow` M (`metrics.minCount` and
  /// `metrics.maxCount`): weighs the rows of m to M photos ending at item `i` (exclusive), from
  /// the shortest on, and returns the least total; each row whose total is finite is noted in
  /// `weighed`, in order of length.
  ///
  /// The scan stops at the first row that a split dominates: a row `j..<i` is never part of an
  /// optimal breaking when it splits at some `p` into two rows of at least m photos whose aspect
  /// ratios each sum to at least `cw / T`. Each part then has a natural height at most T and
  /// above the row's own (fewer photos, a smaller sum), so both deviate from T less than the
  /// row, and their costs sum to less than its cost. The part after `p` is shortest for the
  /// greatest such `p`, the first from the end where the row's photos reach `cw / T` with at
  /// least m of them; every longer row ending at `i` splits there too. So the minimum over the
  /// rows weighed is the minimum over every breaking. It also stops where m photos leave no
  /// positive width.
  ///
  /// - Complexity: O(k) for k the most photos of a row weighed (about twice the larger of m
  ///   and the photos needed to fill the width at T, at most M).
  @inline(__always)
  func weighConstrainedRows(
    endingAt i: Int, photos: JustifiedLayout.Photos, metrics: JustifiedLayout.Metrics,
    into weighed: inout WeighedRows
  ) -> Double {
    let reach = metrics.width / metrics.target
    let minimum = metrics.minCount
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
        weighed.append(WeighedRow(count: count, total: total, sum: sum))
      }
      if split < 0, sum >= reach { split = j }
    }
    return least
  }
}

extension JustifiedLayout {
  /// Whether some breaking of all the items into rows satisfies `minItemsPerRow` and
  /// `maxItemsPerRow` with optimal breaking: complete rows of `m ... M` photos that keep a
  /// positive width, and optionally a last widow row of at most M photos that fits the width at
  /// the target height (with `widowAlignment` `justify`, a last row of at most M photos that
  /// keep a positive width). Always true without constraints or with greedy breaking.
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
    if widowAlignment == .justify {
      // No widow: a last row of fewer than m photos is costed like any row.
      var count = 1
      while count <= n,
        OptimalBreaks.isJustifiedLastRowCandidate(count: count, metrics: metrics)
      {
        if isReachable[n - count] { return true }
        count += 1
      }
      return false
    }
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
