/// What a layout keeps of each section: where its elements are stored, its extent along the
/// scroll axis, and its strategy's saved progress.
struct SectionRecord: Sendable {
  /// The strategy the section was laid out with.
  var strategy: SectionStrategy
  /// The section's insets when it was laid out.
  var insets: Insets
  /// The section's header when it was laid out.
  var header: Supplementary?
  /// The section's footer when it was laid out.
  var footer: Supplementary?
  /// The storage index of the section's first element.
  var firstElement: Int
  /// The number of items in the section.
  var itemCount: Int
  /// The number of leading items that are visible; the rest are hidden.
  var visibleCount: Int
  /// The number of items a "more" badge stands for, if the section shows one (stored after the
  /// visible items).
  var badgeHiddenCount: Int?
  /// The canonical top of the section.
  var top: Double
  /// The canonical bottom of the section.
  var bottom: Double
  /// The strategy's saved progress.
  var state: BodyState

  /// Whether `section` has the strategy, insets, header and footer this record was laid out
  /// with.
  func matches(_ section: Section) -> Bool {
    section.strategy == strategy && section.insets == insets && section.header == header
      && section.footer == footer
  }

  /// Whether the section has a header (stored first).
  var hasHeader: Bool { header != nil }
  /// Whether the section has a footer (stored last).
  var hasFooter: Bool { footer != nil }

  /// The storage index of the section's first item.
  var firstItemElement: Int { firstElement + (hasHeader ? 1 : 0) }
  /// The storage index of the badge, if any.
  var badgeElement: Int? { badgeHiddenCount == nil ? nil : firstItemElement + visibleCount }
  /// The storage index one past the section's last element.
  var endElement: Int {
    firstItemElement + visibleCount + (badgeHiddenCount == nil ? 0 : 1) + (hasFooter ? 1 : 0)
  }
  /// The storage index of the footer, if any.
  var footerElement: Int? { hasFooter ? endElement - 1 : nil }
}
