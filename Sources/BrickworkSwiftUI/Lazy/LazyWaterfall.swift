import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A scrolling waterfall feed over identifiable data that makes views only for the items in
/// the visible area and an overscan band (half a viewport above and below), each identified by
/// its item's `id`.
///
/// Sizes are declared (a height, a pixel size or an aspect ratio: exact, never measured) or
/// estimated (`.estimatedHeight`, `.estimatedSize`: the view is measured at its column width
/// once shown, and the feed lays out again from it, keeping the first visible item in place;
/// a measurement that would move what is on screen waits until the scroll comes to rest). Any
/// change of the data (inserts, deletes, moves, edited sizes) is read by identity and applied
/// through the core's batch update; data that only grows at the end takes the append path.
/// `onReachEnd` is called once per data count when the visible area is within
/// `loadMoreDistance` of the end; `onInvalidSize` once per item whose size the core rejects (it
/// is laid out at zero height).
///
/// ```swift
/// LazyWaterfall(photos, columns: 2, size: { .pixelSize(width: $0.width, height: $0.height) },
///               onReachEnd: { model.loadNextPage() }) { photo in PhotoCell(photo) }
/// ```
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct LazyWaterfall<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  /// The container that reads the data and shows the window.
  var container: LazyScrollContainer<Data, Content>

  /// Creates a lazy waterfall of `columns` columns (the defaults are ``Default``'s).
  /// `tolerance` is CSS grid-lanes `flow-tolerance` in points (``WaterfallLayout/tolerance``);
  /// `nil`, the default as in the core, is the shortest column with exact ties to the leading
  /// one. `columnWeights` share the width as CSS `fr` tracks instead of `columns` equal columns
  /// (``WaterfallLayout/columnWeights``; an estimated item is measured at the width of the column
  /// it lands in). `evenBottom` stretches each column's last item to the bottom when that costs
  /// at most that factor of its height (``WaterfallLayout/evenBottom``; 0 for none).
  public init(
    _ data: Data, columns: Int = Default.columns, columnWeights: [Double]? = nil,
    columnSpacing: Double = Default.columnSpacing, itemSpacing: Double = Default.itemSpacing,
    tolerance: Double? = nil, evenBottom: Double = Default.evenBottom, insets: Insets = .zero,
    size: @escaping (Data.Element) -> LazyItemSize, loadMoreDistance: Double = 1_000,
    onReachEnd: (() -> Void)? = nil,
    onInvalidSize: ((Data.Element.ID, LayoutError) -> Void)? = nil,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    var layout = WaterfallLayout(
      columns: columns, columnSpacing: columnSpacing, itemSpacing: itemSpacing)
    layout.tolerance = tolerance
    layout.evenBottom = evenBottom
    if let columnWeights {
      layout.columnWeights = columnWeights
      layout.columns = columnWeights.count
    }
    self.init(
      data, layout: layout, insets: insets, size: size, loadMoreDistance: loadMoreDistance,
      onReachEnd: onReachEnd,
      onInvalidSize: onInvalidSize, content: content)
  }

  /// Creates a lazy waterfall from the core's options.
  public init(
    _ data: Data, layout: WaterfallLayout, insets: Insets = .zero,
    size: @escaping (Data.Element) -> LazyItemSize, loadMoreDistance: Double = 1_000,
    onReachEnd: (() -> Void)? = nil,
    onInvalidSize: ((Data.Element.ID, LayoutError) -> Void)? = nil,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    container = LazyScrollContainer(
      data: data, strategy: .waterfall(layout), insets: insets, size: size,
      loadMoreDistance: loadMoreDistance, onReachEnd: onReachEnd, onInvalidSize: onInvalidSize,
      content: content)
  }

  /// Scrolls the waterfall to `target` whenever the binding is set (to an item, or to a fraction of
  /// the content for a scrubber), then sets it back to `nil`. The item comes to the top of the
  /// visible area, as far as the content's end allows, located exactly through the core's
  /// index (no estimate, at any length of feed).
  ///
  /// ```swift
  /// @State private var target: LazyScrollTarget<Photo.ID>?
  /// LazyWaterfall(photos, size: { .aspectRatio($0.ratio) }) { PhotoCell($0) }
  ///   .scrollTarget($target)
  /// func scrub(to fraction: Double) { target = .fraction(fraction) }  // from a scrubber
  /// ```
  ///
  /// - Complexity: O(1) for an item, O(log n) for a fraction.
  public func scrollTarget(_ target: Binding<LazyScrollTarget<Data.Element.ID>?>) -> Self {
    var scrolling = self
    scrolling.container.scrollTarget = target
    return scrolling
  }

  /// The scroll view of the window's items.
  public var body: some View { container }
}
