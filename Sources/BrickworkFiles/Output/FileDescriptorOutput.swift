import BrickworkDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to an open file descriptor (such as standard output), retrying interrupted and
/// partial writes. It neither buffers (``/BrickworkDocument/LayoutWriter`` writes in large chunks) nor closes the
/// descriptor.
public struct FileDescriptorOutput: ByteOutput, Sendable {
  /// The descriptor written to.
  public let descriptor: Int32

  /// Creates an output writing to `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard output.
  public static var standardOutput: FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }

  /// Writes all of `bytes`.
  ///
  /// - Throws: ``OutputError`` when the system refuses the write (a full disk, a closed pipe).
  public mutating func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard var address = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, address, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw OutputError(code: errno)
      }
      address += written
      remaining -= written
    }
  }
}

/// Calls the system's `write`.
private func systemWrite(_ descriptor: Int32, _ address: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    return write(descriptor, address, count)
  #else
    return -1
  #endif
}

/// A failed write: the system's error number and its message.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The system's error number (`errno`).
  public var code: Int32

  /// Creates an error from a system error number.
  public init(code: Int32) {
    self.code = code
  }

  /// The system's message for the error, such as `No space left on device`.
  public var description: String { String(cString: strerror(code)) }
}
