import BrickworkDocument

/// Reads an image's header through a small window over its ``ImageSource``: the window holds
/// one block and moves only when a read falls outside it, so a prober that walks a header reads
/// a few kilobytes, and one that jumps over metadata reads only a segment's or box's header
/// where it lands (``jumpSize`` bytes). At most ``maximumBytesRead`` bytes are read per image,
/// which bounds the work any file (a JPEG of a million empty segments) can cause, whatever
/// the number of segments on the way.
struct ImageReader<Source: ImageSource> {
  /// The size of a block read next to the window (walking a header).
  static var blockSize: Int { 4096 }
  /// The size of a block read away from the window (jumping over metadata): room for a
  /// segment's or box's header and its first fields.
  static var jumpSize: Int { 256 }
  /// The most bytes read for one image: 256 KiB.
  static var maximumBytesRead: Int { 64 * blockSize }
  /// The largest offset read; beyond it a header is corrupt (no image header lies 1 TiB in).
  static var maximumOffset: Int { 1 << 40 }

  /// The image's bytes.
  private(set) var source: Source
  /// The format being read, named in errors; `nil` while the format is being detected.
  var format: ImageFormat?
  /// The bytes of the window.
  private var window: [UInt8] = []
  /// The offset of the window's first byte.
  private var windowStart = 0
  /// The end of the image, once a read has reached it.
  private(set) var end: Int?
  /// The number of blocks read.
  private(set) var reads = 0
  /// The number of bytes read from the source.
  private(set) var bytesRead = 0

  /// Creates a reader of `source`.
  init(_ source: Source) {
    self.source = source
  }

  /// Whether the `count` bytes at `offset` exist, reading them into the window if needed.
  ///
  /// - Throws: ``ImageProbeError/unreadable(reason:)`` from the source, or
  ///   ``ImageProbeError/corrupt(_:reason:)`` when the read budget is spent.
  mutating func has(_ offset: Int, _ count: Int) throws(ImageProbeError) -> Bool {
    precondition(count >= 0 && count <= Self.blockSize)
    guard offset >= 0, offset <= Self.maximumOffset else { return false }
    if offset >= windowStart, offset + count <= windowStart + window.count { return true }
    if let end, offset + count > end { return false }
    try load(at: offset, count: count)
    return count <= window.count
  }

  /// Moves the window to `offset`, with at least `count` bytes when the image has them: a
  /// block next to the window, a jump's smaller block away from it.
  private mutating func load(at offset: Int, count: Int) throws(ImageProbeError) {
    let isNear = offset >= windowStart && offset <= windowStart + window.count
    let size = isNear ? Self.blockSize : max(count, Self.jumpSize)
    guard bytesRead + size <= Self.maximumBytesRead else {
      throw format.map {
        .corrupt($0, reason: "no size within the first 256 KiB read of its header")
      } ?? .unknownFormat
    }
    reads += 1
    var block = [UInt8](repeating: 0, count: size)
    var failure: ImageProbeError?
    let got = block.withUnsafeMutableBytes { buffer -> Int in
      do throws(ImageProbeError) {
        return try source.read(into: buffer, at: offset)
      } catch {
        failure = error
        return 0
      }
    }
    if let failure { throw failure }
    block.removeSubrange(max(0, min(got, block.count))...)
    bytesRead += block.count
    if block.count < size { end = offset + block.count }
    window = block
    windowStart = offset
  }

  /// Makes sure the `count` bytes at `offset` exist.
  ///
  /// - Throws: ``ImageProbeError/truncated(_:)`` when the image ends first.
  mutating func need(_ offset: Int, _ count: Int) throws(ImageProbeError) {
    guard try has(offset, count) else {
      guard offset >= 0, offset <= Self.maximumOffset, let format else {
        throw format.map { .corrupt($0, reason: "an offset beyond 1 TiB") } ?? .unknownFormat
      }
      throw .truncated(format)
    }
  }

  /// The byte at `offset`, which ``need(_:_:)`` or ``has(_:_:)`` has made available.
  @inline(__always)
  private func loaded(_ offset: Int) -> UInt8 { window[offset - windowStart] }

  /// The byte at `offset`.
  mutating func uint8(_ offset: Int) throws(ImageProbeError) -> Int {
    try need(offset, 1)
    return Int(loaded(offset))
  }

  /// The big-endian (or little-endian) unsigned integer of `width` bytes at `offset`.
  mutating func uint(_ offset: Int, _ width: Int, bigEndian: Bool = true) throws(ImageProbeError)
    -> Int
  {
    try need(offset, width)
    var value = 0
    for index in 0..<width {
      let byte = Int(loaded(offset + (bigEndian ? index : width - 1 - index)))
      value = value << 8 | byte
    }
    return value
  }

  /// The big-endian 16-bit unsigned integer at `offset`.
  mutating func uint16(_ offset: Int) throws(ImageProbeError) -> Int { try uint(offset, 2) }
  /// The big-endian 32-bit unsigned integer at `offset`.
  mutating func uint32(_ offset: Int) throws(ImageProbeError) -> Int { try uint(offset, 4) }
  /// The little-endian 16-bit unsigned integer at `offset`.
  mutating func uint16LE(_ offset: Int) throws(ImageProbeError) -> Int {
    try uint(offset, 2, bigEndian: false)
  }
  /// The little-endian 32-bit unsigned integer at `offset`.
  mutating func uint32LE(_ offset: Int) throws(ImageProbeError) -> Int {
    try uint(offset, 4, bigEndian: false)
  }

  /// The `count` bytes at `offset` (at most a block).
  mutating func bytes(_ offset: Int, _ count: Int) throws(ImageProbeError) -> ArraySlice<UInt8> {
    try need(offset, count)
    return window[(offset - windowStart)..<(offset - windowStart + count)]
  }

  /// Whether the bytes at `offset` are `expected`; false where the image ends first.
  mutating func matches(_ expected: StaticString, at offset: Int) throws(ImageProbeError) -> Bool {
    let count = expected.utf8CodeUnitCount
    guard try has(offset, count) else { return false }
    let start = offset - windowStart
    return expected.withUTF8Buffer { text in
      for index in 0..<count where window[start + index] != text[index] { return false }
      return true
    }
  }

  /// How many of the first bytes at `offset` are available and agree with `expected` (a
  /// signature read from a file that may be shorter than it).
  mutating func agreeingPrefix(_ expected: [UInt8], at offset: Int) throws(ImageProbeError)
    -> Int
  {
    var count = 0
    while count < expected.count, try has(offset + count, 1),
      loaded(offset + count) == expected[count]
    {
      count += 1
    }
    return count
  }
}
