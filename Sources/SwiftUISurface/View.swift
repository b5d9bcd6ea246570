#if !canImport(SwiftUI)
  /// A type that represents part of your app's user interface and provides modifiers that you
  /// use to configure views.
  ///
  /// Declared as SwiftUI declares it so that the adapter's views compile on Linux; nothing here
  /// renders (the primitive views' bodies trap, as SwiftUI's `Never` bodies would if called).
  /// https://developer.apple.com/documentation/swiftui/view
  @MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// The content and behavior of the view.
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  /// `Never` is the body of the primitive views.
  /// https://developer.apple.com/documentation/swift/never (conformance to `View`)
  extension Never: View {
    /// The body of a primitive view: never produced.
    public typealias Body = Never

    /// Never produced: calling it is a programming error, as in SwiftUI.
    public var body: Never { surfaceCannotRender() }
  }

  /// Traps: the surface declares SwiftUI's views for Linux builds and renders nothing.
  @inline(never)
  func surfaceCannotRender(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUISurface declares SwiftUI for Linux builds and renders nothing: \(function)")
  }
#endif
