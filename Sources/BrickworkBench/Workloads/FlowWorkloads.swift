import Brickwork
import SeededRandom

/// Flow workloads: greedy and balanced tags.
struct FlowWorkloads {
  let runs: Int
  let report: Report

  /// Tags 40–160 points wide, 28 tall.
  static func tags(_ count: Int) -> [Item] {
    var rng = SeededGenerator(seed: 7)
    return (0..<count).map { _ in
      .size(width: Double.random(in: 40...160, using: &rng).rounded(), height: 28)
    }
  }

  /// Greedy (or balanced) tags against the floor loop.
  func tags(count: Int, breaking: FlowLayout.LineBreaking) {
    let items = Self.tags(count)
    let section = Section(
      .flow(FlowLayout(itemSpacing: 8, lineSpacing: 8, lineBreaking: breaking)), items: items)
    let brickwork = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [section])
    }
    let buffer = UnsafeMutableBufferPointer<Rect>.allocate(capacity: count)
    defer { buffer.deallocate() }
    let floor = Measurement(runs: runs) {
      FloorFlow.layOut(items: items, width: 375, itemSpacing: 8, lineSpacing: 8, into: buffer)
    }
    if breaking == .greedy, let layout = Check.layout([section]) {
      let height = FloorFlow.layOut(
        items: items, width: 375, itemSpacing: 8, lineSpacing: 8, into: buffer)
      Check.same(layout.contentSize.height, height, "flow vs floor height")
    }
    let workload = "flow \(breaking == .greedy ? "greedy" : "balanced") tags"
    report.emit(Row(workload, items: count, brickwork, against: "floor (greedy loop)", floor))
  }

  /// For profilers: `layouts` fresh greedy layouts of `count` tags, nothing else.
  func profile(count: Int, layouts: Int) {
    let section = Section(
      .flow(FlowLayout(itemSpacing: 8, lineSpacing: 8)), items: Self.tags(count))
    for _ in 0..<layouts {
      blackHole(try? LayoutResult(container: Inputs.phone, sections: [section]))
    }
  }
}
