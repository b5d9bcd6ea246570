/// The numbers every step of the justified layout shares, read once from checked options and a
/// body width.
struct JustifiedMetrics: Sendable, Equatable {
  /// The body width `cw` that rows fill.
  let width: Double
  /// The target row height `T`.
  let target: Double
  /// The space between adjacent photos in a row.
  let itemSpacing: Double
  /// The space between adjacent rows.
  let lineSpacing: Double
  /// `cw / T * (1 - tolerance)`: a greedy row whose aspect ratios sum to less is still open.
  let minAspectRatio: Double
  /// `cw / T * (1 + tolerance)`: a greedy row whose aspect ratios sum to more is too wide.
  let maxAspectRatio: Double
  /// The least displayed row height, `T / 2`.
  let minHeight: Double
  /// The greatest displayed row height, `2 * T`.
  let maxHeight: Double

  /// Reads the metrics of a body `bodyWidth` wide.
  init(_ layout: JustifiedLayout, bodyWidth: Double) {
    width = bodyWidth
    target = layout.targetRowHeight
    itemSpacing = layout.itemSpacing
    lineSpacing = layout.lineSpacing
    // The same operations, in the same order, as flickr/justified-layout.
    minAspectRatio = bodyWidth / layout.targetRowHeight * (1 - layout.tolerance)
    maxAspectRatio = bodyWidth / layout.targetRowHeight * (1 + layout.tolerance)
    minHeight = 0.5 * layout.targetRowHeight
    maxHeight = 2 * layout.targetRowHeight
  }

  /// The width left for the photos of a row of `count` items: `cw - (count - 1) * s`.
  @inline(__always)
  func photoWidth(count: Int) -> Double { width - Double(count - 1) * itemSpacing }
}
