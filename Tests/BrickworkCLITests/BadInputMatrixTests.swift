import Brickwork
import BrickworkDocument
import BrickworkFiles
import Foundation
import Testing

/// The bad-input matrix: hostile inputs to every layer — the core API, the layout
/// document, item-list files and the command line's flags and files — each with its exact
/// error or its documented clamp. Never a crash, a hang or a non-finite frame.
///
/// The inputs too big for the suite (10,000,000 items, 100 MB of JSON, an endless
/// `/dev/zero`) are in `Scripts/hostile-inputs.sh`, which states their time and peak memory.
@Suite("Bad-input matrix")
struct BadInputMatrixTests {
  /// Where a hostile input goes in.
  enum Entry: Sendable {
    /// `LayoutResult(container:sections:)`.
    case core(Container, [LayoutSection])
    /// A layout that then receives `change` with `sections`.
    case update(Container, [LayoutSection], LayoutChange, [LayoutSection])
    /// `LayoutDocument(json:)`, then `layout()`.
    case document([UInt8])
    /// `ItemList(reading:format:name:)` with the name `list.<format>`.
    case items([UInt8], ItemList.Format)
    /// The `brickwork` binary with `arguments`, standard input `stdin` and `files` written
    /// into its working directory first.
    case command([String], stdin: [UInt8] = [], files: [String: [UInt8]] = [:])
  }

  /// One row: a name, the input, and the outcome: the error lines, or `ok` (laid out, every
  /// frame finite and inside the content) followed by what was clamped, if anything.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var entry: Entry
    var expected: [String]
    var testDescription: String { name }
  }

  /// The outcome of a row.
  static func outcome(of entry: Entry) throws -> [String] {
    switch entry {
    case .core(let container, let sections):
      do {
        return ok(try LayoutResult(container: container, sections: sections))
      } catch {
        return [error.description]
      }
    case .update(let container, let sections, let change, let next):
      var layout = try LayoutResult(container: container, sections: sections)
      let before = Array(layout.elements)
      do {
        try layout.update(next, after: change)
        return ok(layout)
      } catch {
        // The strong guarantee: a refused update leaves the layout as it was.
        return [error.description] + (Array(layout.elements) == before ? [] : ["changed"])
      }
    case .document(let bytes):
      do {
        return ok(try LayoutDocument(json: bytes).layout())
      } catch {
        return error.issues.map(\.description)
      }
    case .items(let bytes, let format):
      do {
        let list = try ItemList(reading: bytes, format: format, name: "list.\(format.rawValue)")
        return ["ok"] + list.sizes.map { "\($0.width)x\($0.height)" }
      } catch {
        return error.issues.map(\.description)
      }
    case .command(let arguments, let stdin, let files):
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      for (name, bytes) in files {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
      }
      if arguments.contains("fifo") {
        return try fifoOutcome(arguments, in: directory)
      }
      let run = try Brickwork.run(arguments, stdin: stdin, in: directory)
      return ["status \(run.status)"] + run.errorLines
    }
  }

  /// Runs `arguments` reading the FIFO `fifo`, which a writer fills with a small CSV list.
  static func fifoOutcome(_ arguments: [String], in directory: URL) throws -> [String] {
    let fifo = directory.appendingPathComponent("fifo").path
    guard mkfifo(fifo, 0o600) == 0 else { return ["cannot make a FIFO"] }
    // The writer blocks until brickwork opens the FIFO for reading.
    let writer = try Brickwork.run(
      ["-c", #"printf 'width,height\n1,2\n' > fifo & exec "$0" "$@""#, Brickwork.binary.path]
        + arguments, in: directory, shell: true)
    return ["status \(writer.status)"] + writer.errorLines
  }

  /// `ok` for a layout whose frames are all finite and inside the content, else what is wrong.
  static func ok(_ layout: LayoutResult) -> [String] {
    let size = layout.contentSize
    guard size.width.isFinite, size.height.isFinite else { return ["non-finite content size"] }
    for element in layout.elements {
      let frame = element.frame
      guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
      else { return ["non-finite frame \(element)"] }
      guard frame.minX >= -1e-6, frame.minY >= -1e-6, frame.maxX <= size.width + 1e-6,
        frame.maxY <= size.height + 1e-6
      else { return ["outside the content: \(element)"] }
    }
    return ["ok"]
  }

  @Test(arguments: rows)
  func hostileInput(_ row: Row) throws {
    let outcome = try Self.outcome(of: row.entry)
    #expect(outcome == row.expected, "\(row.name): \(outcome)")
  }

  @Test func theMatrixIsBigEnough() {
    #expect(Self.rows.count >= 60)
    #expect(Set(Self.rows.map(\.name)).count == Self.rows.count)
  }
}

