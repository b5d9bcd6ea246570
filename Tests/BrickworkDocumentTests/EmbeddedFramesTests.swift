import Brickwork
import Foundation
import SeededRandom
import Testing

@testable import BrickworkDocument

/// The frames an HTML page embeds for a client to adopt: read back from the page's
/// `<script type="application/json">` block, they are exactly the layout's elements (the same
/// `Double`s), over seeded layouts of every strategy, directions and axes.
@Suite("Embedded frames")
struct EmbeddedFramesTests {
  @Test func theBlockReadsBackAsTheLayoutsFramesBitForBit() throws {
    let strategies = [
      #""layout": "waterfall", "columns": 3, "columnSpacing": 7.5, "itemSpacing": 3.25"#,
      #""layout": "flow", "itemSpacing": 4.5, "lineSpacing": 2"#,
      #""layout": "justified", "targetRowHeight": 61.3, "itemSpacing": 2"#,
    ]
    var checked = 0
    for seed in UInt64(1)...24 {
      var generator = SeededGenerator(seed: seed)
      let strategy = strategies[Int(seed) % strategies.count]
      let count = Int.random(in: 0...60, using: &generator)
      let items = (0..<count).map { _ in
        "{\"width\": \(Double.random(in: 20...300, using: &generator)), \"height\": \(Double.random(in: 20...300, using: &generator))}"
      }
      let direction = seed % 2 == 0 ? "rtl" : "ltr"
      let width = Double.random(in: 200...900, using: &generator)
      let document = try LayoutDocument(
        json: Array(
          "{\"width\": \(width), \"direction\": \"\(direction)\", \"sections\": [{\(strategy), \"header\": {\"height\": 20}, \"items\": [\(items.joined(separator: ","))]}]}"
            .utf8))
      let result = try document.layout()
      let html = LayoutWriter(result).text(.html)
      let block = try #require(Self.block(in: html))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
      #expect(object["format"] as? String == "brickwork-frames")
      #expect(object["version"] as? Int == 1)
      let container = try #require(Self.numbers(of: "container", in: block))
      #expect(container == [result.container.width, result.container.height])
      let size = try #require(Self.numbers(of: "contentSize", in: block))
      #expect(size == [result.contentSize.width, result.contentSize.height])
      #expect((object["elements"] as? [Any])?.count == 7 * result.elements.count)
      // Foundation's JSON reader rounds some doubles: the numbers are read as Swift reads them.
      let values = try #require(Self.numbers(of: "elements", in: block))
      let elements = Array(result.elements)
      #expect(values.count == 7 * elements.count)
      for (offset, element) in elements.enumerated() where 7 * offset + 6 < values.count {
        let row = values[(7 * offset)..<(7 * offset + 7)].map { $0 }
        let expectedKind: Double =
          switch element.kind {
          case .background: 0
          case .header: 1
          case .item: 2
          case .moreBadge: 3
          case .footer: 4
          }
        #expect(row[0] == expectedKind && row[1] == Double(element.section))
        if case .item(let item) = element.kind { #expect(row[2] == Double(item)) }
        let frame = element.frame
        #expect(
          row[3].bitPattern == frame.minX.bitPattern && row[4].bitPattern == frame.minY.bitPattern
            && row[5].bitPattern == frame.width.bitPattern
            && row[6].bitPattern == frame.height.bitPattern, "seed \(seed) element \(offset)")
      }
      checked += elements.count
    }
    #expect(checked > 500)
  }

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
        let block = try #require(Self.block(in: html))
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "brickwork-gallery-frames")
        #expect(object["version"] as? Int == 1)
        #expect((object["layouts"] as? [Any])?.count == page.layouts.count)
        // Each layout's numbers, read as Swift reads them.
        var rest = Substring(block)
        for layout in page.layouts {
          let numbers = try #require(Self.numbers(of: "frames", in: String(rest)))
          let expected = layout.frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
          #expect(numbers.map(\.bitPattern) == expected.map(\.bitPattern), "seed \(seed)")
          let width = try #require(Self.numbers(of: "referenceWidth", in: String(rest), scalar: true))
          #expect(width == [layout.referenceWidth])
          let next = try #require(rest.range(of: "\"frames\":["))
          rest = rest[next.upperBound...]
        }
      }
    }
  }

  /// The numbers of the block's array `key`, read with `Double(_:)`.
  /// With `scalar`, the one number after `key`.
  static func numbers(of key: String, in block: String, scalar: Bool = false) -> [Double]? {
    guard let start = block.range(of: scalar ? "\"\(key)\":" : "\"\(key)\":["),
      let end = block.range(of: scalar ? "," : "]", range: start.upperBound..<block.endIndex)
    else { return nil }
    let text = block[start.upperBound..<end.lowerBound]
    guard !text.isEmpty else { return [] }
    let numbers = text.split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return numbers.contains(nil) ? nil : numbers.compactMap { $0 }
  }

  /// The text of the embedded-frames block.
  static func block(in html: String) -> String? {
    let open = "<script type=\"application/json\" id=\"\(LayoutWriter.embeddedFramesID)\">"
    guard let start = html.range(of: open),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
  }
}
