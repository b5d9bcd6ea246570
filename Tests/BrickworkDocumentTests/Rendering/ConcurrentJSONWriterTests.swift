import Brickwork
import Dispatch
import SeededRandom
import Testing

@testable import BrickworkDocument

/// The JSON writer's elements formatted a block at a time, several blocks at once on the
/// threads the caller runs them on (here Dispatch's, as the command line's, and one thread in
/// reverse order): the bytes of the writer that formats them in turn, whatever the blocks.
@Suite("Concurrent JSON writer")
struct ConcurrentJSONWriterTests {
  /// A random document of one to four sections of every strategy, with headers, footers,
  /// backgrounds, hidden items and more badges now and then, and pinned headers in one of
  /// three.
  private func randomDocument(items: ClosedRange<Int>, _ generator: inout SeededGenerator)
    -> String
  {
    // Whole numbers half the time (as pixel sizes are), at least 1.
    func number(_ range: ClosedRange<Double>) -> String {
      let value = Double.random(in: range, using: &generator)
      return Bool.random(using: &generator) ? "\(max(1, value.rounded()))" : "\(value)"
    }
    var sections: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let count = Int.random(in: items, using: &generator)
      var fields: [String] = []
      let kind = Int.random(in: 0..<3, using: &generator)
      switch kind {
      case 0:
        fields.append(
          #""layout": "waterfall", "columns": \#(Int.random(in: 1...6, using: &generator))"#)
      case 1:
        fields.append(#""layout": "flow", "itemSpacing": \#(number(0...8))"#)
        if Int.random(in: 0..<3, using: &generator) == 0 {
          fields.append(#""maxLines": 3, "moreBadge": {"width": 30, "height": 20}"#)
        }
      default:
        fields.append(#""layout": "justified", "targetRowHeight": \#(number(80...200))"#)
        if Int.random(in: 0..<3, using: &generator) == 0 { fields.append(#""maxRows": 4"#) }
      }
      if Bool.random(using: &generator) {
        fields.append(#""header": {"height": \#(number(10...60))}"#)
      }
      if Bool.random(using: &generator) {
        fields.append(#""footer": {"height": \#(number(10...60))}"#)
      }
      if Bool.random(using: &generator) { fields.append(#""background": {}"#) }
      let list = (0..<count).map { _ in
        kind == 2
          ? #"{"aspectRatio": \#(Double.random(in: 0.3...3, using: &generator))}"#
          : #"{"width": \#(number(5...300)), "height": \#(number(5...300))}"#
      }
      fields.append(#""items": [\#(list.joined(separator: ", "))]"#)
      sections.append("{\(fields.joined(separator: ", "))}")
    }
    let pinned =
      Int.random(in: 0..<3, using: &generator) == 0
      ? #""pinnedHeadersAt": \#(number(0...500)), "# : ""
    let width = number(200...900)
    return #"{"width": \#(width), \#(pinned)"sections": ["# + sections.joined(separator: ", ")
      + "]}"
  }

  private func writer(_ json: String) throws -> LayoutWriter {
    let document = try LayoutDocument(json: json)
    return LayoutWriter(try document.layout(), pinningHeadersAt: document.pinnedHeadersAt)
  }

  private func inTurn(_ writer: LayoutWriter) throws -> [UInt8] {
    var buffer = TextBuffer(output: [UInt8]())
    try writer.writeJSONInTurn(to: &buffer)
    try buffer.flush()
    return buffer.output
  }

  /// Runs the blocks on Dispatch's threads.
  static func concurrentRunner(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
  }

  /// Runs the blocks on the calling thread, last first.
  static func reversedRunner(_ count: Int, _ body: @Sendable (Int) -> Void) {
    for index in (0..<count).reversed() { body(index) }
  }

  private func concurrently(
    _ writer: LayoutWriter, block: Int, slots: Int,
    runner: LayoutWriter.BlockRunner = concurrentRunner
  ) throws -> [UInt8] {
    var buffer = TextBuffer(output: [UInt8]())
    try writer.writeJSONInBlocks(
      to: &buffer, runningBlocksWith: runner, block: block, slots: slots)
    try buffer.flush()
    return buffer.output
  }

  @Test func anyBlocksMakeTheBytesOfOneThread() throws {
    // What the documents held, so that the test is known to cover it.
    var hidden = 0
    var badges = 0
    var pinned = 0
    for seed in 0..<40 {
      var generator = SeededGenerator(seed: 7_000 + UInt64(seed))
      let writer = try writer(randomDocument(items: 0...60, &generator))
      let layout = writer.layout
      let sections = 0..<layout.numberOfSections
      hidden += sections.reduce(0) { $0 + layout.hiddenItems(inSection: $1).count }
      badges += sections.filter { layout.moreBadge(inSection: $0) != nil }.count
      pinned += writer.pinnedHeadersAt == nil ? 0 : 1
      let expected = try inTurn(writer)
      // A small layout is not large enough for blocks to pay.
      #expect(!writer.isLargeForBlocks)
      #expect(Array(writer.text(.json).utf8) == expected)
      for _ in 0..<6 {
        let block = Int.random(in: 1...9, using: &generator)
        let slots = Int.random(in: 1...4, using: &generator)
        #expect(
          try concurrently(writer, block: block, slots: slots) == expected,
          "seed \(seed), block \(block), \(slots) slots")
        #expect(
          try concurrently(writer, block: block, slots: slots, runner: Self.reversedRunner)
            == expected, "seed \(seed), block \(block), \(slots) slots, reversed")
      }
    }
    #expect(
      hidden > 0 && badges > 0 && pinned > 0, "\(hidden) hidden, \(badges) badges, \(pinned) pinned"
    )
  }

  @Test func largeLayoutsAreWrittenInBlocksWithTheSameBytes() throws {
    var generator = SeededGenerator(seed: 77)
    let writer = try writer(randomDocument(items: 17_000...18_000, &generator))
    #expect(writer.isLargeForBlocks)
    let expected = try inTurn(writer)
    var output: [UInt8] = []
    try writer.write(.json, to: &output)
    #expect(output == expected)
    output = []
    try writer.writeJSON(to: &output, runningBlocksWith: Self.concurrentRunner)
    #expect(output == expected)
    // No elements at all.
    let empty = try self.writer(#"{"width": 100, "sections": [{"items": []}]}"#)
    #expect(try concurrently(empty, block: 4, slots: 2) == self.inTurn(empty))
    // Blocks that do not divide the elements, more slots than blocks.
    let count = writer.layout.elements.count
    #expect(try concurrently(writer, block: count / 3 + 1, slots: 8) == expected)
  }
}
