// The native side of Scripts/measure-wasm.sh: the workload the browser page times, compiled
// with the core at -O. Prints one line per size: `native N median_ms`.
//
// A waterfall of 3 columns (spacing 8, insets 8) of N items of heights 50 + (i * 7919) % 200,
// laid out at 375, then laid out again at a new width (414, 375, 414, ...) reusing storage
// (10,000 items 100 times a run):
// the median and the fastest of 15 relayouts after a
// warm-up.

#if canImport(Glibc)
  import Glibc
#endif

@main
enum MeasureNative {
  static func main() throws {
    for count in [10_000, 1_000_000] {
      let items = (0..<count).map { Item.extent(Double(50 + (($0 * 7919) % 200))) }
      let section = LayoutSection(
        .waterfall(WaterfallLayout(columns: 3, columnSpacing: 8, itemSpacing: 8)), items: items,
        insets: Insets(all: 8))
      var layout = try LayoutResult(container: Container(width: 375), sections: [section])
      var times: [Double] = []
      for run in 0..<16 {
        // Small layouts are timed 100 at a time (the browser's clock ticks in 0.1 ms).
        let repeats = count < 100_000 ? 100 : 1
        let start = ContinuousClock.now
        for pass in 0..<repeats {
          let width: Double = (run + pass) % 2 == 0 ? 414 : 375
          try layout.relayout([section], in: Container(width: width))
        }
        let elapsed = ContinuousClock.now - start
        let milliseconds =
          (Double(elapsed.components.seconds) * 1e3
            + Double(elapsed.components.attoseconds) * 1e-15) / Double(repeats)
        if run > 0 { times.append(milliseconds) }
      }
      times.sort()
      print("native \(count) \(times[times.count / 2]) \(times[0]) \(layout.contentSize.height)")
    }
  }
}
