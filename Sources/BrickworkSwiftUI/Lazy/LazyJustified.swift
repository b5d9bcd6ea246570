import Brickwork
import BrickworkWindowing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUISurface
#endif

/// A scrolling gallery of justified rows over identifiable photos, making views only for the
/// rows near the viewport. Each photo declares its aspect ratio (width / height); appends at
/// the end take the core's append path.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct LazyJustified<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable, Data.Element.ID: Sendable, Data.Index == Int {
  let data: Data
  let justified: JustifiedLayout
  let insets: Insets
  let aspectRatio: (Data.Element) -> Double
  let loadMoreDistance: Double
  let onReachEnd: (() -> Void)?
  let content: (Data.Element) -> Content

  /// Creates a lazy justified gallery from the core's options.
  public init(
    _ data: Data, layout: JustifiedLayout = JustifiedLayout(targetRowHeight: 180),
    insets: Insets = .zero, aspectRatio: @escaping (Data.Element) -> Double,
    loadMoreDistance: Double = 1_000, onReachEnd: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.justified = layout
    self.insets = insets
    self.aspectRatio = aspectRatio
    self.loadMoreDistance = loadMoreDistance
    self.onReachEnd = onReachEnd
    self.content = content
  }

  /// The scroll view of the window's photos.
  public var body: some View {
    LazyScrollContainer(
      data: data, strategy: .justified(justified), insets: insets,
      size: { .aspectRatio(aspectRatio($0)) }, loadMoreDistance: loadMoreDistance,
      onReachEnd: onReachEnd, content: content)
  }
}
