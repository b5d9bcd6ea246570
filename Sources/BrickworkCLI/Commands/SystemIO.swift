import BrickworkDocument

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
  /// and endless streams such as `/dev/zero`, are refused rather than exhausting memory.
  static let maximumInputSize = 512 << 20

  /// Reads all of the file at `path`, or of standard input when `path` is `-`.
  ///
  /// - Throws: ``Failure/invalid(_:)`` naming the file and the system's reason, or the size
  ///   limit when the input is larger than ``maximumInputSize``.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read", path) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    var capacity = 1 << 16
    if fstat(descriptor, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw Failure.invalid(["brickwork: cannot read \(displayName(path)): is a directory"])
      }
      if status.st_mode & S_IFMT == S_IFREG {
        guard Int(status.st_size) <= maximumInputSize else { throw tooLarge(path) }
        capacity = max(capacity, Int(status.st_size) + 1)
      }
    }
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let got = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, base + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read", path)
      }
      if got == 0 { break }
      count += got
      guard count <= maximumInputSize else { throw tooLarge(path) }
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The error for an input over ``maximumInputSize``.
  private static func tooLarge(_ path: String) -> Failure {
    .invalid(["brickwork: cannot read \(displayName(path)): larger than 512 MiB"])
  }

  /// Writes `path`: a regular file (or a new one) atomically, through a temporary file in the
  /// same directory that then replaces it, keeping an existing file's permissions (a new file
  /// gets 0666 less the umask); on any error the temporary file is removed and `path` is
  /// untouched. Anything else (a symbolic link, a pipe, a device) is written through in place.
  static func writeAtomically(
    _ path: String, _ body: (inout FileDescriptorOutput) throws -> Void
  ) throws(Failure) {
    var existing = stat()
    let exists = lstat(path, &existing) == 0
    if exists, existing.st_mode & S_IFMT != S_IFREG {
      try writeInPlace(path, body)
      return
    }
    var mode = existing.st_mode & 0o7777
    if !exists {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    var directory = "."
    if let slash = path.lastIndex(of: "/") { directory = String(path[..<slash]) }
    var template = ((directory.isEmpty ? "/" : directory) + "/.brickwork-XXXXXX").utf8CString
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure("cannot write", path) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var output = FileDescriptorOutput(descriptor: descriptor)
    do {
      fchmod(descriptor, mode)
      try body(&output)
      guard close(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw Failure.invalid(["brickwork: cannot write \(displayName(path)): \(error)"])
    }
    guard rename(temporary, path) == 0 else {
      let failure = failure("cannot write", path)
      unlink(temporary)
      throw failure
    }
  }

  /// Writes through to an existing non-regular file (a link's target, a pipe, a device).
  private static func writeInPlace(
    _ path: String, _ body: (inout FileDescriptorOutput) throws -> Void
  ) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot write", path) }
    var output = FileDescriptorOutput(descriptor: descriptor)
    do {
      try body(&output)
      guard close(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      throw Failure.invalid(["brickwork: cannot write \(displayName(path)): \(error)"])
    }
  }

  /// Writes to standard output.
  static func writeStandardOutput(_ body: (inout FileDescriptorOutput) throws -> Void)
    throws(Failure)
  {
    var output = FileDescriptorOutput.standardOutput
    do {
      try body(&output)
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

  /// A path as messages show it: quoted, standard input as `standard input`.
  static func displayName(_ path: String) -> String {
    path == "-" ? "standard input" : ArgumentParser.quoted(path)
  }
}

/// Calls the system's `read`.
private func systemRead(_ descriptor: Int32, _ address: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, address, count)
}
