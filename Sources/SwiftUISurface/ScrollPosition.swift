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
    public mutating func scrollTo(y: CGFloat) {
      point = CGPoint(x: point?.x ?? 0, y: y)
      positionedByUser = false
    }

    /// Whether the scroll view has been positioned by the user: true until a programmatic
    /// position (`scrollTo(y:)`) is set. Writing it controls whether the scroll view acts as if
    /// the user had positioned it; writing `true` clears the positioned point, as Apple's page
    /// says ("If the position had a non-nil edge / point value, that value will become nil when
    /// setting this property to true"). Writing `false` keeps the point.
    /// https://developer.apple.com/documentation/swiftui/scrollposition/ispositionedbyuser
    public var isPositionedByUser: Bool {
      get { positionedByUser }
      set {
        positionedByUser = newValue
        if newValue { point = nil }
      }
    }

    /// What ``isPositionedByUser`` reads.
    private var positionedByUser = true
  }
#endif
