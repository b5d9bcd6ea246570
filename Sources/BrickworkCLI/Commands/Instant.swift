#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reading of the monotonic clock (`CLOCK_MONOTONIC`), for the times the command line prints
/// (`--timings`, the demo's layout time). The standard library's `ContinuousClock` would need
/// iOS 16 / macOS 13; `clock_gettime` runs on every system the package supports.
struct Instant: Sendable {
  /// Nanoseconds since an arbitrary fixed point (the system's boot, say).
  var nanoseconds: UInt64

  /// The clock now.
  static var now: Instant {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Instant(nanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
  }

  /// The time from `earlier` to `later` (zero if the clock went backwards, which a monotonic
  /// clock does not).
  static func - (later: Instant, earlier: Instant) -> Elapsed {
    Elapsed(
      nanoseconds: later.nanoseconds >= earlier.nanoseconds
        ? later.nanoseconds - earlier.nanoseconds : 0)
  }
}

/// A length of time between two ``Instant``s.
struct Elapsed: Sendable {
  /// The time, in nanoseconds.
  var nanoseconds: UInt64

  /// No time.
  static let zero = Elapsed(nanoseconds: 0)

  /// The time in seconds.
  var seconds: Double { Double(nanoseconds) * 1e-9 }

  /// The time in milliseconds.
  var milliseconds: Double { Double(nanoseconds) * 1e-6 }

  /// Adds `other` to `total`.
  static func += (total: inout Elapsed, other: Elapsed) {
    total.nanoseconds += other.nanoseconds
  }
}
