import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A scrolling flow of many tags over identifiable data, making views only for the lines
/// near the viewport. Each tag declares its size.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct LazyFlow<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  let data: Data
  let flow: FlowLayout
  let insets: Insets
  let tagSize: (Data.Element) -> CGSize
  let content: (Data.Element) -> Content

  /// Creates a lazy flow from the core's options.
  public init(
    _ data: Data, layout: FlowLayout = FlowLayout(itemSpacing: 8, lineSpacing: 8),
    insets: Insets = .zero, tagSize: @escaping (Data.Element) -> CGSize,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.flow = layout
    self.insets = insets
    self.tagSize = tagSize
    self.content = content
  }

  /// The scroll view of the window's tags.
  public var body: some View {
    LazyScrollContainer(
      data: data, strategy: .flow(flow), insets: insets,
      size: {
        let size = tagSize($0)
        return .pixelSize(width: Double(size.width), height: Double(size.height))
      }, loadMoreDistance: 0, onReachEnd: nil, content: content)
  }
}
