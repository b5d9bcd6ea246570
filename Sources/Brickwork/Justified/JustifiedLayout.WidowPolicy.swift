// Step 2 and 3 for the last row: the widow policies. Where a widow row's photos sit across the
// width (`widowAlignment`), and the height a greedy widow starts from (`widowHeight`); with
// `justify` the last row is laid out as a complete row instead.

extension JustifiedLayout {
  /// Where the photos of a widow row (an unfinished last row) sit.
  public enum WidowAlignment: Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// In the middle of the width.
    case center
    /// At the trailing edge.
    case trailing
    /// Not a widow: the last row fills the width like a complete row (greedy lays its open row
    /// out at its natural height, displayed clamped; optimal breaking costs and shows the last
    /// row like any row, which may then hold fewer than `minItemsPerRow` photos).
    case justify
  }

  /// The height a greedy widow row starts from, before it is lowered to fit the width and
  /// clamped to `[T/2, 2T]`.
  public enum WidowHeight: Hashable, Sendable, CaseIterable {
    /// The previous complete row's displayed height (the target after a breakout row or when
    /// there is none), as flickr/justified-layout.
    case previous
    /// The target row height.
    case target
  }
}

extension JustifiedLayout.Row {
  /// The row with its photos moved across the width as `alignment` places a widow row: the
  /// row's free width before the photos (none for a complete row, or for `leading`).
  ///
  /// - Complexity: O(1).
  func aligned(
    _ alignment: JustifiedLayout.WidowAlignment, metrics: JustifiedLayout.Metrics
  ) -> JustifiedLayout.Row {
    guard isWidow else { return self }
    let used = aspectRatioSum * photoHeight + Double(count - 1) * metrics.itemSpacing
    let free = max(0, metrics.width - used)
    var row = self
    switch alignment {
    case .leading, .justify: row.leadingSpace = 0
    case .center: row.leadingSpace = free / 2
    case .trailing: row.leadingSpace = free
    }
    return row
  }
}

extension JustifiedLayout.OptimalBreaks {
  /// The last row of the best layout of all `itemCount` items when the last row has no free
  /// widow (`widowAlignment` `justify`): a complete row, costed like any row.
  ///
  /// Without row constraints that is the table's row ending at the last item. With them, the
  /// last row may also hold fewer than `minItemsPerRow` photos: each such row `[j, n)` costs
  /// `cost[j]` plus its own cost. The table's row wins ties (within the tie tolerance); among
  /// shorter rows the cheapest, then the longest.
  ///
  /// - Precondition: `itemCount > 0`.
  /// - Complexity: O(`minItemsPerRow`).
  func lastJustifiedRow(items: CanonicalItems, metrics: JustifiedLayout.Metrics)
    -> JustifiedLayout.Row
  {
    let n = itemCount
    guard metrics.constrainsRows, metrics.minCount > 1 else {
      return row(endingAt: n, metrics: metrics)
    }
    var least = cost[n]
    var best: (start: Int, sum: Double, total: Double)?
    var sum = 0.0
    var count = 1
    while count < metrics.minCount, count <= n {
      let start = n - count
      sum = items.aspectRatio(at: start) + sum
      let total = cost[start] + Self.rowCost(sum: sum, count: count, metrics: metrics)
      if total <= (best?.total ?? .infinity) { best = (start, sum, total) }
      least = min(least, total)
      count += 1
    }
    guard let best, cost[n] > Self.tieLimit(of: least) else {
      return row(endingAt: n, metrics: metrics)
    }
    return .justified(best.start..<n, sum: best.sum, isBreakout: false, metrics: metrics)
  }

  /// Whether a last row `[j, n)` of `count` photos may end a breaking that has no free widow:
  /// at most `maxCount` photos that keep a positive width.
  static func isJustifiedLastRowCandidate(count: Int, metrics: JustifiedLayout.Metrics) -> Bool {
    count <= metrics.maxCount && (count == 1 || metrics.photoWidth(count: count) > 0)
  }
}
