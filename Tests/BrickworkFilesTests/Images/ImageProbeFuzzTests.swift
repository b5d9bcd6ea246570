import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Random sizes read back exactly, and random and mutated headers through the prober, in
/// process, over many seeds: never a crash or a hang, always a positive finite size or one
/// typed error, and never more than the read budget. The seed corpus of the libFuzzer target
/// `ImageProbeFuzz` (`Fuzz/Corpus/ImageProbeFuzz/`) and any regressions it found
/// (`Fuzz/Regressions/ImageProbeFuzz/`) are replayed here too.
@Suite("Image probe: properties and fuzzing")
struct ImageProbeFuzzTests {
  /// A valid header of a random format at `width` × `height`, with the displayed size.
  static func sample(
    _ width: Int, _ height: Int, using rng: inout SeededGenerator
  ) -> ([UInt8], ImageFormat, Double, Double) {
    let orientation = Int.random(in: 1...8, using: &rng)
    let turned = orientation >= 5
    switch Int.random(in: 0..<10, using: &rng) {
    case 0:
      return (ImageSamples.png(width: width, height: height), .png, Double(width), Double(height))
    case 1:
      let bytes = ImageSamples.jpeg(
        width: width % 65_536, height: height % 65_536,
        frame: [0xC0, 0xC2, 0xC1][Int.random(in: 0..<3, using: &rng)],
        exif: ImageSamples.exif(orientation: orientation, bigEndian: Bool.random(using: &rng)),
        padding: Int.random(in: 0..<3, using: &rng) * 30_000)
      let (w, h) = (Double(width % 65_536), Double(height % 65_536))
      return (bytes, .jpeg, turned ? h : w, turned ? w : h)
    case 2:
      return (
        ImageSamples.gif(width: width % 65_536, height: height % 65_536), .gif,
        Double(width % 65_536), Double(height % 65_536)
      )
    case 3:
      let (w, h) = (width % 16_384 + 1, height % 16_384 + 1)
      return (ImageSamples.webpLossless(width: w, height: h), .webp, Double(w), Double(h))
    case 4:
      let (w, h) = (width % 16_384, height % 16_384)
      return (ImageSamples.webpLossy(width: w, height: h), .webp, Double(w), Double(h))
    case 5:
      let (w, h) = (width % (1 << 24) + 1, height % (1 << 24) + 1)
      return (ImageSamples.webpExtended(width: w, height: h), .webp, Double(w), Double(h))
    case 6:
      return (ImageSamples.bmp(width: width, height: height), .bmp, Double(width), Double(height))
    case 7:
      let rotation = Int.random(in: 0..<4, using: &rng)
      let bytes = ImageSamples.heif(
        brands: Bool.random(using: &rng) ? ["avif", "mif1"] : ["heic", "mif1"], width: width,
        height: height, rotation: rotation,
        mdatFirst: Int.random(in: 0..<2, using: &rng) * 100_000,
        wideIndices: Bool.random(using: &rng))
      let format: ImageFormat = bytes[8] == UInt8(ascii: "a") ? .avif : .heic
      let odd = rotation % 2 == 1
      return (bytes, format, Double(odd ? height : width), Double(odd ? width : height))
    default:
      let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"/>"#
      return (Array(text.utf8), .svg, Double(width), Double(height))
    }
  }

  @Test func randomSizesReadBackExactly() throws {
    var rng = SeededGenerator(seed: 0x1A6E)
    for _ in 0..<2_000 {
      let width = Int.random(in: 1...100_000, using: &rng)
      let height = Int.random(in: 1...100_000, using: &rng)
      let (bytes, format, expectedWidth, expectedHeight) = Self.sample(width, height, using: &rng)
      guard expectedWidth > 0, expectedHeight > 0 else { continue }
      let image = try ImageProbe.probe(bytes: bytes)
      #expect(image.format == format)
      #expect(
        image.width == expectedWidth && image.height == expectedHeight,
        "\(format) \(width)×\(height)")
    }
  }

  /// Probes `bytes`: a positive finite size, or an error of one line; within the budget.
  private func check(_ bytes: [UInt8]) {
    var reader = ImageReader(ImageBytes(bytes))
    do {
      let image = try ImageProbe.probe(&reader)
      #expect(image.width > 0 && image.height > 0 && image.width.isFinite && image.height.isFinite)
    } catch {
      #expect(!error.description.isEmpty && !error.description.contains("\n"))
    }
    #expect(reader.bytesRead <= ImageReader<ImageBytes>.maximumBytesRead)
  }

  @Test func mutatedHeadersNeverCrash() {
    var rng = SeededGenerator(seed: 0xF022)
    for _ in 0..<6_000 {
      var (bytes, _, _, _) = Self.sample(
        Int.random(in: 1...5_000, using: &rng), Int.random(in: 1...5_000, using: &rng),
        using: &rng)
      for _ in 0..<Int.random(in: 1...6, using: &rng) where !bytes.isEmpty {
        let position = Int.random(in: 0..<min(bytes.count, 600), using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes[position] = [0x00, 0xFF, 0x7F, 0x80][Int.random(in: 0..<4, using: &rng)]
        case 2: bytes.remove(at: position)
        case 3: bytes = Array(bytes[..<position])
        case 4:
          bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 8)], at: position)
        default:
          // A length or size field set to an extreme.
          let extreme: [UInt8] = [
            [0, 0, 0, 0], [0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 1], [0x80, 0, 0, 0],
          ][
            Int.random(in: 0..<4, using: &rng)]
          for (offset, byte) in extreme.enumerated() where position + offset < bytes.count {
            bytes[position + offset] = byte
          }
        }
      }
      check(bytes)
    }
  }

  @Test func randomBytesNeverCrash() {
    var rng = SeededGenerator(seed: 0xB17E5)
    let prefixes: [[UInt8]] = [
      [], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF],
      Array("GIF89a".utf8),
      Array("BM".utf8), Array("RIFF\0\0\0\0WEBPVP8X".utf8), [0, 0, 0, 24] + Array("ftypheic".utf8),
      Array("<svg ".utf8),
    ]
    for round in 0..<4_000 {
      let count = Int.random(in: 0...300, using: &rng)
      let tail = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
      check(prefixes[round % prefixes.count] + tail)
    }
  }

  /// The package's `Fuzz` folder.
  static let fuzzFolder = Repository.file("Fuzz")

  @Test func theFuzzCorpusAndRegressionsPass() throws {
    var replayed = 0
    for folder in ["Corpus", "Regressions"] {
      let directory = Self.fuzzFolder.appendingPathComponent(folder + "/ImageProbeFuzz")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        check(bytes)
        if folder == "Corpus" {
          // Every seed is a valid picture of the format its name says.
          let image = try ImageProbe.probe(bytes: bytes)
          let ext = name.split(separator: ".").last.map(String.init) ?? ""
          let format = ImageFormat.allCases.first { $0.name.lowercased() == ext }
          #expect(image.format == format ?? (ext == "jpg" ? .jpeg : .svg), "\(name)")
        }
        replayed += 1
      }
    }
    #expect(replayed >= 14)
  }
}