extension BadInputMatrixTests {
  /// A waterfall section of `items`.
  static func waterfall(
    _ items: [Item], columns: Int = 2, columnSpacing: Double = 0, insets: Insets = .zero
  ) -> LayoutSection {
    LayoutSection(
      .waterfall(WaterfallLayout(columns: columns, columnSpacing: columnSpacing)), items: items,
      insets: insets)
  }

  /// A core row: `container` and `sections`.
  static func core(
    _ name: String, _ container: Container, _ sections: [LayoutSection], _ expected: String...
  ) -> Row {
    Row(name: "core: " + name, entry: .core(container, sections), expected: expected)
  }

  /// A core row: `sections` in a container 375 wide.
  static func core(_ name: String, _ sections: [LayoutSection], _ expected: String...) -> Row {
    Row(name: "core: " + name, entry: .core(Container(width: 375), sections), expected: expected)
  }

  /// A document row.
  static func document(_ name: String, _ json: String, _ expected: String...) -> Row {
    Row(name: "document: " + name, entry: .document(Array(json.utf8)), expected: expected)
  }

  /// A document row of raw bytes.
  static func document(_ name: String, bytes: [UInt8], _ expected: String...) -> Row {
    Row(name: "document: " + name, entry: .document(bytes), expected: expected)
  }

  /// An item-list row.
  static func items(
    _ name: String, _ format: ItemList.Format, _ text: String, _ expected: String...
  ) -> Row {
    Row(name: "items: " + name, entry: .items(Array(text.utf8), format), expected: expected)
  }

  /// An item-list row of raw bytes.
  static func items(
    _ name: String, _ format: ItemList.Format, bytes: [UInt8], _ expected: String...
  ) -> Row {
    Row(name: "items: " + name, entry: .items(bytes, format), expected: expected)
  }

  /// A command-line row laying out a small CSV list, `list.csv`, with `flags`.
  static func flags(_ name: String, _ flags: [String], _ expected: String...) -> Row {
    Row(
      name: "flags: " + name,
      entry: .command(
        ["layout", "--items", "list.csv"] + flags,
        files: ["list.csv": Array("width,height\n100,50\n".utf8)]),
      expected: expected)
  }

  /// A command-line row.
  static func command(
    _ name: String, _ arguments: [String], stdin: String = "", files: [String: [UInt8]] = [:],
    _ expected: String...
  ) -> Row {
    Row(
      name: "command: " + name,
      entry: .command(arguments, stdin: Array(stdin.utf8), files: files), expected: expected)
  }

  /// The usage-error line of the `layout` command.
  static func usage(_ message: String) -> String {
    "brickwork: \(message) (see 'brickwork help layout')"
  }

