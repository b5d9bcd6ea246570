#if !canImport(SwiftUI)
  /// The view a modifier of the surface returns (SwiftUI's own modified views are opaque
  /// `some View` types too): the modified view, kept so the types check, and nothing rendered.
  nonisolated struct ModifiedView<Content: View>: View {
    /// The view the modifier was applied to.
    let content: Content

    /// A primitive view: no body.
    @MainActor var body: Never { surfaceCannotRender() }
  }
#endif
