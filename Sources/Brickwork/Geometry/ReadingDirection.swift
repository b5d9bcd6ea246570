/// The reading direction of a layout.
public enum ReadingDirection: Hashable, Sendable, CaseIterable {
  /// Left to right (the default).
  case leftToRight
  /// Right to left: the left-to-right layout mirrored horizontally within the content,
  /// `x' = contentWidth - x - width`, as UIKit flips layouts for right-to-left languages.
  case rightToLeft
}
