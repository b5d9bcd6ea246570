import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument

@Suite("Layout writer")
struct LayoutWriterTests {
  private func numberText(_ value: Double) -> String {
    var buffer = TextBuffer(output: [UInt8]())
    buffer.append(number: value)
    try? buffer.flush()
    return String(decoding: buffer.output, as: UTF8.self)
  }

  @Test func writesNumbersWithRoundTripPrecision() {
    #expect(numberText(375) == "375")
    #expect(numberText(-0.0) == "0")
    #expect(numberText(0.1) == "0.1")
    #expect(numberText(111.66666666666667) == "111.66666666666667")
    #expect(numberText(1e9) == "1000000000")
    #expect(numberText(-42) == "-42")
    #expect(numberText(1e-7) == "1e-07")
    // Never written: `ReaderDefectTests.writersRefuseNonFiniteNumbers` checks the error.
    #expect(numberText(.nan) == "")
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<10_000 {
      let value = Double.random(in: -1e6...1e9, using: &generator) / 7
      let text = numberText(value)
      #expect(Double(text) == value, "\(value) -> \(text)")
      #expect(!text.hasSuffix(".0"))
    }
  }

  @Test func escapesMarkup() {
    var buffer = TextBuffer(output: [UInt8]())
    buffer.append(escaping: "a<b>&\"c\"'d'\u{0}\u{7}\te\u{FFFF}é")
    try? buffer.flush()
    #expect(
      String(decoding: buffer.output, as: UTF8.self)
        == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;\u{FFFD}\u{FFFD}\te\u{FFFD}é")
  }

  private func layout(_ json: String) throws -> LayoutResult {
    try LayoutDocument(json: json).layout()
  }

  @Test func writesTheJSONOfTheSpec() throws {
    let result = try layout(
      #"{"width": 375, "sections": [{"header": {"height": 44}, "footer": {"height": 50}, "columns": 3, "columnSpacing": 10, "insets": {"left": 10, "right": 10}, "items": [{"height": 120}, {"height": 60}]}]}"#
    )
    let text = LayoutWriter(result).text(.json)
    #expect(
      text == """
        {
          "contentSize": {"width": 375, "height": 214},
          "columns": [3],
          "elements": [
            {"kind": "header", "section": 0, "x": 0, "y": 0, "width": 375, "height": 44},
            {"kind": "item", "section": 0, "item": 0, "column": 0, "x": 10, "y": 44, "width": 111.66666666666667, "height": 120},
            {"kind": "item", "section": 0, "item": 1, "column": 1, "x": 131.66666666666669, "y": 44, "width": 111.66666666666667, "height": 60},
            {"kind": "footer", "section": 0, "x": 0, "y": 164, "width": 375, "height": 50}
          ],
          "hidden": []
        }

        """)
    let empty = try layout(#"{"width": 10}"#)
    #expect(
      LayoutWriter(empty).text(.json)
        == "{\n  \"contentSize\": {\"width\": 10, \"height\": 0},\n  \"columns\": [],\n  \"elements\": [],\n  \"hidden\": []\n}\n"
    )
  }

  @Test func jsonOutputRoundTripsEveryFrame() throws {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<50 {
      let items = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        Item.size(
          width: Double.random(in: 1...4000, using: &generator),
          height: Double.random(in: 1...4000, using: &generator))
      }
      let result = try LayoutResult(
        container: Container(width: Double.random(in: 100...1000, using: &generator)),
        sections: [
          LayoutSection(
            .waterfall(
              WaterfallLayout(
                columns: Int.random(in: 1...5, using: &generator),
                columnSpacing: Double.random(in: 0...9, using: &generator))),
            items: items, insets: Insets(all: 3.3))
        ])
      var bytes: [UInt8] = []
      try LayoutWriter(result).write(.json, to: &bytes)
      guard case .object(let root) = try JSONReader.read(bytes),
        case .array(let elements)? = root["elements"]
      else { Issue.record("wrong shape"); return }
      #expect(elements.count == result.elements.count)
      for (value, element) in zip(elements, result.elements) {
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        for (key, expected) in [
          ("x", element.frame.minX), ("y", element.frame.minY), ("width", element.frame.width),
          ("height", element.frame.height),
        ] {
          guard case .number(let number)? = object[key] else { Issue.record("no \(key)"); return }
          #expect(number == expected)
        }
      }
    }
  }

  @Test func streamsInChunks() throws {
    struct Chunks: ByteOutput {
      var sizes: [Int] = []
      var bytes: [UInt8] = []
      mutating func write(_ chunk: UnsafeRawBufferPointer) {
        sizes.append(chunk.count)
        bytes.append(contentsOf: chunk)
      }
    }
    let items = Array(repeating: Item.extent(10), count: 5000)
    let result = try LayoutResult(
      container: Container(width: 300),
      sections: [LayoutSection(.waterfall(WaterfallLayout()), items: items)])
    for format in LayoutWriter.Format.allCases {
      var output = Chunks()
      try LayoutWriter(result).write(format, to: &output)
      #expect(output.sizes.count > 3)
      #expect(output.sizes.dropLast().allSatisfy { $0 >= 1 << 16 && $0 < (1 << 16) + 1024 })
      #expect(output.bytes == Array(LayoutWriter(result).text(format).utf8))
    }
  }

  @Test func picturesEscapeCaptionsAndTitles() throws {
    let result = try layout(#"{"width": 100, "sections": [{"items": [{"height": 50}]}]}"#)
    let writer = LayoutWriter(
      result, captions: Captions(items: [["<script>alert(1)</script> & \"co\""]]),
      title: "x</title><script>")
    for format in [LayoutWriter.Format.svg, .html] {
      let text = writer.text(format)
      #expect(!text.contains("<script>"))
      #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;"))
      #expect(text.contains("x&lt;/title&gt;&lt;script&gt;"))
    }
  }

  @Test func htmlBoxesSitAtTheFrames() throws {
    let result = try layout(
      #"{"width": 100, "direction": "rtl", "sections": [{"columns": 3, "items": [{"height": 50}, {"aspectRatio": 0.7}]}]}"#
    )
    let html = LayoutWriter(result).text(.html)
    // The one script block is data, never run.
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(html.contains("<script type=\"application/json\" id=\"brickwork-frames\">"))
    for element in result.elements {
      guard case .item(let item) = element.kind else { continue }
      let frame = element.frame
      #expect(
        html.contains(
          "data-item=\"\(item)\" style=\"left:\(frame.minX.shortText)px;top:\(frame.minY.shortText)px;"
            + "width:\(frame.width.shortText)px;height:\(frame.height.shortText)px\""))
    }
    let svg = LayoutWriter(result).text(.svg)
    #expect(svg.contains("viewBox=\"0 0 100 \(result.contentSize.height.shortText)\""))
    #expect(svg.components(separatedBy: "<rect ").count - 1 == result.elements.count)
  }
}

extension Double {
  /// The number as the writers print it.
  fileprivate var shortText: String {
    rounded(.towardZero) == self ? String(Int(self)) : description
  }
}
