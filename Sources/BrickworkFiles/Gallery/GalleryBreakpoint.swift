import BrickworkDocument

/// From which gallery width a waterfall gallery has how many columns.
///
/// Breakpoints `480:2, 768:3, 1200:4` give 1 column below 480 CSS pixels, 2 from 480, 3 from
/// 768 and 4 from 1200; a breakpoint at width 0 sets the count below the first one.
public struct GalleryBreakpoint: Hashable, Sendable {
  /// The narrowest gallery width, in CSS pixels, with this many columns.
  public var minimumWidth: Double
  /// The number of columns from ``minimumWidth`` on.
  public var columns: Int

  /// Creates a breakpoint.
  public init(minimumWidth: Double, columns: Int) {
    self.minimumWidth = minimumWidth
    self.columns = columns
  }

  /// The default breakpoints: `480:2, 768:3, 1200:4, 1800:5`.
  public static let defaults: [GalleryBreakpoint] = [
    GalleryBreakpoint(minimumWidth: 480, columns: 2),
    GalleryBreakpoint(minimumWidth: 768, columns: 3),
    GalleryBreakpoint(minimumWidth: 1200, columns: 4),
    GalleryBreakpoint(minimumWidth: 1800, columns: 5),
  ]

  /// Breakpoints for columns at least `minimumColumnWidth` wide, as CSS
  /// `repeat(auto-fill, minmax(m, 1fr))` would choose them with `spacing` between the columns
  /// and around them: c columns from the width `c * m + (c + 1) * spacing` on, for every c up
  /// to the gallery width `widest` (and at most `maximumColumns`).
  public static func adaptive(
    minimumColumnWidth: Double, spacing: Double, widest: Double = 3840, maximumColumns: Int = 12
  ) -> [GalleryBreakpoint] {
    var breakpoints: [GalleryBreakpoint] = []
    guard minimumColumnWidth > 0, minimumColumnWidth.isFinite, spacing >= 0 else { return [] }
    for columns in 2...max(2, maximumColumns) {
      let width = Double(columns) * minimumColumnWidth + Double(columns + 1) * spacing
      guard width <= widest else { break }
      breakpoints.append(GalleryBreakpoint(minimumWidth: width, columns: columns))
    }
    return breakpoints
  }
}
