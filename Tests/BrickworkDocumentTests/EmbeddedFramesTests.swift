import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

@testable import BrickworkDocument

/// The frames an HTML page embeds for a client to adopt: read back from the page's
/// `<script type="application/json">` block, they are exactly the layout's elements (the same
/// `Double`s), over seeded layouts of every strategy, directions and axes.
@Suite("Embedded frames")
struct EmbeddedFramesTests {
  @Test func theTestsReadTheBlockTheWriterNames() {
    #expect(EmbeddedFramesBlock.id == LayoutWriter.embeddedFramesID)
  }

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
      let block = try #require(EmbeddedFramesBlock.text(in: html))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
      #expect(object["format"] as? String == "brickwork-frames")
      #expect(object["version"] as? Int == 1)
      let container = try #require(EmbeddedFramesBlock.numbers(of: "container", in: block))
      #expect(container == [result.container.width, result.container.height])
      let size = try #require(EmbeddedFramesBlock.numbers(of: "contentSize", in: block))
      #expect(size == [result.contentSize.width, result.contentSize.height])
      #expect((object["elements"] as? [Any])?.count == 7 * result.elements.count)
      // Foundation's JSON reader rounds some doubles: the numbers are read as Swift reads them.
      let values = try #require(EmbeddedFramesBlock.numbers(of: "elements", in: block))
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
}
