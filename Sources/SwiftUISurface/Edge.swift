#if !canImport(SwiftUI)
  /// An enumeration to indicate one edge of a rectangle.
  /// https://developer.apple.com/documentation/swiftui/edge
  @frozen public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// An efficient set of edges.
    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
      /// The raw value of the set.
      /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
      public let rawValue: Int8

      /// Creates a set of edges from a raw value.
      /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
      public init(rawValue: Int8) { self.rawValue = rawValue }

      /// Creates an instance containing just `e`.
      /// https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
      public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

      /// Every edge.
      /// https://developer.apple.com/documentation/swiftui/edge/set/all
      public static let all: Edge.Set = Edge.Set(rawValue: 0b1111)
    }
  }
#endif
