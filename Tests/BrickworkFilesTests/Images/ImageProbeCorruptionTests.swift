import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Every way a header can fail gives its own typed error.
@Suite("Image probe: corrupt, truncated and zero-size files")
struct ImageProbeCorruptionTests {
  /// The error probing `bytes` throws, or `nil`.
  private func failure(_ bytes: [UInt8]) -> ImageProbeError? {
    do {
      _ = try ImageProbe.probe(bytes: bytes)
      return nil
    } catch {
      return error
    }
  }

  /// Whether probing `bytes` fails as corrupt `format`.
  private func isCorrupt(_ bytes: [UInt8], _ format: ImageFormat) -> Bool {
    if case .corrupt(format, _) = failure(bytes) { return true }
    return false
  }

  @Test func emptyAndUnknown() {
    #expect(failure([]) == .empty)
    #expect(failure(Array("hello".utf8)) == .unknownFormat)
    #expect(failure([0]) == .unknownFormat)
    #expect(failure(Array("<html><body>".utf8)) == .unknownFormat)
    #expect(failure(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == .unknownFormat)
    // An ISO media file of a video brand is not an image.
    #expect(
      failure(ImageSamples.heif(brands: ["isom", "mp41"], width: 1, height: 1)) == .unknownFormat)
  }

  @Test func everyPrefixOfEveryFormatIsTruncated() {
    let samples: [(ImageFormat, [UInt8])] = [
      (.png, ImageSamples.png(width: 64, height: 48)),
      (.jpeg, ImageSamples.jpeg(width: 64, height: 48, exif: ImageSamples.exif(orientation: 6))),
      (.gif, ImageSamples.gif(width: 64, height: 48)),
      (.webp, ImageSamples.webpLossy(width: 64, height: 48)),
      (.webp, ImageSamples.webpLossless(width: 64, height: 48)),
      (.webp, ImageSamples.webpExtended(width: 64, height: 48)),
      (.bmp, ImageSamples.bmp(width: 64, height: 48)),
      (.heic, ImageSamples.heif(width: 64, height: 48, rotation: 1)),
      (.avif, ImageSamples.heif(brands: ["avif"], width: 64, height: 48)),
      (.svg, Array(#"<?xml version="1.0"?><svg width="64" height="48">"#.utf8)),
    ]
    for (format, bytes) in samples {
      // The bytes the size needs: a prefix shorter than the full header fails.
      let full = (try? ImageProbe.probe(bytes: bytes))
      #expect(full != nil, "\(format)")
      var firstSuccess: Int?
      for length in 2..<bytes.count {
        switch failure(Array(bytes[..<length])) {
        case nil: if firstSuccess == nil { firstSuccess = length }
        case .truncated(let found):
          #expect(found == format || (format == .avif && found == .heic), "\(format) at \(length)")
          #expect(
            firstSuccess == nil,
            "\(format): fails at \(length) after reading at \(firstSuccess ?? 0)")
        case .unknownFormat:
          // Too short to tell an ISO media file's brand or an SVG's root element.
          #expect([.heic, .avif, .svg, .webp].contains(format), "\(format) at \(length)")
        case let other?:
          Issue.record("\(format) cut at \(length) bytes: \(other)")
        }
      }
    }
  }

  @Test func zeroSizes() {
    #expect(
      failure(ImageSamples.png(width: 0, height: 10)) == .zeroSize(.png, width: 0, height: 10))
    #expect(
      failure(ImageSamples.jpeg(width: 10, height: 0)) == .zeroSize(.jpeg, width: 10, height: 0))
    #expect(failure(ImageSamples.gif(width: 0, height: 0)) == .zeroSize(.gif, width: 0, height: 0))
    #expect(
      failure(ImageSamples.webpLossy(width: 0, height: 5)) == .zeroSize(.webp, width: 0, height: 5))
    #expect(failure(ImageSamples.bmp(width: 3, height: 0)) == .zeroSize(.bmp, width: 3, height: 0))
    #expect(
      failure(ImageSamples.heif(width: 0, height: 9)) == .zeroSize(.heic, width: 0, height: 9))
    #expect(
      failure(Array(#"<svg width="0" height="10"/>"#.utf8)) == .zeroSize(.svg, width: 0, height: 10)
    )
  }

  @Test func corruptPNG() {
    var bytes = ImageSamples.png(width: 64, height: 48)
    bytes[17] ^= 0xFF  // the width, under a checksum that no longer matches
    #expect(isCorrupt(bytes, .png))
    var type = ImageSamples.png(width: 64, height: 48)
    type[12] = UInt8(ascii: "X")
    #expect(isCorrupt(type, .png))
    var length = ImageSamples.png(width: 64, height: 48)
    length[11] = 12
    #expect(isCorrupt(length, .png))
    let huge =
      ImageSamples.pngSignature
      + ImageSamples.pngChunk(
        "IHDR",
        ImageSamples.bigEndian(0x8000_0000, 4) + ImageSamples.bigEndian(1, 4) + [8, 2, 0, 0, 0])
    #expect(isCorrupt(huge, .png))
  }

  @Test func strayBytesBeforeAMarkerAreSkippedAsLibjpegSkipsThem() throws {
    let good = ImageSamples.jpeg(width: 64, height: 48)
    // After SOI and the APP0 segment (2 + 18 bytes): stray bytes, a stuffed 0xFF 0x00 among
    // them, before the next marker.
    let stray = Array(good[..<20]) + [0x00, 0x12, 0xFF, 0x00, 0x34] + Array(good[20...])
    #expect(try ImageProbe.probe(bytes: stray) == ImageProbe.probe(bytes: good))
  }

  @Test func corruptJPEG() {
    let good = ImageSamples.jpeg(width: 64, height: 48)
    // Stray bytes where a marker must be are skipped, as libjpeg skips them: with no marker
    // after them, the file ends before its size.
    #expect(
      failure([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14) + [0x12])
        == .truncated(.jpeg))
    // A scan before the frame header.
    #expect(isCorrupt([0xFF, 0xD8] + ImageSamples.jpegSegment(0xDA, [1, 2, 3]), .jpeg))
    // End of image before the frame header.
    #expect(isCorrupt([0xFF, 0xD8, 0xFF, 0xD9], .jpeg))
    // A segment length under 2.
    #expect(isCorrupt([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 0, 0], .jpeg))
    // A frame header too short for its size.
    #expect(
      isCorrupt([0xFF, 0xD8] + ImageSamples.jpegSegment(0xC0, [8, 0, 1]) + [0, 0, 0, 0], .jpeg))
    // A second start of image.
    #expect(isCorrupt([0xFF, 0xD8, 0xFF, 0xD8] + good.dropFirst(2), .jpeg))
    // A million empty segments: the read budget ends the walk.
    var empty: [UInt8] = [0xFF, 0xD8]
    for _ in 0..<80_000 { empty += [0xFF, 0xFE, 0x00, 0x02] }
    #expect(isCorrupt(empty + good.dropFirst(2), .jpeg))
    // Only fill bytes.
    #expect(failure([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 10_000)) == .truncated(.jpeg))
  }

  @Test func corruptGIFWebPAndBMP() {
    #expect(isCorrupt(Array("GIF8xa".utf8) + [1, 0, 1, 0], .gif))
    #expect(isCorrupt(ImageSamples.webpLossy(width: 5, height: 5, keyFrame: false), .webp))
    var start = ImageSamples.webpLossy(width: 5, height: 5)
    start[23] = 0
    #expect(isCorrupt(start, .webp))
    var signature = ImageSamples.webpLossless(width: 5, height: 5)
    signature[20] = 0x2E
    #expect(isCorrupt(signature, .webp))
    #expect(isCorrupt(ImageSamples.webpLossless(width: 5, height: 5, version: 1), .webp))
    #expect(isCorrupt(ImageSamples.webp("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), .webp))
    var header = ImageSamples.bmp(width: 5, height: 5)
    header[14] = 41
    #expect(isCorrupt(header, .bmp))
    #expect(isCorrupt(ImageSamples.bmp(width: -5, height: 5), .bmp))
    #expect(isCorrupt(ImageSamples.bmp(width: 5, height: Int(Int32.min)), .bmp))
  }

  @Test func corruptHEIF() {
    let fileType = ImageSamples.box("ftyp", Array("heic\0\0\0\0mif1".utf8))
    // No meta box.
    #expect(failure(fileType + ImageSamples.box("mdat", [1, 2, 3])) == .truncated(.heic))
    var many = fileType
    for _ in 0..<70 { many += ImageSamples.box("free", []) }
    #expect(isCorrupt(many, .heic))
    // A box shorter than its header, and one running past its parent.
    #expect(isCorrupt(fileType + [0, 0, 0, 4] + Array("meta".utf8), .heic))
    let overrun = ImageSamples.fullBox(
      "meta", ImageSamples.bigEndian(100, 4) + Array("iprp".utf8))
    #expect(isCorrupt(fileType + overrun + [UInt8](repeating: 0, count: 100), .heic))
    // A meta box without ispe.
    let bare = ImageSamples.fullBox("meta", ImageSamples.box("iprp", ImageSamples.box("ipco", [])))
    #expect(isCorrupt(fileType + bare, .heic))
    // A primary item with no ispe of its own.
    let properties = ImageSamples.box(
      "ipco",
      ImageSamples.fullBox("ispe", ImageSamples.bigEndian(9, 4) + ImageSamples.bigEndian(9, 4)))
    let map = ImageSamples.fullBox(
      "ipma", ImageSamples.bigEndian(1, 4) + ImageSamples.bigEndian(7, 2) + [0])
    let unsized = ImageSamples.fullBox(
      "meta",
      ImageSamples.fullBox("pitm", ImageSamples.bigEndian(7, 2))
        + ImageSamples.box("iprp", properties + map))
    #expect(isCorrupt(fileType + unsized, .heic))
    // Sizes beyond 2^31 - 1, and box types that are not text (found by ImageProbeFuzz): the
    // error stays one line.
    #expect(isCorrupt(ImageSamples.heif(width: 0xFFFF_0000, height: 5), .heic))
    let strange = fileType + [0, 0, 0, 4, 0x0A, 0x0D, 0x00, 0xFF]
    #expect(
      failure(strange) == .corrupt(.heic, reason: "box '????' is 4 bytes, shorter than its header"))
  }

  @Test func corruptSVG() {
    #expect(isCorrupt(Array(#"<svg width="10">"#.utf8), .svg))
    #expect(isCorrupt(Array(#"<svg>"#.utf8), .svg))
    #expect(isCorrupt(Array(#"<svg viewBox="0 0 -1 5">"#.utf8), .svg))
    #expect(isCorrupt(Array(#"<svg width=10 height=10>"#.utf8), .svg))
    #expect(isCorrupt(Array(#"<svg width="1e12" height="1">"#.utf8), .svg))
    #expect(
      isCorrupt(Array(("<!--" + String(repeating: "x", count: 70_000) + "--><svg>").utf8), .svg))
    #expect(failure(Array(#"<svg width="10" height="10"#.utf8)) == .truncated(.svg))
  }

  @Test func unreadableSourcesAreReported() {
    struct Failing: ImageSource {
      mutating func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
        throws(ImageProbeError) -> Int
      {
        throw .unreadable(reason: "Input/output error")
      }
    }
    var source = Failing()
    #expect(throws: ImageProbeError.unreadable(reason: "Input/output error")) {
      try ImageProbe.probe(&source)
    }
  }
}
