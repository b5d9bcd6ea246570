#if !canImport(SwiftUI)
  import Foundation

  /// The inset distances for the sides of a rectangle.
  /// https://developer.apple.com/documentation/swiftui/edgeinsets
  @frozen public struct EdgeInsets: Equatable, Sendable {
    /// The distance from the top edge.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    /// The distance from the leading edge.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    /// The distance from the bottom edge.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat

    /// Creates insets of the given distances.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// Creates zero insets.
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  }
#endif
