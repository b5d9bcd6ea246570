import Foundation

/// Constants that define how a view's contents are flipped in right-to-left layouts.
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
@available(iOS 9.0, *)
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  /// The contents are flipped according to the layout direction.
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
  case unspecified = 0
  /// Playback controls, which are never flipped.
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
  case playback = 1
  /// Directional controls, which are never flipped.
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
  case spatial = 2
  /// Contents always laid out left to right.
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
  case forceLeftToRight = 3
  /// Contents always laid out right to left.
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
  case forceRightToLeft = 4
}
