#if !canImport(SwiftUI)
  /// An interface for a stored variable that updates an external property of a view.
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty
  public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
  }

  extension DynamicProperty {
    /// The default update: nothing to do.
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    public mutating func update() {}
  }
#endif
