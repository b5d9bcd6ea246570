// Step: row sizing. A complete row fills the width at its natural height; its displayed height
// is clamped to [T/2, 2T] while the photos keep the widths of the natural height.

extension JustifiedMetrics {
  /// The natural height of a row of `count` photos whose aspect ratios sum to `sum`: the height
  /// at which they and their gaps fill the width exactly, `(cw - (count - 1) * s) / sum`.
  @inline(__always)
  func naturalHeight(sum: Double, count: Int) -> Double { photoWidth(count: count) / sum }

  /// `height` clamped to `[T/2, 2T]` (as flickr: the least bound wins over the greatest).
  @inline(__always)
  func clamped(_ height: Double) -> Double { max(minHeight, min(height, maxHeight)) }

  /// Whether `count` photos whose aspect ratios sum to `sum`, with their gaps, fit in the width
  /// at height `height`.
  @inline(__always)
  func fits(sum: Double, count: Int, atHeight height: Double) -> Bool {
    sum * height + Double(count - 1) * itemSpacing <= width
  }
}

extension JustifiedRow {
  /// A complete row: it fills the width at its natural height, displayed clamped.
  ///
  /// - Complexity: O(1).
  static func justified(
    _ items: Range<Int>, sum: Double, isBreakout: Bool, metrics: JustifiedMetrics
  ) -> JustifiedRow {
    let natural = metrics.naturalHeight(sum: sum, count: items.count)
    return JustifiedRow(
      items: items, aspectRatioSum: sum, photoHeight: natural, height: metrics.clamped(natural),
      isWidow: false, isBreakout: isBreakout)
  }
}
