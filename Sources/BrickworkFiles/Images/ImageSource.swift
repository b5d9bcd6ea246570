import BrickworkDocument

/// Where ``ImageProbe`` reads an image's bytes: random access by offset, so a prober can skip
/// over large metadata (a JPEG's EXIF thumbnail, a HEIF `mdat`) without reading it.
public protocol ImageSource {
  /// Copies the bytes at `offset` into `buffer`, as many as there are up to its size.
  ///
  /// - Returns: The number of bytes copied: fewer than `buffer.count` only at the end of the
  ///   image.
  /// - Throws: ``ImageProbeError/unreadable(reason:)`` when the bytes cannot be read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
    throws(ImageProbeError) -> Int
}

/// An image held in memory.
public struct ImageBytes: ImageSource, Sendable {
  /// The image's bytes.
  public var bytes: [UInt8]

  /// Creates a source reading `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Copies the bytes at `offset` into `buffer`.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
    throws(ImageProbeError) -> Int
  {
    guard offset >= 0, offset < bytes.count else { return 0 }
    let count = min(buffer.count, bytes.count - offset)
    bytes.withUnsafeBytes { source in
      guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
      to.copyMemory(from: from + offset, byteCount: count)
    }
    return count
  }
}
