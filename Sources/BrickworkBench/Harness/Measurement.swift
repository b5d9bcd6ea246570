/// Times a piece of work: one warm-up run, then the median of `runs` timed runs.
struct Measurement {
  /// The median duration of one run, in nanoseconds.
  let nanoseconds: Double

  /// Measures `work`, which returns a value that is kept alive until timing ends.
  init<Result>(runs: Int, _ work: () -> Result) {
    let clock = MonotonicClock()
    blackHole(work())
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
      var result: Result?
      let elapsed = clock.measure { result = work() }
      blackHole(result)
      samples.append(Self.nanoseconds(elapsed))
    }
    samples.sort()
    nanoseconds = samples[samples.count / 2]
  }

  /// Measures `work` with a fresh input made by `setUp` before each run (setup not timed).
  init<Input, Result>(runs: Int, setUp: () -> Input, _ work: (inout Input) -> Result) {
    let clock = MonotonicClock()
    var warm = setUp()
    blackHole(work(&warm))
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
      var input = setUp()
      var result: Result?
      let elapsed = clock.measure { result = work(&input) }
      blackHole(result)
      blackHole(input)
      samples.append(Self.nanoseconds(elapsed))
    }
    samples.sort()
    nanoseconds = samples[samples.count / 2]
  }

  /// Measures infinite scroll: for each of `warmUp + pages` pages, `prepare(page)` (untimed:
  /// the caller's data source grows), then `append()` timed alone; the median of the pages
  /// after the warm-up.
  init(pages: Int, warmUp: Int = 10, prepare: (Int) -> Void, append: () -> Void) {
    let clock = MonotonicClock()
    var samples: [Double] = []
    for page in 0..<(warmUp + pages) {
      prepare(page)
      let elapsed = clock.measure { append() }
      if page >= warmUp { samples.append(Self.nanoseconds(elapsed)) }
    }
    samples.sort()
    nanoseconds = samples[samples.count / 2]
  }

  private static func nanoseconds(_ elapsed: Elapsed) -> Double {
    Double(elapsed.nanoseconds)
  }
}

/// Keeps the optimizer from discarding a value: its address escapes to a global the optimizer
/// cannot see through. The value is borrowed, not copied: a copy (into an `Any`, say) would
/// charge a large result's retains, releases and box to the work measured.
@inline(never)
func blackHole<T>(_ value: borrowing T) {
  withUnsafePointer(to: value) { sink = UnsafeRawPointer($0) }
}

/// Where `blackHole` puts addresses.
nonisolated(unsafe) private var sink: UnsafeRawPointer?

/// Returns `value` through a function the optimizer cannot see through, so that work using the
/// result cannot be moved before the call.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Calls `work` through a function the optimizer cannot see through or specialize, so that the
/// work stays where the call is.
@inline(never)
@_optimize(none)
func opaqueCall<R>(_ work: () throws -> R) rethrows -> R { try work() }
