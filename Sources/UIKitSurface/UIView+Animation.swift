import Foundation

/// The state behind the block-based animations (`animate(withDuration:animations:)` and its
/// siblings, `open class` members of `UIView` as in UIKit). The stub animates nothing: it runs
/// the changes at once, and remembers that they were made inside an animation block so that a
/// collection view can take the animated paths UIKit takes there
/// (`prepare(forAnimatedBoundsChange:)`, `targetContentOffset(forProposedContentOffset:)` after
/// an animated batch update).
extension UIView {
  /// Whether changes are being made inside an enabled animation block.
  static var isInAnimationBlock: Bool { animationDepth > 0 && animationsEnabled }
  /// How many `animate(withDuration:animations:)` blocks are open.
  nonisolated(unsafe) static var animationDepth = 0
  /// Whether animations are enabled (`setAnimationsEnabled(_:)`, `performWithoutAnimation(_:)`).
  nonisolated(unsafe) static var animationsEnabled = true
}
