import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument

/// Items arrays read partly on another thread (`ItemsReadAhead`) against the same reader
/// reading alone: on random documents whose arrays mix plain items with every other kind
/// (options, problems, strings holding `, {`, whitespace), with syntax errors, several
/// sections and a `layout` after the items (which reads them again), the same document or the
/// same error, issue for issue. The thresholds are lowered so that small documents read ahead.
@Suite("Items read ahead")
struct ItemsReadAheadTests {
  /// Never reads ahead.
  static let alone = ReadAheadThresholds(items: .max, bytesLeft: .max)

  /// What the reader gives for `bytes` with `thresholds`.
  static func read(_ bytes: [UInt8], _ thresholds: ReadAheadThresholds) -> Result<
    LayoutDocument, DocumentError
  > {
    bytes.withUnsafeBufferPointer { buffer in
      do throws(DocumentError) {
        return .success(try LayoutDocument(json: buffer, readAhead: thresholds))
      } catch {
        return .failure(error)
      }
    }
  }

  /// How many items the reader took from the other thread, reading `bytes` with `thresholds`
  /// (`nil` on a syntax error).
  static func itemsReadAhead(_ bytes: [UInt8], _ thresholds: ReadAheadThresholds) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var decoder = DocumentDecoder(scanner: JSONScanner(buffer))
      decoder.readAhead = thresholds
      guard (try? decoder.decodeDocument()) != nil else { return nil }
      return decoder.itemsReadAhead
    }
  }

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

  @Test func plainItemsAreTakenFromTheOtherThread() throws {
    let thresholds = ReadAheadThresholds(items: 100, bytesLeft: 1000)
    for spaced in [false, true] {
      let bytes = Self.plainDocument(sections: [3000], spaced: spaced)
      let ahead = try #require(Self.itemsReadAhead(bytes, thresholds))
      // The other thread began about 60% into the rest and read to the array's end.
      #expect(ahead > 1000 && ahead < 1400, "\(ahead)")
      #expect(Self.read(bytes, thresholds) == Self.read(bytes, Self.alone))
      let document = try Self.read(bytes, thresholds).get()
      #expect(document.sections[0].items.count == 3000)
      let last = ItemSizing.size(
        Size(width: Double(200 + 2999 % 977), height: Double(300 + 2999 % 613)))
      #expect(document.sections[0].items.last?.sizing == last)
    }
  }

  @Test func standardThresholdsReadAheadOnlyLargeInputs() throws {
    // About 2.4 MB: under 4 MiB left after the first 65,536 items.
    let small = Self.plainDocument(sections: [70_000], spaced: false)
    #expect(try #require(Self.itemsReadAhead(small, .standard)) == 0)
    // About 8.5 MB.
    let large = Self.plainDocument(sections: [240_000], spaced: false)
    let ahead = try #require(Self.itemsReadAhead(large, .standard))
    #expect(ahead > 60_000 && ahead < 80_000, "\(ahead)")
    #expect(Self.read(large, .standard) == Self.read(large, Self.alone))
  }

  @Test func aGuessPastTheArrayIsDropped() throws {
    // The first array ends long before the guess, which falls in the second.
    let thresholds = ReadAheadThresholds(items: 10, bytesLeft: 100)
    let bytes = Self.plainDocument(sections: [20, 5000], spaced: false)
    #expect(Self.read(bytes, thresholds) == Self.read(bytes, Self.alone))
  }

  @Test func randomArraysReadAsAlone() {
    var readAhead = 0
    for seed in 0..<400 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var text = DocumentText(generator: generator)
      let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        let count = Int.random(in: 0...400, using: &generator)
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
      let thresholds = ReadAheadThresholds(
        items: Int.random(in: 1...50, using: &generator),
        bytesLeft: Int.random(in: 0...2000, using: &generator))
      let expected = Self.read(bytes, Self.alone)
      let actual = Self.read(bytes, thresholds)
      #expect(actual == expected, "seed \(seed): \(String(decoding: bytes, as: UTF8.self))")
      if actual != expected { return }
      readAhead += Self.itemsReadAhead(bytes, thresholds) ?? 0
    }
    // Not vacuous: many of these arrays were read partly on the other thread.
    #expect(readAhead > 5_000, "\(readAhead)")
  }
}
