import Brickwork
import BrickworkDocument

/// How a gallery page lays its pictures out.
public struct GalleryStyle: Hashable, Sendable {
  /// The layout of the pictures.
  public enum Arrangement: Hashable, Sendable {
    /// Equal-width columns, each picture in the shortest one, with a column count per
    /// breakpoint.
    case waterfall([GalleryBreakpoint])
    /// Rows of even height that fill the width, `rowHeight` tall at each breakpoint's width;
    /// a new breakpoint (a new row breaking) at each of `breakpoints`.
    case justified(rowHeight: Double, breakpoints: [Double])
  }

  /// The default justified breakpoints, about 25% apart, so that rows stay within a quarter of
  /// their height at every width: 400, 500, 640, 800, 1000, 1250, 1600 and 2000.
  public static let justifiedBreakpoints: [Double] = [400, 500, 640, 800, 1000, 1250, 1600, 2000]

  /// The layout of the pictures.
  public var arrangement: Arrangement
  /// The space between pictures and around them, in CSS pixels at each breakpoint's width.
  public var spacing: Double
  /// The page's title.
  public var title: String
  /// A waterfall's CSS `flow-tolerance` in CSS pixels at each breakpoint's width, or `nil` for
  /// exact ties to the leading column (see `WaterfallLayout.tolerance`).
  public var tolerance: Double? = nil
  /// Where the photos of a justified gallery's unfinished last row sit, or `justify` to fill
  /// the width with them (see `JustifiedLayout.widowAlignment`).
  public var widowAlignment = Default.widowAlignment
  /// A waterfall's even bottom edge (see `WaterfallLayout.evenBottom`): each column's last
  /// picture grows, cropped, to the bottom when that costs at most this factor of its height;
  /// 0 for none.
  public var evenBottom: Double = Default.evenBottom

  /// Creates a style; the defaults are a waterfall of ``GalleryBreakpoint/defaults`` with
  /// 8-pixel spacing.
  public init(
    arrangement: Arrangement = .waterfall(GalleryBreakpoint.defaults), spacing: Double = 8,
    title: String = "Gallery"
  ) {
    self.arrangement = arrangement
    self.spacing = spacing
    self.title = title
  }
}
