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
  /// Reads all of the file at `path`, or of standard input when `path` is `-`.
  ///
  /// - Throws: ``Failure/invalid(_:)`` naming the file and the system's reason.
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
      if status.st_mode & S_IFMT == S_IFREG { capacity = max(capacity, Int(status.st_size) + 1) }
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
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Writes a file atomically: `body` writes to a temporary file in the same directory, which
  /// then replaces `path`; on any error the temporary file is removed and `path` is untouched.
  static func writeAtomically(
    _ path: String, _ body: (inout FileDescriptorOutput) throws -> Void
  ) throws(Failure) {
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
      fchmod(descriptor, 0o644)
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
