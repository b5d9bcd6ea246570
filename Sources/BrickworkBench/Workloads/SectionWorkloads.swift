import Brickwork

/// Many sections: 1,000 sections of 1,000 items, strategies taking turns.
struct SectionWorkloads {
  let runs: Int
  let report: Report

  /// The strategies sections take in turn, with items that suit each.
  static func section(_ index: Int, itemCount: Int) -> LayoutSection {
    let header = Supplementary(extent: 44)
    switch index % 3 {
    case 0:
      return LayoutSection(
        .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
        items: Inputs.heights(itemCount, seed: UInt64(index)).map { .extent($0) },
        insets: Insets(all: 10), header: header)
    case 1:
      return LayoutSection(
        .flow(FlowLayout(itemSpacing: 8, lineSpacing: 8)), items: FlowWorkloads.tags(itemCount),
        insets: Insets(all: 10), header: header)
    default:
      return LayoutSection(
        .justified(JustifiedLayout(targetRowHeight: 120)),
        items: Inputs.heights(itemCount, seed: UInt64(index)).map { .aspectRatio($0 / 150) },
        insets: Insets(all: 10), header: header)
    }
  }

  /// 1,000 sections of 1,000 mixed items, against the same items in one section per strategy.
  func manySections(count: Int, itemsEach: Int) {
    let many = (0..<count).map { Self.section($0, itemCount: itemsEach) }
    let few = (0..<3).map { strategy in
      var merged = Self.section(strategy, itemCount: 0)
      merged.items = many.indices.filter { $0 % 3 == strategy }.flatMap { many[$0].items }
      return merged
    }
    let items = count * itemsEach
    let sectioned = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: many)
    }
    let merged = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: few)
    }
    report.emit(
      Row(
        "\(count) sections of \(itemsEach) mixed items", items: items, sectioned,
        against: "same items in 3 sections", merged))
  }
}
