import Brickwork
import SeededRandom

/// Waterfall workloads: full layout, append, item change and viewport queries.
struct WaterfallWorkloads {
  let runs: Int
  let report: Report
  let size: Int

  /// Full layout of `size` items against the floor and the naive layout.
  func fullLayout(columns: Int) {
    let heights = Inputs.heights(size)
    let section = Inputs.feed(heights: heights, columns: columns)
    let brickwork = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: [section])
    }
    let buffer = UnsafeMutableBufferPointer<Rect>.allocate(capacity: size)
    defer { buffer.deallocate() }
    let floor = Measurement(runs: runs) {
      FloorWaterfall.layOut(
        items: section.items, columns: columns, width: 375, spacing: 10, into: buffer)
    }
    let naive = Measurement(runs: runs) {
      let layout = NaiveWaterfall(heights: heights, columns: columns, width: 375, spacing: 10)
      layout.prepare()
      return layout
    }
    let reused = Measurement(
      runs: runs, setUp: { try? LayoutResult(container: Inputs.phone, sections: [section]) }
    ) { layout in
      try? layout?.relayout([section], in: Inputs.phone)
    }
    // The three computed the same feed.
    if let layout = Check.layout([section]) {
      let floorHeight = FloorWaterfall.layOut(
        items: section.items, columns: columns, width: 375, spacing: 10, into: buffer)
      let naiveLayout = NaiveWaterfall(heights: heights, columns: columns, width: 375, spacing: 10)
      naiveLayout.prepare()
      Check.same(layout.contentSize.height, floorHeight, "waterfall vs floor height")
      Check.same(layout.contentSize.height, naiveLayout.contentHeight, "waterfall vs naive height")
    }
    let floorName = "floor (tightest loop)"
    report.emit(
      Row(
        "waterfall relayout (storage reused), \(columns) col", items: size, reused,
        against: floorName, floor))
    let name = "waterfall full layout, \(columns) columns"
    report.emit(Row(name, items: size, brickwork, against: floorName, floor))
    report.emit(Row(name, items: size, brickwork, against: "naive (object per item)", naive))
  }

  /// Appending a page of 30 items to a feed of `count` items, against a full recompute.
  func append(to count: Int) {
    let pages = max(runs, 5) * 4
    let heights = Inputs.heights(count + 30 * (pages + 10))
    PagedAppends(pages: pages, runs: runs).measure(
      "append 30 items to a feed of \(count)", count: count,
      section: { items in Inputs.feed(items: items, columns: 3) },
      item: { .extent(heights[$0]) }, report: report)
  }

  /// Changing one item's size at `position` of a `size`-item feed, against a full recompute.
  func change(at position: Int, named name: String) {
    let heights = Inputs.heights(size)
    var changed = heights
    changed[position] += 37
    let before = [Inputs.feed(heights: heights, columns: 3)]
    let after = [Inputs.feed(heights: changed, columns: 3)]
    if var layout = Check.layout(before), let full = Check.layout(after) {
      Check.succeeds { try layout.update(after, after: .itemChanged(section: 0, item: position)) }
      Check.same(layout.contentSize.height, full.contentSize.height, "change vs full recompute")
    }
    let incremental = Measurement(
      runs: runs, setUp: { try? LayoutResult(container: Inputs.phone, sections: before) }
    ) { layout in
      try? layout?.update(after, after: .itemChanged(section: 0, item: position))
    }
    let full = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: after)
    }
    report.emit(
      Row(
        "size change at the \(name) of \(size)", items: 1, incremental, against: "full recompute",
        full))
  }

  /// A batch update inserting 10 items at `position` of a `size`-item feed (and deleting the
  /// 10 after them), against a full recompute: its cost grows with what follows the change.
  func batchInsert(at position: Int, named name: String) {
    let heights = Inputs.heights(size + 10)
    var changed = Array(heights[..<size])
    changed.insert(contentsOf: heights[size...], at: position)
    changed.removeSubrange((position + 10)..<(position + 20))
    let before = [Inputs.feed(heights: Array(heights[..<size]), columns: 3)]
    let after = [Inputs.feed(heights: changed, columns: 3)]
    let update = BatchUpdate(
      deletedItems: (position..<(position + 10)).map { ItemPath(item: $0, section: 0) },
      insertedItems: (position..<(position + 10)).map { ItemPath(item: $0, section: 0) })
    if var layout = Check.layout(before), let full = Check.layout(after) {
      Check.succeeds { try layout.update(after, after: .batch(update)) }
      Check.same(layout.contentSize.height, full.contentSize.height, "batch vs full recompute")
    }
    let incremental = Measurement(
      runs: runs, setUp: { try? LayoutResult(container: Inputs.phone, sections: before) }
    ) { layout in
      try? layout?.update(after, after: .batch(update))
    }
    let full = Measurement(runs: runs) {
      try? LayoutResult(container: Inputs.phone, sections: after)
    }
    report.emit(
      Row(
        "batch insert of 10 at the \(name) of \(size)", items: size - position, incremental,
        against: "full recompute", full))
  }

  /// A 375×812 viewport at 1,000 random offsets, against a linear scan and union rects.
  func viewportQueries() {
    let queries = 1_000
    guard
      let layout = try? LayoutResult(
        container: Inputs.phone, sections: [Inputs.feed(heights: Inputs.heights(size), columns: 3)])
    else { return }
    var rng = SeededGenerator(seed: 99)
    let height = layout.contentSize.height
    let viewports = (0..<queries).map { _ in
      Rect(x: 0, y: Double.random(in: 0...(height - 812), using: &rng), width: 375, height: 812)
    }
    let frames = layout.elements.map(\.frame)
    let unions = UnionRectsIndex(frames: frames)
    Check.same(
      Double(viewports.reduce(0) { $0 + layout.elements(in: $1).count }),
      Double(
        viewports.reduce(0) { total, rect in total + frames.filter { $0.intersects(rect) }.count }),
      "query vs linear scan counts")
    let brickwork = Measurement(runs: runs) {
      viewports.reduce(0) { $0 + layout.elements(in: $1).count }
    }
    let linear = Measurement(runs: max(1, runs / 2)) {
      viewports.reduce(0) { total, rect in total + frames.filter { $0.intersects(rect) }.count }
    }
    let union = Measurement(runs: runs) {
      viewports.reduce(0) { $0 + unions.elements(in: $1).count }
    }
    let name = "elements(in:) viewport, \(size) items"
    report.emit(Row(name, items: queries, brickwork, against: "linear scan", linear))
    report.emit(Row(name, items: queries, brickwork, against: "union rects (20 items)", union))
  }

  /// The resident memory a `size`-item result holds, per item.
  func memory() {
    let section = Inputs.feed(heights: Inputs.heights(size), columns: 3)
    guard let before = Memory.residentBytes() else {
      report.note("memory: /proc/self/statm is not available on this platform")
      return
    }
    // The input passes through `opaque` after the first reading and the layout escapes before
    // the second, so the optimizer can move the layout before neither.
    let layout = try? LayoutResult(container: Inputs.phone, sections: opaque([section]))
    blackHole(layout)
    let after = Memory.residentBytes() ?? before
    blackHole(layout)
    // Swift ends a value's lifetime at its last use: keep the input alive past the reading.
    blackHole(section)
    let perItem = Double(after - before) / Double(size)
    report.note(
      "memory: a \(size)-item result grows the resident set by \(format(perItem)) bytes per item "
        + "(/proc/self/statm before and after the layout, input excluded)")
    if report.json {
      print(
        "{\"workload\": \"resident memory per item\", \"items\": \(size), "
          + "\"bytesPerItem\": \(perItem)}")
    }
  }

  private func format(_ value: Double) -> String { String((value * 10).rounded() / 10) }
}
