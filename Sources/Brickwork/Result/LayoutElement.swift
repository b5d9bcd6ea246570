/// One element of a layout: a background, a header, an item, a "more" badge or a footer, with its frame.
public struct LayoutElement: Hashable, Sendable {
  /// What an element is.
  public enum Kind: Hashable, Sendable {
    /// A section's background, beneath its insets and body.
    case background
    /// A section's header.
    case header
    /// The item at this index of its section.
    case item(Int)
    /// A flow section's "more" badge, standing for this many hidden items.
    case moreBadge(hiddenCount: Int)
    /// A section's footer.
    case footer
  }

  /// What the element is.
  public var kind: Kind
  /// The index of its section.
  public var section: Int
  /// Its frame in the content, as displayed (transposed, mirrored and snapped as the container
  /// asks).
  public var frame: Rect

  /// Creates an element.
  public init(kind: Kind, section: Int, frame: Rect) {
    self.kind = kind
    self.section = section
    self.frame = frame
  }
}
