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
  /// returned or threw (and a page the disk could not give as an I/O error). Anything else
  /// (standard input, a FIFO, a device, a small file), and every other system, is read with
  /// ``read(_:)``.
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
        if let problem = mapping.problem {
          throw Failure.invalid(["brickwork: cannot read \(displayName(path)): \(problem)"])
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
  /// One mapping is guarded at a time (the command line reads one input at a time, on one
  /// thread); while one is open, ``init(_:)`` returns `nil` and the caller reads the file
  /// instead.
  private struct MappedInput {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The open file, to compare its size once read.
    private let descriptor: Int32

    /// Maps the file at `path` (NUL-terminated) when it is a regular file of at least
    /// ``SystemIO/mappingThreshold`` bytes and at most ``SystemIO/maximumInputSize``; `nil`
    /// when it is not, when it cannot be opened or mapped (the caller reads it and reports
    /// why), or when another mapping is open.
    ///
    /// Anything but a regular file is never opened here: opening a FIFO would wait for its
    /// writer, and closing it again would lose what the writer wrote. (`O_NONBLOCK` keeps a path
    /// that turns into a FIFO between the two looks from waiting.)
    init?(_ path: [CChar]) {
      guard TruncationGuard.state.pointee.start == 0 else { return nil }
      var status = stat()
      guard stat(path, &status) == 0, Self.isMappable(status) else { return nil }
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return nil }
      guard fstat(descriptor, &status) == 0, Self.isMappable(status) else {
        Glibc.close(descriptor)
        return nil
      }
      let size = Int(status.st_size)
      // MAP_POPULATE maps every cached page at once rather than one fault at a time.
      let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
      guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
        Glibc.close(descriptor)
        return nil
      }
      self.descriptor = descriptor
      bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
      TruncationGuard.install(address, size: size)
    }

    /// Whether `status` is a regular file of a size to map.
    private static func isMappable(_ status: stat) -> Bool {
      status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) >= SystemIO.mappingThreshold
        && Int(status.st_size) <= SystemIO.maximumInputSize
    }

    /// Why the bytes read may not be the file's, if they may not: its size changed while it was
    /// mapped (cut short, pages past its end replaced by zeros, or grown), or a page of it
    /// could not be read (a `SIGBUS` within the mapping, the size unchanged: an I/O error).
    var problem: String? {
      var status = stat()
      if fstat(descriptor, &status) != 0 || Int(status.st_size) != bytes.count {
        return "the file changed while it was read"
      }
      return TruncationGuard.state.pointee.replaced != 0 ? String(cString: strerror(EIO)) : nil
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
  /// file"; `si_code` `BUS_ADRERR`, as for a page the disk failed to read); the handler maps
  /// zero pages over the rest of the mapping, so the read is retried and sees zeros, and records
  /// it. Any other `SIGBUS` restores the previous action: a fault elsewhere is retried and
  /// raised again under it, a signal sent by a process (`si_code` ≤ 0) is raised again.
  ///
  /// Its state is memory allocated once, written only while no mapping is guarded, so the
  /// handler reads plain memory (no exclusivity checks) and calls only `mmap`, `sigaction` and
  /// `raise`, which are async-signal-safe.
  private enum TruncationGuard {
    /// What the handler reads and records.
    struct State {
      /// The mapping's first address, or 0 when none is guarded.
      var start: UInt = 0
      /// The mapping's end, rounded up to whole pages.
      var end: UInt = 0
      /// The system's page size.
      var page: UInt = 4096
      /// Nonzero once the handler replaced pages.
      var replaced: sig_atomic_t = 0
      /// The action before the guard's.
      var previous = sigaction()
    }

    /// The state, allocated once for the process.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
      let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
      state.initialize(to: State())
      return state
    }()

    /// Guards the mapping of `size` bytes at `address`.
    static func install(_ address: UnsafeMutableRawPointer, size: Int) {
      let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      let start = UInt(bitPattern: address)
      state.pointee.page = page
      state.pointee.start = start
      state.pointee.end = (start + UInt(size) + page - 1) & ~(page - 1)
      state.pointee.replaced = 0
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handleFault
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(SIGBUS, &action, &state.pointee.previous)
    }

    /// Restores the previous action and forgets the mapping.
    static func remove() {
      sigaction(SIGBUS, &state.pointee.previous, nil)
      state.pointee.start = 0
      state.pointee.end = 0
    }
  }

  /// `BUS_ADRERR` (siginfo.h): a nonexistent physical address, what a read of a page the file
  /// no longer has, or could not give, raises.
  private var addressError: Int32 { 2 }

  /// ``TruncationGuard``'s handler.
  private func handleFault(
    _ signal: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
  ) {
    let state = TruncationGuard.state
    let code = information?.pointee.si_code ?? 0
    if code == addressError, state.pointee.start != 0 {
      let address = UInt(bitPattern: information?.pointee._sifields._sigfault.si_addr)
      if address >= state.pointee.start, address < state.pointee.end {
        let first = address & ~(state.pointee.page - 1)
        let zeros = mmap(
          UnsafeMutableRawPointer(bitPattern: first), Int(state.pointee.end - first), PROT_READ,
          MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        if zeros != UnsafeMutableRawPointer(bitPattern: -1) {
          state.pointee.replaced = 1
          return
        }
      }
    }
    sigaction(SIGBUS, &state.pointee.previous, nil)
    if code <= 0 { raise(SIGBUS) }
  }
#endif
