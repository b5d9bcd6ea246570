#if !canImport(SwiftUI)
  /// A direction in which SwiftUI can lay out content.
  /// https://developer.apple.com/documentation/swiftui/layoutdirection
  public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    /// https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
    case leftToRight
    /// A right-to-left layout direction.
    /// https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
    case rightToLeft
  }
#endif
