/// A change to the sections of a layout that ``LayoutResult/update(_:after:)`` applies without
/// recomputing what it does not affect.
public enum LayoutChange: Hashable, Sendable {
  /// Items were appended to the last section (the next page of a feed). Placement continues
  /// from the section's saved running state.
  case itemsAppended
  /// Sections were appended after the last one.
  case sectionsAppended
  /// The item at `item` in section `section` changed (its size, for instance). Its section is
  /// recomputed from the last checkpoint before it, and later sections are laid out again.
  case itemChanged(section: Int, item: Int)
}
