import Foundation

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Small decodable pictures of known sizes, made by the tests: PNG (stored, uncompressed
/// deflate), 24-bit BMP and SVG.
enum SampleImages {
  /// Big-endian bytes of a 32-bit value.
  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// Little-endian bytes of `value`, `count` wide.
  private static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// A PNG chunk.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body))
  }

  /// A `width` × `height` PNG of one colour, with a darker band every 8 rows.
  static func png(width: Int, height: Int, color: (UInt8, UInt8, UInt8)) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + 3 * width))
    for row in 0..<height {
      raw.append(0)
      let shade: UInt8 = row % 8 == 0 ? 40 : 0
      for _ in 0..<width {
        raw += [color.0 &- min(shade, color.0), color.1 &- min(shade, color.1), color.2]
      }
    }
    // zlib: stored deflate blocks of at most 65,535 bytes, then the Adler-32 checksum.
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      zlib.append(offset + count == raw.count ? 1 : 0)
      zlib += littleEndian(count, 2) + littleEndian(~count & 0xFFFF, 2)
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += bigEndian(b << 16 | a)
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// A `width` × `height` 24-bit bitmap of one colour (stored bottom-up).
  static func bmp(width: Int, height: Int, color: (UInt8, UInt8, UInt8)) -> [UInt8] {
    let stride = (3 * width + 3) / 4 * 4
    var pixels: [UInt8] = []
    for _ in 0..<height {
      var row: [UInt8] = []
      for _ in 0..<width { row += [color.2, color.1, color.0] }
      pixels += row + [UInt8](repeating: 0, count: stride - row.count)
    }
    let header =
      littleEndian(40, 4) + littleEndian(width, 4) + littleEndian(height, 4)
      + littleEndian(1, 2) + littleEndian(24, 2) + [UInt8](repeating: 0, count: 24)
    return Array("BM".utf8) + littleEndian(54 + pixels.count, 4) + [0, 0, 0, 0]
      + littleEndian(54, 4) + header + pixels
  }

  /// A `width` × `height` SVG rectangle.
  static func svg(width: Int, height: Int, color: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)"><rect width="\(width)" height="\(height)" \
      fill="\(color)"/></svg>

      """.utf8)
  }
}
