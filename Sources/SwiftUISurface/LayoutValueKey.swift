#if !canImport(SwiftUI)
  /// A key for accessing a layout value of a layout container's subviews.
  /// https://developer.apple.com/documentation/swiftui/layoutvaluekey
  public protocol LayoutValueKey {
    /// The type of the key's value.
    /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/value
    associatedtype Value

    /// The default value of the key.
    /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/defaultvalue
    static var defaultValue: Self.Value { get }
  }
#endif
