// Step: widows. The items of an unfinished last row are laid out leading-aligned, not
// stretched, at a chosen height: greedy chooses the previous complete row's height (T after a
// breakout row or when there is none), optimal breaking chooses T.

extension JustifiedRow {
  /// A widow row at `preferredHeight`, clamped to `[T/2, 2T]` like any row.
  ///
  /// One deliberate difference from flickr/justified-layout: a widow row never overflows the
  /// width. Where its photos would not fit at `preferredHeight`, their height is lowered to the
  /// row's natural height, at which they fit exactly.
  ///
  /// - Complexity: O(1).
  static func widow(
    _ items: Range<Int>, sum: Double, preferredHeight: Double, metrics: JustifiedMetrics
  ) -> JustifiedRow {
    var photoHeight = preferredHeight
    if !metrics.fits(sum: sum, count: items.count, atHeight: preferredHeight) {
      photoHeight = metrics.naturalHeight(sum: sum, count: items.count)
    }
    return JustifiedRow(
      items: items, aspectRatioSum: sum, photoHeight: photoHeight,
      height: metrics.clamped(photoHeight), isWidow: true, isBreakout: false)
  }

  /// The height greedy gives a widow that follows this complete row: the row's displayed
  /// height, or `T` when it is a breakout row.
  func widowHeightAfter(metrics: JustifiedMetrics) -> Double {
    isBreakout ? metrics.target : height
  }
}
