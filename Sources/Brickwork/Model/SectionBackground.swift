/// A section's background: one element beneath the section's insets and body.
///
/// It spans the container across the scroll axis and, along it, the section from the top of
/// its insets to their bottom (headers and footers excluded), shrunk by its own `insets`
/// (never below zero size). It is the first of the section's elements, so it is drawn
/// beneath the others, and it transposes, mirrors and snaps like every frame.
public struct SectionBackground: Hashable, Sendable {
  /// Space between the background and the area it covers.
  public var insets: Insets

  /// Creates a background.
  public init(insets: Insets = .zero) {
    self.insets = insets
  }
}
