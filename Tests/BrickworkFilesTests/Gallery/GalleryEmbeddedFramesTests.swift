import Brickwork
import BrickworkDocument
import BrickworkTestSupport
import Foundation
import Testing

@testable import BrickworkFiles

/// The gallery's frames as data: its `application/json` block holds every layout of the page, in
/// the order of its breakpoints, with the frames at each reference width (the same `Double`s).
@Suite("Gallery frames as data")
struct GalleryEmbeddedFramesTests {
  @Test func theGalleryBlockHoldsEveryLayoutsFramesBitForBit() throws {
    for seed in UInt64(1)...12 {
      for arrangement in [
        GalleryStyle.Arrangement.waterfall(GalleryBreakpoint.defaults),
        .justified(rowHeight: 240, breakpoints: GalleryStyle.justifiedBreakpoints),
      ] {
        let page = try GalleryPage(
          images: GalleryPageTests.images(Int(seed) * 3, seed: seed),
          style: GalleryStyle(arrangement: arrangement))
        let html = String(decoding: page.html, as: UTF8.self)
        let block = try #require(EmbeddedFramesBlock.text(in: html))
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "brickwork-gallery-frames")
        #expect(object["version"] as? Int == 1)
        #expect((object["layouts"] as? [Any])?.count == page.layouts.count)
        // Each layout's numbers, read as Swift reads them.
        var rest = Substring(block)
        for layout in page.layouts {
          let numbers = try #require(EmbeddedFramesBlock.numbers(of: "frames", in: String(rest)))
          let expected = layout.frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
          #expect(numbers.map(\.bitPattern) == expected.map(\.bitPattern), "seed \(seed)")
          let width = try #require(
            EmbeddedFramesBlock.numbers(of: "referenceWidth", in: String(rest), scalar: true))
          #expect(width == [layout.referenceWidth])
          let next = try #require(rest.range(of: "\"frames\":["))
          rest = rest[next.upperBound...]
        }
      }
    }
  }
}
