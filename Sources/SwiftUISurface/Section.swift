#if !canImport(SwiftUI)
  /// A container view that you can use to add hierarchy within certain views.
  ///
  /// Declared so that a file importing SwiftUI and Brickwork is checked for the name clash
  /// SwiftUI would have with a core type named `Section`.
  /// https://developer.apple.com/documentation/swiftui/section
  public struct Section<Parent, Content, Footer> {
    /// The section's content.
    let content: Content
  }

  extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }
  }

  extension Section: View where Parent: View, Content: View, Footer: View {
    /// A primitive view: no body.
    public var body: Never { surfaceCannotRender() }
  }
#endif
