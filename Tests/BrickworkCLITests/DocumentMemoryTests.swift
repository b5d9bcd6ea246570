import Foundation
import SeededRandom
import Testing

// Runs the binary as a child process: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// `brickwork layout` holds at most 64 MiB plus 20 bytes a byte of its document or item list
  /// (beyond the process's own baseline), whatever its shape or format: one that would need
  /// more is refused at the first value past that budget, with a message saying the limit.
  ///
  /// Not under a sanitizer (`Scripts/sanitize.sh` sets `BRICKWORK_SANITIZER`): the sanitized
  /// binary's resident set holds the sanitizer's shadow memory, several times the program's own.
  @Suite(
    "Document memory",
    .enabled(if: ProcessInfo.processInfo.environment["BRICKWORK_SANITIZER"] == nil))
  struct DocumentMemoryTests {
    /// The budget of a document of `size` bytes: 64 MiB plus 20 bytes a byte.
    static func budget(_ size: Int) -> Int { 64 << 20 + 20 * size }

    /// The peak memory of the process laying out a document of a few bytes: the baseline.
    static func baseline(in directory: URL) throws -> Int {
      try Data(#"{"width": 100, "sections": [{"items": [{"height": 1}]}]}"#.utf8).write(
        to: directory.appendingPathComponent("small.json"))
      let run = try PeakMemory.run(
        ["layout", directory.appendingPathComponent("small.json").path], in: directory)
      #expect(run.status == 0)
      return run.peakBytes
    }

    /// The message of a document past its budget.
    static let problem =
      "the document holds too many sections, items, headers, footers or backgrounds for its "
      + "size: each counts memory (a section 1 KiB, an item 80 bytes, the others 128 bytes) and "
      + "a document may count 64 MiB plus 20 bytes for each byte of its text"

    @Test func twoMillionEmptySectionsAreRefusedWithinTheBudget() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let baseline = try Self.baseline(in: directory)
      let count = 2_000_000
      let text =
        #"{"width":100,"sections":["#
        + Array(repeating: "{}", count: count).joined(separator: ",") + "]}"
      try Data(text.utf8).write(to: directory.appendingPathComponent("empty.json"))
      let size = text.utf8.count
      let run = try PeakMemory.run(
        [
          "layout", directory.appendingPathComponent("empty.json").path, "--output",
          directory.appendingPathComponent("out.json").path,
        ], in: directory)
      // The first section past the budget, a section counting 1 KiB.
      let first = Self.budget(size) / 1024
      #expect(run.status == 1)
      #expect(
        run.errorLines == [
          "sections[\(first)]: line 1, column \(26 + 3 * first): \(Self.problem)"
        ])
      #expect(
        run.peakBytes - baseline <= Self.budget(size),
        "peak \(run.peakBytes >> 20) MiB, baseline \(baseline >> 20) MiB, input \(size) bytes")
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
    }

    /// A section of a random shape: empty, items, headers, footers and backgrounds, flow and
    /// justified items.
    static func section(_ generator: inout SeededGenerator) -> String {
      switch Int.random(in: 0...5, using: &generator) {
      case 0: return "{}"
      case 1:
        let count = Int.random(
          in: 1...(Bool.random(using: &generator) ? 3 : 300), using: &generator)
        return #"{"items":["#
          + Array(repeating: #"{"height":1}"#, count: count)
          .joined(separator: ",") + "]}"
      case 2: return #"{"header":{"height":1}}"#
      case 3: return #"{"header":{"height":1},"footer":{"height":1},"background":{}}"#
      case 4:
        return #"{"layout":"flow","items":["#
          + Array(
            repeating: #"{"width":1,"height":1}"#, count: Int.random(in: 1...50, using: &generator)
          )
          .joined(separator: ",") + "]}"
      default:
        return #"{"layout":"justified","items":["#
          + Array(
            repeating: #"{"aspectRatio":1}"#, count: Int.random(in: 1...50, using: &generator)
          )
          .joined(separator: ",") + "]}"
      }
    }

    @Test func peakMemoryStaysWithinTheBudgetForRandomShapes() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let baseline = try Self.baseline(in: directory)
      for seed in UInt64(1)...6 {
        var generator = SeededGenerator(seed: seed)
        // Runs of one shape each (a run of empty sections is the costliest per byte), some
        // 3 MB in all.
        var sections: [String] = []
        var size = 0
        while size < 3_000_000 {
          let piece = Self.section(&generator)
          let repeats = Int.random(in: 1...1_000_000, using: &generator)
          let run = Array(repeating: piece, count: min(repeats, 3_000_000 / piece.utf8.count + 1))
          sections += run
          size += run.count * (piece.utf8.count + 1)
        }
        let text = #"{"width":100,"sections":["# + sections.joined(separator: ",") + "]}"
        try Data(text.utf8).write(to: directory.appendingPathComponent("shape.json"))
        let run = try PeakMemory.run(
          [
            "layout", directory.appendingPathComponent("shape.json").path, "--output",
            directory.appendingPathComponent("out.json").path,
          ], in: directory)
        #expect(run.status == 0 || run.errorLines.last?.hasSuffix(Self.problem) == true)
        let peak = "peak \(run.peakBytes >> 20) MiB, baseline \(baseline >> 20) MiB"
        #expect(
          run.peakBytes - baseline <= Self.budget(text.utf8.count),
          "seed \(seed): \(peak), input \(text.utf8.count) bytes, status \(run.status)")
      }
    }

    /// The message of an item list past its budget.
    static let listProblem =
      "the list holds too many items for its size: each counts 96 bytes of memory and a list "
      + "may count 64 MiB plus 20 bytes for each byte of its text"

    /// A binary property list whose top array references one dictionary (`w` 1, `h` 1) from
    /// each of its `count` bytes of references: one byte an item.
    static func sharedDictionaryList(_ count: Int) -> [UInt8] {
      let objects: [[UInt8]] = [
        [0xAF, 0x12] + (0..<4).map { UInt8(truncatingIfNeeded: count >> (24 - 8 * $0)) }
          + [UInt8](repeating: 1, count: count),
        [0xD2, 2, 3, 4, 5], [0x51, UInt8(ascii: "w")], [0x51, UInt8(ascii: "h")], [0x10, 1],
        [0x10, 1],
      ]
      var bytes = Array("bplist00".utf8)
      var offsets: [Int] = []
      for object in objects {
        offsets.append(bytes.count)
        bytes += object
      }
      let table = bytes.count
      for offset in offsets {
        bytes += (0..<3).map { UInt8(truncatingIfNeeded: offset >> (16 - 8 * $0)) }
      }
      let eight = { (value: Int) in
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
      }
      return bytes + [0, 0, 0, 0, 0, 0, 3, 1] + eight(objects.count) + eight(0) + eight(table)
    }

    /// An item list of a random shape, some 3 MB: CSV (runs of short rows, labelled rows,
    /// blank lines and quoted fields), JSON (runs of items with and without labels) or a binary
    /// property list sharing one dictionary among all its items (a byte an item).
    static func itemList(_ generator: inout SeededGenerator) -> (name: String, bytes: [UInt8]) {
      let size = 3_000_000
      func runs(_ pieces: [String], separator: String) -> String {
        var text: [String] = []
        var total = 0
        while total < size {
          let piece = pieces[Int.random(in: pieces.indices, using: &generator)]
          let count = min(
            Int.random(in: 1...1_000_000, using: &generator), size / piece.utf8.count + 1)
          text.append(Array(repeating: piece, count: count).joined(separator: separator))
          total += count * (piece.utf8.count + separator.utf8.count)
        }
        return text.joined(separator: separator)
      }
      switch Int.random(in: 0...2, using: &generator) {
      case 0:
        let rows = runs(
          ["1,1,\n", "1,1,x\n", "\n", "1,1,\r\n", #""1",1,"a"# + "\n" + #"b""# + "\n"],
          separator: "")
        return ("list.csv", Array(("width,height,label\n" + rows).utf8))
      case 1:
        let items = runs(
          [#"{"width":1,"height":1}"#, #"{"width":1,"height":1,"label":"x"}"#], separator: ",")
        return ("list.json", Array(("[" + items + "]").utf8))
      default:
        return (
          "list.plist", Self.sharedDictionaryList(Int.random(in: 1...size, using: &generator))
        )
      }
    }

    @Test func peakMemoryStaysWithinTheBudgetForRandomItemLists() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let baseline = try Self.baseline(in: directory)
      // A CSV list of the shortest rows, a binary property list of a byte an item, then lists
      // of random shapes.
      var lists = [
        ("rows.csv", Array(("width,height\n" + String(repeating: "1,1\n", count: 750_000)).utf8)),
        ("shared.plist", Self.sharedDictionaryList(3_000_000)),
      ]
      for seed in UInt64(1)...6 {
        var generator = SeededGenerator(seed: seed)
        lists.append(Self.itemList(&generator))
      }
      for (index, (name, bytes)) in lists.enumerated() {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        let run = try PeakMemory.run(
          [
            "layout", "--items", directory.appendingPathComponent(name).path, "--output",
            directory.appendingPathComponent("out.json").path,
          ], in: directory)
        #expect(
          run.status == 0 || run.errorLines.last?.hasSuffix(Self.listProblem) == true,
          "\(run.errorLines)")
        let peak = "peak \(run.peakBytes >> 20) MiB, baseline \(baseline >> 20) MiB"
        #expect(
          run.peakBytes - baseline <= Self.budget(bytes.count),
          "list \(index) (\(name)): \(peak), input \(bytes.count) bytes, status \(run.status)")
      }
    }
  }
#endif
