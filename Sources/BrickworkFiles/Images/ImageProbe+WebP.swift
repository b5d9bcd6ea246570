import BrickworkDocument

extension ImageProbe {
  /// A WebP's size from its first chunk: the key frame of a lossy `VP8 ` bitstream, the header
  /// of a lossless `VP8L` one, or the canvas of an extended `VP8X` file.
  static func probeWebP<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    try reader.need(12, 8)
    if try reader.matches("VP8 ", at: 12) {
      guard try reader.uint8(20) & 1 == 0 else {
        throw .corrupt(.webp, reason: "the lossy bitstream does not start with a key frame")
      }
      guard try reader.uint(23, 3) == 0x9D_012A else {
        throw .corrupt(.webp, reason: "the lossy key frame lacks its start code")
      }
      return try .stored(
        .webp, width: reader.uint16LE(26) & 0x3FFF, height: reader.uint16LE(28) & 0x3FFF)
    }
    if try reader.matches("VP8L", at: 12) {
      guard try reader.uint8(20) == 0x2F else {
        throw .corrupt(.webp, reason: "the lossless bitstream lacks its signature")
      }
      let bits = try reader.uint32LE(21)
      guard bits >> 29 == 0 else {
        throw .corrupt(.webp, reason: "unknown lossless version \(bits >> 29)")
      }
      return try .stored(.webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
    }
    if try reader.matches("VP8X", at: 12) {
      let width = try reader.uint(24, 3, bigEndian: false) + 1
      let height = try reader.uint(27, 3, bigEndian: false) + 1
      return try .stored(.webp, width: width, height: height)
    }
    throw .corrupt(.webp, reason: "the first chunk is not VP8, VP8L or VP8X")
  }
}
