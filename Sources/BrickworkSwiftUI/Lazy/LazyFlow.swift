import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A scrolling flow of many tags over identifiable data, making views only for the lines near
/// the visible area, each identified by its item's `id`.
///
/// Each tag's size is declared (`.pixelSize`: its width and height) or estimated
/// (`.estimatedSize`: the view's ideal size is measured once shown, and the flow lays out again
/// from it, as ``LazyWaterfall`` does). Data changes, scrolling and invalid sizes are handled as
/// in ``LazyWaterfall`` (an invalid size is laid out at zero size).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct LazyFlow<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  /// The container that reads the data and shows the window.
  var container: LazyScrollContainer<Data, Content>

  /// Creates a lazy flow from the core's options (the defaults are ``Default``'s).
  public init(
    _ data: Data, layout: FlowLayout = FlowLayout(), insets: Insets = .zero,
    size: @escaping (Data.Element) -> LazyItemSize, loadMoreDistance: Double = 1_000,
    onReachEnd: (() -> Void)? = nil,
    onInvalidSize: ((Data.Element.ID, LayoutError) -> Void)? = nil,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    container = LazyScrollContainer(
      data: data, strategy: .flow(layout), insets: insets, size: size,
      loadMoreDistance: loadMoreDistance, onReachEnd: onReachEnd, onInvalidSize: onInvalidSize,
      content: content)
  }

  /// Creates a lazy flow of tags of declared sizes.
  public init(
    _ data: Data, layout: FlowLayout = FlowLayout(), insets: Insets = .zero,
    tagSize: @escaping (Data.Element) -> CGSize,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(
      data, layout: layout, insets: insets,
      size: {
        let size = tagSize($0)
        return .pixelSize(width: Double(size.width), height: Double(size.height))
      }, content: content)
  }

  /// The scroll view of the window's tags.
  /// Scrolls the flow to `target` whenever the binding is set (to an item, or to a fraction of
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
