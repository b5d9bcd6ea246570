import Brickwork
import BrickworkDocument
import Foundation
import SeededRandom
import Testing

/// `brickwork layout` on the built binary: documents in, JSON out; every error path.
@Suite("Layout command")
struct LayoutCommandTests {
  static let feed = """
    {"width": 375, "sections": [
      {"insets": {"top": 10, "left": 10, "bottom": 10, "right": 10},
       "header": {"height": 44}, "footer": {"height": 50},
       "columns": 3, "columnSpacing": 10, "itemSpacing": 10,
       "items": [{"height": 120}, {"width": 600, "height": 800}, {"aspectRatio": 1.5},
                 {"height": 60, "fullSpan": true}]}
    ]}
    """

  @Test func writesTheFramesOfADocument() throws {
    let run = try Brickwork.run(["layout"], stdin: Self.feed)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(
      run.output == """
        {
          "contentSize": {"width": 375, "height": 332.8888888888889},
          "columns": [3],
          "elements": [
            {"kind": "header", "section": 0, "x": 0, "y": 0, "width": 375, "height": 44},
            {"kind": "item", "section": 0, "item": 0, "column": 0, "x": 10, "y": 54, "width": 111.66666666666667, "height": 120},
            {"kind": "item", "section": 0, "item": 1, "column": 1, "x": 131.66666666666669, "y": 54, "width": 111.66666666666667, "height": 148.8888888888889},
            {"kind": "item", "section": 0, "item": 2, "column": 2, "x": 253.33333333333334, "y": 54, "width": 111.66666666666667, "height": 74.44444444444444},
            {"kind": "item", "section": 0, "item": 3, "column": 0, "x": 10, "y": 212.8888888888889, "width": 355, "height": 60},
            {"kind": "footer", "section": 0, "x": 0, "y": 282.8888888888889, "width": 375, "height": 50}
          ],
          "hidden": []
        }

        """)
    // The same from a file, from `-`, and through --output.
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.feed.write(
      to: directory.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
    #expect(try Brickwork.run(["layout", "feed.json"], in: directory).stdout == run.stdout)
    #expect(try Brickwork.run(["layout", "-"], stdin: Self.feed).stdout == run.stdout)
    let written = try Brickwork.run(
      ["layout", "feed.json", "--format", "json", "--output", "out/../frames.json"], in: directory)
    #expect(written.status == 1)  // out/ does not exist
    let toFile = try Brickwork.run(
      ["layout", "feed.json", "--output", "frames.json"], in: directory)
    #expect(toFile.status == 0 && toFile.stdout.isEmpty && toFile.stderr.isEmpty)
    #expect(
      Array(try Data(contentsOf: directory.appendingPathComponent("frames.json"))) == run.stdout)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers.sorted() == ["feed.json", "frames.json"])
  }

  @Test func matchesTheLibraryOnRandomDocuments() throws {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<12 {
      let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        let items = (0..<Int.random(in: 0...40, using: &generator)).map { _ -> String in
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: "{\"height\": \(Double.random(in: 0...300, using: &generator))}"
          case 1:
            "{\"width\": \(Int.random(in: 1...4000, using: &generator)), \"height\": \(Int.random(in: 1...4000, using: &generator))}"
          case 2: "{\"aspectRatio\": \(Double.random(in: 0.2...5, using: &generator))}"
          default: "{\"height\": \(Int.random(in: 0...100, using: &generator)), \"fullSpan\": true}"
          }
        }
        let placement =
          ["shortestColumn", "leftToRight", "rightToLeft"].randomElement(using: &generator) ?? ""
        return """
          {"columns": \(Int.random(in: 1...4, using: &generator)), "columnSpacing": \(Int.random(in: 0...12, using: &generator)),
           "itemSpacing": \(Double.random(in: 0...12, using: &generator)), "placement": "\(placement)",
           "header": {"height": 30, "insets": {"left": 5}}, "items": [\(items.joined(separator: ","))]}
          """
      }
      let direction = Bool.random(using: &generator) ? "rtl" : "ltr"
      let scale = Int.random(in: 0...3, using: &generator)
      let document = """
        {"width": \(Double.random(in: 200...1000, using: &generator)), "direction": "\(direction)", "scale": \(scale),
         "sections": [\(sections.joined(separator: ","))]}
        """
      let run = try Brickwork.run(["layout"], stdin: document)
      #expect(run.status == 0, "\(run.stderr)")
      let expected = try LayoutDocument(json: document).layout()
      #expect(run.output == LayoutWriter(expected).text(.json))
    }
  }

  /// Runs `layout` on `input` and expects exit status 1, exactly `lines` on standard error and
  /// nothing on standard output.
  private func expectInvalid(
    _ input: String, _ lines: [String], arguments: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let run = try Brickwork.run(["layout"] + arguments, stdin: input)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(run.errorLines == lines, sourceLocation: sourceLocation)
  }

  @Test func rejectsMalformedJSON() throws {
    try expectInvalid(
      "{\"width\": 375,\n \"sections\": [{\"items\": [{\"height\": 1} {\"height\": 2}]}]}",
      [
        "sections[0].items[0]: line 2, column 40: expected ',' or ']' after an array element, found '{'"
      ])
    try expectInvalid(
      "{\"width\": 375,}", ["document: line 1, column 15: trailing comma before '}'"])
    try expectInvalid(
      "{\"width\": 375, \"width\": 3}", ["width: line 1, column 16: duplicate key"])
  }

  @Test func rejectsEmptyInput() throws {
    try expectInvalid(
      "",
      ["document: line 1, column 1: expected a JSON value, found end of input (the input is empty)"]
    )
    try expectInvalid(
      " \n\t",
      ["document: line 2, column 2: expected a JSON value, found end of input (the input is empty)"]
    )
  }

  @Test func rejectsWrongTypesUnknownKeysAndBadValuesAllAtOnce() throws {
    try expectInvalid(
      """
      {"width": "375", "sections": [{"columns": 0, "colums": 3, "items": [
        {"height": -1}, {"height": 1e999}, {"height": "NaN"}, {"height": null}, {"width": 3}]}],
       "heigth": 3}
      """,
      [
        "width: must be a number (found a string)",
        "heigth: unknown key for the document (did you mean 'height'?)",
        "sections[0].colums: unknown key for a waterfall section (did you mean 'columns'?)",
        "sections[0].columns: must be an integer >= 1",
        "sections[0].items[0].height: must be a finite number >= 0",
        "sections[0].items[1].height: must be a finite number >= 0",
        "sections[0].items[2].height: must be a number (found a string)",
        "sections[0].items[3].height: must be a number (found null)",
        "sections[0].items[4]: must give height, width and height, or aspectRatio (found width)",
      ])
    try expectInvalid(
      #"{"width": 375, "sections": [{"items": [{"height": NaN}]}]}"#,
      ["sections[0].items[0].height: line 1, column 51: expected a value, found 'N'"])
    try expectInvalid(
      #"{"width": 375, "sections": [{"items": [{"height": -Infinity}]}]}"#,
      ["sections[0].items[0].height: line 1, column 52: invalid number: expected a digit after '-'"]
    )
  }

  @Test func reportsTheCoreRulesWithPaths() throws {
    try expectInvalid(
      #"{"width": 100, "sections": [{"columns": 3}, {"columns": 30, "columnSpacing": 4}, {"layout": "waterfall", "insets": {"left": 101}}]}"#,
      [
        "sections[1].columns: leaves a column width of -0.5333333333333333 <= 0 (too many columns or too much spacing for the width)",
        "sections[2].insets: leave a width of -1 < 0 (insets wider than the container)",
      ])
  }

  @Test func laysOutFlowAndJustifiedDocuments() throws {
    // Seven tags of 100 x 20 in 300 points, one line at most with a 50-point badge: three fit,
    // the badge needs one to leave, so two show and five hide. Then two photos of aspect ratio
    // 1.5 fill 300 points at exactly the target height 100, below the 20-point tag line.
    let document = """
      {"width": 300, "sections": [
        {"layout": "flow", "maxLines": 1, "moreBadge": {"width": 50, "height": 20},
         "items": [\(Array(repeating: #"{"width": 100, "height": 20}"#, count: 7).joined(separator: ","))]},
        {"layout": "justified", "targetRowHeight": 100, "itemSpacing": 0, "lineSpacing": 0,
         "items": [{"aspectRatio": 1.5}, {"width": 3000, "height": 2000}]}
      ]}
      """
    let run = try Brickwork.run(["layout"], stdin: document)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.output == LayoutWriter(try LayoutDocument(json: document).layout()).text(.json))
    let output = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let elements = try #require(output["elements"] as? [[String: Any]])
    let frames = elements.map { element in
      ["x", "y", "width", "height"].map { (element[$0] as? NSNumber)?.doubleValue ?? -1 }
    }
    #expect(elements.map { $0["kind"] as? String } == ["item", "item", "more", "item", "item"])
    #expect(
      frames == [
        [0, 0, 100, 20], [100, 0, 100, 20], [200, 0, 50, 20],
        [0, 20, 150, 100], [150, 20, 150, 100],
      ])
    #expect(elements[2]["hiddenCount"] as? Int == 5)
    let hidden = try #require(output["hidden"] as? [[String: Int]])
    #expect(hidden == (2..<7).map { ["section": 0, "item": $0] })
  }

  @Test func validatesFlowAndJustifiedDocuments() throws {
    try expectInvalid(
      """
      {"width": 300, "sections": [
        {"layout": "flow", "columns": 2, "justify": "left", "moreBadge": {"width": 1},
         "items": [{"width": 3}, {"width": 3, "height": 4, "baseline": -1}]},
        {"layout": "justified", "maxRows": -1, "items": [{"height": 3}, {"aspectRatio": 0}]}
      ]}
      """,
      [
        "sections[0].columns: unknown key for a flow section (an option of waterfall sections)",
        #"sections[0].justify: must be one of "leading", "center", "trailing", "spaceBetween", "spaceAround", "spaceEvenly" (found "left")"#,
        "sections[0].moreBadge.height: required (a finite number >= 0)",
        "sections[0].items[0]: must give width and height (found width)",
        "sections[0].items[1].baseline: must be a finite number >= 0",
        "sections[1].maxRows: must be an integer >= 0",
        "sections[1].items[0]: must give aspectRatio, or width and height (found height)",
        "sections[1].items[1].aspectRatio: must be a finite number > 0",
      ])
  }

  @Test func handlesAFiveMegabyteLine() throws {
    let count = 300_000
    var items = Array(repeating: #"{"height": 12.5}"#, count: count)
    let valid =
      #"{"width": 375, "sections": [{"columns": 3, "items": ["# + items.joined(separator: ",")
      + "]}]}"
    #expect(valid.utf8.count > 5_000_000 && !valid.contains("\n"))
    let run = try Brickwork.run(["layout"], stdin: valid)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(run.output.hasSuffix("\n  ],\n  \"hidden\": []\n}\n"))
    #expect(run.output.components(separatedBy: "\"kind\": \"item\"").count - 1 == count)
    items[count - 1] = #"{"height": -12.5}"#
    try expectInvalid(
      #"{"width": 375, "sections": [{"columns": 3, "items": ["# + items.joined(separator: ",")
        + "]}]}",
      ["sections[0].items[\(count - 1)].height: must be a finite number >= 0"])
  }

  @Test func reportsUnreadableFiles() throws {
    let run = try Brickwork.run(["layout", "missing.json"])
    #expect(run.status == 1 && run.stdout.isEmpty)
    #expect(run.errorLines == ["brickwork: cannot read 'missing.json': No such file or directory"])
    let directory = try Brickwork.run(["layout", "."])
    #expect(directory.status == 1)
    #expect(directory.errorLines == ["brickwork: cannot read '.': is a directory"])
  }

  @Test func leavesTheOutputUntouchedOnError() throws {
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.json")
    try "previous".write(to: target, atomically: true, encoding: .utf8)
    let run = try Brickwork.run(
      ["layout", "--output", "out.json"], stdin: #"{"width": -1}"#, in: directory)
    #expect(run.status == 1)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
  }

  @Test func writesThroughLinksAndKeepsPermissions() throws {
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = FileManager.default
    // An existing private file keeps its mode.
    let target = directory.appendingPathComponent("out.json")
    try "previous".write(to: target, atomically: true, encoding: .utf8)
    try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    var run = try Brickwork.run(
      ["layout", "--output", "out.json"], stdin: Self.feed, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let mode = try manager.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // A symbolic link is written through: the link stays, its target gets the frames.
    let link = directory.appendingPathComponent("link.json")
    try manager.createSymbolicLink(at: link, withDestinationURL: target)
    run = try Brickwork.run(
      ["layout", "--format", "svg", "--output", "link.json"], stdin: Self.feed, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("<svg "))
  }

  @Test func refusesInputsLargerThanTheLimit() throws {
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A sparse file that claims 8 GiB: refused from its size, without reading it.
    let huge = directory.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 8 << 30)
    try handle.close()
    let run = try Brickwork.run(["layout", "huge.json"], stdin: "", in: directory)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.errorLines == ["brickwork: cannot read 'huge.json': larger than 512 MiB"])
  }

  @Test func timingsGoToStandardError() throws {
    let run = try Brickwork.run(["layout", "--timings"], stdin: Self.feed)
    #expect(run.status == 0)
    #expect(run.errorLines.count == 1)
    #expect(run.stderr.hasPrefix("timings: read "))
    #expect(run.output.hasPrefix("{\n  \"contentSize\""))
  }
}
