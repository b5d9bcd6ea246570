import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Every header reader fed numbers at the edges of `Double` and `Int`: each probe gives a
/// positive size no larger than ``ProbedImage/maximumDimension`` or one typed error, never a
/// trap converting an absurd number.
@Suite("Image probe: numbers at the Double and Int edges")
struct ImageProbeEdgeNumberTests {
  /// Probes `bytes`: a positive size within the limit, or one line of error.
  private func check(_ bytes: [UInt8], _ label: String) {
    do {
      let image = try ImageProbe.probe(bytes: bytes)
      let limit = Double(ProbedImage.maximumDimension)
      #expect(
        image.width > 0 && image.height > 0 && image.width <= limit && image.height <= limit,
        "\(label): \(image)")
    } catch {
      #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(label)")
    }
  }

  /// Lengths at the edges of `Double`, as SVG writes them.
  static let svgNumbers = [
    "0", "-0", "4.9e-324", "1e-300", "0.4", "1", "1e9", "1000000001", "2147483647",
    "2147483648", "9.2e18", "9223372036854775807", "1e19", "1e300", "1.7976931348623157e308",
    "1e308", "1e309", "nan", "inf", "-1e300", "1e-400",
  ]

  @Test func svgLengthsAndViewBoxesAtTheDoubleEdges() {
    let units = ["", "in", "pc"]
    for width in Self.svgNumbers {
      for height in Self.svgNumbers {
        for unit in units {
          check(
            Array(#"<svg width="\#(width)\#(unit)" height="\#(height)\#(unit)"/>"#.utf8),
            "\(width)\(unit) × \(height)\(unit)")
        }
        // One length and a view box, and a view box alone.
        for length in ["width", "height"] {
          check(
            Array(#"<svg \#(length)="\#(width)in" viewBox="0 0 \#(height) \#(width)"/>"#.utf8),
            "\(length) \(width) viewBox \(height) \(width)")
        }
        check(Array(#"<svg viewBox="0 0 \#(width) \#(height)"/>"#.utf8), "viewBox \(width)")
      }
    }
  }

  @Test func theReportedSVGsAreRefusedWithTypedErrors() {
    let cases = [
      #"<svg width="0" height="1e300"/>"#, #"<svg width="0" height="1e19"/>"#,
      #"<svg width="1e308in" height="1"/>"#, #"<svg width="1e19" height="0"/>"#,
      #"<svg height="1e19" viewBox="0 0 1e-300 1"/>"#,
      #"<svg width="1e-300" viewBox="0 0 1e-300 1e300"/>"#,
    ]
    for text in cases {
      #expect(throws: ImageProbeError.self, "\(text)") {
        try ImageProbe.probe(bytes: Array(text.utf8))
      }
    }
  }

  /// Integers at the edges of the header fields' widths.
  static let integers = [
    0, 1, 2, 0x7FFF, 0xFFFF, 0x1_0000, 0xFF_FFFF, 0x100_0000, Int(Int32.max), Int(Int32.max) + 1,
    Int(UInt32.max), -1, Int(Int32.min), Int.max, Int.min,
  ]

  @Test func binaryHeadersAtTheIntEdges() {
    for width in Self.integers {
      for height in Self.integers {
        let label = "\(width) × \(height)"
        check(ImageSamples.png(width: width, height: height), "PNG \(label)")
        check(
          ImageSamples.jpeg(width: width & 0xFFFF, height: height & 0xFFFF), "JPEG \(label)")
        check(ImageSamples.gif(width: width & 0xFFFF, height: height & 0xFFFF), "GIF \(label)")
        check(
          ImageSamples.webpLossless(
            width: (width & 0x3FFF) + 1, height: (height & 0x3FFF) + 1), "WebP \(label)")
        check(
          ImageSamples.webpLossy(width: width & 0x3FFF, height: height & 0x3FFF), "WebP \(label)")
        check(
          ImageSamples.webpExtended(width: width & 0xFF_FFFF, height: height & 0xFF_FFFF),
          "WebP \(label)")
        check(ImageSamples.bmp(width: width, height: height), "BMP \(label)")
        check(ImageSamples.bmp(width: width, height: height, header: 12), "BMP \(label)")
        check(ImageSamples.heif(width: width, height: height), "HEIF \(label)")
        check(ImageSamples.heif(width: width, height: height, rotation: 1), "HEIF \(label)")
      }
    }
  }
}
