/// The strategy that lays out a section's body, with its options.
///
/// Each case is a value: a layout may mix strategies from section to section.
public enum SectionStrategy: Hashable, Sendable {
  /// Columns filled item by item: the waterfall (masonry) feed.
  case waterfall(WaterfallLayout)
  /// Items wrapping onto lines: tags and chips.
  case flow(FlowLayout)
  /// Photos in rows of equal height that fill the width.
  case justified(JustifiedLayout)
}
