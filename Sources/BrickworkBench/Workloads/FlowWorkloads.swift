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

  /// A section of `items` at width 375 with spacing 8, broken by `breaking`.
  static func section(_ items: [Item], breaking: FlowLayout.LineBreaking) -> LayoutSection {
    LayoutSection(
      .flow(FlowLayout(itemSpacing: 8, lineSpacing: 8, lineBreaking: breaking)), items: items)
  }

  /// Greedy (or balanced) tags against the floor loop, laid out fresh (a new result, its
  /// memory new) and laid out again into the storage of the previous result (`relayout`).
  func tags(count: Int, breaking: FlowLayout.LineBreaking) {
    let items = Self.tags(count)
    let section = Self.section(items, breaking: breaking)
    let brickwork = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [section])
    }
    guard var layout = Check.layout([section]) else { return }
    let reused = Measurement(runs: runs) {
      Check.succeeds { try layout.relayout([section], in: Inputs.phone) }
    }
    blackHole(layout)
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
    let floorName = "floor (greedy loop)"
    report.emit(Row(workload, items: count, brickwork, against: floorName, floor))
    report.emit(
      Row(workload + ", relayout (storage reused)", items: count, reused, against: floorName, floor)
    )
  }

  /// For profilers: `layouts` greedy (or balanced) layouts of `count` tags, fresh or into the
  /// storage of the previous one (`relayout`), nothing else.
  func profile(
    count: Int, layouts: Int, breaking: FlowLayout.LineBreaking = .greedy, relayout: Bool = false
  ) {
    let section = Self.section(Self.tags(count), breaking: breaking)
    guard var layout = try? LayoutResult(container: Inputs.phone, sections: [section]) else {
      return
    }
    for _ in 0..<layouts {
      if relayout {
        try? layout.relayout([section], in: Inputs.phone)
      } else {
        blackHole(try? LayoutResult(container: Inputs.phone, sections: [section]))
      }
    }
    blackHole(layout)
  }
}
