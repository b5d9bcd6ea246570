/// A section's header or footer: a box spanning the container across the scroll axis.
public struct Supplementary: Hashable, Sendable {
  /// Its length along the scroll axis (a height in a vertical layout, a width in a horizontal).
  public var extent: Double
  /// Space around it; it spans the container minus its own leading and trailing insets.
  public var insets: Insets

  /// Creates a header or footer.
  public init(extent: Double, insets: Insets = .zero) {
    self.extent = extent
    self.insets = insets
  }
}
