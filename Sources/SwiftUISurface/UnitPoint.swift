#if !canImport(SwiftUI)
  import Foundation

  /// A normalized 2D point in a view's coordinate space.
  /// https://developer.apple.com/documentation/swiftui/unitpoint
  @frozen public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the origin to the point in the horizontal direction.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat

    /// The normalized distance from the origin to the point in the vertical dimension.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat

    /// Creates a unit point at the origin.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init()
    public init() {
      self.init(x: 0, y: 0)
    }

    /// Creates a unit point with the specified horizontal and vertical offsets.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
      self.x = x
      self.y = y
    }

    /// The point at the top, leading corner of a view.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)

    /// The point at the center of a view.
    /// https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
  }
#endif