  /// A property list of `entries` (the XML inside `<array>`).
  static func plist(_ entries: String) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>"# + entries
      + "</array></plist>"
  }

  /// The rows.
  static let rows: [Row] = coreRows + documentRows + itemRows + commandRows

  static let coreRows: [Row] = [
    core("width NaN", Container(width: .nan), [], "width: must be a finite number > 0"),
    core("width +inf", Container(width: .infinity), [], "width: must be a finite number > 0"),
    core("width -inf", Container(width: -.infinity), [], "width: must be a finite number > 0"),
    core("width negative", Container(width: -1), [], "width: must be a finite number > 0"),
    core("width huge", Container(width: 1e300), [], "width: must be <= 1e9"),
    core("width 1e-300", Container(width: 1e-300), [waterfall([.extent(10)])], "ok"),
    core(
      "height NaN across a horizontal axis", Container(width: 375, height: .nan, axis: .horizontal),
      [], "height: must be a finite number > 0"),
    core(
      "scale 1.5", Container(width: 375, scale: 1.5), [],
      "scale: " + LayoutError.Rule.wholeScale.description),
    core(
      "scale NaN", Container(width: 375, scale: .nan), [], "scale: must be a finite number >= 0"),
    core("columns 0", [waterfall([], columns: 0)], "sections[0].columns: must be an integer >= 1"),
    core(
      "columns 100,000", [waterfall([], columns: 100_000)], "sections[0].columns: must be <= 4096"),
    core("columns 4096 in 375 points", [waterfall([.extent(1)], columns: 4096)], "ok"),
    core(
      "width smaller than the spacing", [waterfall([], columns: 2, columnSpacing: 400)],
      "sections[0].columns: leaves a column width of -12.5 <= 0 (too many columns or too much spacing for the width)"
    ),
    core(
      "insets wider than the width", [waterfall([], insets: Insets(left: 200, right: 200))],
      "sections[0].insets: leave a width of -25 < 0 (insets wider than the container)"),
    core(
      "insets NaN", [waterfall([], insets: Insets(top: .nan))],
      "sections[0].insets.top: must be a finite number >= 0"),
    core(
      "insets negative", [waterfall([], insets: Insets(bottom: -1))],
      "sections[0].insets.bottom: must be a finite number >= 0"),
    core(
      "item height NaN", [waterfall([.extent(.nan)])],
      "sections[0].items[0].height: must be a finite number >= 0"),
    core(
      "item height -1", [waterfall([.extent(-1)])],
      "sections[0].items[0].height: must be a finite number >= 0"),
    core(
      "item height huge", [waterfall([.extent(1e300)])],
      "sections[0].items[0].height: must be <= 1e9"),
    core("item height 1e-300", [waterfall([.extent(1e-300)])], "ok"),
    core(
      "aspect ratio 0", [waterfall([.aspectRatio(0)])],
      "sections[0].items[0].aspectRatio: must be a finite number > 0"),
    core(
      "aspect ratio inf", [waterfall([.aspectRatio(.infinity)])],
      "sections[0].items[0].aspectRatio: must be a finite number > 0"),
    core(
      "aspect ratio 1e-300", [waterfall([.aspectRatio(1e-300)])],
      "sections[0].items[0].aspectRatio: must give an aspect ratio between 1e-9 and 1e9"),
    core(
      "subnormal pixel size",
      [LayoutSection(.justified(JustifiedLayout()), items: [.size(width: 5e-324, height: 5e-324)])],
      "ok"),
    core(
      "header height inf",
      [LayoutSection(.waterfall(WaterfallLayout()), header: Supplementary(extent: .infinity))],
      "sections[0].header.height: must be a finite number >= 0"),
    core(
      "flow spacing inf", [LayoutSection(.flow(FlowLayout(itemSpacing: .infinity)))],
      "sections[0].itemSpacing: must be a finite number >= 0"),
    core(
      "flow maxLines -1", [LayoutSection(.flow(FlowLayout(maxLines: -1)))],
      "sections[0].maxLines: must be an integer >= 0"),
    core(
      "flow badge width NaN",
      [LayoutSection(.flow(FlowLayout(maxLines: 1, moreBadge: Size(width: .nan, height: 10))))],
      "sections[0].moreBadge.width: must be a finite number >= 0"),
    core(
      "justified row height 0", [LayoutSection(.justified(JustifiedLayout(targetRowHeight: 0)))],
      "sections[0].targetRowHeight: must be a finite number > 0"),
    core(
      "justified tolerance NaN", [LayoutSection(.justified(JustifiedLayout(tolerance: .nan)))],
      "sections[0].tolerance: must be a finite number >= 0"),
    core(
      "an item wider than a flow line",
      [LayoutSection(.flow(FlowLayout()), items: [.size(width: 400, height: 10)])], "ok"),
    Row(
      name: "core: update naming an item that does not exist",
      entry: .update(
        Container(width: 375), [waterfall([.extent(1)])], .itemChanged(section: 0, item: 5),
        [waterfall([.extent(1)])]),
      expected: ["update: inconsistent update: no item 5 in section 0 to change"]),
    Row(
      name: "core: items appended to no section",
      entry: .update(Container(width: 375), [], .itemsAppended, [waterfall([.extent(1)])]),
      expected: ["update: inconsistent update: items can only be appended to the last section"]),
  ]

  static let documentRows: [Row] = [
    document(
      "NaN", #"{"width": NaN, "sections": []}"#,
      "width: line 1, column 11: expected a value, found 'N'"),
    document(
      "1e999", #"{"width": 1e999, "sections": []}"#, "width: must be a finite number > 0"),
    document(
      "-1e999", #"{"width": -1e999, "sections": []}"#, "width: must be a finite number > 0"),
    document(
      "duplicate key", #"{"width": 375, "width": 320, "sections": []}"#,
      "width: line 1, column 16: duplicate key"),
    document(
      "lone surrogate escape", #"{"width": 375, "sections": [], "x": "\ud800"}"#,
      "x: line 1, column 44: lone surrogate in a \\u escape"),
    document(
      "reversed surrogate pair", #"{"width": 375, "sections": [], "x": "\udc00\ud800"}"#,
      "x: line 1, column 44: lone surrogate in a \\u escape"),
    document(
      "invalid UTF-8 in a key",
      bytes: Array(#"{"width": 375, "sections": [], ""#.utf8) + [0xFF]
        + Array(#"": 1}"#.utf8), "document: line 1, column 32: invalid UTF-8 in a string"),
    document(
      "byte-order mark",
      bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"width": 375, "sections": []}"#.utf8),
      "ok"),
    document(
      "NUL between tokens",
      bytes: Array(#"{"width": 375,"#.utf8) + [0] + Array(#""sections": []}"#.utf8),
      "document: line 1, column 15: expected a key in double quotes, found '\\x00'"),
    document(
      "NUL in a string",
      bytes: Array(#"{"width": 375, "sections": [], "a": "x"#.utf8) + [0]
        + Array(#"y"}"#.utf8), "a: line 1, column 39: control character in a string (escape it)"),
    document(
      "truncated", #"{"width": 375, "sections": [{"columns": 3, "items": [{"height": 1}"#,
      "sections[0].items[0]: line 1, column 67: expected ',' or ']' after an array element, found end of input"
    ),
    document(
      "empty", "",
      "document: line 1, column 1: expected a JSON value, found end of input (the input is empty)"),
    document(
      "100,000-deep nesting",
      #"{"width": 1, "sections": "# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000) + "}",
      "sections" + String(repeating: "[0]", count: 99)
        + ": line 1, column 125: arrays and objects nested deeper than 100 levels"),
    document(
      "leading zero", #"{"width": 0375, "sections": []}"#,
      "width: line 1, column 12: invalid number: leading zero"),
    document("a top-level array", "[]", "document: must be a JSON object (found an array)"),
    document(
      "columns 3.5", #"{"width": 375, "sections": [{"columns": 3.5}]}"#,
      "sections[0].columns: must be an integer >= 1"),
    document(
      "columns 2^53 + 1", #"{"width": 375, "sections": [{"columns": 9007199254740993}]}"#,
      "sections[0].columns: must be <= 4096"),
    document(
      "an item with two sizings",
      #"{"width": 375, "sections": [{"items": [{"height": 1, "aspectRatio": 2}]}]}"#,
      "sections[0].items[0]: must give height, width and height, or aspectRatio (found aspectRatio and height)"
    ),
  ]

  static let itemRows: [Row] = [
    items(
      "CSV NaN", .csv, "width,height\n1,NaN\n", "list.csv:2: height: must be a finite number >= 0"),
    items(
      "CSV inf", .csv, "width,height\n1,inf\n", "list.csv:2: height: must be a finite number >= 0"),
    items(
      "CSV -inf", .csv, "width,height\n-inf,1\n", "list.csv:2: width: must be a finite number >= 0"),
    items(
      "CSV negative", .csv, "width,height\n1,-5\n",
      "list.csv:2: height: must be a finite number >= 0"),
    items(
      "CSV 1e309", .csv, "width,height\n1,1e309\n",
      "list.csv:2: height: must be a finite number >= 0"),
    items("CSV huge", .csv, "width,height\n1,2e9\n", "list.csv:2: height: must be <= 1e9"),
    items("CSV 1e-300", .csv, "width,height\n1,1e-300\n", "ok", "1.0x1e-300"),
    items(
      "CSV hexadecimal", .csv, "width,height\n0x10,2\n",
      "list.csv:2: width: must be a finite number >= 0"),
    items(
      "CSV truncated in a quote", .csv, "width,height\n\"1,2\n",
      "list.csv:2: unterminated quoted field"),
    items(
      "CSV duplicate column", .csv, "width,height,width\n1,2,3\n",
      "list.csv:1: duplicate column 'width' (columns 1 and 3)"),
    items(
      "CSV byte-order mark", .csv, bytes: [0xEF, 0xBB, 0xBF] + Array("width,height\n1,2\n".utf8),
      "ok", "1.0x2.0"),
    items(
      "CSV invalid UTF-8", .csv, bytes: Array("width,height\n1,2".utf8) + [0xFF, 0x0A],
      "list.csv:2: height: must be a finite number >= 0"),
    items(
      "CSV NUL byte", .csv, bytes: Array("width,height\n1".utf8) + [0] + Array("2,2\n".utf8),
      "list.csv:2: width: must be a finite number >= 0"),
    items("CSV empty", .csv, "", "list.csv: empty (a header row with width,height is required)"),
    items("CSV line of spaces", .csv, "width,height\n   \n1,2\n", "ok", "1.0x2.0"),
    items(
      "CSV lone CR in a quoted field", .csv, "label,width,height\n\"a\rb\",1,2\nx,-1,2\n",
      "list.csv:4: width: must be a finite number >= 0"),
    items(
      "JSON 1e999", .json, #"[{"width": 1, "height": 1e999}]"#,
      "list.json: [0].height: must be a finite number >= 0"),
    items(
      "JSON duplicate key", .json, #"[{"width": 1, "height": 2, "height": 3}]"#,
      "list.json: [0].height: line 1, column 28: duplicate key"),
    items(
      "JSON lone surrogate", .json, #"[{"width": 1, "height": 2, "label": "\ud800"}]"#,
      "list.json: [0].label: line 1, column 44: lone surrogate in a \\u escape"),
    items(
      "plist NaN", .plist,
      plist("<dict><key>w</key><real>nan</real><key>h</key><integer>1</integer></dict>"),
      "list.plist: [0].w: must be a finite number >= 0"),
    items(
      "plist inf", .plist,
      plist("<dict><key>w</key><real>inf</real><key>h</key><integer>1</integer></dict>"),
      "list.plist: [0].w: must be a finite number >= 0"),
    items(
      "plist negative", .plist,
      plist("<dict><key>w</key><integer>-5</integer><key>h</key><integer>1</integer></dict>"),
      "list.plist: [0].w: must be a finite number >= 0"),
    items(
      "plist integers 0 and 1", .plist,
      plist("<dict><key>w</key><integer>0</integer><key>h</key><integer>1</integer></dict>"),
      "ok", "0.0x1.0"),
    items(
      "plist truncated", .plist,
      String(plist("<dict><key>w</key><integer>1</integer></dict>").prefix(80)),
      "list.plist: not a property list (malformed or truncated)"),
    items(
      "plist 100,000-deep", .plist,
      "<plist>" + String(repeating: "<array>", count: 100_000)
        + String(repeating: "</array>", count: 100_000)
        + "</plist>", "list.plist: not a property list (malformed or truncated)"),
    items(
      "binary plist with a set", .plist,
      bytes: Array("bplist00".utf8) + [0xA1, 0x01, 0xC0, 0x08, 0x0A] + [0, 0, 0, 0, 0, 0, 1, 1]
        + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 11],
      "list.plist: [0]: must be a dictionary (found a set)"),
  ]

  static let commandRows: [Row] = [
    flags(
      "--columns 0", ["--columns", "0"], "status 2", usage("--columns: must be an integer >= 1")),
    flags(
      "--columns 100000", ["--columns", "100000"], "status 2", usage("--columns: must be <= 4096")),
    flags(
      "--width NaN", ["--width", "NaN"], "status 2", usage("--width must be a number (found 'NaN')")
    ),
    flags(
      "--width inf", ["--width", "inf"], "status 2", usage("--width must be a number (found 'inf')")
    ),
    flags(
      "--width -1", ["--width", "-1"], "status 2", usage("--width: must be a finite number > 0")),
    flags("--width 1e10", ["--width", "1e10"], "status 2", usage("--width: must be <= 1e9")),
    flags("--width 1e-300", ["--width", "1e-300"], "status 0"),
    flags(
      "--spacing 1000", ["--spacing", "1000"], "status 2",
      usage(
        "--spacing: leaves a column width of -312.5 <= 0 (too many columns or too much spacing for the width)"
      )),
    flags(
      "--scale 1.5", ["--scale", "1.5"], "status 2",
      usage("--scale: " + LayoutError.Rule.wholeScale.description)),
    flags(
      "--insets -1", ["--insets", "-1"], "status 2",
      usage("--insets: must be a finite number >= 0")),
    flags(
      "--columns twice", ["--columns", "3", "--columns", "4"], "status 2",
      usage("--columns given twice")),
    command(
      "a directory as the document", ["layout", "."], "status 1",
      "brickwork: cannot read '.': is a directory"),
    command(
      "a directory as the item list", ["layout", "--items", ".", "--items-format", "csv"],
      "status 1", "brickwork: cannot read '.': is a directory"),
    command(
      "a FIFO as the item list", ["layout", "--items", "fifo", "--items-format", "csv"],
      "status 0"),
    command(
      "a truncated document file", ["layout", "page.json"],
      files: ["page.json": Array(#"{"width": 375, "sect"#.utf8)], "status 1",
      "document: line 1, column 16: unterminated string"),
    command(
      "a missing file", ["layout", "missing.json"], "status 1",
      "brickwork: cannot read 'missing.json': No such file or directory"),
    command(
      "an empty file name", ["layout", ""], "status 1",
      "brickwork: cannot read '': No such file or directory"),
    command(
      "an output in a missing folder", ["layout", "--output", "none/out.json"],
      stdin: #"{"width": 375, "sections": []}"#, "status 1",
      "brickwork: cannot write 'none/out.json': No such file or directory"),
    command(
      "a folder as the output", ["layout", "--output", "."],
      stdin: #"{"width": 375, "sections": []}"#,
      "status 1", "brickwork: cannot write '.': is a directory"),
  ]
}
