import Brickwork

/// Infinite scroll, measured the same way for every strategy: a one-section feed of `count`
/// items grows by pages of 30 (`item(i)` gives item i), each page applied with
/// `update(_:after: .itemsAppended)` and timed alone (the data source's growth is not); after 10
/// warm-up pages, the median page is compared with a full recompute of the grown feed.
struct PagedAppends {
  /// The pages timed after the warm-up.
  let pages: Int
  /// Full-recompute runs.
  let runs: Int

  /// Measures and emits one row named `workload`.
  func measure(
    _ workload: String, count: Int, section: (_ items: [Item]) -> LayoutSection,
    item: (Int) -> Item, report: Report
  ) {
    var sections = [section((0..<count).map(item))]
    guard var layout = Check.layout(sections) else { return }
    let appends = Measurement(
      pages: pages,
      prepare: { page in
        let start = count + 30 * page
        sections[0].items += (start..<(start + 30)).map(item)
      },
      append: { Check.succeeds { try layout.update(sections, after: .itemsAppended) } })
    if let full = Check.layout(sections) {
      Check.same(layout.contentSize.height, full.contentSize.height, "\(workload) vs full layout")
    }
    let recompute = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: sections)
    }
    report.emit(Row(workload, items: 30, appends, against: "full recompute", recompute))
  }
}
