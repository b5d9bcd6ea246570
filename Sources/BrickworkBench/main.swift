import Brickwork

#if canImport(Glibc)
  import Glibc
#endif

// brickwork-bench: per workload, Brickwork's time per item and the ratio against a baseline
// measured in the same run (median of the runs after a warm-up).
//
//   swift run -c release brickwork-bench [--quick] [--json]

let arguments = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--only=") })
let only = CommandLine.arguments.first { $0.hasPrefix("--only=") }.map { String($0.dropFirst(7)) }
let unknown = arguments.subtracting(["--quick", "--json", "--help", "-h"])
if arguments.contains("--help") || arguments.contains("-h") || !unknown.isEmpty {
  print("usage: brickwork-bench [--quick] [--json]")
  print("  --quick  smaller inputs and fewer runs (under a minute)")
  print("  --json   one JSON object per line instead of a table")
  print("  --only=NAME  run only the workloads whose group name contains NAME (for profiling)")
  exit(unknown.isEmpty ? 0 : 2)
}
let quick = arguments.contains("--quick")
let report = Report(json: arguments.contains("--json"))
let runs = quick ? 5 : 7
let million = quick ? 200_000 : 1_000_000

report.note(
  "brickwork-bench: median of \(runs) runs after a warm-up\(quick ? " (--quick: 200,000 instead of 1,000,000 items)" : "")"
)
/// Runs a group of workloads unless `--only` excludes it.
func group(_ name: String, _ body: () -> Void) {
  if let only, !name.contains(only) { return }
  // The profiling groups run only when asked for by name.
  if only == nil, name.hasPrefix("profile") { return }
  body()
}

/// How many times a profiling group repeats its work: the environment variable `name`, else 10.
func repeats(from name: String) -> Int {
  getenv(name).flatMap { Int(String(cString: $0)) } ?? 10
}

report.header()
let waterfall = WaterfallWorkloads(runs: runs, report: report, size: million)
// Memory first, while the allocator is fresh: later workloads leave freed heap behind.
group("memory") { waterfall.memory() }
group("waterfall-full") {
  waterfall.fullLayout(columns: 3)
  waterfall.fullLayout(columns: 8)
}
group("waterfall-full-guards") {
  // The guard rows: within 1.6x of the C loop at 3 and 8 columns, a million items in 50 ms.
  let guards = WaterfallGuards(runs: runs, report: report)
  guards.againstC(columns: 3)
  guards.againstC(columns: 8)
  guards.million()
}
group("append") {
  waterfall.append(to: 1_000)
  waterfall.append(to: million)
}
group("change") {
  waterfall.change(at: million / 2, named: "middle")
  waterfall.change(at: million - 1, named: "end")
}
group("batch") {
  waterfall.batchInsert(at: million / 2, named: "middle")
  waterfall.batchInsert(at: million - 100, named: "end")
}
let flow = FlowWorkloads(runs: runs, report: report)
group("flow") {
  flow.tags(count: million, breaking: .greedy)
  flow.tags(count: million / 10, breaking: .balanced)
}
let justified = JustifiedWorkloads(runs: runs, report: report)
group("justified") {
  justified.rows(count: million, breaking: .greedy)
  justified.rows(count: million / 10, breaking: .optimal)
  justified.appendOptimal(to: 1_000)
  justified.appendOptimal(to: million / 10)
}
group("justified-greedy-rows") {
  // Greedy rows against the floor loop (`--only=greedy-rows` runs them alone, for A/B runs).
  justified.greedyRows(count: 1_000, relayout: false)
  justified.greedyRows(count: 1_000, relayout: true)
  justified.greedyRows(count: 10_000, relayout: true)
  justified.greedyRows(count: 10_000, relayout: false)
  justified.greedyRows(count: 100_000, relayout: false)
  justified.greedyRows(count: million, relayout: true)
  justified.fixedCost(count: 1_000)
  // The same gallery laid out again and again: what the branch predictor learns.
  justified.greedyRows(count: 1_000, relayout: false, distinct: false)
  justified.greedyRows(count: 1_000, relayout: true, distinct: false)
}
group("grow-widow") {
  // Growing tags and widow policies against the same layouts without them.
  let features = GrowAndWidowWorkloads(runs: runs, report: report)
  features.grow(count: million)
  features.widows(count: million)
}
group("narrow-photos") { justified.narrow(count: quick ? 20_000 : 100_000) }
group("profile-narrow-million") {
  // The hardest case of optimal rows: 1,000,000 photos of aspect ratio 1e-6 (3 runs).
  let photos = [Item](repeating: .aspectRatio(1e-6), count: 1_000_000)
  let layout = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: .optimal)
  let narrow = [LayoutSection(.justified(layout), items: photos)]
  let ordinary = [
    JustifiedWorkloads.gallery(JustifiedWorkloads.photos(1_000_000), breaking: .optimal)
  ]
  report.emit(
    Row(
      "justified optimal narrow photos", items: photos.count,
      Measurement(runs: 3) { try? LayoutResult(container: Inputs.phone, sections: narrow) },
      against: "optimal photos 0.5-2",
      Measurement(runs: 3) { try? LayoutResult(container: Inputs.phone, sections: ordinary) }))
}
// One layout each of profile-narrow-million's two, for instruction counts under callgrind.
group("profile-once-narrow") {
  let layout = JustifiedLayout(targetRowHeight: 120, itemSpacing: 0, breaking: .optimal)
  let photos = [Item](repeating: .aspectRatio(1e-6), count: 1_000_000)
  let result = try? LayoutResult(
    container: Inputs.phone, sections: [LayoutSection(.justified(layout), items: photos)])
  report.note("narrow: \(result?.contentSize.height ?? 0)")
}
group("profile-once-ordinary") {
  let sections = [
    JustifiedWorkloads.gallery(JustifiedWorkloads.photos(1_000_000), breaking: .optimal)
  ]
  let result = try? LayoutResult(container: Inputs.phone, sections: sections)
  report.note("ordinary: \(result?.contentSize.height ?? 0)")
}
group("sections") {
  SectionWorkloads(runs: runs, report: report).manySections(
    count: quick ? 200 : 1_000, itemsEach: 1_000)
}
group("swiftui") {
  let swiftUI = SwiftUIWorkloads(runs: runs, report: report)
  swiftUI.lazyScroll(count: quick ? 20_000 : 100_000)
  swiftUI.lazyFeedScroll(count: quick ? 20_000 : 100_000)
  swiftUI.lazyFeedScroll(count: million)
  #if !canImport(SwiftUI)
    swiftUI.eagerStack(count: 1_000)
  #endif
}
#if !os(watchOS)
  group("uikit") {
    let uikit = UIKitWorkloads(runs: runs, report: report)
    uikit.prepare(count: 100_000)
    uikit.scrollFrame(count: million)
    uikit.pinnedHeaderScrollFrame(count: 100_000)
  }
