import Foundation

/// The iOS interface environment for your app.
/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  private let storedScale: CGFloat
  private let storedDirection: UITraitEnvironmentLayoutDirection

  /// Creates an empty trait collection (every trait unspecified).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
  public override init() {
    storedScale = 0
    storedDirection = .unspecified
  }

  /// Creates a trait collection that contains only a specified display scale.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
  @available(iOS 8.0, *)
  public init(displayScale scale: CGFloat) {
    storedScale = scale
    storedDirection = .unspecified
  }

  /// Creates a trait collection that contains only a specified layout direction.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
  @available(iOS 10.0, *)
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    storedScale = 0
    storedDirection = layoutDirection
  }

  /// The display scale of the trait collection (0 when unspecified).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  @available(iOS 8.0, *)
  open var displayScale: CGFloat { storedScale }

  /// The layout direction associated with the current environment.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
  @available(iOS 10.0, *)
  open var layoutDirection: UITraitEnvironmentLayoutDirection { storedDirection }
}
