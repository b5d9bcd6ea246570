import BrickworkDocument
import Foundation
import Testing

/// Hostile pictures, item lists, paths and flags through the built binary: each class of input
/// an attacker would try, with the one outcome it must give.
@Suite("Hostile inputs through the command line")
struct HostileInputTests {
  /// A fresh folder with `files` (path relative to it: bytes), folders made as needed.
  private func folder(_ files: [String: [UInt8]]) throws -> URL {
    let root = try Brickwork.temporaryDirectory()
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  /// A small PNG.
  private let png = SampleImages.png(width: 40, height: 30, color: (90, 140, 200))

  /// The `src` of every picture of a gallery page.
  private func sources(_ page: URL) throws -> [String] {
    let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
    return html.components(separatedBy: "<img src=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// SVGs whose size is finite but absurd.
  static let absurdSVGs = [
    "zero-by-1e300.svg": #"<svg width="0" height="1e300"/>"#,
    "zero-by-1e19.svg": #"<svg width="0" height="1e19"/>"#,
    "inches.svg": #"<svg width="1e308in" height="1"/>"#,
    "reversed.svg": #"<svg height="1e19" viewBox="0 0 1e-300 1"/>"#,
  ]

  @Test func aGallerySkipsAbsurdSVGsWithOneLineEach() throws {
    var files = ["photos/good.png": png]
    for (name, text) in Self.absurdSVGs { files["photos/" + name] = Array(text.utf8) }
    let root = try folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", "photos"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    let skipped = run.errorLines.filter { $0.hasPrefix("brickwork gallery: skipped") }
    #expect(skipped.count == Self.absurdSVGs.count, "\(run.stderr)")
    for name in Self.absurdSVGs.keys {
      #expect(skipped.contains { $0.hasPrefix("brickwork gallery: skipped '\(name)': ") })
    }
    #expect(try sources(root.appendingPathComponent("photos/index.html")) == ["good.png"])
  }

  @Test func aGalleryNamesWhatIsWrongWithEachPicture() throws {
    let attributes = (0..<8_000).map { #"data-a\#($0)="x""# }.joined(separator: " ")
    let root = try folder([
      "photos/good.png": png,
      "photos/crowded.svg": Array(#"<svg \#(attributes) width="10" height="10"/>"#.utf8),
      "photos/long-name.svg": Array(
        ("<svg " + String(repeating: "a", count: 300) + #"="1" width="10" height="10"/>"#).utf8),
      "photos/nan.svg": Array(#"<svg width="10" height="nan"/>"#.utf8),
      "photos/percent.svg": Array(#"<svg width="100%" height="5"/>"#.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let photos = root.appendingPathComponent("photos")
    try FileManager.default.createSymbolicLink(
      atPath: photos.appendingPathComponent("loop-a.png").path, withDestinationPath: "loop-b.png")
    try FileManager.default.createSymbolicLink(
      atPath: photos.appendingPathComponent("loop-b.png").path, withDestinationPath: "loop-a.png")
    let run = try Brickwork.run(["gallery", "photos", "--quiet"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.errorLines == [
        "brickwork gallery: skipped 'crowded.svg': corrupt SVG: the root element's attributes "
          + "run past the first 64 KiB",
        "brickwork gallery: skipped 'long-name.svg': corrupt SVG: an attribute name over 256 "
          + "bytes in the root element",
        "brickwork gallery: skipped 'loop-a.png': symbolic link loop",
        "brickwork gallery: skipped 'loop-b.png': symbolic link loop",
        "brickwork gallery: skipped 'nan.svg': corrupt SVG: height 'nan' is not an absolute "
          + "length, and no viewBox gives a size",
        "brickwork gallery: skipped 'percent.svg': corrupt SVG: width '100%' is not an absolute "
          + "length, and no viewBox gives a size",
      ])
  }

  @Test func breakpointsAreBoundedAndEachBadEntryNamed() throws {
    let root = try folder(["photos/good.png": png])
    defer { try? FileManager.default.removeItem(at: root) }
    let many = (1...10_000).map { "\($0):2" }.joined(separator: ",")
    let usage = " (see 'brickwork help gallery')"
    let cases: [(String, [String])] = [
      (many, ["brickwork: --breakpoints: at most 64 widths (found 10000)" + usage]),
      (
        "10:2,x,5:0,480:3",
        [
          "brickwork: --breakpoints: 'x' is not WIDTH:COLUMNS (such as 768:3)" + usage,
          "brickwork: --breakpoints: '5:0' is not WIDTH:COLUMNS (such as 768:3)" + usage,
        ]
      ),
      (
        "10:2,480:3",
        [
          "brickwork: --breakpoints: the layout from 0 px (computed 10 px wide): insets: leave a "
            + "width of -6 < 0 (insets wider than the container)" + usage,
          "brickwork: --breakpoints: the layout from 10 px (computed 10 px wide): insets: leave a "
            + "width of -6 < 0 (insets wider than the container)" + usage,
        ]
      ),
    ]
    for (breakpoints, lines) in cases {
      let run = try Brickwork.run(["gallery", "photos", "--breakpoints", breakpoints], in: root)
      #expect(run.status == 2)
      #expect(run.errorLines == lines)
      #expect(
        !FileManager.default.fileExists(
          atPath: root.appendingPathComponent("photos/index.html").path))
    }
  }

  @Test func aReadOnlyOutputIsRefusedAndKept() throws {
    let root = try folder([
      "photos/good.png": png, "photos/index.html": Array("previous".utf8),
      "out.json": Array("previous".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["out.json", "photos/index.html"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o444], ofItemAtPath: root.appendingPathComponent(name).path)
    }
    let layout = try Brickwork.run(
      ["layout", "--output", "out.json"], stdin: Array(#"{"width": 9, "sections": []}"#.utf8),
      in: root)
    #expect(layout.status == 1)
    #expect(
      layout.errorLines == [
        "brickwork: cannot write 'out.json': the file is read-only (not replaced)"
      ])
    let gallery = try Brickwork.run(["gallery", "photos", "--quiet"], in: root)
    #expect(gallery.status == 1)
    #expect(
      gallery.errorLines == [
        "brickwork gallery: 'photos/index.html': cannot write: the file is read-only (not replaced)"
      ])
    for name in ["out.json", "photos/index.html"] {
      let content = try Data(contentsOf: root.appendingPathComponent(name))
      #expect(content == Data("previous".utf8), "\(name)")
    }
  }

  /// 250 bad rows of each item-list format and 250 bad items of a document.
  static let manyProblems: [(name: String, arguments: [String], bytes: [UInt8])] = [
    (
      "list.csv", ["layout", "--items", "list.csv"],
      Array(("width,height\n" + String(repeating: "x,1\n", count: 250)).utf8)
    ),
    (
      "list.plist", ["layout", "--items", "list.plist"],
      Array(
        (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>"#
          + String(repeating: "<dict><key>w</key><string>x</string></dict>", count: 250)
          + "</array></plist>").utf8)
    ),
    (
      "list.json", ["layout", "--items", "list.json"],
      Array(
        ("["
          + Array(repeating: #"{"width": -1, "height": 1}"#, count: 250)
          .joined(separator: ",") + "]").utf8)
    ),
    (
      "page.json", ["layout", "page.json"],
      Array(
        (#"{"width": 375, "sections": [{"items": ["#
          + Array(repeating: #"{"height": -1}"#, count: 250).joined(separator: ",") + "]}]}").utf8)
    ),
  ]

  @Test(arguments: 0..<4)
  func everyInputPathListsAHundredProblemsAndCountsTheRest(_ index: Int) throws {
    let (name, arguments, bytes) = Self.manyProblems[index]
    let root = try folder([name: bytes])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(arguments, in: root)
    #expect(run.status == 1)
    let lines = run.errorLines
    #expect(lines.count == DocumentError.defaultLimit + 1, "\(name): \(lines.count) lines")
    #expect(lines.last?.hasPrefix("… and ") == true, "\(name): \(lines.last ?? "")")
    #expect(lines.last?.hasSuffix(" more problems") == true, "\(name)")
  }

  @Test func aGalleryThroughALinkedOutputFolderLinksFromThePathGiven() throws {
    let root = try folder(["photos/a.png": png, "elsewhere/deep/site/.keep": []])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("site").path,
      withDestinationPath: root.appendingPathComponent("elsewhere/deep/site").path)
    let run = try Brickwork.run(["gallery", "photos", "--output", "site", "--quiet"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    // A browser resolves the page's links from the address it opened, `site/index.html`.
    #expect(try sources(root.appendingPathComponent("site/index.html")) == ["../photos/a.png"])
  }

  /// Runs `script` in `/bin/sh` in `directory`, with `$B` the binary.
  private func shell(_ script: String, in directory: URL) throws -> Brickwork.Run {
    try Brickwork.run(
      ["-c", #"B="$0"; "# + script, Brickwork.binary.path], in: directory, shell: true)
  }

  @Test func pathsThatAreNotUTF8AreUsedByteForByte() throws {
    let root = try folder([
      "list.csv": Array("width,height\n10,20\n".utf8),
      "doc.json":
        Array(#"{"width": 100, "sections": []}"#.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let name = #"$(printf 'n\377')"#
    let steps = [
      #""$B" layout doc.json --output="# + name + ".json",
      #"cp list.csv "# + name + #".csv && "$B" layout --items="# + name + ".csv --output out.json",
      #"mkdir "# + name + #"p && cp pic.png "# + name + #"p/ && "$B" gallery --quiet "# + name
        + "p --output " + name + "g",
    ]
    try Data(png).write(to: root.appendingPathComponent("pic.png"))
    for step in steps {
      let run = try shell(step, in: root)
      #expect(run.status == 0, "\(step): \(run.stderr)")
    }
    // The bytes as given: `n` and 0xFF, never a U+FFFD in their place.
    let raw = try shell("ls -1", in: root).stdout.split(separator: 0x0A).map(Array.init)
    let expected: [[UInt8]] = [
      [0x6E, 0xFF] + Array(".json".utf8), [0x6E, 0xFF] + Array(".csv".utf8),
      [0x6E, 0xFF, 0x70], [0x6E, 0xFF, 0x67],
    ]
    for bytes in expected { #expect(raw.contains(bytes), "\(bytes)") }
    #expect(!raw.contains { $0.starts(with: [0x6E, 0xEF, 0xBF, 0xBD]) }, "no U+FFFD names")
    let page = try shell(#"cat "# + name + "g/index.html", in: root)
    #expect(page.status == 0 && page.output.contains("<img src=\""), "\(page.stderr)")
  }
}
