/// Hints that a cache line will soon be read or written, so that the processor starts loading
/// it now: the way a loop that reads one large array and writes another keeps memory busy
/// while it computes, instead of waiting for each line in turn.
///
/// A hint only: it changes no value and never faults, whatever the address (a line past the
/// end of an allocation, or not mapped, is simply not loaded), so callers may hint a fixed
/// distance ahead without a bounds check. Addresses are formed with raw pointer arithmetic,
/// which never assumes they stay inside an allocation.
///
/// The standard library has no prefetch: this calls LLVM's `llvm.prefetch` intrinsic, which every
/// backend Swift uses lowers to one instruction (`prefetcht0` or `prefetchw` on x86, `prfm` on
/// ARM) or to nothing (WebAssembly).
///
/// Debug builds give no hints (a hint only matters to an optimized loop), and neither do builds
/// with `BRICKWORK_NO_PREFETCH` defined: the thread sanitizer turns each call in a Swift
/// function into an `invoke`, which LLVM rejects for this intrinsic ("Cannot invoke an
/// intrinsic"), so an optimized build with the thread sanitizer needs
/// `-Xswiftc -DBRICKWORK_NO_PREFETCH`. The address sanitizer, libFuzzer's instrumentation and
/// code coverage build either way.
enum Prefetch {
  /// Hints that the line at `address` will be read soon.
  @inline(__always)
  static func forReading(_ address: UnsafeRawPointer) {
    #if !DEBUG && !BRICKWORK_NO_PREFETCH
      llvmPrefetch(address, 0, 3, 1)
    #endif
  }

  /// Hints that the line at `address` will be written soon: it is fetched for ownership, so
  /// that the stores that follow find it in the cache.
  @inline(__always)
  static func forWriting(_ address: UnsafeRawPointer) {
    #if !DEBUG && !BRICKWORK_NO_PREFETCH
      llvmPrefetch(address, 1, 3, 1)
    #endif
  }
}

/// `llvm.prefetch(address, rw, locality, cache type)`: rw 0 for a read, 1 for a write;
/// locality 0 (none) to 3 (keep in every level); cache type 1 for data.
#if !DEBUG && !BRICKWORK_NO_PREFETCH
  @_silgen_name("llvm.prefetch.p0")
  private func llvmPrefetch(
    _ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)
#endif
