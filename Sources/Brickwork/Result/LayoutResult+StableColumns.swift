// Stable columns: an update that keeps every waterfall item that existed before it, and is not
// reloaded, in the column it had. The layout gives each such item its column as an explicit
// `column` and lays out the sections as given that way, so the result is exactly the layout of
// those items with those columns (and a layout written with its columns and read back gives
// the same frames).

extension LayoutResult {
  /// `sections[first...]` with the columns of the items they kept through `change` made
  /// explicit: every item of a waterfall section that was in a waterfall section of this layout
  /// before the change and is not reloaded (nor inserted) gets the leading column it had, when
  /// it gives none itself, spans fewer than all the section's columns and still fits from that
  /// column. Items a section placed by its rule before keep their column whatever it was.
  ///
  /// - Complexity: O(k + m) for the k items of those sections and the m changes.
  func keepingColumns(
    _ sections: [LayoutSection], from first: Int, after change: LayoutChange
  ) -> [LayoutSection] {
    let origins: [[ItemPath?]]
    switch change {
    case .batch(let update):
      origins = update.origins(
        old: records.map { $0.itemCount }, new: sections.map { $0.items.count }, from: first)
    case .itemsAppended, .itemChanged, .sectionsAppended:
      // Items keep their paths; appended items and sections have no origin.
      origins = (first..<sections.count).map { section in
        let count = section < records.count ? records[section].itemCount : 0
        return (0..<sections[section].items.count).map {
          $0 < count ? ItemPath(item: $0, section: section) : nil
        }
      }
    }
    var result = sections
    for section in first..<sections.count {
      guard case .waterfall(let layout) = sections[section].strategy else { continue }
      let columns = WaterfallLayout.Columns.count(
        of: layout, bodyWidth: SectionStack.bodyWidth(of: sections[section], in: container))
      for (item, origin) in origins[section - first].enumerated() {
        var kept = sections[section].items[item]
        guard let origin, kept.column == nil, !kept.isFullSpan, kept.span >= 1,
          kept.span < columns,
          let column = column(ofItem: origin.item, inSection: origin.section),
          column + kept.span <= columns
        else { continue }
        kept.column = column
        result[section].items[item] = kept
      }
    }
    return result
  }
}
