#if !canImport(SwiftUI)
  /// A view that displays one or more lines of read-only text.
  /// https://developer.apple.com/documentation/swiftui/text
  @frozen public struct Text: Equatable, Sendable, View {
    /// The text shown.
    let content: String

    /// Creates a text view that displays a stored string without localization.
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }

    /// A primitive view: no body.
    public var body: Never { surfaceCannotRender() }
  }
#endif
