import Dispatch

/// The bench's clock: `DispatchTime`'s monotonic nanoseconds, which every system the package
/// supports has (the standard library's `ContinuousClock` needs iOS 16 / macOS 13). Shaped as
/// that clock is used here: `now`, differences, `measure`.
struct MonotonicClock {
  /// A reading of the clock.
  struct Instant: Comparable {
    /// Nanoseconds since an arbitrary fixed point.
    var nanoseconds: UInt64

    static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The time from `earlier` to `later`.
    static func - (later: Instant, earlier: Instant) -> Elapsed {
      Elapsed(nanoseconds: later.nanoseconds &- earlier.nanoseconds)
    }
  }

  /// The clock now.
  var now: Instant { opaque(Instant(nanoseconds: DispatchTime.now().uptimeNanoseconds)) }

  /// How long `work` takes.
  func measure(_ work: () throws -> Void) rethrows -> Elapsed {
    let start = now
    // Through a call the optimizer cannot see into: work that does the same each run (pure
    // arithmetic over the same input) cannot be computed once, before the first reading.
    try opaqueCall(work)
    return now - start
  }
}

/// A length of time read off ``MonotonicClock``.
struct Elapsed: Comparable {
  /// The time, in nanoseconds.
  var nanoseconds: UInt64

  /// Whole seconds and the attoseconds past them, as `Duration.components` gives them.
  var components: (seconds: Int64, attoseconds: Int64) {
    (Int64(nanoseconds / 1_000_000_000), Int64(nanoseconds % 1_000_000_000) * 1_000_000_000)
  }

  static func < (a: Elapsed, b: Elapsed) -> Bool { a.nanoseconds < b.nanoseconds }
}