#endif
group("profile-optimal-append") {
  // For profilers: appends to optimal rows of 100,000 photos, nothing else.
  let all = JustifiedWorkloads.photos(100_000 + 30 * 300)
  var sections = [JustifiedWorkloads.gallery(Array(all[..<100_000]), breaking: .optimal)]
  guard var layout = try? LayoutResult(container: Inputs.phone, sections: sections) else { return }
  for page in 0..<300 {
    sections[0].items += all[(100_000 + 30 * page)..<(100_000 + 30 * page + 30)]
    try? layout.update(sections, after: .itemsAppended)
  }
  blackHole(layout)
}
group("profile-layout") {
  // For profilers: fresh layouts of a 1,000,000-item feed in COLUMNS columns (3 unless set).
  let columns = getenv("COLUMNS") == nil ? 3 : repeats(from: "COLUMNS")
  let section = Inputs.feed(heights: Inputs.heights(1_000_000), columns: columns)
  for _ in 0..<40 { blackHole(try? LayoutResult(container: Inputs.phone, sections: [section])) }
}
group("profile-tolerance") {
  // For profilers: fresh layouts of a 1,000,000-item feed with a tolerance, nothing else.
  var section = Inputs.feed(heights: Inputs.heights(1_000_000), columns: 3)
  if case .waterfall(var layout) = section.strategy {
    layout.tolerance = Double(repeats(from: "TOLERANCE"))
    section.strategy = .waterfall(layout)
  }
  for _ in 0..<40 { blackHole(try? LayoutResult(container: Inputs.phone, sections: [section])) }
}
group("profile-relayout") {
  // For profilers: relayouts of a 1,000,000-item feed, nothing else.
  let section = Inputs.feed(heights: Inputs.heights(1_000_000), columns: 3)
  guard var layout = try? LayoutResult(container: Inputs.phone, sections: [section]) else { return }
  for _ in 0..<40 { try? layout.relayout([section], in: Inputs.phone) }
  blackHole(layout)
}
group("profile-justified") { justified.profile(count: 100_000, layouts: 300) }
group("profile-fixed-cost") {
  // For profilers: CALLS layout calls of PHOTOS greedy photos (1 unless set), nothing else.
  let photos = JustifiedWorkloads.photos(
    max(1, getenv("PHOTOS") == nil ? 1 : repeats(from: "PHOTOS")))
  let sections = [JustifiedWorkloads.gallery(photos, breaking: .greedy)]
  for _ in 0..<repeats(from: "CALLS") {
    blackHole(try? LayoutResult(container: Inputs.phone, sections: sections))
  }
}
group("profile-rows-relayout") {
  justified.profile(count: million, layouts: 30, relayout: true)
}
group("profile-flow") { flow.profile(count: 100_000, layouts: 300) }
group("profile-tags-relayout") { flow.profile(count: 100_000, layouts: 300, relayout: true) }
group("profile-tags-balanced") {
  flow.profile(count: 100_000, layouts: 30, breaking: .balanced, relayout: true)
}
group("document-read") {
  let reading = DocumentReadWorkloads(runs: runs, report: report)
  reading.document(count: million)
  reading.itemList(count: million)
}
group("profile-read-document") {
  // For profilers: the document read READS times.
  DocumentReadWorkloads.profile(count: million, reads: repeats(from: "READS"))
}
group("document-write") {
  DocumentWriteWorkloads(runs: runs, report: report, count: million).run()
}
group("profile-json-write") {
  // For profilers: the JSON written WRITES times.
  DocumentWriteWorkloads.profile(count: million, writes: repeats(from: "WRITES"))
}
group("query") { waterfall.viewportQueries() }
let geometry = GeometryWorkloads(runs: runs, report: report, size: million)
group("geometry") { geometry.queries() }
group("tolerance") {
  geometry.tolerance(0, columns: 3)
  geometry.tolerance(20, columns: 3)
  geometry.tolerance(40, columns: 3)
  geometry.tolerance(40, columns: 8)
}
let tracks = WaterfallTrackWorkloads(runs: runs, report: report, size: million)
group("column-weights") { tracks.columnWeights() }
group("even-bottom") { tracks.evenBottom() }
group("gallery") { GalleryWorkloads(runs: runs, report: report).gallery(count: 10_000) }

if !Check.passed {
  print("brickwork-bench: a check failed (see CHECK FAILED above): these numbers are not valid")
  exit(1)
}
