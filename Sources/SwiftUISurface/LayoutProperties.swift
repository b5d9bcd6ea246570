#if !canImport(SwiftUI)
  /// Layout-specific properties of a layout container.
  /// https://developer.apple.com/documentation/swiftui/layoutproperties
  public struct LayoutProperties {
    /// Creates a default set of properties.
    /// https://developer.apple.com/documentation/swiftui/layoutproperties/init()
    public init() {}

    /// The orientation of the containing stack-like container.
    /// https://developer.apple.com/documentation/swiftui/layoutproperties/stackorientation
    public var stackOrientation: Axis?
  }
#endif
