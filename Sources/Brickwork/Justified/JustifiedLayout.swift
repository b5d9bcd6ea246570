/// The justified strategy: photos in rows of equal height that fill the width, keeping their
/// aspect ratios (as flickr's justified-layout and Google Photos lay out galleries).
///
/// A complete row of k photos whose aspect ratios sum to A gets the natural height
/// `h = (cw - (k - 1) * itemSpacing) / A`, at which its photos fill the body width `cw`; its
/// displayed height is clamped to `[T/2, 2T]` for `T = targetRowHeight` (the photos keep the
/// widths of the natural height, so a clamped row crops or pads them). Rows are `lineSpacing`
/// apart. The photos of an unfinished last row (widows) are placed by ``widowAlignment``
/// (leading, centred, trailing, or laid out as a complete row), never overflowing the width, or
/// hidden without `showWidows`; hidden items are always the last of the section.
///
/// `greedy` breaking reproduces flickr/justified-layout 4.1 (with `maxRows` and breakout rows);
/// `optimal` breaking minimises the sum over rows of `k * ((h - T) / T)^2` over rows of at most
/// ``Limits/maximumPhotosPerOptimalRow`` photos. Items give an
/// aspect ratio or a pixel size; in a horizontal layout rows become columns of equal width.
///
/// The steps, each a function over plain values in a file that names its number (the driver,
/// `JustifiedLayout+BodyLayout.swift` with `+Greedy` and `+Optimal`, runs them;
/// `JustifiedLayout.Metrics.swift` is what they all read):
/// 1. Break the photos into rows: greedy (flickr's rule, with breakout rows; its fast loop for
///    plain photos is `Kernels/JustifiedGreedyKernel.swift`) or optimal (dynamic programming,
///    with a stable break before which rows are final).
/// 2. Size each row: a complete row at its natural height, displayed clamped; a widow at its
///    chosen height.
/// 3. Place each row's photos side by side from the leading edge.
public struct JustifiedLayout: Hashable, Sendable {
  /// How photos are broken into rows.
  public enum Breaking: Hashable, Sendable, CaseIterable {
    /// Row by row, as flickr/justified-layout 4.1 does.
    case greedy
    /// All breaks at once by dynamic programming, minimising the rows' deviation from the
    /// target height.
    case optimal
  }

  /// The most photos a greedy row holds, so that photos too narrow to ever fill a row cannot
  /// make each append re-place an open row that never completes: only photos thousands of times
  /// narrower than the body is wide reach it. A greedy row of this many photos is complete.
  /// Optimal rows hold at most ``Limits/maximumPhotosPerOptimalRow``.
  static let maximumRowCount = 4096

  /// The height rows aim for.
  public var targetRowHeight: Double
  /// How far a row's natural height may stray from the target, as a fraction of it, before
  /// greedy breaking closes the row.
  public var tolerance: Double
  /// The space between adjacent photos in a row.
  public var itemSpacing: Double
  /// The space between adjacent rows.
  public var lineSpacing: Double
  /// The most complete rows shown (greedy only); 0 for no limit.
  public var maxRows: Int
  /// Whether the items of an unfinished last row are shown.
  public var showWidows: Bool
  /// Every this-many rows, a photo at least as wide as tall fills a row alone (greedy only);
  /// 0 for never.
  public var breakoutCadence: Int
  /// How photos are broken into rows.
  public var breaking: Breaking
  /// The fewest photos a complete row holds, at least 1 and at most
  /// ``maximumItemsPerRowLimit`` (``Limits/maximumPhotosPerOptimalRow`` with optimal breaking).
  /// A greedy row keeps taking photos until it has this many; an optimal breaking uses only rows
  /// of at least this many. A widow row may have fewer.
  public var minItemsPerRow: Int
  /// The most photos a row holds, or 0 for no limit of its own; else at least
  /// ``minItemsPerRow``. A greedy row completes when it reaches this many (or
  /// ``maximumItemsPerRowLimit``); an optimal breaking uses no longer row, nor any row of more
  /// than ``Limits/maximumPhotosPerOptimalRow`` photos, whatever this says.
  public var maxItemsPerRow: Int
  /// Where the photos of a widow row sit, or `justify` to lay the last row out as a complete
  /// row (see ``WidowAlignment``).
  public var widowAlignment: WidowAlignment
  /// The height a greedy widow row starts from (no effect with `justify` or optimal breaking,
  /// whose widow is at the target height).
  public var widowHeight: WidowHeight

  /// The largest ``minItemsPerRow`` accepted with greedy breaking: the most photos a greedy row
  /// holds (``Limits/maximumPhotosPerOptimalRow`` with optimal breaking).
  public static var maximumItemsPerRowLimit: Int { maximumRowCount }

  /// Creates a justified strategy; the defaults are those of the layout document.
  public init(
    targetRowHeight: Double = Default.targetRowHeight,
    tolerance: Double = Default.targetRowHeightTolerance,
    itemSpacing: Double = Default.photoSpacing, lineSpacing: Double = Default.photoSpacing,
    maxRows: Int = 0, showWidows: Bool = true, breakoutCadence: Int = 0,
    breaking: Breaking = .greedy, minItemsPerRow: Int = 1, maxItemsPerRow: Int = 0,
    widowAlignment: WidowAlignment = Default.widowAlignment,
    widowHeight: WidowHeight = Default.widowHeight
  ) {
    self.targetRowHeight = targetRowHeight
    self.tolerance = tolerance
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.maxRows = maxRows
    self.showWidows = showWidows
    self.breakoutCadence = breakoutCadence
    self.breaking = breaking
    self.minItemsPerRow = minItemsPerRow
    self.maxItemsPerRow = maxItemsPerRow
    self.widowAlignment = widowAlignment
    self.widowHeight = widowHeight
  }

  /// Whether the rows are constrained by ``minItemsPerRow`` or ``maxItemsPerRow``: such a
  /// body takes the rule's own path, and one without them the unconstrained one.
  var constrainsRows: Bool { minItemsPerRow != 1 || maxItemsPerRow != 0 }
}
