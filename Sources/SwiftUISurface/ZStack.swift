#if !canImport(SwiftUI)
  /// A view that overlays its subviews, aligning them in both axes.
  /// https://developer.apple.com/documentation/swiftui/zstack
  ///
  /// `nonisolated`, as in SwiftUI: its initializer can be used off the main actor; `body`, as
  /// `View.body`, stays on it.
  @frozen nonisolated public struct ZStack<Content>: View where Content: View {
    /// The alignment of the subviews.
    let alignment: Alignment
    /// The subviews.
    let content: Content

    /// Creates an instance with the given alignment.
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
      self.alignment = alignment
      self.content = content()
    }

    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }
#endif
