import Brickwork
import SeededRandom

/// Exact geometry for long feeds: `item(atOffset:)`, `offset(ofItem:inSection:)` and
/// `item(atFraction:)` on a feed of `size` items, each against a linear scan over the frames in
/// the same run; and the waterfall with a tolerance against the plain one.
struct GeometryWorkloads {
  let runs: Int
  let report: Report
  let size: Int

  /// The queries per timed run, and the fewer a linear scan answers (each scan reads about half
  /// the feed).
  private static let queries = 10_000
  private static let scans = 20

  /// The three queries against linear scans.
  func queries() {
    let section = Inputs.feed(heights: Inputs.heights(size), columns: 3)
    guard let layout = Check.layout([section]) else { return }
    let frames = (0..<size).map { layout.frame(ofItem: $0, inSection: 0) ?? Rect.zero }
    let length = layout.contentSize.height
    var rng = SeededGenerator(seed: 29)
    let offsets = (0..<Self.queries).map { _ in Double.random(in: 0..<length, using: &rng) }
    let fractions = offsets.map { $0 / length }
    let items = (0..<Self.queries).map { _ in Int.random(in: 0..<size, using: &rng) }

    /// The first item whose frame reaches below `offset`, read frame by frame.
    func scan(_ offset: Double) -> Int? { frames.firstIndex { $0.maxY > offset } }
    /// The top of item `item`, found by walking the elements in document order.
    func scanOffset(_ item: Int) -> Double? {
      for element in layout.elements {
        if case .item(let index) = element.kind, index == item { return element.frame.minY }
      }
      return nil
    }
    for index in 0..<Self.scans {
      if layout.item(atOffset: offsets[index])?.item != scan(offsets[index]) {
        Check.fail("item(atOffset: \(offsets[index])) differs from the linear scan")
      }
      if layout.offset(ofItem: items[index], inSection: 0) != scanOffset(items[index]) {
        Check.fail("offset(ofItem: \(items[index])) differs from the linear scan")
      }
      if layout.item(atFraction: fractions[index])?.item != scan(fractions[index] * length) {
        Check.fail("item(atFraction: \(fractions[index])) differs from the linear scan")
      }
    }
    let name = "\(size.formatted) items"
    emit(
      "item(atOffset:), \(name)",
      Measurement(runs: runs) {
        offsets.reduce(0) { $0 &+ (layout.item(atOffset: $1)?.item ?? 0) }
      },
      Measurement(runs: runs) { offsets.prefix(Self.scans).reduce(0) { $0 &+ (scan($1) ?? 0) } })
    emit(
      "offset(ofItem:inSection:), \(name)",
      Measurement(runs: runs) {
        items.reduce(0.0) { $0 + (layout.offset(ofItem: $1, inSection: 0) ?? 0) }
      },
      Measurement(runs: runs) {
        items.prefix(Self.scans).reduce(0.0) { $0 + (scanOffset($1) ?? 0) }
      })
    emit(
      "item(atFraction:), \(name)",
      Measurement(runs: runs) {
        fractions.reduce(0) { $0 &+ (layout.item(atFraction: $1)?.item ?? 0) }
      },
      Measurement(runs: runs) {
        fractions.prefix(Self.scans).reduce(0) { $0 &+ (scan($1 * length) ?? 0) }
      })
  }

  /// A row of one query's time: `brickwork` answered ``queries`` queries, `scan` ``scans``.
  private func emit(_ name: String, _ brickwork: Measurement, _ scan: Measurement) {
    report.emit(
      Row(
        workload: name, items: Self.queries,
        nsPerItem: brickwork.nanoseconds / Double(Self.queries),
        baseline: "linear scan (per query)",
        baselineNsPerItem: scan.nanoseconds / Double(Self.scans)))
  }

  /// A full layout of `size` items in `columns` columns with a tolerance (CSS `flow-tolerance`)
  /// against the same feed without one.
  func tolerance(_ tolerance: Double, columns: Int) {
    let plain = Inputs.feed(heights: Inputs.heights(size), columns: columns)
    var tolerant = plain
    if case .waterfall(var layout) = plain.strategy {
      layout.tolerance = tolerance
      tolerant.strategy = .waterfall(layout)
    }
    _ = Check.layout([tolerant])
    // Interleaved, so that a busy machine slows both alike: the median of each.
    let clock = MonotonicClock()
    var times: [[Double]] = [[], []]
    for run in 0..<(2 * runs + 2) {
      for (which, section) in [tolerant, plain].enumerated() {
        var result: LayoutResult?
        let elapsed = clock.measure {
          result = try? LayoutResult(container: Inputs.phone, sections: [section])
        }
        blackHole(result)
        let (seconds, attoseconds) = elapsed.components
        if run >= 2 { times[which].append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9) }
      }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] / Double(size) }
    report.emit(
      Row(
        workload: "waterfall tolerance \(tolerance), \(columns) columns", items: size,
        nsPerItem: medians[0], baseline: "the plain waterfall (interleaved)",
        baselineNsPerItem: medians[1]))
  }
}

extension Int {
  /// The number with thousands separated by commas.
  fileprivate var formatted: String {
    let digits = Array(String(self))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
