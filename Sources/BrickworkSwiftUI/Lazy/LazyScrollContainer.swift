import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// The reference that holds a lazy container's feed, so that a scroll mutates the feed in
/// place (a `@State` value would copy its frames on every frame).
final class LazyFeedBox<ID: Hashable & Sendable> {
  /// The feed, once the container knows its width.
  var feed: LazyFeed<ID>?
  /// The data count at which `onReachEnd` was last called.
  var requestedAt = -1
  /// The offset the scroll view reported last.
  var shownOffset = 0.0

  /// The frame of an item in the content.
  func frame(ofItem item: Int) -> Rect? { feed?.window.frame(ofItem: item) }

  /// Whether an item is sized by measuring its view.
  func isEstimated(_ item: Int) -> Bool { feed?.window.isEstimated[item] ?? false }
}

/// What the lazy containers share: a scroll view whose content is only the views of the
/// window's items, each placed at its frame from the core.
///
/// All the logic is in ``LazyFeed`` and ``ScrollWindow`` (plain Swift, tested on Linux); this
/// view forwards the scroll geometry, data changes and measured heights to it and shows
/// `visibleItems`. It needs SwiftUI itself and is not compiled on Linux.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct LazyScrollContainer<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  let data: Data
  let strategy: SectionStrategy
  let insets: Insets
  let size: (Data.Element) -> LazyItemSize
  let loadMoreDistance: Double
  let onReachEnd: (() -> Void)?
  let content: (Data.Element) -> Content

  @State private var box = LazyFeedBox<Data.Element.ID>()
  @State private var visible: [Int] = []
  @State private var contentHeight: Double = 0
  @State private var position = ScrollPosition()
  @State private var topInset: CGFloat = 0

  var body: some View {
    ScrollView {
      ZStack(alignment: .topLeading) {
        ForEach(visible, id: \.self) { index in
          // Read through the box: a copy of the window kept by a closure would make every
          // later scroll copy its storage.
          if index < data.count, let frame = box.frame(ofItem: index) {
            let isEstimated = box.isEstimated(index)
            content(data[data.startIndex + index])
              .frame(
                width: CGFloat(frame.width), height: isEstimated ? nil : CGFloat(frame.height),
                alignment: .top
              )
              .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { height in
                guard isEstimated else { return }
                apply(box.feed?.measured(item: index, height: Double(height)))
              }
              .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
          }
        }
      }
      .frame(maxWidth: .infinity, minHeight: CGFloat(contentHeight), alignment: .topLeading)
    }
    .scrollPosition($position)
    .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in
      scrolled(geometry)
    }
    .onChange(of: DataSignature(data), initial: true) { synchronize() }
  }

  /// Forwards a scroll or resize to the feed, creating it once the width is known.
  private func scrolled(_ geometry: ScrollGeometry) {
    topInset = geometry.contentInsets.top
    let width = Double(geometry.containerSize.width)
    let height = Double(geometry.containerSize.height)
    let offset = Double(geometry.contentOffset.y + geometry.contentInsets.top)
    if box.feed == nil {
      box.feed = try? LazyFeed(
        strategy: strategy, insets: insets, width: width, viewportHeight: height)
      synchronize()
    }
    guard var feed = box.feed else { return }
    box.feed = nil  // one owner while it mutates: no copy of its storage
    if feed.window.width != width || feed.window.viewportHeight != height {
      let change = feed.resize(width: width, viewportHeight: height)
      box.feed = feed
      apply(change)
      return
    }
    box.shownOffset = offset
    let change = feed.scroll(to: offset)
    box.feed = feed
    apply(change)
  }

  /// Brings the feed up to the data (the append path when it only grew).
  private func synchronize() {
    guard var feed = box.feed else { return }
    box.feed = nil
    let ids = data.map(\.id)
    let change = try? feed.update(ids: ids) { size(data[data.startIndex + $0]) }
    box.feed = feed
    apply(change)
  }

  /// Shows the window's items, scrolls where the anchor asks and loads more near the end.
  private func apply(_ change: WindowChange?) {
    guard let change, let feed = box.feed else { return }
    visible = feed.window.visibleItems
    contentHeight = feed.window.contentHeight
    // A measurement above the anchor or a width change moved the anchor: follow it.
    if abs(change.offset - box.shownOffset) > 0.5 {
      box.shownOffset = change.offset
      position.scrollTo(y: CGFloat(change.offset) - topInset)
    }
    if let onReachEnd, feed.isNearEnd(within: loadMoreDistance), box.requestedAt != data.count {
      box.requestedAt = data.count
      onReachEnd()
    }
  }
}

/// What identifies a data change cheaply: the count and the first and last identities.
struct DataSignature<ID: Hashable>: Equatable {
  let count: Int
  let first: ID?
  let last: ID?

  init<Data: RandomAccessCollection>(_ data: Data)
  where Data.Element: Identifiable, Data.Element.ID == ID {
    count = data.count
    first = data.first?.id
    last = data.last?.id
  }
}
