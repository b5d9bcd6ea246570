// The UIKit API surface the Brickwork adapters use, declared as Apple declares it, for Linux
// builds and tests only (no layout behaviour). Each declaration names its Apple page.
import Foundation

/// The inset distances for views.
/// https://developer.apple.com/documentation/uikit/uiedgeinsets
///
/// Equatable and Sendable as in the SDK (the UIKit overlay adds `Equatable`; the imported C struct
/// is Sendable); the SDK documents no `Hashable` conformance, so the stub declares none.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// The left edge inset value.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// The bottom edge inset value.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// The right edge inset value.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat

  /// Creates an edge inset with all insets zero.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates an edge inset for a button or view.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero: UIEdgeInsets = UIEdgeInsets()
}
