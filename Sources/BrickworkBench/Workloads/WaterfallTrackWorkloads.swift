import Brickwork
import SeededRandom

/// The waterfall's `columnWeights` and `evenBottom` at `size` items, each against the same
/// feed without it in the same run (interleaved, the median of each): a full layout, and for
/// the even bottom edge also a page of appends (whose first step gives the stretched items
/// their own heights back).
struct WaterfallTrackWorkloads {
  let runs: Int
  let report: Report
  let size: Int

  /// A feed of `size` photos (pixel sizes, so each is scaled to its column), `columns` equal
  /// columns at width 375 with spacing 10.
  private func photos(columns: Int) -> LayoutSection {
    var rng = SeededGenerator(seed: 41)
    let items = (0..<size).map { _ in
      Item.size(
        width: Double(Int.random(in: 600...4000, using: &rng)),
        height: Double(Int.random(in: 600...4000, using: &rng)))
    }
    return Inputs.feed(items: items, columns: columns)
  }

  /// `section` with its waterfall changed by `change`.
  private func with(_ section: LayoutSection, _ change: (inout WaterfallLayout) -> Void)
    -> LayoutSection
  {
    var changed = section
    if case .waterfall(var layout) = section.strategy {
      change(&layout)
      changed.strategy = .waterfall(layout)
    }
    return changed
  }

  /// Column weights against as many equal columns, for photos and for fixed heights.
  func columnWeights() {
    for weights in [[2.0, 1], [1.0, 2, 1]] {
      let plain = photos(columns: weights.count)
      let weighted = with(plain) { $0.columnWeights = weights }
      compare("waterfall columnWeights \(weights), photos", weighted, plain)
      let heights = Inputs.feed(heights: Inputs.heights(size), columns: weights.count)
      compare(
        "waterfall columnWeights \(weights), heights", with(heights) { $0.columnWeights = weights },
        heights)
    }
  }

  /// An even bottom edge against none: a full layout, and 1,000 items appended in pages of 100.
  func evenBottom() {
    for columns in [2, 3] {
      let plain = Inputs.feed(heights: Inputs.heights(size), columns: columns)
      let even = with(plain) { $0.evenBottom = 1 }
      compare("waterfall evenBottom 1, \(columns) columns", even, plain)
      appends("waterfall evenBottom 1, \(columns) columns, appends", even, plain)
    }
  }

  /// Full layouts of `feature` and `plain`, interleaved; emits the medians per item.
  private func compare(_ name: String, _ feature: LayoutSection, _ plain: LayoutSection) {
    _ = Check.layout([feature])
    let medians = interleaved(runs: runs, [feature, plain]) { section in
      let result = try? LayoutResult(container: Inputs.phone, sections: [section])
      blackHole(result)
    }
    report.emit(
      Row(
        workload: name, items: size, nsPerItem: medians[0] / Double(size),
        baseline: "the same feed without it (interleaved)",
        baselineNsPerItem: medians[1] / Double(size)))
  }

  /// 1,000 items appended in pages of 100 to a layout of the first `size - 1000` items of
  /// `feature` and of `plain`, interleaved; emits the medians per appended item of the last
  /// nine pages.
  private func appends(_ name: String, _ feature: LayoutSection, _ plain: LayoutSection) {
    let appended = 1000
    let starts = [feature, plain].map { section -> LayoutResult? in
      var first = section
      first.items.removeLast(appended)
      return try? LayoutResult(container: Inputs.phone, sections: [first])
    }
    guard let featureStart = starts[0], let plainStart = starts[1] else {
      Check.fail("\(name): the first layout failed")
      return
    }
    // The appended layout equals a full one.
    var check = featureStart
    var pages = feature
    pages.items.removeLast(appended)
    for page in stride(from: 100, through: appended, by: 100) {
      pages.items = Array(feature.items[..<(size - appended + page)])
      try? check.update([pages], after: .itemsAppended)
    }
    if let full = Check.layout([feature]), Array(check.elements) != Array(full.elements) {
      Check.fail("\(name): appends differ from a full layout")
    }
    // The pages as the caller passes them, made before timing; the first page is appended
    // untimed (it copies the frames the start shares), the other nine are timed.
    func pageSections(of section: LayoutSection) -> [[LayoutSection]] {
      stride(from: 100, through: appended, by: 100).map { page in
        var pages = section
        pages.items = Array(section.items[..<(size - appended + page)])
        return [pages]
      }
    }
    let inputs: [([[LayoutSection]], LayoutResult)] = [
      (pageSections(of: feature), featureStart), (pageSections(of: plain), plainStart),
    ]
    let clock = MonotonicClock()
    var times: [[Double]] = [[], []]
    for run in 0..<(2 * runs + 2) {
      for (which, input) in inputs.enumerated() {
        var result = input.1
        try? result.update(input.0[0], after: LayoutChange.itemsAppended)
        let elapsed = clock.measure {
          for page in input.0.dropFirst() {
            try? result.update(page, after: LayoutChange.itemsAppended)
          }
        }
        blackHole(result)
        let (seconds, attoseconds) = elapsed.components
        if run >= 2 { times[which].append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9) }
      }
    }
    let timed = Double(appended - 100)
    let medians = times.map { $0.sorted()[$0.count / 2] / timed }
    report.emit(
      Row(
        workload: name, items: appended - 100, nsPerItem: medians[0],
        baseline: "the same appends without it (interleaved)", baselineNsPerItem: medians[1]))
  }

  /// Runs `body` on each of `inputs` in turn, `2 * runs + 2` times (the first two warm up),
  /// and returns each input's median time in nanoseconds: interleaved, so that a busy machine
  /// slows all alike.
  private func interleaved<Input>(runs: Int, _ inputs: [Input], _ body: (Input) -> Void)
    -> [Double]
  {
    let clock = MonotonicClock()
    var times = Array(repeating: [Double](), count: inputs.count)
    for run in 0..<(2 * runs + 2) {
      for (which, input) in inputs.enumerated() {
        let elapsed = clock.measure { body(input) }
        let (seconds, attoseconds) = elapsed.components
        if run >= 2 { times[which].append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9) }
      }
    }
    return times.map { $0.sorted()[$0.count / 2] }
  }
}
