/// One section of a layout: a header, a body laid out by a strategy, and a footer.
///
/// A section occupies, along the scroll axis: header insets top, header, header insets bottom,
/// section insets top, body, section insets bottom, footer insets top, footer, footer insets
/// bottom. An empty section still has its header, insets and footer.
public struct LayoutSection: Hashable, Sendable {
  /// The strategy that lays out the body, with its options.
  public var strategy: SectionStrategy
  /// The items of the body, in order.
  public var items: [Item]
  /// Space between the header and the footer and around the body.
  public var insets: Insets
  /// The header, if any.
  public var header: Supplementary?
  /// The footer, if any.
  public var footer: Supplementary?
  /// The section's background, if any: an element beneath its insets and body.
  public var background: SectionBackground?

  /// Creates a section.
  public init(
    _ strategy: SectionStrategy, items: [Item] = [], insets: Insets = .zero,
    header: Supplementary? = nil, footer: Supplementary? = nil,
    background: SectionBackground? = nil
  ) {
    self.strategy = strategy
    self.items = items
    self.insets = insets
    self.header = header
    self.footer = footer
    self.background = background
  }
}
