extension SectionStrategy {
  /// The rule `item`'s size breaks in a vertical section of this strategy, if any: the generic
  /// rules of lengths and ratios, then the strategy's own (a flow needs a width and a height, a
  /// justified row an aspect ratio or a pixel size). Placement options (span, column) are not
  /// checked: they depend on the section's width.
  ///
  /// The lazy containers ask this of every size their caller gives, so that an invalid one is
  /// reported in the core's words and replaced, instead of failing the whole feed.
  package func violation(ofSize item: Item) -> LayoutError.Rule? {
    if let (_, rule) = Validation.violation(of: item, axis: .vertical) { return rule }
    switch self {
    case .waterfall(let waterfall): return waterfall.violation(of: item)
    case .flow(let flow): return flow.violation(of: item)
    case .justified(let justified): return justified.violation(of: item)
    }
  }
}
