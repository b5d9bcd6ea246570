import BrickworkDocument
import BrickworkFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input files and standard input, writing output files atomically, printing to
/// standard error.
enum SystemIO {
  /// The largest input read: 512 MiB (a document of some ten million items). Larger files,
  /// and endless streams such as `/dev/zero`, are refused rather than exhausting memory; the
  /// memory held while refusing is at most the limit.
  static let maximumInputSize = 512 << 20

  /// The exit status when standard output is a pipe whose reader has gone (`brickwork … |
  /// head`): 3, with nothing on standard error (the reader stopped on purpose).
  static let brokenPipeStatus: Int32 = 3

  /// The bytes of command-line arguments that are not valid UTF-8 (file names from other
  /// systems), by the repaired string the parser sees, so that such a file can be opened.
  /// Set once by ``BrickworkCLI/main()`` before anything else runs.
  nonisolated(unsafe) static var argumentBytes: [String: [UInt8]] = [:]

  /// Records the raw bytes of the process's arguments that are not valid UTF-8.
  static func recordArgumentBytes() {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      guard Array(text.utf8) != bytes else { continue }
      argumentBytes[text] = bytes
      // The value of `--name=VALUE`, which the parser splits off.
      if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "="))
      {
        let value = Array(bytes[(equals + 1)...])
        argumentBytes[String(decoding: value, as: UTF8.self)] = value
      }
    }
  }

  /// The bytes of `path` as given on the command line.
  static func pathBytes(_ path: String) -> [UInt8] {
    argumentBytes[path] ?? Array(path.utf8)
  }

  /// The NUL-terminated bytes of `path` as given on the command line.
  static func systemPath(_ path: String) -> [CChar] {
    pathBytes(path).map { CChar(bitPattern: $0) } + [0]
  }

  /// Reads all of the file at `path`, or of standard input when `path` is `-`.
  ///
  /// A FIFO is read until its writer closes it, like standard input.
  ///
  /// - Throws: ``Failure/invalid(_:)`` naming the file and the system's reason (`is a
  ///   directory` for a directory), or the size limit when the input is larger than
  ///   ``maximumInputSize``.
  /// - Complexity: O(n) time for n bytes; memory n for a regular file (read in place), for a
  ///   stream n while reading (at most the limit), then 2n for a moment while the bytes are
  ///   copied into the array returned.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(systemPath(path), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read", path) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    var capacity = 1 << 16
    var knownSize: Int?
    if fstat(descriptor, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw Failure.invalid(["brickwork: cannot read \(displayName(path)): is a directory"])
      }
      if status.st_mode & S_IFMT == S_IFREG {
        guard Int(status.st_size) <= maximumInputSize else { throw tooLarge(path) }
        knownSize = Int(status.st_size)
      }
    }
    var count = 0
    var failed = false
    // A regular file is read straight into the array returned, with room for one byte more
    // than its size to see its end: one allocation, no copy.
    var bytes: [UInt8] = []
    if let knownSize {
      var atEnd = false
      bytes = [UInt8](unsafeUninitializedCapacity: knownSize + 1) { buffer, initialized in
        let base = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        (count, atEnd, failed) = fill(descriptor, base, from: 0, to: knownSize + 1)
        initialized = count
      }
      if failed { throw failure("cannot read", path) }
      if atEnd { return bytes }
      // The file grew while read: go on as for a stream.
      capacity = knownSize + 1
    }
    // A stream (or a file that grew) is read into a raw buffer grown with `realloc` (which
    // moves large blocks without copying), never past one byte over the limit: an endless
    // stream costs at most the limit.
    guard var base = malloc(capacity) else { throw failure("cannot read", path) }
    defer { free(base) }
    bytes.withUnsafeBytes { read in
      if let start = read.baseAddress { base.copyMemory(from: start, byteCount: read.count) }
    }
    bytes = []
    while true {
      if count == capacity {
        guard count <= maximumInputSize else { throw tooLarge(path) }
        let grown = min(2 * capacity, maximumInputSize + 1)
        guard let moved = realloc(base, grown) else { throw failure("cannot read", path) }
        base = moved
        capacity = grown
      }
      var atEnd = false
      (count, atEnd, failed) = fill(descriptor, base, from: count, to: capacity)
      if failed { throw failure("cannot read", path) }
      guard count <= maximumInputSize else { throw tooLarge(path) }
      if atEnd { break }
    }
    return Array(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Reads from `descriptor` into `base` from byte `count` on until the end of the input or
  /// byte `capacity`, retrying interrupted reads: the new count, whether the end was reached,
  /// and whether a read failed (`errno` says why).
  private static func fill(
    _ descriptor: Int32, _ base: UnsafeMutableRawPointer, from count: Int, to capacity: Int
  ) -> (count: Int, atEnd: Bool, failed: Bool) {
    var count = count
    while count < capacity {
      let got = systemRead(descriptor, base + count, capacity - count)
      if got < 0 {
        if errno == EINTR { continue }
        return (count, false, true)
      }
      if got == 0 { return (count, true, false) }
      count += got
    }
    return (count, false, false)
  }

  /// The error for an input over ``maximumInputSize``.
  private static func tooLarge(_ path: String) -> Failure {
    .invalid(["brickwork: cannot read \(displayName(path)): larger than 512 MiB"])
  }

  /// Writes the file at `path`, or standard output when `path` is `-`.
  ///
  /// A regular file (or a new one) is written atomically: through a temporary file in the
  /// same directory that then replaces it, keeping an existing file's permissions (a new file
  /// gets 0666 less the umask). A symbolic link is followed and its final target replaced the
  /// same way (the link stays a link). On any error, and on any of
  /// ``TemporaryFile/terminatingSignals`` (SIGINT, SIGTERM, SIGHUP, SIGQUIT, ...), the
  /// temporary file is removed and the previous file is untouched; after SIGKILL only the
  /// temporary file (`.brickwork-XXXXXX` beside the target) can be left, and the next write
  /// into that folder removes it (`StaleTemporaryFiles`). Anything else (a pipe, a device
  /// such as `/dev/full`) is written through in place. A read-only file is refused, as `cp`
  /// refuses it without `-f` (``AtomicFile/isReadOnly(_:at:)``).
  static func writeAtomically(_ path: String, _ body: (inout FileOutput) throws -> Void)
    throws(Failure)
  {
    if path == "-" {
      try writeStandardOutput(body)
      return
    }
    let target = try resolvingLinks(path)
    var existing = stat()
    let exists = lstat(target, &existing) == 0
    if exists, existing.st_mode & S_IFMT == S_IFDIR {
      throw Failure.invalid(["brickwork: cannot write \(displayName(path)): is a directory"])
    }
    if exists, existing.st_mode & S_IFMT != S_IFREG {
      try writeInPlace(path, target, body)
      return
    }
    if exists, AtomicFile.isReadOnly(existing, at: target) {
      throw Failure.invalid([
        "brickwork: cannot write \(displayName(path)): the file is read-only (not replaced)"
      ])
    }
    var mode = existing.st_mode & 0o7777
    if !exists {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    var directory = Array("./".utf8CString.dropLast())
    if let slash = target.lastIndex(of: CChar(bitPattern: UInt8(ascii: "/"))) {
      directory = Array(target[...slash])
    }
    StaleTemporaryFiles.remove(in: directory)
    let template =
      directory + StaleTemporaryFiles.template().map { CChar(bitPattern: $0) } + [0]
    let temporary = TemporaryFile(template)
    defer { temporary.remove() }
    let descriptor = mkstemp(temporary.path)
    guard descriptor >= 0 else { throw failure("cannot write", path) }
    // Held until the file is closed, and by the system until the process ends, however it
    // ends: a locked temporary file belongs to a live write (`StaleTemporaryFiles`).
    StaleTemporaryFiles.lock(descriptor)
    // Synchronized before it replaces the target: its writeback starts as it is written.
    var output = FileOutput(descriptor: descriptor, startsWriteback: true)
    do {
      fchmod(descriptor, mode)
      try body(&output)
      guard fsync(descriptor) == 0 || errno == EINVAL else { throw OutputError(code: errno) }
      guard close(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      throw Failure.invalid(["brickwork: cannot write \(displayName(path)): \(error)"])
    }
    guard rename(temporary.path, target) == 0 else { throw failure("cannot write", path) }
    temporary.renamed()
    AtomicFile.synchronizeFolder(directory.map { UInt8(bitPattern: $0) })
  }

  /// The final target of `path` after following symbolic links (up to 40, as the system
  /// does), NUL-terminated; `path` itself when it is not a link.
  private static func resolvingLinks(_ path: String) throws(Failure) -> [CChar] {
    var current = systemPath(path)
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { throw failure("cannot write", path) }
      var link = Array(buffer[..<length])
      let slash = CChar(bitPattern: UInt8(ascii: "/"))
      if link.first != slash, let end = current.dropLast().lastIndex(of: slash) {
        link = Array(current[...end]) + link  // relative to the link's own directory
      }
      current = link + [0]
    }
    errno = ELOOP
    throw failure("cannot write", path)
  }

  /// Writes through to an existing file that is not a regular one (a pipe, a device).
  private static func writeInPlace(
    _ path: String, _ target: [CChar], _ body: (inout FileOutput) throws -> Void
  ) throws(Failure) {
    let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot write", path) }
    var output = FileOutput(descriptor: descriptor)
    do {
      try body(&output)
      guard close(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      throw Failure.invalid(["brickwork: cannot write \(displayName(path)): \(error)"])
    }
  }

  /// Writes to standard output.
  ///
  /// - Throws: ``Failure/quiet(_:)`` with ``brokenPipeStatus`` when the reader of the pipe
  ///   has gone; ``Failure/invalid(_:)`` on any other error (a closed standard output, a full
  ///   disk).
  static func writeStandardOutput(_ body: (inout FileOutput) throws -> Void)
    throws(Failure)
  {
    var output = FileOutput.standardOutput
    do {
      try body(&output)
    } catch let error as OutputError where error.code == EPIPE {
      throw Failure.quiet(brokenPipeStatus)
    } catch WriteFailure<OutputError>.output(let error) where error.code == EPIPE {
      throw Failure.quiet(brokenPipeStatus)
    } catch {
      throw Failure.invalid(["brickwork: cannot write standard output: \(error)"])
    }
  }

  /// Prints lines on standard error, control characters shown as `?`.
  static func printErrors(_ lines: [String]) {
    var bytes: [UInt8] = []
    for line in lines {
      for scalar in line.unicodeScalars {
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        bytes.append(contentsOf: String(isControl ? "?" : scalar).utf8)
      }
      bytes.append(0x0A)
    }
    var output = FileDescriptorOutput(descriptor: 2)
    bytes.withUnsafeBytes { try? output.write($0) }
  }

  /// Prints text on standard output.
  static func print(_ text: String) throws(Failure) {
    try writeStandardOutput { output in
      var bytes = Array(text.utf8)
      try bytes.withUnsafeMutableBytes { try output.write(UnsafeRawBufferPointer($0)) }
    }
  }

  /// The failure for a system call on `path` that set `errno`.
  private static func failure(_ what: String, _ path: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure.invalid(["brickwork: \(what) \(displayName(path)): \(reason)"])
  }

  /// Whether standard input is a terminal.
  static var standardInputIsTerminal: Bool { isatty(0) != 0 }

  /// A path as messages show it: quoted, standard input as `standard input`.
  static func displayName(_ path: String) -> String {
    path == "-" ? "standard input" : CommandLineParser.quoted(path)
  }
}

/// Calls the system's `read`.
private func systemRead(_ descriptor: Int32, _ address: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, address, count)
}
