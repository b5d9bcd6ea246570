#if !canImport(SwiftUI)
  import Foundation

  /// A container view that defines its content as a function of its own size and coordinate
  /// space.
  /// https://developer.apple.com/documentation/swiftui/geometryreader
  ///
  /// `nonisolated`, as in SwiftUI: its initializer and properties can be used off the main
  /// actor; `body`, as `View.body`, stays on it.
  @frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
    /// The view of a geometry.
    /// https://developer.apple.com/documentation/swiftui/geometryreader/content
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is a function of its geometry.
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
      self.content = content
    }

    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }

  /// A proxy for access to the size and coordinate space (for anchor resolution) of the
  /// container view.
  ///
  /// Apple's initializer is not public: SwiftUI makes the proxies; so is the stub's.
  /// https://developer.apple.com/documentation/swiftui/geometryproxy
  public struct GeometryProxy {
    /// The size of the container view.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { storedSize }
    /// The safe area inset of the container view.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The size the proxy reports.
    let storedSize: CGSize
  }
#endif
