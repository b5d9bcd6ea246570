import Foundation

/// The block-based animation entry points. The stub animates nothing: it runs the changes at
/// once, and remembers that they were made inside an animation block so that a collection view
/// can take the animated paths UIKit takes there (`prepare(forAnimatedBoundsChange:)`,
/// `targetContentOffset(forProposedContentOffset:)` after an animated batch update).
extension UIView {
  /// Whether changes are being made inside an enabled animation block.
  static var isInAnimationBlock: Bool { animationDepth > 0 && animationsEnabled }
  nonisolated(unsafe) private static var animationDepth = 0
  nonisolated(unsafe) private static var animationsEnabled = true

  /// Animate changes to one or more views using the specified duration. A duration of 0 or
  /// less makes the changes without animating them, as Apple's page says.
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  @available(iOS 4.0, *)
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    guard duration > 0 else { return animations() }
    animationDepth += 1
    defer { animationDepth -= 1 }
    animations()
  }

  /// Disables a view transition animation.
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  @available(iOS 7.0, *)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let saved = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = saved }
    actionsWithoutAnimation()
  }

  /// Returns a Boolean value indicating whether animations are enabled.
  /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
  public class var areAnimationsEnabled: Bool { animationsEnabled }

  /// Sets whether animations are enabled.
  /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
  public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
}
