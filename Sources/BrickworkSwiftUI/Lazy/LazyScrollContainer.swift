import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// What the lazy containers share: it reads the data (identities and sizes, in full, so that
/// any change is seen) and the options when they change, and hands them to the controller;
/// ``LazyFeedScroller`` shows the window. The split keeps the O(n) read of the data out of the
/// scrolling view's body, which SwiftUI evaluates again on every scroll that changes the views.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct LazyScrollContainer<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  typealias ID = Data.Element.ID

  let data: Data
  let strategy: SectionStrategy
  let insets: Insets
  let size: (Data.Element) -> LazyItemSize
  let loadMoreDistance: Double
  let onReachEnd: (() -> Void)?
  let onInvalidSize: ((ID, LayoutError) -> Void)?
  let content: (Data.Element) -> Content
  /// Where to scroll, when set (the containers' `scrollTarget(_:)`).
  var scrollTarget: Binding<LazyScrollTarget<ID>?>?

  @State private var box = LazyFeedBox<ID>()
  /// Counts the data and option changes handed to the controller.
  @State private var changes = 0

  var body: some View {
    LazyFeedScroller(container: self, box: box, changes: changes)
      .onChange(of: LazyFeedData(ids: data.map(\.id), sizes: data.map(size)), initial: true) {
        _, read in
        box.data = read
        box.hold(box.synchronize())
        changes &+= 1
      }
      .onChange(of: LazyFeedOptions(strategy: strategy, insets: insets)) {
        box.hold(box.change { try? $0.setOptions(strategy: strategy, insets: insets) })
        changes &+= 1
      }
  }
}
