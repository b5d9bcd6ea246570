import Brickwork

/// Growing flow items and justified widow policies, each at its size against the same layout
/// without the feature, measured in the same run (a fresh layout each time). The two are
/// measured in turn three times and each keeps its least median, so that a burst of load on a
/// shared machine does not fall on one of them only.
struct GrowAndWidowWorkloads {
  let runs: Int
  let report: Report

  /// One row: the layout of `with` against the layout of `without`.
  private func compare(
    _ workload: String, items: Int, _ with: [LayoutSection], against baseline: String,
    _ without: [LayoutSection]
  ) {
    guard Check.layout(with) != nil, Check.layout(without) != nil else { return }
    var feature: Measurement?
    var plain: Measurement?
    for _ in 0..<3 {
      let a = Measurement(runs: runs) {
        try? LayoutResult(container: Inputs.phone, sections: with)
      }
      let b = Measurement(runs: runs) {
        try? LayoutResult(container: Inputs.phone, sections: without)
      }
      if a.nanoseconds < feature?.nanoseconds ?? .infinity { feature = a }
      if b.nanoseconds < plain?.nanoseconds ?? .infinity { plain = b }
    }
    guard let feature, let plain else { return }
    report.emit(Row(workload, items: items, feature, against: baseline, plain))
  }

  /// Greedy tags growing by the section's factor, by their own factors (one tag in ten), and
  /// with a justification, against the same tags at their own widths.
  func grow(count: Int) {
    let tags = FlowWorkloads.tags(count)
    func section(_ flow: FlowLayout, _ items: [Item] = tags) -> [LayoutSection] {
      [LayoutSection(.flow(flow), items: items)]
    }
    let plain = FlowLayout(itemSpacing: 8, lineSpacing: 8)
    var grown = plain
    grown.itemGrow = 1
    compare(
      "flow tags, itemGrow 1", items: count, section(grown), against: "flow tags", section(plain))
    var some = tags
    for index in stride(from: 0, to: some.count, by: 10) { some[index].grow = 2 }
    compare(
      "flow tags, grow 2 on one in ten", items: count, section(plain, some), against: "flow tags",
      section(plain))
    var between = plain
    between.justify = .spaceBetween
    var betweenGrown = between
    betweenGrown.itemGrow = 0.5
    compare(
      "flow tags, spaceBetween, itemGrow 0.5", items: count, section(betweenGrown),
      against: "flow tags, spaceBetween", section(between))
    var lastKept = grown
    lastKept.growLastLine = false
    compare(
      "flow tags, itemGrow 1, growLastLine false", items: count, section(lastKept),
      against: "flow tags", section(plain))
  }

  /// Greedy and optimal rows with each widow policy against the default (leading, previous).
  func widows(count: Int) {
    let photos = JustifiedWorkloads.photos(count)
    for breaking in [JustifiedLayout.Breaking.greedy, .optimal] {
      let plain = JustifiedLayout(targetRowHeight: 120, breaking: breaking)
      let name = "justified \(breaking == .greedy ? "greedy" : "optimal")"
      for (label, alignment, height) in [
        (
          "widowAlignment center", JustifiedLayout.WidowAlignment.center,
          JustifiedLayout.WidowHeight.previous
        ),
        ("widowAlignment justify", .justify, .previous),
        ("widowHeight target", .leading, .target),
      ] where breaking == .greedy || height == .previous {
        var options = plain
        options.widowAlignment = alignment
        options.widowHeight = height
        compare(
          "\(name), \(label)", items: count,
          [LayoutSection(.justified(options), items: photos)], against: name,
          [LayoutSection(.justified(plain), items: photos)])
      }
    }
  }
}
