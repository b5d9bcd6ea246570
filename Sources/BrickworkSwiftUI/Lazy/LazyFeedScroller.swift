import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// The scroll view of a lazy container: only the views of the window's items, identified by the
/// items' `id` and placed at their frames from the core.
///
/// Every decision is ``LazyFeed``'s (plain Swift, tested on Linux with scripted sequences):
/// this view forwards the scroll geometry (the visible area net of the content insets), the
/// scroll phase and the sizes views measure, and shows what the feed says. It moves the scroll
/// view only when the feed asks (a layout change above the first visible item), never in answer
/// to a scroll. The layout version it keeps in its state makes it draw again whenever a frame
/// changes.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct LazyFeedScroller<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  typealias ID = Data.Element.ID

  /// The container: the data, the options, the callbacks and the content.
  let container: LazyScrollContainer<Data, Content>
  /// The controller's box.
  let box: LazyFeedBox<ID>
  /// Changes when the container handed the controller new data or options.
  let changes: Int

  private var data: Data { container.data }

  @State private var visible: [ID] = []
  @State private var layoutVersion = 0
  @State private var contentHeight: Double = 0
  @State private var position = ScrollPosition()

  var body: some View {
    ScrollView {
      ZStack(alignment: .topLeading) {
        ForEach(visible, id: \.self) { id in
          cell(id, version: layoutVersion)
        }
      }
      .frame(maxWidth: .infinity, minHeight: CGFloat(contentHeight), alignment: .topLeading)
    }
    .scrollPosition($position)
    .onScrollGeometryChange(for: LazyViewport.self, of: Self.viewport) { _, viewport in
      scrolled(viewport)
    }
    .onScrollPhaseChange { _, phase in
      apply(box.change { $0.scrollPhaseChanged(isScrolling: phase.isScrolling) })
    }
    .onChange(of: changes) { apply(box.takePending()) }
    .onChange(of: container.scrollTarget?.wrappedValue) { _, target in scroll(to: target) }
  }

  /// Scrolls to `target` once the feed knows its layout, then clears the binding.
  private func scroll(to target: LazyScrollTarget<ID>?) {
    guard let target, let feed = box.feed, let viewport = box.viewport else { return }
    if let top = feed.offset(of: target) {
      position.scrollTo(y: CGFloat(viewport.contentOffset(showingAtTop: top)))
    }
    container.scrollTarget?.wrappedValue = nil
  }

  /// The view of item `id` at its frame (drawn again for each layout version). An estimated
  /// item is measured (its height at its width in a waterfall, its ideal size otherwise) and
  /// clipped to its frame until the feed applies the measurement, so items never overlap.
  @ViewBuilder
  private func cell(_ id: ID, version: Int) -> some View {
    if let feed = box.feed, let index = feed.index(of: id), index < data.count,
      let frame = feed.frame(of: id)
    {
      let estimated = feed.isEstimated(id)
      let measuresIdealWidth: Bool = {
        if case .waterfall = feed.window.strategy { return false }
        return estimated
      }()
      container.content(data[data.startIndex + index])
        .frame(width: measuresIdealWidth ? nil : CGFloat(frame.width))
        .fixedSize(horizontal: measuresIdealWidth, vertical: estimated)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { measured in
          guard estimated else { return }
          let size = Size(width: Double(measured.width), height: Double(measured.height))
          apply(box.change { $0.measured(id: id, size: size) })
        }
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height), alignment: .topLeading)
        .clipped()
        .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
    }
  }

  /// The feed's viewport from SwiftUI's scroll geometry.
  private static func viewport(_ geometry: ScrollGeometry) -> LazyViewport {
    LazyViewport(
      contentOffset: Double(geometry.contentOffset.y),
      containerWidth: Double(geometry.containerSize.width),
      containerHeight: Double(geometry.containerSize.height),
      top: Double(geometry.contentInsets.top), bottom: Double(geometry.contentInsets.bottom),
      leading: Double(geometry.contentInsets.leading),
      trailing: Double(geometry.contentInsets.trailing))
  }

  /// Forwards a scroll or resize to the feed, creating it (and reading the data into it) once
  /// the width is known.
  private func scrolled(_ viewport: LazyViewport) {
    box.viewport = viewport
    if box.feed == nil {
      box.feed = try? LazyFeed(
        strategy: container.strategy, insets: container.insets, width: viewport.layoutWidth,
        viewportHeight: viewport.visibleHeight)
      apply(box.synchronize())
    }
    apply(box.change { $0.scrolled(to: viewport) })
  }

  /// Shows the feed's views, scrolls where it asks, reports invalid sizes and loads more near
  /// the end.
  private func apply(_ update: LazyFeedUpdate<ID>?) {
    guard let update, let feed = box.feed else { return }
    if !update.inserted.isEmpty || !update.removed.isEmpty || update.layoutChanged {
      visible = feed.visibleIDs
    }
    if update.layoutChanged {
      layoutVersion = feed.layoutVersion
      contentHeight = feed.window.contentHeight
    }
    if let target = update.scrollTarget, let viewport = box.viewport {
      position.scrollTo(y: CGFloat(viewport.contentOffset(showingAtTop: target)))
    }
    for problem in box.takeProblems() { container.onInvalidSize?(problem.id, problem.error) }
    if let onReachEnd = container.onReachEnd, feed.isNearEnd(within: container.loadMoreDistance),
      box.requestedAt != data.count
    {
      box.requestedAt = data.count
      onReachEnd()
    }
  }
}
