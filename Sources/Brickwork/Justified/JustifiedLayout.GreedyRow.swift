// Step 1, greedy breaking: flickr/justified-layout 4.1's rule. A row collects photos in
// order until their summed aspect ratio reaches the tolerance window around the width's;
// past the window it keeps the photo only if that brings it closer to the target (one-photo
// look-back), and an empty row takes any photo (a panorama fills a row alone). Every N-th row,
// counted from 1, is a breakout row: if its first photo is at least as wide as tall, that
// photo fills the row alone at full width.

extension JustifiedLayout {
  /// The open row of greedy breaking: where it starts, how many photos it holds and the running
  /// sum of their aspect ratios.
  ///
  /// The sum is accumulated one photo at a time from the row's first (the order flickr sums in),
  /// so offering a photo costs O(1) and no row is ever summed again.
  struct GreedyRow: Sendable, Equatable {
    /// What happens to a photo offered to the row.
    enum Offer: Equatable {
      /// The photo joins; the row stays open.
      case join
      /// The photo joins and the row is complete.
      case joinAndComplete
      /// The row is complete without the photo, which is offered to a fresh row.
      case completeWithout
    }

    /// The row's first item.
    var start: Int
    /// The number of photos in the row.
    var count = 0
    /// The sum of their aspect ratios.
    var sum: Double = 0
    /// Whether the row is a breakout row.
    var isBreakout: Bool

    /// The items of the row.
    var items: Range<Int> {
      // A row holds at most `maximumRowCount` photos: no overflow, and start <= end.
      Range(uncheckedBounds: (start, start &+ count))
    }

    /// Decides what happens to a photo of aspect ratio `ratio` offered to the row.
    ///
    /// With `A'` the sum including it and `target' = (cw - k * s) / T` for the k photos already in
    /// the row: below `minAR` it joins; within `[minAR, maxAR]` it joins and completes the row;
    /// above `maxAR` an empty row takes it alone, otherwise the row completes without it when
    /// `|A' - target'|` exceeds `|A - target|` (the row without it), and with it else.
    ///
    /// Two deliberate differences from flickr: a photo never joins a row that leaves no positive
    /// width for its photos (`cw - k * s <= 0`, where flickr would give negative sizes), nor a
    /// row of ``JustifiedLayout/maximumRowCount`` photos (which flickr lets grow without end, so
    /// that photos too narrow to ever fill a row would make every append re-place them all).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func offer(_ ratio: Double, metrics: Metrics) -> Offer {
      if metrics.constrainsRows { return offerConstrained(ratio, metrics: metrics) }
      // The two limits on a row's photos, as one count (see `capacity(of:)`).
      if count >= metrics.greedyCapacity { return .completeWithout }
      // An empty breakout row takes a photo at least as wide as tall alone. Breakout rows are
      // rare: a branch of their own, so that the photo's ratio is not tested in every row.
      if _slowPath(isBreakout), count == 0, BreakoutCadence.takesAlone(ratio) {
        return .joinAndComplete
      }
      let newSum = sum + ratio
      if newSum < metrics.minAspectRatio { return .join }
      if newSum <= metrics.maxAspectRatio || count == 0 { return .joinAndComplete }
      let newTarget = metrics.photoWidth(count: count + 1) / metrics.target
      let oldTarget = metrics.photoWidth(count: count) / metrics.target
      return abs(newSum - newTarget) > abs(sum - oldTarget) ? .completeWithout : .joinAndComplete
    }

    /// The most photos a row takes in ``offer(_:metrics:)``: at most
    /// ``JustifiedLayout/maximumRowCount``, and no more than leave a positive width for them
    /// (`cw - (k - 1) * s > 0` for k photos); at least 1, as an empty row takes any photo.
    ///
    /// Read once per body, so that offering a photo tests one count instead of computing the
    /// width its row would leave. The width left only shrinks as k grows (`s >= 0`, validated):
    /// a binary search finds the last k it is positive for.
    ///
    /// - Complexity: O(log ``JustifiedLayout/maximumRowCount``).
    static func capacity(of metrics: Metrics) -> Int {
      var fits = 1
      var fails = JustifiedLayout.maximumRowCount + 1
      while fails - fits > 1 {
        let middle = fits + (fails - fits) / 2
        if metrics.photoWidth(count: middle) > 0 { fits = middle } else { fails = middle }
      }
      return fits
    }

    /// ``offer(_:metrics:)`` with `minItemsPerRow` m and `maxItemsPerRow` M (the metrics'
    /// `minCount` and `maxCount`): an empty breakout row takes a photo at least as wide as tall
    /// alone; else while the row would still hold fewer than m photos the photo joins, whatever
    /// the sum; a photo that brings the row to M photos joins and completes it; otherwise
    /// flickr's rule, except that the row completes without the photo only when it holds m
    /// photos already (else the photo joins and completes it).
    ///
    /// The options guarantee that m photos keep a positive width and that m is at most
    /// ``JustifiedLayout/maximumRowCount``, so the rows that join below m are well formed.
    ///
    /// - Complexity: O(1).
    func offerConstrained(_ ratio: Double, metrics: Metrics) -> Offer {
      if count >= metrics.maxCount { return .completeWithout }
      if count == 0, isBreakout, BreakoutCadence.takesAlone(ratio) { return .joinAndComplete }
      if count &+ 1 < metrics.minCount { return .join }
      if count &+ 1 >= metrics.maxCount { return .joinAndComplete }
      let canLeave = count >= metrics.minCount
      if canLeave, metrics.photoWidth(count: count + 1) <= 0 { return .completeWithout }
      let newSum = sum + ratio
      if newSum < metrics.minAspectRatio { return .join }
      if newSum <= metrics.maxAspectRatio || count == 0 || !canLeave { return .joinAndComplete }
      let newTarget = metrics.photoWidth(count: count + 1) / metrics.target
      let oldTarget = metrics.photoWidth(count: count) / metrics.target
      return abs(newSum - newTarget) > abs(sum - oldTarget) ? .completeWithout : .joinAndComplete
    }

    /// Adds a photo of aspect ratio `ratio`.
    @inline(__always)
    mutating func add(_ ratio: Double) {
      count &+= 1
      sum += ratio
    }
  }
}

extension JustifiedLayout {
  /// The breakout rule of a greedy justified body.
  struct BreakoutCadence: Sendable, Equatable {
    /// Every this-many rows is a breakout row; 0 for never.
    let every: Int

    /// Whether row `number` (1-based) is a breakout row.
    @inline(__always)
    func isBreakoutRow(number: Int) -> Bool { every > 0 && number % every == 0 }

    /// Whether a breakout row with no items yet takes a photo of aspect ratio `ratio` alone.
    @inline(__always)
    static func takesAlone(_ ratio: Double) -> Bool { ratio >= 1 }
  }
}
