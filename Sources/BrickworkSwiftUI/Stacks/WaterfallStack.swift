import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A waterfall (masonry) `Layout`: subviews fill equal-width columns, each going to the
/// shortest column, as the core's ``WaterfallLayout`` places them.
///
/// Each subview is measured at the width it will have (its column, its span's columns or the
/// whole body), so text wraps as it will be shown; a subview with ``AspectRatioKey`` is not
/// measured and keeps its ratio. Per-subview values: `.fullSpan()`, `.span(_:)`,
/// `.column(_:)`, `.itemAspectRatio(_:)`.
///
/// ```swift
/// WaterfallStack(columns: 2, columnSpacing: 8, itemSpacing: 8) {
///   ForEach(photos) { photo in PhotoCell(photo).itemAspectRatio(photo.aspectRatio) }
/// }
/// ```
///
/// Proposals (the proposed height is never used: the stack is as tall as its columns):
/// - a finite width lays the columns out in it and answers that width;
/// - `.unspecified` (the ideal size): columns as wide as the widest single-column subview's
///   ideal width (at least `minColumnWidth`; adaptive columns then use `maxColumns`, or 1);
/// - `.infinity` (the maximum): an infinite width (the stack fills any width) and the ideal
///   layout's height;
/// - `.zero`, and any width too narrow for the columns (the minimum): the insets and column
///   spacing wide, the insets tall, with every subview parked out of sight at zero size.
///
/// A span below 1 counts as 1, a span beyond the columns covers them all, and an explicit column
/// beyond the last one a span fits in is that last one. Subviews answering NaN, infinite or
/// negative sizes lay out at zero height. Invalid options
/// (zero columns, negative spacing) park every subview out of sight at zero size; the cache
/// names the error.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct WaterfallStack: CoreStack {
  /// The core's waterfall options.
  public var waterfall: WaterfallLayout
  /// Space around the columns.
  public var insets: Insets

  /// Creates a waterfall of a fixed number of columns (the defaults are ``Default``'s).
  /// `tolerance` is CSS grid-lanes `flow-tolerance` in points (``WaterfallLayout/tolerance``);
  /// `nil`, the default as in the core, is the shortest column with exact ties to the leading
  /// one. `evenBottom` stretches each column's last subview to the bottom when that costs at
  /// most that factor of its height (``WaterfallLayout/evenBottom``; 0, the default, for none).
  public init(
    columns: Int = Default.columns, columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing,
    placement: WaterfallLayout.Placement = .shortestColumn, tolerance: Double? = nil,
    evenBottom: Double = Default.evenBottom, insets: Insets = .zero
  ) {
    var waterfall = WaterfallLayout(
      columns: columns, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
      placement: placement)
    waterfall.tolerance = tolerance
    waterfall.evenBottom = evenBottom
    self.init(waterfall, insets: insets)
  }

  /// Creates a waterfall of as many columns at least `minColumnWidth` wide as fit, at most
  /// `maxColumns` (0 for no cap); `tolerance` and `evenBottom` as for fixed columns.
  public init(
    minColumnWidth: Double, maxColumns: Int = 0, columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing,
    placement: WaterfallLayout.Placement = .shortestColumn, tolerance: Double? = nil,
    evenBottom: Double = Default.evenBottom, insets: Insets = .zero
  ) {
    var waterfall = WaterfallLayout(
      minColumnWidth: minColumnWidth, maxColumns: maxColumns, columnSpacing: columnSpacing,
      itemSpacing: itemSpacing, placement: placement)
    waterfall.tolerance = tolerance
    waterfall.evenBottom = evenBottom
    self.init(waterfall, insets: insets)
  }

  /// Creates a waterfall whose columns share the width as CSS `fr` tracks, one per weight
  /// (``WaterfallLayout/columnWeights``). A subview is shown at the width of the column it lands
  /// in; one that is measured (no `.itemAspectRatio(_:)`) is measured at the narrowest width it
  /// could get (its explicit column's, with `.column(_:)`), so its text never needs more lines
  /// than measured. `evenBottom` as for fixed columns.
  public init(
    columnWeights: [Double], columnSpacing: Double = Default.columnSpacing,
    itemSpacing: Double = Default.itemSpacing, tolerance: Double? = nil,
    evenBottom: Double = Default.evenBottom, insets: Insets = .zero
  ) {
    var waterfall = WaterfallLayout(
      columnWeights: columnWeights, columnSpacing: columnSpacing, itemSpacing: itemSpacing)
    waterfall.tolerance = tolerance
    waterfall.evenBottom = evenBottom
    self.init(waterfall, insets: insets)
  }

  /// Creates a waterfall from the core's options.
  public init(_ waterfall: WaterfallLayout, insets: Insets = .zero) {
    self.waterfall = waterfall
    self.insets = insets
  }

  /// The column count used when the width does not decide it (fixed, or the adaptive cap).
  var nominalColumns: Int {
    waterfall.minColumnWidth == nil ? waterfall.columns : max(1, waterfall.maxColumns)
  }

  /// The narrowest width: the insets and, for fixed columns, the spacing between them.
  var minimumWidth: Double {
    let gaps = waterfall.minColumnWidth == nil ? Double(max(0, waterfall.columns - 1)) : 0
    return insets.horizontal + gaps * waterfall.columnSpacing
  }

  /// The core's strategy and options.
  var strategy: SectionStrategy { .waterfall(waterfall) }

  func resolve(_ width: CGFloat?, subviews: Subviews) -> ProposedWidth {
    let minimum = ProposedWidth.minimum(
      CGSize(width: CGFloat(minimumWidth), height: CGFloat(insets.vertical)))
    guard let width else {
      let ideal = idealWidth(subviews)
      return .layout(ideal, answer: CGFloat(ideal))
    }
    if width == .infinity { return .layout(idealWidth(subviews), answer: .infinity) }
    guard Double(width) > minimumWidth else { return minimum }
    return .layout(Double(width), answer: width)
  }

  /// The ideal width: columns as wide as the widest ideal single-column subview.
  func idealWidth(_ subviews: Subviews) -> Double {
    var column = waterfall.minColumnWidth ?? 0
    for subview in subviews where !subview[FullSpanKey.self] && subview[SpanKey.self] <= 1 {
      column = max(column, measuredLength(subview.sizeThatFits(.unspecified).width))
    }
    let columns = Double(nominalColumns)
    let width =
      insets.horizontal + columns * max(column, 1) + (columns - 1) * waterfall.columnSpacing
    return min(width, Limits.maximumLength)
  }

  func measure(_ subviews: Subviews, width: Double) -> StackMeasurement {
    let widths = ItemWidths(waterfall, insets: insets, width: width, subviews: subviews)
    var measurement = StackMeasurement()
    measurement.items.reserveCapacity(subviews.count)
    for subview in subviews {
      var item = widths.clampingColumn(
        of: Item(
          sizing: .extent(0), isFullSpan: subview[FullSpanKey.self],
          span: max(1, subview[SpanKey.self]), column: subview[ColumnKey.self]))
      if let ratio = subview[AspectRatioKey.self] {
        item.sizing = Limits.aspectRatios.contains(ratio) ? .aspectRatio(ratio) : .extent(0)
      } else {
        let itemWidth = widths.width(of: item)
        let size = subview.sizeThatFits(ProposedViewSize(width: CGFloat(itemWidth), height: nil))
        item.sizing = .extent(measuredLength(size.height))
      }
      measurement.append(item)
    }
    return measurement
  }

  func section(_ measurement: StackMeasurement, width: Double) -> Brickwork.LayoutSection {
    Brickwork.LayoutSection(.waterfall(waterfall), items: measurement.items, insets: insets)
  }
}
