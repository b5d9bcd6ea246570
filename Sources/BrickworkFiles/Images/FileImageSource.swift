import BrickworkDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  /// An image read from an open file with `pread`: only the blocks a probe asks for are read.
  public struct FileImageSource: ImageSource {
    /// The open file, which the caller closes.
    public let descriptor: Int32

    /// Creates a source reading the open file `descriptor`.
    public init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    /// Copies the bytes at `offset` into `buffer`, retrying interrupted and partial reads.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
      throws(ImageProbeError) -> Int
    {
      guard let base = buffer.baseAddress else { return 0 }
      var count = 0
      while count < buffer.count {
        let got = pread(descriptor, base + count, buffer.count - count, off_t(offset + count))
        if got < 0 {
          if errno == EINTR { continue }
          throw .unreadable(reason: String(cString: strerror(errno)))
        }
        if got == 0 { break }
        count += got
      }
      return count
    }
  }
#endif
