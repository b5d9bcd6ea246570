extension LayoutResult {
  /// Applies a change of `sections` without recomputing what it does not affect.
  ///
  /// `sections` are the layout's sections after the change; everything the change does not
  /// name must be as it was. The result is exactly the layout a full recompute of `sections`
  /// gives. If the change is invalid (an item breaks a rule, or the sections do not match the
  /// change), the method throws and the layout is unchanged. Every section's strategy, insets,
  /// header, footer, background and item count are checked against the layout (O(1) a
  /// section); the items the change does not name are trusted to be as they were.
  ///
  /// - `itemsAppended`: the last section's strategy continues from its saved running state,
  ///   and the index re-sorts only its tail.
  /// - `sectionsAppended`: the new sections are laid out after the last one.
  /// - `itemChanged`: the item's section is recomputed from the last checkpoint before the
  ///   item (every 1,024 items for a waterfall of up to 32 columns), and later sections are laid
  ///   out again.
  /// - `batch`: the first section the update changes is recomputed from the checkpoint before
  ///   its first changed item (or afresh, when it was inserted or moved by section changes),
  ///   and later sections are laid out again.
  ///
  /// With `stableColumns`, every item of a waterfall section that existed before the change
  /// and is not reloaded keeps the column it had: the layout is that of the sections with
  /// those items' columns given as ``Item/column`` (an item that gives a column, covers every
  /// column or no longer fits from its column is left as it is). New and reloaded items are
  /// placed by the section's rule, from the running positions of the items before them. An
  /// update never changes a section's column count (its strategy and the container stay); a
  /// new width or column count takes ``relayout(_:in:)`` or a fresh layout, which places every
  /// item by the rule. The kept columns are what ``column(ofItem:inSection:)`` reports.
  ///
  /// - Complexity: O(m) for `itemsAppended` and `sectionsAppended` of m new items in a layout
  ///   sorted by top or nearly (a shortest-column waterfall, with or without a tolerance,
  ///   justified rows), plus the re-sort of the few elements that sit among them otherwise;
  ///   O(n - i) for a change at item i, and for a batch update whose first change is at item i,
  ///   plus O(c + s) to check its c changes against the s sections. With `stableColumns`, plus
  ///   O(k) for the k items of the changed sections, and a section with a waterfall
  ///   ``WaterfallLayout/tolerance`` is laid out from its first item (its placement cursor
  ///   depends on which items were placed by the rule).
  public mutating func update(
    _ sections: [LayoutSection], after change: LayoutChange, stableColumns: Bool = false
  ) throws(LayoutError) {
    let section: Int
    var unchangedBefore: Int?
    switch change {
    case .itemsAppended:
      guard let last = records.indices.last, sections.count == records.count,
        sections[last].items.count >= records[last].itemCount
      else { throw BatchUpdate.mismatch("items can only be appended to the last section") }
      section = last
      unchangedBefore = records[last].itemCount
    case .sectionsAppended:
      guard sections.count >= records.count else {
        throw BatchUpdate.mismatch("there are fewer sections than before")
      }
      section = records.count
      unchangedBefore = nil
    case .itemChanged(let changed, let item):
      guard sections.count == records.count, records.indices.contains(changed),
        sections[changed].items.count == records[changed].itemCount,
        item >= 0, item < records[changed].itemCount
      else { throw BatchUpdate.mismatch("no item \(item) in section \(changed) to change") }
      section = changed
      unchangedBefore = item
    case .batch(let update):
      let first = try update.firstChange(
        old: records.map { $0.itemCount }, new: sections.map { $0.items.count })
      guard let first else {
        try checkUnchanged(sections, before: sections.count)
        return
      }
      section = first.section
      unchangedBefore = first.item
    }
    try checkUnchanged(sections, before: section)
    let sections = stableColumns ? keepingColumns(sections, from: section, after: change) : sections
    if unchangedBefore != nil, section < records.count,
      case .waterfall(let layout) = records[section].strategy, layout.tolerance != nil,
      stableColumns || records[section].keepsColumns
    {
      unchangedBefore = 0
    }
    if let unchangedBefore {
      guard records[section].matches(sections[section]) else {
        throw BatchUpdate.mismatch("section \(section) changed more than the change says")
      }
      try SectionStack.check(
        sections[section], at: section,
        items: unchangedBefore..<sections[section].items.count, in: container)
    }
    // Later sections are laid out again: check them whole before anything changes.
    for index in (unchangedBefore == nil ? section : section + 1)..<sections.count {
      try SectionStack.check(
        sections[index], at: index, items: 0..<sections[index].items.count, in: container)
    }
    // Everything was checked above: laying out cannot throw.
    try relayout(sections, from: section, keepingItemsBefore: unchangedBefore)
    for index in section..<records.count { records[index].keepsColumns = stableColumns }
  }

  /// Throws unless sections `0 ..< end` are as the layout has them: strategy, insets, header,
  /// footer, background and item count.
  private func checkUnchanged(_ sections: [LayoutSection], before end: Int) throws(LayoutError) {
    guard end <= records.count else {
      throw BatchUpdate.mismatch("there are fewer sections than the change says")
    }
    for index in 0..<end
    where !records[index].matches(sections[index])
      || sections[index].items.count != records[index].itemCount
    {
      throw BatchUpdate.mismatch("section \(index) changed more than the change says")
    }
  }

  /// Lays out `sections[section...]` again, keeping sections before `section` and, with
  /// `kept`, the frames of section `section` that its strategy committed before its first `kept`
  /// items; the sections must have been checked.
  private mutating func relayout(
    _ sections: [LayoutSection], from section: Int, keepingItemsBefore kept: Int?
  ) throws(LayoutError) {
    guard let kept, section < records.count else {
      // Afresh from `section`: everything from its first element on is replaced.
      let first = section < records.count ? records[section].firstElement : frames.count
      let tailStart = index.tailStart(replacingFrom: first, frames: frames)
      frames.truncate(to: first)
      records.removeSubrange(section...)
      try layOutSections(sections, from: section, checkingItems: false)
      index.replaceTail(from: first, startingAt: tailStart, frames: frames)
      index.refresh(overwritten: frames.takeOverwritten(), frames: frames)
      return
    }
    let record = records[section]
    // Everything from the first frame the strategy may rewrite is replaced.
    let resumable = record.state.resumableCount(
      placingAtMost: kept, committingAtMost: min(kept, record.visibleCount))
    let first = record.firstItemElement + resumable
    let tailStart = index.tailStart(replacingFrom: first, frames: frames)
    frames.truncate(to: first)
    // The section's record leaves `records` first, so that its saved state has one owner and
    // the strategy updates it in place instead of copying its checkpoints.
    records.removeSubrange(section...)
    let top = record.top
    let firstElement = record.firstElement
    let position = record.firstPosition
    let resumption = Resumption(
      firstElement: firstElement, state: (consume record).state, unchangedBefore: kept)
    records.append(
      try SectionStack.layOut(
        sections[section], at: section, top: top, container: container,
        resuming: consume resumption, checkingItems: false, usesKernels: usesKernels,
        frames: &frames, position: position))
    extent = records[section].bottom
    try layOutSections(sections, from: section + 1, checkingItems: false)
    index.replaceTail(from: first, startingAt: tailStart, frames: frames)
    index.refresh(overwritten: frames.takeOverwritten(), frames: frames)
  }
}
