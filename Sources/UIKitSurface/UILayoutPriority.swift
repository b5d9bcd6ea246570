import Foundation

/// The layout priority is used to indicate to the constraint-based layout system which
/// constraints are more important.
/// https://developer.apple.com/documentation/uikit/uilayoutpriority
@available(iOS 6.0, *)
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  /// The priority's value (1 to 1000).
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
  public var rawValue: Float

  /// Creates a priority.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(1000)

  /// The priority level with which a button resists compressing its content.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  public static let defaultHigh = UILayoutPriority(750)

  /// The priority level at which a button hugs its contents horizontally.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
  public static let defaultLow = UILayoutPriority(250)

  /// The priority level with which the view wants to conform to the target size in that
  /// computation.
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
  @available(iOS 6.0, *)
  public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

/// The fitting sizes of Auto Layout.
extension UIView {
  /// The option to use the smallest possible size.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
  /// (Apple declares `class let`; see ``UIView/noIntrinsicMetric``.)
  @available(iOS 6.0, *)
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The option to use the largest possible size.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize
  @available(iOS 6.0, *)
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
