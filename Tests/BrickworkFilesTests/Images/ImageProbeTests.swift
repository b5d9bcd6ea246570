import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// The prober reads every format's size from tiny files built in the test.
@Suite("Image probe: formats")
struct ImageProbeTests {
  /// Probes `bytes`, expecting `format` at `width` × `height`.
  private func expectSize(
    _ bytes: [UInt8], _ format: ImageFormat, _ width: Double, _ height: Double,
    turned: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: Never.self, sourceLocation: sourceLocation,
      performing: {
        let image = try ImageProbe.probe(bytes: bytes)
        #expect(
          image
            == ProbedImage(format: format, width: width, height: height, isQuarterTurned: turned),
          sourceLocation: sourceLocation)
      })
  }

  @Test func png() {
    expectSize(ImageSamples.png(width: 640, height: 480), .png, 640, 480)
    expectSize(ImageSamples.png(width: 1, height: 70_000), .png, 1, 70_000)
    expectSize(ImageSamples.png(width: 300, height: 200, appleCgBI: true), .png, 300, 200)
  }

  @Test func jpegFrameHeaders() {
    for marker: UInt8 in [
      0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
    ] {
      expectSize(ImageSamples.jpeg(width: 4032, height: 3024, frame: marker), .jpeg, 4032, 3024)
    }
  }

  @Test func jpegOrientations() {
    for orientation in 1...8 {
      for big in [true, false] {
        let bytes = ImageSamples.jpeg(
          width: 4032, height: 3024,
          exif: ImageSamples.exif(orientation: orientation, bigEndian: big))
        if orientation >= 5 {
          expectSize(bytes, .jpeg, 3024, 4032, turned: true)
        } else {
          expectSize(bytes, .jpeg, 4032, 3024)
        }
      }
    }
    // A malformed EXIF block is ignored, as browsers ignore it.
    var broken = ImageSamples.exif(orientation: 6)
    broken[6] = UInt8(ascii: "X")
    expectSize(ImageSamples.jpeg(width: 40, height: 30, exif: broken), .jpeg, 40, 30)
    expectSize(
      ImageSamples.jpeg(width: 40, height: 30, exif: ImageSamples.exif(orientation: 9)),
      .jpeg, 40, 30)
  }

  @Test func jpegAfterLargeMetadataReadsFewBlocks() throws {
    // 200 KB of APP2 segments before the frame header: the prober jumps over them.
    let bytes = ImageSamples.jpeg(
      width: 800, height: 600, exif: ImageSamples.exif(orientation: 8), padding: 200_000)
    var reader = ImageReader(ImageBytes(bytes))
    let image = try ImageProbe.probe(&reader)
    #expect(image == ProbedImage(format: .jpeg, width: 600, height: 800, isQuarterTurned: true))
    #expect(reader.reads <= 6)
    #expect(reader.bytesRead <= 6 * 4096)
  }

  @Test func gif() {
    expectSize(ImageSamples.gif(width: 320, height: 240), .gif, 320, 240)
    expectSize(ImageSamples.gif(width: 65_535, height: 1, version: "87a"), .gif, 65_535, 1)
  }

  @Test func webp() {
    expectSize(ImageSamples.webpLossy(width: 550, height: 368), .webp, 550, 368)
    expectSize(ImageSamples.webpLossless(width: 386, height: 395), .webp, 386, 395)
    expectSize(ImageSamples.webpLossless(width: 16_384, height: 1), .webp, 16_384, 1)
    expectSize(ImageSamples.webpExtended(width: 10_000, height: 7), .webp, 10_000, 7)
  }

  @Test func bmp() {
    expectSize(ImageSamples.bmp(width: 127, height: 64, header: 12), .bmp, 127, 64)
    for header in [16, 40, 52, 56, 64, 108, 124] {
      expectSize(ImageSamples.bmp(width: 640, height: 480, header: header), .bmp, 640, 480)
    }
    expectSize(ImageSamples.bmp(width: 640, height: -480), .bmp, 640, 480)  // top-down
  }

  @Test func heifAndAvif() {
    expectSize(ImageSamples.heif(width: 4032, height: 3024), .heic, 4032, 3024)
    expectSize(
      ImageSamples.heif(brands: ["mif1", "heic"], width: 4032, height: 3024, rotation: 1),
      .heic, 3024, 4032, turned: true)
    expectSize(
      ImageSamples.heif(width: 4032, height: 3024, rotation: 2), .heic, 4032, 3024)
    expectSize(
      ImageSamples.heif(width: 4032, height: 3024, rotation: 3, wideIndices: true),
      .heic, 3024, 4032, turned: true)
    expectSize(
      ImageSamples.heif(brands: ["avif", "mif1", "miaf"], width: 1920, height: 1080), .avif, 1920,
      1080)
    expectSize(
      ImageSamples.heif(brands: ["mif1", "avif"], width: 1920, height: 1080, rotation: 1), .avif,
      1080, 1920, turned: true)
  }

  @Test func jpegAfterManyMetadataSegmentsIsRead() throws {
    // Segments of 5 KB each (ICC profiles and XMP split as the format requires): the prober
    // walks them all, its budget counted in bytes read, not in segments.
    for count in [1, 64, 65, 200, 500] {
      var bytes: [UInt8] = [0xFF, 0xD8]
      for _ in 0..<count {
        bytes += ImageSamples.jpegSegment(0xE2, [UInt8](repeating: 0x41, count: 5_000))
      }
      bytes += ImageSamples.jpeg(width: 640, height: 480).dropFirst(2)
      var reader = ImageReader(ImageBytes(bytes))
      #expect(
        try ImageProbe.probe(&reader) == ProbedImage(format: .jpeg, width: 640, height: 480),
        "\(count) segments")
      #expect(reader.bytesRead <= ImageReader<ImageBytes>.maximumBytesRead)
    }
  }

  @Test func heifAfterMediaDataReadsFewBlocks() throws {
    let bytes = ImageSamples.heif(width: 512, height: 256, mdatFirst: 1_000_000)
    var reader = ImageReader(ImageBytes(bytes))
    #expect(try ImageProbe.probe(&reader) == ProbedImage(format: .heic, width: 512, height: 256))
    #expect(reader.reads <= 3)
  }

  @Test func svg() {
    let cases: [(String, Double, Double)] = [
      (#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>"#, 300, 200),
      (#"<svg width='10.5px' height='2e1'></svg>"#, 10.5, 20),
      (#"<svg width="1in" height="72pt" viewBox="0 0 5 5">"#, 96, 96),
      (#"<svg width="2cm" height="10mm">"#, 96 / 2.54 * 2, 96 / 25.4 * 10),
      (#"<svg viewBox="0 0 1600 900">"#, 1600, 900),
      (#"<svg viewBox="-10,-10, 40,20" width="80">"#, 80, 40),
      (#"<svg viewBox="0 0 40 20" height="50">"#, 100, 50),
      (#"<svg width="100%" height="100%" viewBox="0 0 4 3">"#, 4, 3),
      (#"<svg width="auto" height="30" viewBox="0 0 4 3">"#, 40, 30),
      (
        "\u{FEFF}  <?xml version=\"1.0\"?>\n<!-- a <comment> -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" [ <!ENTITY a \"b\"> ]>\n<svg\n  width = \"64\"\theight=\"48\">",
        64, 48
      ),
      (#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="5" height="6">"#, 5, 6),
    ]
    for (text, width, height) in cases {
      expectSize(Array(text.utf8), .svg, width, height)
    }
  }

  @Test func formatIsReadFromContentNotName() throws {
    // The prober never sees a name: a JPEG is a JPEG whatever it is called.
    #expect(try ImageProbe.probe(bytes: ImageSamples.jpeg(width: 2, height: 3)).format == .jpeg)
  }

  @Test func descriptionsAreOneLine() {
    let errors: [ImageProbeError] = [
      .empty, .unknownFormat, .truncated(.png), .corrupt(.jpeg, reason: "x"),
      .zeroSize(.gif, width: 0, height: 3), .unreadable(reason: "Permission denied"),
    ]
    for error in errors {
      #expect(!error.description.isEmpty && !error.description.contains("\n"))
    }
    #expect(
      ImageProbeError.zeroSize(.gif, width: 0, height: 3).description == "GIF of zero size (0 × 3)")
    #expect(
      ImageProbeError.truncated(.png).description == "truncated PNG: the file ends before its size")
  }
}
