#if !canImport(SwiftUI)
  /// A scrollable view.
  /// https://developer.apple.com/documentation/swiftui/scrollview
  ///
  /// `nonisolated`, as in SwiftUI: its initializer and properties can be used off the main
  /// actor; `body`, as `View.body`, stays on it.
  nonisolated public struct ScrollView<Content>: View where Content: View {
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
    @MainActor public var body: Never { surfaceCannotRender() }
  }
#endif
