import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

@testable import BrickworkDocument

/// Items arrays, small and large, read by the streaming reader against the tree reader of
/// `Oracle/`: arrays that mix plain items (the reader's fast path) with every other kind
/// (options, problems, strings holding `, {`, whitespace), syntax errors, several sections, a
/// `layout` after the items (which reads them again), and arrays past the size where the reader
/// makes room for the rest. The same document or the same error, issue for issue; and the
/// library reads them on the calling thread alone.
@Suite("Items arrays")
struct ItemsArrayTests {
  /// A document of plain items, `count` in each section.
  static func plainDocument(sections: [Int], spaced: Bool) -> [UInt8] {
    let gap = spaced ? "\n    " : ""
    let bodies = sections.map { count in
      let items = (0..<count).map { index in
        #"{"width": \#(200 + index % 977), "height": \#(300 + index % 613)}"#
      }
      return #"{"columns": 3, "items": ["# + gap + items.joined(separator: "," + gap) + "]}"
    }
    return Array(#"{"width": 375, "sections": ["#.utf8) + Array(bodies.joined(separator: ",").utf8)
      + Array("]}".utf8)
  }

  /// What the streaming reader gives for `bytes` in memory the caller owns (as the command
  /// line gives a mapped file).
  static func read(_ bytes: [UInt8]) -> Result<LayoutDocument, DocumentError> {
    bytes.withUnsafeBufferPointer { buffer in
      do throws(DocumentError) {
        return .success(try LayoutDocument(json: buffer))
      } catch {
        return .failure(error)
      }
    }
  }

  @Test func plainItemsReadAsTheOracleReadsThem() throws {
    for spaced in [false, true] {
      let bytes = Self.plainDocument(sections: [3000], spaced: spaced)
      #expect(Self.read(bytes) == ReaderOracleTests.oracle(bytes))
      let document = try Self.read(bytes).get()
      #expect(document.sections[0].items.count == 3000)
      let last = ItemSizing.size(
        Size(width: Double(200 + 2999 % 977), height: Double(300 + 2999 % 613)))
      #expect(document.sections[0].items.last?.sizing == last)
    }
  }

  @Test func largeArraysReadEveryItem() throws {
    // Past the count where the reader makes room for the rest, in two sections.
    let count = DocumentDecoder.itemsBeforeReserving + 4_465
    let bytes = Self.plainDocument(sections: [count, 20], spaced: false)
    let document = try Self.read(bytes).get()
    #expect(document.sections.map(\.items.count) == [count, 20])
    for index in [0, DocumentDecoder.itemsBeforeReserving, count - 1] {
      let expected = ItemSizing.size(
        Size(width: Double(200 + index % 977), height: Double(300 + index % 613)))
      #expect(document.sections[0].items[index].sizing == expected, "item \(index)")
    }
    #expect(Self.read(bytes) == ReaderOracleTests.oracle(bytes))
  }

  @Test func randomArraysReadAsTheOracleReadsThem() {
    var items = 0
    for seed in 0..<400 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var text = DocumentText(generator: generator)
      let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        let count = Int.random(in: 0...400, using: &generator)
        items += count
        let plainShare = [100, 99, 90, 50].randomElement(using: &generator) ?? 100
        var items: [String] = []
        for index in 0..<count {
          if text.chance(plainShare) {
            items.append(
              text.space() + #"{"width":\#(100 + index % 97),"# + text.space()
                + #""height": \#(50 + index % 89)}"#)
          } else if text.chance(10) {
            items.append(#"{"height": 1, "label": "a, {\"height\": 2}, {"}"#)
          } else {
            items.append(text.space() + text.item())
          }
        }
        let layout = #""layout": "\#(text.pick(["waterfall", "flow", "justified"]))""#
        let array = #""items": ["# + items.joined(separator: ",") + "]"
        // A `layout` after the items sends the reader back to read them again.
        return text.chance(30)
          ? "{" + array + ", " + layout + "}" : "{" + layout + ", " + array + "}"
      }
      generator = text.generator
      var bytes = Array(#"{"width": 375, "sections": ["#.utf8)
      bytes += Array(sections.joined(separator: ", ").utf8) + Array("]}".utf8)
      if seed % 5 == 0 {
        // A syntax error somewhere: cut short, or a stray fragment.
        let cut = Int.random(in: 0..<bytes.count, using: &generator)
        if Bool.random(using: &generator) {
          bytes.removeSubrange(cut...)
        } else {
          let stray = ["}", "]", ",", "\"", ":", "1", "{", ",]"].randomElement(using: &generator)
          bytes.insert(contentsOf: Array((stray ?? "}").utf8), at: cut)
        }
      }
      let expected = ReaderOracleTests.oracle(bytes)
      let actual = Self.read(bytes)
      #expect(actual == expected, "seed \(seed): \(String(decoding: bytes, as: UTF8.self))")
      if actual != expected { return }
    }
    // Not vacuous: tens of thousands of items.
    #expect(items > 50_000, "\(items)")
  }

  /// The document library starts no threads: none of its files creates a thread, imports
  /// Dispatch or Foundation (whose `Thread` and queues would), or calls the system's threads.
  @Test func theLibraryStartsNoThreads() throws {
    let folder = Repository.file("Sources/BrickworkDocument")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20)
    for file in files {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for word in ["pthread", "import Dispatch", "import Foundation", "Thread(", "Task {"] {
        #expect(!text.contains(word), "\(file) has \(word)")
      }
    }
  }
}
