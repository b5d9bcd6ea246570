// Step 1, optimal breaking: breaks are chosen by dynamic programming over every break point,
// minimising the sum over rows of `k * ((h - T) / T)^2` (k photos, natural height h); the last
// row may instead be a widow at height T, at no cost, when it fits the width at T.

extension JustifiedLayout {
  /// The dynamic-programming table of optimal breaking, extended as items arrive.
  ///
  /// `cost[i]` is the least total cost of laying items `0..<i` out in complete rows, with a break
  /// after item `i - 1`; `parent[i]` is where the last of those rows starts and `rowSum[i]` the
  /// sum of its aspect ratios. Entry `i` depends only on items before `i`, so appending items only
  /// extends the table, and a table extended in pieces equals one extended at once.
  ///
  /// Candidate rows (``isCandidate(sum:widest:count:metrics:)``): every row of at most
  /// `metrics.maxCount` photos (``Limits/maximumPhotosPerOptimalRow``, or fewer with
  /// `maxItemsPerRow`) whose photos keep a positive width (`cw - (k - 1) * s > 0`) and whose
  /// aspect ratios sum to less than `2 * cw / T` plus its widest photo's. A longer row is never
  /// part of an optimal layout: cut where its first photos first reach `cw / T`, both parts reach
  /// it (natural heights at most T, each above the row's own), and two rows below T but nearer to
  /// it cost strictly less than the one. So the minimum over candidates is the minimum over every
  /// partition into rows within the cap. Rows constrained by `minItemsPerRow` and
  /// `maxItemsPerRow` have candidates of their own (`+Constrained`).
  ///
  /// Ties are broken by a fixed rule (see ``choose(among:least:endingAt:)``): the choice is a
  /// pure function of the items, identical in a full and an incremental layout.
  ///
  /// - Complexity: O(n * k_max) for n items, k_max the most photos of a candidate row (at most
  ///   ``Limits/maximumPhotosPerOptimalRow``).
  struct OptimalBreaks: Sendable, Equatable {
    /// `cost[i]`: the least cost of items `0..<i` in complete rows (`cost[0] = 0`).
    var cost: [Double] = []
    /// `parent[i]`: the first item of the last row of that best layout (`parent[0] = 0`).
    var parent: [Int] = []
    /// `rowSum[i]`: the sum of that row's aspect ratios (`rowSum[0] = 0`).
    var rowSum: [Double] = []

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

    /// A row weighed as the last of a layout: its number of photos, the total cost of the layout
    /// it ends and the sum of its aspect ratios.
    struct WeighedRow {
      var count: Int
      var total: Double
      var sum: Double
    }

    /// The rows weighed at one item, in order of length, in room for `maxCount` of them.
    struct WeighedRows {
      /// The room.
      let start: UnsafeMutablePointer<WeighedRow>
      /// The number of rows noted.
      private(set) var count = 0

      /// The rows noted.
      var rows: UnsafeBufferPointer<WeighedRow> { UnsafeBufferPointer(start: start, count: count) }

      /// Notes a row; at most `maxCount` rows are noted at one item.
      @inline(__always)
      mutating func append(_ row: WeighedRow) {
        (start + count).initialize(to: row)
        count += 1
      }
    }

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
    static func rowCost(naturalHeight height: Double, count: Int, metrics: Metrics) -> Double {
      let deviation = (height - metrics.target) / metrics.target
      return Double(count) * deviation * deviation
    }

    /// Whether `count` photos whose aspect ratios sum to `sum`, the widest `widest`, may form a
    /// row: one photo always may; more keep a positive width, number at most `metrics.maxCount`
    /// and do not reach `2 * cw / T` without their widest photo. Taking photos off a candidate
    /// row leaves one (the sum without the widest photo can only shrink).
    @inline(__always)
    static func isCandidate(sum: Double, widest: Double, count: Int, metrics: Metrics) -> Bool {
      count == 1
        || (count <= metrics.maxCount && metrics.photoWidth(count: count) > 0
          && (sum - widest) * metrics.target < 2 * metrics.width)
    }

    /// Whether `count` photos whose aspect ratios sum to `sum` may form the last row as a widow:
    /// a row of at most `metrics.maxCount` photos that keep a positive width and fit the width
    /// at height T.
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

