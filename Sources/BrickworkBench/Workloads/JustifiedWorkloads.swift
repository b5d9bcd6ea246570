import Brickwork
import SeededRandom

/// Justified workloads: greedy and optimal rows, and appending to them.
struct JustifiedWorkloads {
  let runs: Int
  let report: Report

  /// Photos with aspect ratios between 0.5 and 2, drawn from `seed`.
  static func photos(_ count: Int, seed: UInt64 = 11) -> [Item] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in .aspectRatio(Double.random(in: 0.5...2, using: &rng)) }
  }

  /// A justified gallery section at width 375.
  static func gallery(_ items: [Item], breaking: JustifiedLayout.Breaking) -> LayoutSection {
    LayoutSection(
      .justified(JustifiedLayout(targetRowHeight: 120, breaking: breaking)), items: items)
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

  /// How many layouts of `count` photos one timed run repeats: enough for 100,000 photos, so
  /// that a run of a small gallery lasts far longer than the clock's resolution.
  static func repetitions(for count: Int) -> Int { max(1, 100_000 / max(1, count)) }

  /// Greedy rows of `count` photos, fresh (`relayout` false) or laid out again into the storage
  /// of the previous layout, against the floor loop. A timed run lays out
  /// ``repetitions(for:)`` galleries on both sides, each repetition a different one (`distinct`)
  /// or the same gallery every time; the time per photo divides by all of them.
  ///
  /// Distinct galleries are the measure: a processor's branch predictor learns the row breaks of
  /// a small gallery laid out again and again, which nearly halves the time of a loop that
  /// branches on each photo's sum (the floor's) and barely changes one that decides without a
  /// branch (Brickwork's). The rows of the same gallery repeated show that effect.
  func greedyRows(count: Int, relayout: Bool, distinct: Bool = true) {
    let repeats = Self.repetitions(for: count)
    let galleries = (0..<(distinct ? repeats : 1)).map {
      Self.photos(count, seed: 11 &+ UInt64($0))
    }
    let sections = galleries.map { [Self.gallery($0, breaking: .greedy)] }
    let brickwork: Measurement
    if relayout {
      guard var layout = Check.layout(sections[0]) else { return }
      brickwork = Measurement(runs: runs) {
        for run in 0..<repeats {
          Check.succeeds { try layout.relayout(sections[run % sections.count], in: Inputs.phone) }
        }
      }
      blackHole(layout)
    } else {
      // The sections are the caller's, built once, as the floor's items are.
      brickwork = Measurement(runs: runs) {
        for run in 0..<repeats {
          blackHole(
            try? LayoutResult(container: Inputs.phone, sections: sections[run % sections.count]))
        }
      }
    }
    let buffer = UnsafeMutableBufferPointer<Rect>.allocate(capacity: count)
    buffer.initialize(repeating: Rect(x: 0, y: 0, width: 0, height: 0))
    defer { buffer.deallocate() }
    let floor = Measurement(runs: runs) {
      for run in 0..<repeats {
        blackHole(
          FloorJustified.layOut(
            items: galleries[run % galleries.count], width: 375, targetRowHeight: 120,
            spacing: 10, into: buffer))
      }
    }
    for (items, section) in zip(galleries, sections).prefix(3) {
      guard let layout = Check.layout(section) else { continue }
      // The floor leaves the last open row unplaced: only the frames it wrote are compared.
      buffer.update(repeating: Rect(x: 0, y: .infinity, width: 0, height: 0))
      _ = FloorJustified.layOut(
        items: items, width: 375, targetRowHeight: 120, spacing: 10, into: buffer)
      // The same rows: the same photo widths (heights differ where Brickwork clamps a row).
      var compared = 0
      for index in 0..<min(count, 1000) where buffer[index].minY.isFinite {
        Check.same(
          layout.frame(ofItem: index, inSection: 0)?.width ?? -1, buffer[index].width,
          "justified vs floor width of photo \(index)", tolerance: 1e-9)
        compared += 1
      }
      // Only the open row is left out: a row of these photos holds at most 7 of them.
      if compared < min(count, 1000) - 7 {
        Check.fail("the floor wrote \(compared) of the first \(min(count, 1000)) frames")
      }
    }
    let workload =
      "justified greedy photos" + (relayout ? ", relayout" : "")
      + (distinct || repeats == 1 ? "" : ", one gallery repeated")
    let photos = Double(count * repeats)
    let row = Row(
      workload: workload, items: count, nsPerItem: brickwork.nanoseconds / photos,
      baseline: "floor (greedy rows loop)", baselineNsPerItem: floor.nanoseconds / photos)
    report.emit(row)
    if count >= 100_000, distinct { guardRow(row) }
  }

  /// The regression guard of greedy rows: within ``floorBudget`` times the floor loop, at
  /// 100,000 photos or more. Printed as a row against the budget (the floor's time times the
  /// budget: a ratio of at least 1 meets it) and a line saying whether it is met.
  func guardRow(_ row: Row) {
    let times = row.nsPerItem / row.baselineNsPerItem
    report.emit(
      Row(
        workload: "guard: " + row.workload, items: row.items, nsPerItem: row.nsPerItem,
        baseline: "budget: \(Self.floorBudget)x the floor",
        baselineNsPerItem: Self.floorBudget * row.baselineNsPerItem))
    let verdict = times <= Self.floorBudget ? "met" : "NOT MET"
    let rounded = (times * 100).rounded() / 100
    report.note(
      "  justified greedy within \(Self.floorBudget)x its floor loop at \(row.items) photos: "
        + "\(rounded)x the floor, \(verdict)")
  }

  /// How many times the floor loop's time greedy rows may take.
  static let floorBudget = 2.0

  /// The fixed cost of one layout call of `count` greedy photos: the same call with one photo
  /// (options checked, the result and its index allocated, one row placed), against the call
  /// with all `count`. Both times are per call (the row's items is 1); the ratio is how many
  /// times the fixed cost the whole call takes (5× or more: the fixed cost is at most 20%).
  func fixedCost(count: Int) {
    let items = Self.photos(count)
    let whole = Self.gallery(items, breaking: .greedy)
    let single = Self.gallery(Array(items.prefix(1)), breaking: .greedy)
    let repeats = Self.repetitions(for: count)
    _ = Check.layout([single])
    // Interleaved, so that a busy machine slows both alike: the median of each.
    let clock = MonotonicClock()
    var times: [[Double]] = [[], []]
    for run in 0..<(2 * runs + 2) {
      for (which, sections) in [[single], [whole]].enumerated() {
        let elapsed = clock.measure {
          for _ in 0..<repeats {
            blackHole(try? LayoutResult(container: Inputs.phone, sections: sections))
          }
        }
        let (seconds, attoseconds) = elapsed.components
        if run >= 2 {
          times[which].append(
            (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(repeats))
        }
      }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    report.emit(
      Row(
        workload: "justified greedy fixed cost (a call of 1)", items: 1, nsPerItem: medians[0],
        baseline: "one call of \(count) photos", baselineNsPerItem: medians[1]))
  }

  /// Appending 30 photos to an optimal gallery of `count`, against a full recompute.
  func appendOptimal(to count: Int) {
    let all = Self.photos(count + 30 * 40)
    PagedAppends(pages: 30, runs: runs).measure(
      "append 30 photos to optimal rows of \(count)", count: count,
      section: { Self.gallery($0, breaking: .optimal) }, item: { all[$0] }, report: report)
  }

  /// Extremely narrow photos (aspect ratio 1e-6, no spacing): no row ever reaches the target,
  /// so rows hold as many photos as a row may; optimal rows against the normal photos' time
  /// per photo, and appends to rows that never complete against a full recompute.
  func narrow(count: Int) {
    let narrow = [Item](repeating: .aspectRatio(1e-6), count: count)
    func gallery(_ items: [Item], _ breaking: JustifiedLayout.Breaking) -> LayoutSection {
      LayoutSection(
        .justified(JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: breaking)),
        items: items)
    }
    let normal = gallery(Self.photos(count), .optimal)
    let narrowOptimal = gallery(narrow, .optimal)
    let brickwork = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [narrowOptimal])
    }
    let baseline = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [normal])
    }
    report.emit(
      Row(
        "justified optimal narrow photos", items: count, brickwork,
        against: "optimal photos 0.5-2", baseline))
    for breaking in JustifiedLayout.Breaking.allCases {
      PagedAppends(pages: 30, runs: runs).measure(
        "append 30 narrow photos to \(breaking) of \(count)", count: count,
        section: { gallery($0, breaking) }, item: { _ in .aspectRatio(1e-6) }, report: report)
    }
  }

  /// For profilers: `layouts` greedy layouts of `count` photos, fresh or (`relayout`) into the
  /// storage of the previous one, nothing else.
  func profile(count: Int, layouts: Int, relayout: Bool = false) {
    let section = Self.gallery(Self.photos(count), breaking: .greedy)
    if relayout {
      guard var layout = Check.layout([section]) else { return }
      for _ in 0..<layouts {
        Check.succeeds { try layout.relayout([section], in: Inputs.phone) }
      }
      blackHole(layout)
      return
    }
    for _ in 0..<layouts {
      blackHole(try? LayoutResult(container: Inputs.phone, sections: [section]))
    }
  }
}
