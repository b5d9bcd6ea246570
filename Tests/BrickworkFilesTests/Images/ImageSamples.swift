@testable import BrickworkDocument
@testable import BrickworkFiles

/// Tiny image files built byte by byte for the probe tests: headers of every format the
/// prober reads, with the knobs the corruption cases turn.
enum ImageSamples {
  /// Big-endian bytes of `value`, `count` wide.
  static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * (count - 1 - $0))) }
  }

  /// Little-endian bytes of `value`, `count` wide.
  static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// A PNG chunk with its length and checksum.
  static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count, 4) + body + bigEndian(Int(CRC32.checksum(body)), 4)
  }

  /// The PNG signature.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG header (`IHDR`, then `IEND`), optionally after Apple's `CgBI` chunk.
  static func png(width: Int, height: Int, appleCgBI: Bool = false) -> [UInt8] {
    let header = bigEndian(width, 4) + bigEndian(height, 4) + [8, 2, 0, 0, 0]
    return pngSignature + (appleCgBI ? pngChunk("CgBI", [0x50, 0x00, 0x20, 0x06]) : [])
      + pngChunk("IHDR", header) + pngChunk("IEND", [])
  }

  /// A JPEG segment: marker and length-prefixed payload.
  static func jpegSegment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian(payload.count + 2, 2) + payload
  }

  /// An EXIF `APP1` payload whose first directory holds `orientation` (after `before` other
  /// entries).
  static func exif(orientation: Int, bigEndian big: Bool = true, before: Int = 2) -> [UInt8] {
    let number: (Int, Int) -> [UInt8] = { big ? bigEndian($0, $1) : littleEndian($0, $1) }
    var tiff: [UInt8] = big ? Array("MM".utf8) + [0, 42] : Array("II".utf8) + [42, 0]
    tiff += number(8, 4) + number(before + 1, 2)
    for index in 0..<before {  // ImageWidth-like LONG entries
      tiff += number(0x0100 + index, 2) + number(4, 2) + number(1, 4) + number(640, 4)
    }
    tiff += number(0x0112, 2) + number(3, 2) + number(1, 4) + number(orientation, 2) + [0, 0]
    tiff += number(0, 4)
    return Array("Exif".utf8) + [0, 0] + tiff
  }

  /// A JPEG header: `SOI`, `APP0`, optional EXIF, `padding` bytes of `APP2` metadata, a
  /// quantisation table, the frame header `marker` (`C0` baseline, `C2` progressive), a scan.
  static func jpeg(
    width: Int, height: Int, frame marker: UInt8 = 0xC0, exif: [UInt8]? = nil, padding: Int = 0
  ) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += jpegSegment(0xE0, Array("JFIF".utf8) + [0, 1, 2, 0, 0, 1, 0, 1, 0, 0])
    if let exif { bytes += jpegSegment(0xE1, exif) }
    var left = padding
    while left > 0 {
      let size = min(left, 65_000)
      bytes += jpegSegment(0xE2, [UInt8](repeating: 0x41, count: size))
      left -= size
    }
    bytes += [0xFF, 0xFF]  // fill bytes before a marker are allowed
    bytes += jpegSegment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
    bytes += jpegSegment(
      marker, [8] + bigEndian(height, 2) + bigEndian(width, 2) + [1, 1, 0x11, 0])
    bytes += jpegSegment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0x34, 0xFF, 0x00, 0xFF, 0xD9]
    return bytes
  }

  /// A GIF header and an empty trailer.
  static func gif(width: Int, height: Int, version: String = "89a") -> [UInt8] {
    Array("GIF\(version)".utf8) + littleEndian(width, 2) + littleEndian(height, 2) + [
      0, 0, 0, 0x3B,
    ]
  }

  /// A RIFF WebP container around `chunk`.
  static func webp(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let chunk =
      Array(type.utf8) + littleEndian(data.count, 4) + data + (data.count % 2 == 1 ? [0] : [])
    return Array("RIFF".utf8) + littleEndian(chunk.count + 4, 4) + Array("WEBP".utf8) + chunk
  }

  /// A lossy WebP key frame header.
  static func webpLossy(width: Int, height: Int, keyFrame: Bool = true) -> [UInt8] {
    webp(
      "VP8 ",
      [keyFrame ? 0x10 : 0x11, 0x02, 0x00, 0x9D, 0x01, 0x2A] + littleEndian(width, 2)
        + littleEndian(height, 2) + [UInt8](repeating: 0, count: 8))
  }

  /// A lossless WebP header.
  static func webpLossless(width: Int, height: Int, version: Int = 0) -> [UInt8] {
    let bits = (width - 1) | (height - 1) << 14 | version << 29
    return webp("VP8L", [0x2F] + littleEndian(bits, 4) + [0, 0, 0])
  }

  /// An extended WebP header (canvas size).
  static func webpExtended(width: Int, height: Int) -> [UInt8] {
    webp("VP8X", [0x10, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3))
  }

  /// A bitmap header with a DIB header of `header` bytes (12: OS/2 16-bit sizes).
  static func bmp(width: Int, height: Int, header: Int = 40) -> [UInt8] {
    var dib = littleEndian(header, 4)
    if header == 12 {
      dib +=
        littleEndian(width, 2) + littleEndian(height, 2) + littleEndian(1, 2) + littleEndian(24, 2)
    } else {
      dib +=
        littleEndian(width, 4) + littleEndian(height, 4) + littleEndian(1, 2) + littleEndian(24, 2)
      dib += [UInt8](repeating: 0, count: header - dib.count)
    }
    return Array("BM".utf8) + littleEndian(14 + dib.count, 4) + [0, 0, 0, 0]
      + littleEndian(14 + dib.count, 4) + dib
  }

  /// An ISO base media box.
  static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
    bigEndian(content.count + 8, 4) + Array(type.utf8) + content
  }

  /// A full box (version and flags before the content).
  static func fullBox(_ type: String, version: UInt8 = 0, flags: Int = 0, _ content: [UInt8])
    -> [UInt8]
  {
    box(type, [version] + bigEndian(flags, 3) + content)
  }

  /// A HEIF/AVIF file: `ftyp` with `brands`, optionally a large `mdat` first, then `meta` with
  /// a thumbnail item 1 (160 × 120) and the primary item 2 (`width` × `height`, rotated by
  /// `rotation` quarter turns when given).
  static func heif(
    brands: [String] = ["heic", "mif1"], width: Int, height: Int, rotation: Int? = nil,
    mdatFirst: Int = 0, wideIndices: Bool = false
  ) -> [UInt8] {
    let fileType = box(
      "ftyp", Array(brands[0].utf8) + [0, 0, 0, 0] + brands.flatMap { Array($0.utf8) })
    var properties = fullBox("ispe", bigEndian(160, 4) + bigEndian(120, 4))  // 1: thumbnail
    properties += box("hvcC", [1, 2, 3])  // 2
    properties += fullBox("ispe", bigEndian(width, 4) + bigEndian(height, 4))  // 3: primary
    if let rotation { properties += box("irot", [UInt8(rotation)]) }  // 4
    let index: (Int) -> [UInt8] = { wideIndices ? bigEndian($0 | 0x8000, 2) : [UInt8($0 | 0x80)] }
    var primary = index(2) + index(3)
    if rotation != nil { primary += index(4) }
    let map = fullBox(
      "ipma", flags: wideIndices ? 1 : 0,
      bigEndian(2, 4) + bigEndian(1, 2) + [2] + index(2) + index(1) + bigEndian(2, 2)
        + [UInt8(primary.count / (wideIndices ? 2 : 1))] + primary)
    let meta = fullBox(
      "meta",
      fullBox("hdlr", [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 13))
        + fullBox("pitm", bigEndian(2, 2)) + box("iprp", box("ipco", properties) + map))
    let media = mdatFirst > 0 ? box("mdat", [UInt8](repeating: 0xAB, count: mdatFirst)) : []
    return fileType + media + meta
  }
}
