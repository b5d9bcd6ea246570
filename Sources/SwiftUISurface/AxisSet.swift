#if !canImport(SwiftUI)
  extension Axis {
    /// An efficient set of axes.
    /// https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet, Sendable {
      /// The raw value of the set.
      /// https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
      public let rawValue: Int8

      /// Creates a set of axes from a raw value.
      /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
      public init(rawValue: Int8) { self.rawValue = rawValue }

      /// The horizontal axis.
      /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
      public static let horizontal: Axis.Set = Axis.Set(rawValue: 1)
      /// The vertical axis.
      /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
      public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
    }
  }
#endif
