import Brickwork
import BrickworkDocument

/// A responsive gallery: one Brickwork layout per breakpoint, each computed at its
/// breakpoint's width and scaled with the gallery's width up to the next breakpoint.
///
/// Scaling keeps a layout exact: every frame, spacing included, is a fixed fraction of the
/// gallery's width, so the page can give each picture's position and size in units of the
/// gallery's width (CSS `cqw`) and is, at every width W between two breakpoints, exactly the
/// layout computed at the lower breakpoint's width magnified by W over that width. The page
/// chooses the layout with CSS container queries on the gallery's width; no script runs.
public struct GalleryPage: Sendable {
  /// One layout of the page: the gallery widths it covers and its frames.
  public struct Layout: Sendable {
    /// The narrowest gallery width using this layout (0 for the first).
    public var minimumWidth: Double
    /// The width the layout is computed at; at gallery width W its frames are scaled by W
    /// over this width.
    public var referenceWidth: Double
    /// The column count (waterfall), or `nil` (justified).
    public var columns: Int?
    /// The gallery's height at ``referenceWidth``.
    public var height: Double
    /// Each picture's frame at ``referenceWidth``, in order.
    public var frames: [Rect]
  }

  /// The narrowest reference width of the first layout: 320 CSS pixels (a small phone).
  public static let firstReferenceWidth = 320.0

  /// The pictures, in order.
  public let images: [GalleryImage]
  /// The page's style.
  public let style: GalleryStyle
  /// The layouts, by increasing ``Layout/minimumWidth``.
  public let layouts: [Layout]

  /// Lays `images` out at every breakpoint of `style`.
  ///
  /// - Throws: ``GalleryLayoutError`` when the style's values break the core's rules at a
  ///   breakpoint (a spacing or row height that is negative, too many columns for the
  ///   breakpoint's width), or a picture's size does.
  /// - Complexity: O(n * b) for n pictures and b breakpoints.
  public init(images: [GalleryImage], style: GalleryStyle) throws(GalleryLayoutError) {
    self.images = images
    self.style = style
    let items = images.map { Item.size(width: $0.width, height: $0.height) }
    var layouts: [Layout] = []
    for range in Self.ranges(style.arrangement) {
      layouts.append(try Self.layout(items, in: range, style: style))
    }
    self.layouts = layouts
  }

  /// What the core refuses in the layouts `style` asks for, whatever the pictures: one error
  /// per width range (a breakpoint too narrow for its columns and spacing, say), in order.
  ///
  /// - Complexity: O(b) for b breakpoints.
  public static func layoutErrors(of style: GalleryStyle) -> [GalleryLayoutError] {
    var errors: [GalleryLayoutError] = []
    for range in ranges(style.arrangement) {
      do throws(GalleryLayoutError) {
        _ = try layout([], in: range, style: style)
      } catch {
        errors.append(error)
      }
    }
    return errors
  }

  /// The layout of `items` over the width `range` (start, end, column count).
  private static func layout(
    _ items: [Item], in range: (start: Double, end: Double?, columns: Int?), style: GalleryStyle
  ) throws(GalleryLayoutError) -> Layout {
    let (start, end, columns) = range
    let reference = start > 0 ? start : min(Self.firstReferenceWidth, end ?? .infinity)
    let strategy: SectionStrategy
    switch style.arrangement {
    case .waterfall:
      var waterfall = WaterfallLayout(
        columns: columns ?? 1, columnSpacing: style.spacing, itemSpacing: style.spacing)
      waterfall.tolerance = style.tolerance
      waterfall.evenBottom = style.evenBottom
      strategy = .waterfall(waterfall)
    case .justified(let rowHeight, _):
      strategy = .justified(
        JustifiedLayout(
          targetRowHeight: rowHeight, itemSpacing: style.spacing, lineSpacing: style.spacing,
          breaking: .optimal, widowAlignment: style.widowAlignment))
    }
    let result: LayoutResult
    do throws(LayoutError) {
      result = try LayoutResult(
        container: Container(width: reference),
        sections: [LayoutSection(strategy, items: items, insets: Insets(all: style.spacing))])
    } catch {
      throw GalleryLayoutError(minimumWidth: start, referenceWidth: reference, error: error)
    }
    let frames = items.indices.map { result.frame(ofItem: $0, inSection: 0) ?? .zero }
    return Layout(
      minimumWidth: start, referenceWidth: reference, columns: columns,
      height: items.isEmpty ? 0 : result.contentSize.height, frames: frames)
  }

  /// The width ranges of an arrangement: start, end (`nil` for the last) and column count.
  private static func ranges(_ arrangement: GalleryStyle.Arrangement)
    -> [(Double, Double?, Int?)]
  {
    var starts: [(Double, Int?)]
    switch arrangement {
    case .waterfall(let breakpoints):
      starts = breakpoints.map { ($0.minimumWidth, $0.columns) }
      if !starts.contains(where: { $0.0 <= 0 }) { starts.append((0, 1)) }
    case .justified(_, let breakpoints):
      starts = breakpoints.map { ($0, nil) }
      if !starts.contains(where: { $0.0 <= 0 }) { starts.append((0, nil)) }
    }
    starts = starts.map { (max(0, $0.0), $0.1) }.sorted { $0.0 < $1.0 }
    return starts.indices.map { index in
      (starts[index].0, index + 1 < starts.count ? starts[index + 1].0 : nil, starts[index].1)
    }
  }

  /// The layout used at gallery width `width`: the last whose minimum width it reaches.
  public func layout(atWidth width: Double) -> Layout {
    layouts.last { $0.minimumWidth <= width } ?? layouts[0]
  }

  /// The gallery's height and every picture's frame at gallery width `width`, as the page
  /// shows them.
  public func frames(atWidth width: Double) -> (height: Double, frames: [Rect]) {
    let layout = layout(atWidth: width)
    let scale = width / layout.referenceWidth
    return (
      layout.height * scale,
      layout.frames.map {
        Rect(
          x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale
        )
      }
    )
  }
}
