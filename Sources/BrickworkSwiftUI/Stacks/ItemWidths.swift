import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUISurface
#endif

/// The widths a waterfall gives its items at one container width: the core's column geometry
/// (`WaterfallLayout.columnCount(forBodyWidth:)`, `columnWidth(forBodyWidth:spanning:)`), for
/// each span in use.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
struct ItemWidths {
  /// The width of a single-column item.
  private var single: Double = 0
  /// The width of a full-span item.
  private var full: Double = 0
  /// The widths of the other spans in use.
  private var spans: [Int: Double] = [:]
  /// The number of columns at this width.
  private(set) var columns = 1
  /// With column weights, the waterfall, to size an item in an explicit column; else `nil`.
  private var weighted: (waterfall: WaterfallLayout, body: Double)?

  /// The widths `waterfall` gives at `width` (with `insets`) to the spans `subviews` use; 0
  /// where the options do not fit the width (the layout reports that as an error).
  init(_ waterfall: WaterfallLayout, insets: Insets, width: Double, subviews: LayoutSubviews) {
    let body = width - insets.left - insets.right
    /// The width of `span` columns, never negative.
    func widthSpanning(_ span: Int) -> Double {
      max(0, waterfall.columnWidth(forBodyWidth: body, spanning: span))
    }
    columns = max(1, waterfall.columnCount(forBodyWidth: body))
    single = widthSpanning(1)
    full = widthSpanning(columns)
    for subview in subviews {
      let span = subview[SpanKey.self]
      if span > 1, spans[span] == nil { spans[span] = widthSpanning(span) }
    }
    guard waterfall.columnWeights != nil else { return }
    // Weighted columns: an item placed by the rule is measured at the narrowest width its
    // span can have (the column it lands in is known only once it is placed), so that its
    // text never wraps to more lines than measured; one in an explicit column at that column.
    weighted = (waterfall, body)
    let widths = waterfall.columnWidths(forBodyWidth: body)
    func narrowest(_ span: Int) -> Double {
      (0...(columns - span)).map {
        max(0, waterfall.columnWidth(forBodyWidth: body, startingAt: $0, spanning: span))
      }.min() ?? 0
    }
    single = max(0, widths.min() ?? 0)
    for span in spans.keys { spans[span] = narrowest(min(span, columns)) }
  }

  /// `item` with its explicit column kept inside the columns: at most the last column its span
  /// fits in (none for a full-span item).
  func clampingColumn(of item: Item) -> Item {
    guard let column = item.column else { return item }
    var clamped = item
    let span = item.isFullSpan ? columns : min(item.span, columns)
    clamped.column = span >= columns ? nil : min(column, columns - span)
    return clamped
  }

  /// The width `item` is laid out at.
  func width(of item: Item) -> Double {
    if item.isFullSpan { return full }
    if let (waterfall, body) = weighted, let column = item.column {
      return max(
        0, waterfall.columnWidth(forBodyWidth: body, startingAt: column, spanning: item.span))
    }
    return item.span > 1 ? spans[item.span] ?? single : single
  }
}
