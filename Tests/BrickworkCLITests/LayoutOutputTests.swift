import Brickwork
import BrickworkDocument
import Testing

@testable import BrickworkCLI

/// What `brickwork layout` writes: a large layout's JSON formatted in blocks on Dispatch's
/// threads, the bytes of the library's writer on one thread; small layouts and pictures as the
/// writer writes them.
@Suite("Layout output")
struct LayoutOutputTests {
  /// A waterfall of `count` items of varied sizes, with a header.
  static func writer(count: Int) throws -> LayoutWriter {
    let items = (0..<count).map { #"{"width": \#(100 + $0 % 301), "height": \#(50 + $0 % 499)}"# }
    let document = try LayoutDocument(
      json: #"{"width": 375, "sections": [{"columns": 3, "header": {"height": 40}, "items": ["#
        + items.joined(separator: ",") + "]}]}")
    return LayoutWriter(try document.layout())
  }

  @Test func largeLayoutsGiveTheBytesOfOneThread() throws {
    for count in [10, 2 * LayoutWriter.concurrentBlock + 123] {
      let writer = try Self.writer(count: count)
      #expect(writer.isLargeForBlocks == (count > 100))
      for format in LayoutWriter.Format.allCases where format == .json || count < 100 {
        var expected: [UInt8] = []
        try writer.write(format, to: &expected)
        var output: [UInt8] = []
        try LayoutOutput.write(writer, format, to: &output)
        #expect(output == expected, "\(count) items, \(format)")
      }
    }
  }
}
