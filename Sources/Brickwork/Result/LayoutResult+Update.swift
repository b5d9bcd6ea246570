extension LayoutResult {
  /// Applies a change of `sections` without recomputing what it does not affect.
  ///
  /// `sections` are the layout's sections after the change; everything the change does not
  /// name must be as it was. The result is exactly the layout a full recompute of `sections`
  /// gives. If the change is invalid (an item breaks a rule, or the sections do not match the
  /// change), the method throws and the layout is unchanged. Every section's strategy, insets,
  /// header, footer and item count are checked against the layout (O(1) a section); the items
  /// the change does not name are trusted to be as they were.
  ///
  /// - `itemsAppended`: the last section's strategy continues from its saved running state,
  ///   and the index re-sorts only its tail.
  /// - `sectionsAppended`: the new sections are laid out after the last one.
  /// - `itemChanged`: the item's section is recomputed from the last checkpoint before the
  ///   item (every 1,024 items for a waterfall of up to 32 columns), and later sections are laid
  ///   out again.
  ///
  /// - Complexity: O(m) for `itemsAppended` and `sectionsAppended` of m new items in a layout
  ///   sorted by top (a shortest-column waterfall, justified rows), plus the re-sort of the
  ///   few elements that sit among them otherwise; O(n - i) for a change at item i.
  public mutating func update(_ sections: [Section], after change: LayoutChange)
    throws(LayoutError)
  {
    let section: Int
    let unchangedBefore: Int
    switch change {
    case .itemsAppended:
      guard let last = records.indices.last, sections.count == records.count,
        sections[last].items.count >= records[last].itemCount
      else { throw Self.mismatch("items can only be appended to the last section") }
      section = last
      unchangedBefore = records[last].itemCount
    case .sectionsAppended:
      guard sections.count >= records.count else {
        throw Self.mismatch("there are fewer sections than before")
      }
      for index in records.indices
      where !records[index].matches(sections[index])
        || sections[index].items.count != records[index].itemCount
      {
        throw Self.mismatch("section \(index) changed; only sections after it may be added")
      }
      for index in records.count..<sections.count {
        try SectionStack.check(
          sections[index], at: index, items: 0..<sections[index].items.count, in: container)
      }
      let first = frames.count
      // Checked above: laying out cannot throw.
      try layOutSections(sections, from: records.count, checkingItems: false)
      index.replaceTail(from: first, startingAt: index.count, frames: frames)
      return
    case .itemChanged(let changed, let item):
      guard sections.count == records.count, records.indices.contains(changed),
        sections[changed].items.count == records[changed].itemCount,
        item >= 0, item < records[changed].itemCount
      else { throw Self.mismatch("no item \(item) in section \(changed) to change") }
      section = changed
      unchangedBefore = item
    }
    for index in 0...section
    where !records[index].matches(sections[index])
      || (index < section && sections[index].items.count != records[index].itemCount)
    {
      throw Self.mismatch("section \(index) changed more than the change says")
    }
    let record = records[section]
    try SectionStack.check(
      sections[section], at: section,
      items: unchangedBefore..<sections[section].items.count, in: container)
    // Later sections are laid out again: check them whole before anything changes.
    for index in (section + 1)..<sections.count {
      try SectionStack.check(
        sections[index], at: index, items: 0..<sections[index].items.count, in: container)
    }

    // Everything from the first frame the strategy may rewrite is replaced.
    let kept = record.state.resumableCount(
      placingAtMost: unchangedBefore, committingAtMost: min(unchangedBefore, record.visibleCount))
    let first = record.firstItemElement + kept
    let tailStart = index.tailStart(replacingFrom: first, frames: frames.rects)
    frames.truncate(to: first)
    // The section's record leaves `records` first, so that its saved state has one owner and
    // the strategy updates it in place instead of copying its checkpoints.
    records.removeSubrange(section...)
    let top = record.top
    let firstElement = record.firstElement
    let resumption = Resumption(
      firstElement: firstElement, state: (consume record).state, unchangedBefore: unchangedBefore)
    // Everything was checked above: laying out cannot throw.
    records.append(
      try SectionStack.layOut(
        sections[section], at: section, top: top, container: container,
        resuming: consume resumption, checkingItems: false, frames: &frames))
    extent = records[section].bottom
    try layOutSections(sections, from: section + 1, checkingItems: false)
    index.replaceTail(from: first, startingAt: tailStart, frames: frames)
  }

  /// The error for a change that does not match the sections given with it.
  private static func mismatch(_ why: String) -> LayoutError {
    LayoutError(.update, field: "", rule: .inconsistentUpdate(why))
  }
}
