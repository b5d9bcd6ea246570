#if !canImport(SwiftUI)
  /// A type that describes the state of a scroll gesture of a scrollable view like a scroll
  /// view.
  /// https://developer.apple.com/documentation/swiftui/scrollphase
  @frozen public enum ScrollPhase: Equatable, Sendable {
    /// No active scroll is occurring.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/idle
    case idle
    /// The user is touching the scroll view but has not started scrolling.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/tracking
    case tracking
    /// The user is interacting with the scroll view.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/interacting
    case interacting
    /// The user stopped driving a scroll and the scroll view is decelerating to its target.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
    case decelerating
    /// The system is animating to a final target after a programmatic scroll.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/animating
    case animating

    /// Whether the scroll view is actively scrolling: every phase but idle and tracking.
    /// https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling
    public var isScrolling: Bool {
      switch self {
      case .idle, .tracking: false
      case .interacting, .decelerating, .animating: true
      }
    }
  }
#endif
