import BrickworkDocument

extension ImageProbe {
  /// A PNG's size: the `IHDR` chunk that must come first (after the `CgBI` chunk of Apple's
  /// iOS-optimised PNGs), its length and checksum checked.
  static func probePNG<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    var chunk = 8
    if try reader.matches("CgBI", at: chunk + 4) {
      chunk += 12 + (try reader.uint32(chunk))
    }
    let length = try reader.uint32(chunk)
    guard try reader.matches("IHDR", at: chunk + 4) else {
      try reader.need(chunk + 4, 4)
      throw .corrupt(.png, reason: "the first chunk is not IHDR")
    }
    guard length == 13 else {
      throw .corrupt(.png, reason: "IHDR is \(length) bytes long, not 13")
    }
    let width = try reader.uint32(chunk + 8)
    let height = try reader.uint32(chunk + 12)
    let stored = try reader.uint32(chunk + 21)
    let checksum = CRC32.checksum(try reader.bytes(chunk + 4, 17))
    guard stored == Int(checksum) else {
      throw .corrupt(.png, reason: "the IHDR checksum does not match")
    }
    return try .stored(.png, width: width, height: height)
  }
}
