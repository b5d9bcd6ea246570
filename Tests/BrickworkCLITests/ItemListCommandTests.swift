import Foundation
import Testing

/// `brickwork layout --items` on the built binary.
@Suite("Item-list layouts")
struct ItemListCommandTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <array>
    <dict><key>h</key><string>800</string><key>img</key><string>coat&lt;1&gt;.jpg</string><key>price</key><string>129.00</string><key>w</key><string>600</string></dict>
    <dict><key>h</key><integer>400</integer><key>img</key><string>mug.jpg</string><key>price</key><real>12.5</real><key>w</key><integer>600</integer></dict>
    <dict><key>h</key><integer>600</integer><key>img</key><string>"lamp" &amp; co</string><key>w</key><integer>600</integer></dict>
    </array>
    </plist>
    """

  /// Writes `files` into a fresh directory and runs `brickwork arguments` there.
  private func run(_ arguments: [String], files: [String: String]) throws -> Brickwork.Run {
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try Brickwork.run(arguments, in: directory)
  }

  @Test func laysOutTheImageFeedPropertyList() throws {
    let result = try run(
      [
        "layout", "--items", "goods.plist", "--layout", "waterfall", "--columns", "3",
        "--width", "375", "--spacing", "10", "--insets", "10",
      ], files: ["goods.plist": Self.plist])
    #expect(result.status == 0)
    #expect(
      result.output == """
        {
          "contentSize": {"width": 375, "height": 168.8888888888889},
          "columns": [3],
          "elements": [
            {"kind": "item", "section": 0, "item": 0, "column": 0, "x": 10, "y": 10, "width": 111.66666666666667, "height": 148.8888888888889},
            {"kind": "item", "section": 0, "item": 1, "column": 1, "x": 131.66666666666669, "y": 10, "width": 111.66666666666667, "height": 74.44444444444446},
            {"kind": "item", "section": 0, "item": 2, "column": 2, "x": 253.33333333333334, "y": 10, "width": 111.66666666666667, "height": 111.66666666666667}
          ],
          "hidden": []
        }

        """)
  }

  @Test func readsCSVAndJSONListsFromFilesAndStandardInput() throws {
    let csv = "label,width,height\n\"a, b\",100,50\nc,50,100\n"
    let fromFile = try run(
      ["layout", "--items", "items.csv", "--width", "200", "--columns", "2"],
      files: ["items.csv": csv])
    #expect(fromFile.status == 0)
    let fromStdin = try Brickwork.run(
      ["layout", "--items", "-", "--items-format", "csv", "--width", "200", "--columns", "2"],
      stdin: csv)
    #expect(fromStdin.stdout == fromFile.stdout)
    let json = try Brickwork.run(
      ["layout", "--items", "-", "--items-format", "json", "--width", "200", "--columns", "2"],
      stdin: #"[{"width": 100, "height": 50, "label": "a, b"}, {"width": 50, "height": 100}]"#)
    #expect(json.stdout == fromFile.stdout)
    #expect(
      fromFile.output.contains(
        #"{"kind": "item", "section": 0, "item": 1, "column": 1, "x": 100, "y": 0, "width": 100, "height": 200}"#
      ))
  }

  @Test func badRowsNameTheirPlace() throws {
    let csv = try run(
      ["layout", "--items", "items.csv"],
      files: ["items.csv": "width,height,label\n1,2,a\n3,-4,b\n5,6\n7,x,c\n"])
    #expect(csv.status == 1 && csv.stdout.isEmpty)
    #expect(
      csv.errorLines == [
        "items.csv:3: height: must be a finite number >= 0",
        "items.csv:4: expected 3 fields (as the header row), found 2",
        "items.csv:5: height: must be a finite number >= 0",
      ])
    let missing = try run(
      ["layout", "--items", "items.csv"], files: ["items.csv": "width,label\n1,a\n"])
    #expect(missing.status == 1 && missing.stdout.isEmpty)
    #expect(
      missing.errorLines == [
        "items.csv:1: missing column 'height' (the header row needs width and height)"
      ])
    let truncated = try run(
      ["layout", "--items", "goods.plist"], files: ["goods.plist": String(Self.plist.prefix(300))])
    #expect(truncated.status == 1 && truncated.stdout.isEmpty)
    #expect(truncated.errorLines == ["goods.plist: not a property list (malformed or truncated)"])
    let empty = try run(["layout", "--items", "e.csv"], files: ["e.csv": ""])
    #expect(empty.status == 1)
    #expect(empty.errorLines == ["e.csv: empty (a header row with width,height is required)"])
  }

  @Test func coreRulesNameTheFlagOrTheRow() throws {
    let columns = try run(
      ["layout", "--items", "i.csv", "--columns", "40", "--spacing", "10"],
      files: ["i.csv": "width,height\n1,2\n"])
    // Options that break a rule are usage errors (exit 2); items that do, invalid input (1).
    #expect(columns.status == 2 && columns.stdout.isEmpty)
    #expect(
      columns.errorLines == [
        "brickwork: --columns, --spacing: leaves a column width of -0.375 <= 0 (too many columns or too much spacing for the width) (see 'brickwork help layout')"
      ])
    let degenerate = try run(
      ["layout", "--items", "i.csv"], files: ["i.csv": "width,height\n1,2\n0,5\n"])
    #expect(degenerate.status == 1)
    #expect(
      degenerate.errorLines == [
        "i.csv:3: has no usable aspect ratio (one side is zero, the other not)"
      ])
    let insets = try run(
      ["layout", "--items", "i.csv", "--insets", "200"], files: ["i.csv": "width,height\n1,2\n"])
    #expect(insets.status == 2)
    #expect(
      insets.errorLines == [
        "brickwork: --insets: leave a width of -25 < 0 (insets wider than the container) (see 'brickwork help layout')"
      ])
  }

  @Test func captionsAreEscapedInPictures() throws {
    for format in ["svg", "html"] {
      let result = try run(
        ["layout", "--items", "goods.plist", "--format", format],
        files: ["goods.plist": Self.plist])
      #expect(result.status == 0)
      #expect(result.output.contains("coat&lt;1&gt;.jpg · 129.00"))
      #expect(result.output.contains("&quot;lamp&quot; &amp; co"))
      #expect(result.output.contains("mug.jpg · 12.5"))
    }
  }

  @Test func hostileFileNamesStaySafe() throws {
    let name = "<b>&\"x\u{1b}[31m.csv"
    let result = try run(
      ["layout", "--items", name, "--format", "html"], files: [name: "width,height\n1,2\n"])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "<title>Brickwork layout of &lt;b&gt;&amp;&quot;x\u{FFFD}[31m.csv</title>"))
    let bad = try run(["layout", "--items", name], files: [name: "width,height\n1,-2\n"])
    #expect(bad.errorLines == ["<b>&\"x?[31m.csv:2: height: must be a finite number >= 0"])
  }
}
