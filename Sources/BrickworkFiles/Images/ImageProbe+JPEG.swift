import BrickworkDocument

extension ImageProbe {
  /// A JPEG's size: the first frame header (`SOF0`–`SOF15` but `DHT`, `JPG` and `DAC`), found
  /// by skipping whole segments and, as libjpeg does, any stray bytes before a marker, turned when an EXIF `APP1` segment before it gives an
  /// orientation of 5–8 (the quarter turns, as browsers display them).
  static func probeJPEG<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    var offset = 2
    var orientation = 1
    var sawExif = false
    while true {
      let marker = try nextMarker(&reader, at: &offset)
      switch marker {
      case 0x01, 0xD0...0xD7: continue  // markers without a segment
      case 0xD9: throw .corrupt(.jpeg, reason: "the image ends before a frame header")
      case 0xDA: throw .corrupt(.jpeg, reason: "a scan starts before the frame header")
      case 0xD8: throw .corrupt(.jpeg, reason: "a misplaced marker at byte \(offset - 1)")
      default: break
      }
      let length = try reader.uint16(offset)
      guard length >= 2 else {
        throw .corrupt(.jpeg, reason: "a segment length under 2 at byte \(offset)")
      }
      if isFrameHeader(marker) {
        guard length >= 8 else { throw .corrupt(.jpeg, reason: "a frame header too short") }
        let height = try reader.uint16(offset + 3)
        let width = try reader.uint16(offset + 5)
        return try .stored(.jpeg, width: width, height: height, turned: orientation >= 5)
      }
      if marker == 0xE1, !sawExif, length >= 16, try reader.matches("Exif\0\0", at: offset + 2) {
        sawExif = true
        orientation = try exifOrientation(&reader, tiff: offset + 8, end: offset + length)
      }
      offset += length
    }
  }

  /// The next marker from `offset`, read as libjpeg's `next_marker` reads it: stray bytes
  /// before the `0xFF` are skipped (libjpeg warns "extraneous bytes before marker" and goes
  /// on), then the fill bytes (`0xFF`), and a stuffed zero (`0xFF 0x00`) is more stray data.
  /// `offset` ends after the marker. The reader's budget of bytes bounds the search.
  private static func nextMarker<Source>(
    _ reader: inout ImageReader<Source>, at offset: inout Int
  ) throws(ImageProbeError) -> Int {
    while true {
      while try reader.uint8(offset) != 0xFF { offset += 1 }
      while try reader.uint8(offset) == 0xFF { offset += 1 }
      let marker = try reader.uint8(offset)
      offset += 1
      if marker != 0x00 { return marker }
    }
  }

  /// Whether `marker` starts a frame header: `SOF0`–`SOF15` but `DHT` (C4), `JPG` (C8) and
  /// `DAC` (CC).
  private static func isFrameHeader(_ marker: Int) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }

  /// The orientation tag (0x0112) of the first image file directory of the TIFF structure at
  /// `tiff`, within `end`; 1 (upright) when it is missing or malformed, as browsers do.
  private static func exifOrientation<Source>(
    _ reader: inout ImageReader<Source>, tiff: Int, end: Int
  ) throws(ImageProbeError) -> Int {
    let bigEndian: Bool
    if try reader.matches("MM\0*", at: tiff) {
      bigEndian = true
    } else if try reader.matches("II*\0", at: tiff) {
      bigEndian = false
    } else {
      return 1
    }
    let directory = tiff + (try reader.uint(tiff + 4, 4, bigEndian: bigEndian))
    guard directory >= tiff + 8, directory + 2 <= end else { return 1 }
    let count = try reader.uint(directory, 2, bigEndian: bigEndian)
    for index in 0..<min(count, 512) {
      let entry = directory + 2 + 12 * index
      guard entry + 12 <= end else { break }
      guard try reader.uint(entry, 2, bigEndian: bigEndian) == 0x0112 else { continue }
      guard try reader.uint(entry + 2, 2, bigEndian: bigEndian) == 3 else { return 1 }  // SHORT
      let value = try reader.uint(entry + 8, 2, bigEndian: bigEndian)
      return (1...8).contains(value) ? value : 1
    }
    return 1
  }
}