    /// Extends the table to cover items `0..<end`, one entry per item in three steps:
    /// 1. Weigh the candidate rows ending there, from the shortest on
    ///    (``weighRows(endingAt:photos:metrics:into:)``, or its constrained form).
    /// 2. Choose among those whose totals equal the least
    ///    (``choose(among:least:endingAt:)``).
    /// 3. Note the choice: its total, its first item and its sum. Where no total is finite
    ///    (constrained rows no breaking reaches), the entry costs infinity.
    ///
    /// - Complexity: O(m * k_max) for m new items.
    mutating func extend(through end: Int, items: CanonicalItems, metrics: Metrics) {
      guard end > itemCount else { return }
      let first = itemCount + 1
      // Room for the rows weighed at one item: at most `maxCount` of them.
      let room = UnsafeMutablePointer<WeighedRow>.allocate(capacity: metrics.maxCount)
      defer { room.deallocate() }
      items.withPhotos { photos in
        for i in first...end {
          var weighed = WeighedRows(start: room)
          let least =
            metrics.constrainsRows
            ? weighConstrainedRows(endingAt: i, photos: photos, metrics: metrics, into: &weighed)
            : weighRows(endingAt: i, photos: photos, metrics: metrics, into: &weighed)
          if let chosen = choose(among: weighed.rows, least: least, endingAt: i) {
            cost.append(chosen.total)
            parent.append(i - chosen.count)
            rowSum.append(chosen.sum)
          } else {
            cost.append(.infinity)
            parent.append(i - 1)
            rowSum.append(photos.aspectRatio(at: i - 1))
          }
        }
      }
    }

    /// Step 1: weighs the candidate rows ending at item `i` (exclusive), from the shortest on,
    /// each sum accumulated from the row's end one photo at a time, and returns the least total.
    ///
    /// Every row whose total may be within the tie limit of the least is noted in `weighed`, in
    /// order of length. A row below T only costs more as it grows (its natural height falls
    /// further below T while its count rises), so the scan stops at the first one whose own
    /// cost exceeds the tie limit of the least so far: no longer row can reach it. The least
    /// only falls, so that limit is at least the final one.
    ///
    /// - Complexity: O(k_max).
    @inline(__always)
    private func weighRows(
      endingAt i: Int, photos: Photos, metrics: Metrics, into weighed: inout WeighedRows
    ) -> Double {
      var least = Double.infinity
      var sum = 0.0
      var widest = 0.0
      var start = i - 1
      while start >= 0 {
        let ratio = photos.aspectRatio(at: start)
        sum = ratio + sum
        widest = max(widest, ratio)
        let count = i - start
        guard Self.isCandidate(sum: sum, widest: widest, count: count, metrics: metrics) else {
          break
        }
        let height = metrics.naturalHeight(sum: sum, count: count)
        let rowCost = Self.rowCost(naturalHeight: height, count: count, metrics: metrics)
        if height < metrics.target, rowCost > Self.tieLimit(of: least) { break }
        let total = cost[start] + rowCost
        if total < least { least = total }
        weighed.append(WeighedRow(count: count, total: total, sum: sum))
        start -= 1
      }
      return least
    }

    /// Step 2: the row to end item `i`'s entry with, among `weighed` (in order of length):
    /// of the totals within the tie limit of `least`, the one after the cheapest prefix, then
    /// the shortest; `nil` when none is finite.
    ///
    /// An uneven row thus goes last rather than first, so that the chains of `parent` links
    /// from later items soon join (which keeps the stable break moving when many photos share
    /// an aspect ratio).
    @inline(__always)
    private func choose(
      among weighed: UnsafeBufferPointer<WeighedRow>, least: Double, endingAt i: Int
    ) -> WeighedRow? {
      let limit = Self.tieLimit(of: least)
      var bestPrefix = Double.infinity
      var best: WeighedRow?
      for row in weighed where row.total <= limit && cost[i - row.count] < bestPrefix {
        bestPrefix = cost[i - row.count]
        best = row
      }
      return best
    }

    /// The last row of the best layout of all `itemCount` items: the complete row ending at the
    /// last item, or a widow (at T) where that costs no more (up to rounding, as in
    /// ``extend(through:items:metrics:)``). Among widows the cheapest wins, then the shortest.
    ///
    /// The widow is placed by `widows`; with `justify` there is no widow
    /// (``lastJustifiedRow(items:metrics:)``).
    ///
    /// - Precondition: `itemCount > 0`.
    /// - Complexity: O(k_max).
    func lastRow(
      items: CanonicalItems, metrics: Metrics, widows: WidowAlignment = .leading
    ) -> Row {
      if widows == .justify { return lastJustifiedRow(items: items, metrics: metrics) }
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
      if widowStart < n, widowCost <= Self.tieLimit(of: cost[n]) {
        return Row.widow(
          widowStart..<n, sum: widowSum, preferredHeight: metrics.target, metrics: metrics
        ).aligned(widows, metrics: metrics)
      }
      return row(endingAt: n, metrics: metrics)
    }

    /// The complete row of the best layout of items `0..<end` that ends at `end`.
    ///
    /// - Precondition: `0 < end <= itemCount`.
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
