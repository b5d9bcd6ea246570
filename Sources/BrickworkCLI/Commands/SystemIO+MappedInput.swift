#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SystemIO {
  /// The size from which a regular input file is mapped into memory instead of read: 1 MiB.
  /// Reading copies every byte into freshly allocated memory (a page fault and a page cleared
  /// per 4 KiB, then the copy); a mapping shows the system's cached pages as they are. Below
  /// this size the difference is a few microseconds.
  static let mappingThreshold = 1 << 20

  /// Calls `body` with all the bytes of the file at `path`, or of standard input when `path`
  /// is `-`, as ``read(_:)`` reads them.
  ///
  /// On Linux, a regular file of at least ``mappingThreshold`` bytes (and at most
  /// ``maximumInputSize``) is mapped read-only instead of copied, and unmapped when `body`
  /// returns. A file truncated by another program while mapped would otherwise stop the
  /// process with `SIGBUS` on the next read of a page past its new end; here those pages
  /// read as zeros instead (no valid JSON has a NUL byte), and the file's size is compared
  /// once `body` returns: a file whose size changed is reported as such, whatever `body`
  /// returned or threw. Anything else, and every other system, is read with ``read(_:)``.
  ///
  /// - Throws: What ``read(_:)`` throws, what `body` throws, or ``Failure/invalid(_:)``
  ///   saying the file changed while it was read.
  /// - Complexity: O(n) for n bytes when read; a mapping costs what `body` touches.
  static func withContents<Result>(
    of path: String, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    #if canImport(Glibc)
      if path != "-", let mapping = MappedInput(systemPath(path)) {
        defer { mapping.close() }
        let outcome: Swift.Result<Result, Failure>
        do throws(Failure) {
          outcome = .success(try body(mapping.bytes))
        } catch {
          outcome = .failure(error)
        }
        if mapping.changed {
          throw Failure.invalid([
            "brickwork: cannot read \(displayName(path)): the file changed while it was read"
          ])
        }
        return try outcome.get()
      }
    #endif
    let bytes = try read(path)
    return try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try body(buffer) }
  }
}

#if canImport(Glibc)
  /// A regular file mapped read-only, guarded against truncation while mapped.
  ///
  /// One mapping is guarded at a time (the command line reads one input at a time); while one
  /// is open, ``init(_:)`` returns `nil` and the caller reads the file instead.
  private struct MappedInput {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The open file, to compare its size once read.
    private let descriptor: Int32

    /// Maps the file at `path` (NUL-terminated) when it is a regular file of at least
    /// ``SystemIO/mappingThreshold`` bytes and at most ``SystemIO/maximumInputSize``; `nil`
    /// when it is not, when it cannot be opened or mapped (the caller reads it and reports
    /// why), or when another mapping is open.
    init?(_ path: [CChar]) {
      guard TruncationGuard.start == 0 else { return nil }
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        Int(status.st_size) >= SystemIO.mappingThreshold,
        Int(status.st_size) <= SystemIO.maximumInputSize
      else {
        Glibc.close(descriptor)
        return nil
      }
      let size = Int(status.st_size)
      // MAP_POPULATE maps every cached page at once rather than one fault at a time.
      let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
      guard let address, address != MAP_FAILED else {
        Glibc.close(descriptor)
        return nil
      }
      self.descriptor = descriptor
      bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
      TruncationGuard.install(address, size: size)
    }

    /// Whether the file was truncated while mapped (a page was replaced by zeros), or its size
    /// differs from the mapping's.
    var changed: Bool {
      var status = stat()
      return TruncationGuard.replaced != 0 || fstat(descriptor, &status) != 0
        || Int(status.st_size) != bytes.count
    }

    /// Unmaps the file, closes it, and removes the guard.
    func close() {
      TruncationGuard.remove()
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
      Glibc.close(descriptor)
    }
  }

  /// The `SIGBUS` handler of a mapped input: a read past a truncated file's end raises `SIGBUS`
  /// (mmap(2): "Attempted access to a portion of the buffer that does not correspond to the
  /// file"); the handler maps zero pages over the rest of the mapping, so the read is retried
  /// and sees zeros, and records it. A `SIGBUS` at any other address restores the previous
  /// action, which the retried access then raises as before.
  ///
  /// Plain globals of the process, written only while no mapping is guarded (the handler reads
  /// them); the handler itself calls only `mmap` and `sigaction`.
  private enum TruncationGuard {
    /// The mapping's first address, or 0 when none is guarded.
    nonisolated(unsafe) static var start: UInt = 0
    /// The mapping's end, rounded up to whole pages.
    nonisolated(unsafe) static var end: UInt = 0
    /// The system's page size.
    nonisolated(unsafe) static var page: UInt = 4096
    /// Nonzero once the handler replaced pages.
    nonisolated(unsafe) static var replaced: sig_atomic_t = 0
    /// The action before the guard's.
    nonisolated(unsafe) static var previous = sigaction()

    /// Guards the mapping of `size` bytes at `address`.
    static func install(_ address: UnsafeMutableRawPointer, size: Int) {
      page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      start = UInt(bitPattern: address)
      end = (start + UInt(size) + page - 1) & ~(page - 1)
      replaced = 0
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handleFault
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(SIGBUS, &action, &previous)
    }

    /// Restores the previous action and forgets the mapping.
    static func remove() {
      sigaction(SIGBUS, &previous, nil)
      start = 0
      end = 0
    }
  }

  /// ``TruncationGuard``'s handler.
  private func handleFault(
    _ signal: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
  ) {
    let address = UInt(bitPattern: information?.pointee._sifields._sigfault.si_addr)
    let start = TruncationGuard.start
    let end = TruncationGuard.end
    if start != 0, address >= start, address < end {
      let first = address & ~(TruncationGuard.page - 1)
      let zeros = mmap(
        UnsafeMutableRawPointer(bitPattern: first), Int(end - first), PROT_READ,
        MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
      if zeros != MAP_FAILED {
        TruncationGuard.replaced = 1
        return
      }
    }
    sigaction(SIGBUS, &TruncationGuard.previous, nil)
  }
#endif
