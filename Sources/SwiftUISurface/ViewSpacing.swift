#if !canImport(SwiftUI)
  /// A collection of the geometric spacing preferences of a view.
  ///
  /// The stub declares no members that read or combine the preferences, so it holds none.
  /// https://developer.apple.com/documentation/swiftui/viewspacing
  public struct ViewSpacing: Sendable {
    /// Initializes an instance with default spacing values.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/init()
    public init() {}

    /// A view spacing instance that contains zero on all edges.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/zero
    public static let zero: ViewSpacing = ViewSpacing()
  }
#endif
