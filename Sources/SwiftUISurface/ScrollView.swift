#if !canImport(SwiftUI)
  /// A scrollable view.
  /// https://developer.apple.com/documentation/swiftui/scrollview
  public struct ScrollView<Content>: View where Content: View {
    /// The scroll view's content.
    /// https://developer.apple.com/documentation/swiftui/scrollview/content
    public var content: Content
    /// The scrollable axes of the scroll view.
    /// https://developer.apple.com/documentation/swiftui/scrollview/axes
    public var axes: Axis.Set

    /// Creates a new instance that's scrollable in the direction of the given axis.
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
      self.axes = axes
      self.content = content()
    }

    /// A primitive view: no body.
    public var body: Never { surfaceCannotRender() }
  }
#endif
