import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUISurface
#endif

/// The widths a waterfall gives its items at one container width, read from the core by laying
/// out one probe item per span in use (so the column arithmetic stays the core's).
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

  /// Probes `waterfall` at `width` for the spans `subviews` use.
  init(_ waterfall: WaterfallLayout, insets: Insets, width: Double, subviews: LayoutSubviews) {
    var used: [Int] = []
    for subview in subviews {
      let span = subview[SpanKey.self]
      if span > 1, !used.contains(span) { used.append(span) }
    }
    // One probe section: a single-column item, a full-span item, then one item per span.
    var probe = [Item.extent(0), Item.extent(0, fullSpan: true)]
    probe += used.map { Item(sizing: .extent(0), span: $0) }
    let section = Brickwork.LayoutSection(.waterfall(waterfall), items: probe, insets: insets)
    guard let layout = try? LayoutResult(container: Container(width: width), sections: [section])
    else { return }
    columns = max(1, layout.numberOfColumns(inSection: 0))
    single = layout.frame(ofItem: 0, inSection: 0)?.width ?? 0
    full = layout.frame(ofItem: 1, inSection: 0)?.width ?? 0
    for (offset, span) in used.enumerated() {
      spans[span] = layout.frame(ofItem: 2 + offset, inSection: 0)?.width ?? single
    }
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
    return item.span > 1 ? spans[item.span] ?? single : single
  }
}
