#if !canImport(SwiftUI)
  import Foundation

  /// A type that defines the semantic position of where a scroll view is scrolled within its
  /// content.
  /// https://developer.apple.com/documentation/swiftui/scrollposition
  public struct ScrollPosition: Equatable, Sendable {
    /// The positioned point, if one was set.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/point
    public private(set) var point: CGPoint?

    /// Creates a new automatic scroll position.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:)
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// Scrolls the position of the scroll view to the y value you provide; the scroll view
    /// clamps it to its content.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)
    public mutating func scrollTo(y: CGFloat) { point = CGPoint(x: point?.x ?? 0, y: y) }

    /// Whether the scroll view was positioned by the user's scrolling since the last
    /// programmatic position.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/ispositionedbyuser
    public var isPositionedByUser: Bool { point == nil }
  }
#endif
