/// A destination for the bytes a ``LayoutWriter`` produces, in chunks.
///
/// `[UInt8]` collects them in memory; `FileDescriptorOutput` (in BrickworkFiles) writes them to a file or to
/// standard output.
public protocol ByteOutput {
  /// The error a write throws: `Never` for outputs that cannot fail, such as `[UInt8]`.
  associatedtype WriteError: Error

  /// Writes `bytes` after those written before.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError)
}

extension Array: ByteOutput where Element == UInt8 {
  /// Appends `bytes`.
  public mutating func write(_ bytes: UnsafeRawBufferPointer) {
    append(contentsOf: bytes)
  }
}
