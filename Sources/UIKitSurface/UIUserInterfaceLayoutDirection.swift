import Foundation

/// The directional layout of the user interface.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  /// A left-to-right layout direction.
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  case leftToRight = 0
  /// A right-to-left layout direction.
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
  case rightToLeft = 1
}

/// The layout direction of a trait environment.
/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
  /// An unspecified layout direction.
  /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/unspecified
  case unspecified = -1
  /// A left-to-right layout direction.
  /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
  case leftToRight = 0
  /// A right-to-left layout direction.
  /// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
  case rightToLeft = 1
}
