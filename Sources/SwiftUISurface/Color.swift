#if !canImport(SwiftUI)
  /// A representation of a color that adapts to a given context.
  /// https://developer.apple.com/documentation/swiftui/color
  @frozen public struct Color: Hashable, Sendable, View {
    /// Which color this is (the stub knows a few named ones).
    let name: String

    /// A color that has no effect on the view it is applied to.
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(name: "clear")
    /// A context-dependent gray color.
    /// https://developer.apple.com/documentation/swiftui/color/gray
    public static let gray = Color(name: "gray")

    /// A primitive view: no body.
    public var body: Never { surfaceCannotRender() }
  }
#endif
