import Brickwork
import BrickworkBenchFloorC

/// The waterfall's guard rows, each printed with its ratio and budget: the waterfall laid out
/// again within 1.6× of a plain C loop writing the same frames (checked bit for bit), at 3 and
/// 8 columns, and 1,000,000 items laid out afresh in under 50 ms. Beside them, the C loop with the optimisations
/// the waterfall does not make (prefetch hints, pairwise comparisons of five to eight columns),
/// to show what they would buy, in the same run.
struct WaterfallGuards {
  let runs: Int
  let report: Report
  /// The items of every guard row: the budgets are stated at a million.
  let count = 1_000_000

  /// The most the waterfall may take over the C loop.
  static let budgetOverC = 1.6
  /// The most a layout of 1,000,000 waterfall items may take, in milliseconds.
  static let budgetMilliseconds = 50.0

  /// The waterfall at `columns` columns against the C loop, and the C loop's variants.
  func againstC(columns: Int) {
    let heights = Inputs.heights(count)
    let section = Inputs.feed(heights: heights, columns: columns)
    let frames = UnsafeMutableBufferPointer<BWFloorFrame>.allocate(capacity: count)
    defer { frames.deallocate() }
    func floor(_ variant: BWFloorVariant) -> Double {
      heights.withUnsafeBufferPointer {
        bw_floor_waterfall(
          $0.baseAddress, $0.count, columns, 375, 10, 10, frames.baseAddress, variant)
      }
    }
    // Every variant writes the waterfall's frames, bit for bit.
    if let layout = Check.layout([section]) {
      for variant in [BWFloorPlain, BWFloorPrefetching, BWFloorPairwise] {
        let height = floor(variant)
        Check.same(layout.contentSize.height, height, "waterfall vs C loop height")
        if let item = (0..<count).first(where: { !same(layout, $0, frames[$0]) }) {
          Check.fail("waterfall vs C loop (variant \(variant.rawValue)): item \(item) differs")
        }
      }
    }
    // The guarded figure lays the feed out again into the storage of a result, as the C loop
    // writes into a buffer it was given; a fresh result's memory is new every time (page
    // faults), shown beside it. Interleaved, so that a busy machine slows all alike.
    var reused = Check.layout([section])
    let times = interleaved([
      { try? reused?.relayout([section], in: Inputs.phone) },
      { blackHole(floor(BWFloorPlain)) },
      { blackHole(floor(BWFloorPrefetching)) },
      { blackHole(floor(BWFloorPairwise)) },
      { blackHole(try? LayoutResult(container: Inputs.phone, sections: [section])) },
    ])
    blackHole(reused)
    func row(_ name: String, _ time: Double, against baseline: String) -> Row {
      Row(
        workload: name, items: count, nsPerItem: time / Double(count), baseline: baseline,
        baselineNsPerItem: times[1] / Double(count))
    }
    report.emit(
      row(
        "waterfall relayout, \(columns) columns", times[0],
        against: "C loop, same frames (interleaved)"))
    let factor = times[0] / times[1]
    report.note(
      "guard: waterfall at \(columns) columns \(format(factor))x the C loop (budget "
        + "\(format(Self.budgetOverC))x): \(factor <= Self.budgetOverC ? "met" : "NOT MET")")
    report.emit(
      row("waterfall full layout, \(columns) columns", times[4], against: "C loop (not a guard)"))
    report.emit(row("C loop with prefetch hints, \(columns) col", times[2], against: "C loop"))
    report.emit(row("C loop pairwise 5-8 columns, \(columns) col", times[3], against: "C loop"))
  }

  /// The median time of each of `works`, in nanoseconds, run in turn after two warm-up rounds.
  private func interleaved(_ works: [() -> Void]) -> [Double] {
    let clock = MonotonicClock()
    var times = [[Double]](repeating: [], count: works.count)
    for run in 0..<(2 * runs + 2) {
      for (which, work) in works.enumerated() {
        let (seconds, attoseconds) = clock.measure(work).components
        if run >= 2 { times[which].append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9) }
      }
    }
    return times.map { $0.sorted()[$0.count / 2] }
  }

  /// 1,000,000 waterfall items (3 columns) laid out, against the budget.
  func million() {
    let section = Inputs.feed(heights: Inputs.heights(count), columns: 3)
    let layout = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [section])
    }
    let milliseconds = layout.nanoseconds / 1e6
    report.note(
      "guard: 1,000,000 waterfall items laid out in \(format(milliseconds)) ms (budget "
        + "\(format(Self.budgetMilliseconds)) ms): "
        + (milliseconds < Self.budgetMilliseconds ? "met" : "NOT MET"))
    if report.json {
      print(
        "{\"workload\": \"1,000,000 waterfall items laid out\", \"items\": \(count), "
          + "\"milliseconds\": \(milliseconds), \"budgetMilliseconds\": \(Self.budgetMilliseconds)}"
      )
    }
  }

  /// Whether item `index`'s frame in `layout` is `frame`, bit for bit.
  private func same(_ layout: LayoutResult, _ index: Int, _ frame: BWFloorFrame) -> Bool {
    guard let laid = layout.frame(ofItem: index, inSection: 0) else { return false }
    return laid.minX.bitPattern == frame.x.bitPattern && laid.minY.bitPattern == frame.y.bitPattern
      && laid.width.bitPattern == frame.width.bitPattern
      && laid.height.bitPattern == frame.height.bitPattern
  }

  private func format(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}
