#if !canImport(SwiftUI)
  /// The horizontal or vertical dimension in a 2D coordinate system.
  /// https://developer.apple.com/documentation/swiftui/axis
  @frozen public enum Axis: Int8, CaseIterable, Sendable {
    /// The horizontal dimension.
    /// https://developer.apple.com/documentation/swiftui/axis/horizontal
    case horizontal
    /// The vertical dimension.
    /// https://developer.apple.com/documentation/swiftui/axis/vertical
    case vertical
  }
#endif
