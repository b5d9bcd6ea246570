import Brickwork
import SeededRandom

/// Justified workloads: greedy and optimal rows, and appending to them.
struct JustifiedWorkloads {
  let runs: Int
  let report: Report

  /// Photos with aspect ratios between 0.5 and 2.
  static func photos(_ count: Int) -> [Item] {
    var rng = SeededGenerator(seed: 11)
    return (0..<count).map { _ in .aspectRatio(Double.random(in: 0.5...2, using: &rng)) }
  }

  /// A justified gallery section at width 375.
  static func gallery(_ items: [Item], breaking: JustifiedLayout.Breaking) -> Section {
    Section(.justified(JustifiedLayout(targetRowHeight: 120, breaking: breaking)), items: items)
  }

  /// Greedy rows against the naive port of flickr's algorithm; optimal rows against greedy.
  func rows(count: Int, breaking: JustifiedLayout.Breaking) {
    let items = Self.photos(count)
    let section = Self.gallery(items, breaking: breaking)
    let brickwork = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [section])
    }
    let baseline: Measurement
    let name: String
    if breaking == .greedy {
      let ratios = items.map { item -> Double in
        if case .aspectRatio(let ratio) = item.sizing { return ratio }
        return 1
      }
      baseline = Measurement(runs: runs) {
        NaiveJustified(width: 375, targetRowHeight: 120, spacing: 10).layOut(ratios)
      }
      if let layout = Check.layout([section]) {
        let boxes = NaiveJustified(width: 375, targetRowHeight: 120, spacing: 10).layOut(ratios)
        Check.same(
          layout.contentSize.height, boxes.map(\.frame.maxY).max() ?? 0,
          "justified vs flickr port height", tolerance: 1e-6)
      }
      name = "naive (flickr's JS, ported)"
    } else {
      let greedy = Self.gallery(items, breaking: .greedy)
      baseline = Measurement(runs: runs) {
        try? LayoutResult(container: Inputs.phone, sections: [greedy])
      }
      name = "Brickwork greedy rows"
    }
    let workload = "justified \(breaking == .greedy ? "greedy" : "optimal") photos"
    report.emit(Row(workload, items: count, brickwork, against: name, baseline))
  }

  /// Appending 30 photos to an optimal gallery of `count`, against a full recompute.
  func appendOptimal(to count: Int) {
    let all = Self.photos(count + 30 * 40)
    PagedAppends(pages: 30, runs: runs).measure(
      "append 30 photos to optimal rows of \(count)", count: count,
      section: { Self.gallery($0, breaking: .optimal) }, item: { all[$0] }, report: report)
  }
}
