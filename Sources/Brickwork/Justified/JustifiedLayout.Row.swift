// Step 2, row sizing. A complete row fills the width at its natural height; its displayed
// height is clamped to [T/2, 2T] while the photos keep the widths of the natural height. The
// items of an unfinished last row (widows) are laid out leading-aligned, not stretched, at a
// chosen height: greedy chooses the previous complete row's height (T after a breakout row or
// when there is none), optimal breaking chooses T.

extension JustifiedLayout {
  /// One row of a justified body: the items it holds and how tall it is. A plain value the steps
  /// pass along; the last step places it.
  struct Row: Sendable, Equatable {
    /// The items of the row, in order.
    var items: Range<Int>
    /// The sum of their aspect ratios.
    var aspectRatioSum: Double
    /// The height the photos are scaled to: each is `aspectRatio * photoHeight` wide.
    var photoHeight: Double
    /// The displayed height: `photoHeight` clamped to `[T/2, 2T]` (a clamped row crops or pads
    /// its photos, whose widths stay as they are).
    var height: Double
    /// Whether the row is a widow: leading-aligned at a chosen height instead of filling the width.
    var isWidow: Bool
    /// Whether greedy breaking made this a breakout row (every `breakoutCadence`-th row, whether
    /// or not its first photo was wide enough to fill it alone).
    var isBreakout: Bool
    /// The space before the first photo, from the body's leading edge: a widow row's share of
    /// the free width (``JustifiedLayout/WidowAlignment``), else 0.
    var leadingSpace = 0.0

    /// The number of items in the row.
    var count: Int { items.count }
  }
}

extension JustifiedLayout.Metrics {
  /// The natural height of a row of `count` photos whose aspect ratios sum to `sum`: the height
  /// at which they and their gaps fill the width exactly, `(cw - (count - 1) * s) / sum`.
  @inline(__always)
  func naturalHeight(sum: Double, count: Int) -> Double { photoWidth(count: count) / sum }

  /// `height` clamped to `[T/2, 2T]` (as flickr: the least bound wins over the greatest).
  ///
  /// The same value, bit for bit, as `max(minHeight, min(height, maxHeight))` for every
  /// `height` (NaN gives `minHeight`): `min` is `maxHeight < height ? maxHeight : height`, and
  /// `max`'s `lower >= minHeight ? lower : minHeight` differs from the `>` below only when
  /// `lower == minHeight`, the same number (never zeros of two signs: `minHeight = T/2 > 0`).
  /// Written with `>`, which a processor's own maximum computes in one instruction.
  @inline(__always)
  func clamped(_ height: Double) -> Double {
    let lower = maxHeight < height ? maxHeight : height
    return lower > minHeight ? lower : minHeight
  }

  /// Whether `count` photos whose aspect ratios sum to `sum`, with their gaps, fit in the width
  /// at height `height`.
  @inline(__always)
  func fits(sum: Double, count: Int, atHeight height: Double) -> Bool {
    sum * height + Double(count - 1) * itemSpacing <= width
  }
}

extension JustifiedLayout.Row {
  /// A complete row: it fills the width at its natural height, displayed clamped.
  ///
  /// - Complexity: O(1).
  static func justified(
    _ items: Range<Int>, sum: Double, isBreakout: Bool, metrics: JustifiedLayout.Metrics
  ) -> JustifiedLayout.Row {
    let natural = metrics.naturalHeight(sum: sum, count: items.count)
    return JustifiedLayout.Row(
      items: items, aspectRatioSum: sum, photoHeight: natural, height: metrics.clamped(natural),
      isWidow: false, isBreakout: isBreakout)
  }
}

extension JustifiedLayout.Row {
  /// A widow row at `preferredHeight`, clamped to `[T/2, 2T]` like any row.
  ///
  /// One deliberate difference from flickr/justified-layout: a widow row never overflows the
  /// width. Where its photos would not fit at `preferredHeight`, their height is lowered to the
  /// row's natural height, at which they fit exactly.
  ///
  /// - Complexity: O(1).
  static func widow(
    _ items: Range<Int>, sum: Double, preferredHeight: Double, metrics: JustifiedLayout.Metrics
  ) -> JustifiedLayout.Row {
    var photoHeight = preferredHeight
    if !metrics.fits(sum: sum, count: items.count, atHeight: preferredHeight) {
      photoHeight = metrics.naturalHeight(sum: sum, count: items.count)
    }
    return JustifiedLayout.Row(
      items: items, aspectRatioSum: sum, photoHeight: photoHeight,
      height: metrics.clamped(photoHeight), isWidow: true, isBreakout: false)
  }

  /// The height greedy gives a widow that follows this complete row: the row's displayed
  /// height, or `T` when it is a breakout row.
  func widowHeightAfter(metrics: JustifiedLayout.Metrics) -> Double {
    Self.widowHeight(after: height, isBreakout: isBreakout, metrics: metrics)
  }

  /// The height greedy gives a widow that follows a complete row of displayed height `height`:
  /// that height, or `T` when the row is a breakout row.
  @inline(__always)
  static func widowHeight(
    after height: Double, isBreakout: Bool, metrics: JustifiedLayout.Metrics
  ) -> Double {
    isBreakout ? metrics.target : height
  }
}
