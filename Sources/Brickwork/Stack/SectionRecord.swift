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
  /// The section's background when it was laid out.
  var background: SectionBackground?
  /// The canonical frame of the background, if any. Backgrounds are kept beside the frame
  /// storage (they grow with their section's body), and found by queries section by section.
  var backgroundFrame: Rect?
  /// The canonical bottom of the section's insets: where a pinned header stops.
  var bodyAreaBottom: Double
  /// The position of the section's first element among all elements (its background, or its
  /// first stored element): `firstElement` plus the backgrounds of earlier sections.
  var firstPosition: Int
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
  /// The number of columns of a waterfall section; 0 for the other strategies (its items'
  /// columns are stored beside their frames, ``FrameStore/lane(at:)``).
  var columnCount: Int
  /// The items stretched to the body's bottom by a waterfall's even bottom edge, in order.
  var stretchedItems: [Int] = []
  /// Whether the section was laid out by an update with stable columns: its items then had
  /// their kept columns as explicit ones, so its saved placement cursor (with a tolerance) is
  /// not that of the items as given.
  var keepsColumns = false

  /// Whether `section` has the strategy, insets, header, footer and background this record was
  /// laid out with.
  func matches(_ section: LayoutSection) -> Bool {
    section.strategy == strategy && section.insets == insets && section.header == header
      && section.footer == footer && section.background == background
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
  /// The position one past the section's last element among all elements.
  var endPosition: Int {
    firstPosition + (backgroundFrame == nil ? 0 : 1) + endElement - firstElement
  }
}
