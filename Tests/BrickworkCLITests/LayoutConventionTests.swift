import BrickworkTestSupport
import Foundation
import Testing

// Runs the binary as a `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// The command line's conventions: short help alone, short flags, the terminal hint, the
  /// size names every item list accepts, the `;` hint, no input byte echoed, the input limit
  /// documented and the completion scripts.
  @Suite("Command-line conventions")
  struct LayoutConventionTests {
    static let document =
      #"{"width":100,"sections":[{"layout":"flow","items":[{"width":10,"height":10}]}]}"#

    @Test func brickworkAlonePrintsTheShortHelpOnStandardErrorWithStatus2() throws {
      let run = try Brickwork.run([])
      #expect(run.status == 2)
      #expect(run.stdout.isEmpty)
      #expect(run.errorLines.first == "Usage: brickwork COMMAND [ARGUMENTS]")
      #expect(run.stderr.contains("layout, gallery, demo, playground, completion, help"))
      #expect(run.errorLines.count <= 4)
      #expect(!run.stderr.contains("Exit status"))
    }

    @Test func shortFlagsAreTheLongOptions() throws {
      let version = try Brickwork.run(["-V"])
      #expect(version.status == 0 && version.output == "brickwork 0.1.0\n")
      #expect(try Brickwork.run(["--version"]).output == version.output)
      #expect(try Brickwork.run(["-h"]).output == (try Brickwork.run(["--help"])).output)
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try Data(Self.document.utf8).write(to: directory.appendingPathComponent("doc.json"))
      let short = try Brickwork.run(
        ["layout", "doc.json", "-o", "short.svg", "--format", "svg", "-q"], in: directory)
      let long = try Brickwork.run(
        ["layout", "doc.json", "--output", "long.svg", "--format", "svg", "--quiet"],
        in: directory)
      #expect(short.status == 0 && long.status == 0)
      let written = try Data(contentsOf: directory.appendingPathComponent("short.svg"))
      #expect(written == (try Data(contentsOf: directory.appendingPathComponent("long.svg"))))
      #expect(!written.isEmpty)
      // A short flag a command does not take is refused by its long name.
      let refused = try Brickwork.run(["demo", "-q"], in: directory)
      #expect(refused.status == 2)
      #expect(refused.stderr.contains("unknown option '--quiet'"))
    }

    @Test func aTerminalOnStandardInputGetsAHint() throws {
      // util-linux's `script` gives the command a terminal; it reads this process's (empty)
      // input. (The BSD `script` of macOS takes other flags.)
      #if !os(Linux)
        return
      #endif
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
      let command = "'\(Brickwork.binary.path)' layout"
      let run = try Brickwork.run(
        ["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
      let text = run.output + run.stderr
      #expect(text.contains("reading a layout document from standard input (end it with Ctrl-D)"))
      // Not on a pipe, not with -q, and not with FILE '-'.
      for arguments in [["layout"], ["layout", "-"]] {
        let piped = try Brickwork.run(arguments, stdin: Self.document)
        #expect(piped.status == 0 && piped.stderr.isEmpty)
      }
      let quiet = try Brickwork.run(
        ["-qec", command + " -q", "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
      #expect(!(quiet.output + quiet.stderr).contains("reading a layout document"))
    }

    @Test func everyItemListTakesTheShortAndLongSizeNames() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      func plist(_ width: String, _ height: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array>
        <dict><key>\(width)</key><integer>300</integer><key>\(height)</key><integer>200</integer></dict>
        <dict><key>\(width)</key><integer>100</integer><key>\(height)</key><integer>400</integer></dict>
        </array></plist>
        """
      }
      let lists: [(String, String)] = [
        ("json", #"[{"width":300,"height":200},{"width":100,"height":400}]"#),
        ("json", #"[{"w":300,"h":200},{"w":100,"height":400}]"#),
        ("csv", "width,height\n300,200\n100,400\n"),
        ("csv", "W,h\n300,200\n100,400\n"),
        ("plist", plist("w", "h")),
        ("plist", plist("width", "height")),
      ]
      var outputs: Set<[UInt8]> = []
      for (index, (format, text)) in lists.enumerated() {
        let name = "list\(index).\(format)"
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        let run = try Brickwork.run(["layout", "--items", name], in: directory)
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(run.stderr.isEmpty)
        outputs.insert(run.stdout)
      }
      #expect(outputs.count == 1)
      // Both names of one size are one value given twice.
      try Data(#"[{"w":3,"width":3,"h":2}]"#.utf8).write(
        to: directory.appendingPathComponent("twice.json"))
      let twice = try Brickwork.run(["layout", "--items", "twice.json"], in: directory)
      #expect(twice.status == 1)
      #expect(
        twice.errorLines == ["twice.json: [0].width: given twice (width and w name the same value)"]
      )
    }

    @Test func aSemicolonSeparatedCSVGetsAHint() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try Data("width;height\n300;200\n".utf8).write(
        to: directory.appendingPathComponent("list.csv"))
      let run = try Brickwork.run(["layout", "--items", "list.csv"], in: directory)
      #expect(run.status == 1)
      #expect(
        run.errorLines == [
          "list.csv:1: missing columns 'width' and 'height' (the header row needs width and "
            + "height); the file seems to use ';' as separator: fields are separated by ',' "
            + "(RFC 4180), with '.' as the decimal point"
        ])
    }

    @Test func binaryJunkIsNeverEchoed() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      var state: UInt64 = 47
      func junk(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return UInt8(truncatingIfNeeded: state >> 56)
        }
      }
      // Junk alone, and junk where each reader quotes what it read: a CSV header field, a
      // JSON key, a plist key, a document key, a file name.
      let inputs: [(String, [UInt8])] = [
        ("a.csv", junk(300)), ("b.json", junk(300)), ("c.plist", junk(300)),
        ("d.csv", Array("width,height,".utf8) + junk(40) + [0x0A, 0x31, 0x2C, 0x32]),
        ("e.json", Array(#"[{"w":1,"h":1,""#.utf8) + junk(40) + Array(#"":1}]"#.utf8)),
        ("f.json", Array(#"{"width":1,""#.utf8) + junk(40) + Array(#"":1}"#.utf8)),
        (
          "g.plist",
          Array("<plist><array><dict><key>".utf8) + junk(40)
            + Array("</key><string>x</string></dict></array></plist>".utf8)
        ),
      ]
      for (name, bytes) in inputs {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        let runs = [
          try Brickwork.run(["layout", "--items", name], in: directory),
          try Brickwork.run(["layout", name], in: directory),
        ]
        for run in runs {
          let shown = run.stderr.unicodeScalars.filter { scalar in
            scalar != "\n"
              && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar == "\u{FFFD}")
          }
          #expect(shown.isEmpty, "\(name): \(run.stderr)")
        }
      }
    }

    @Test func aJPEGWithStrayBytesBeforeAMarkerIsReadAsLibjpegReadsIt() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let pictures = directory.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      // SOI, an APP0 segment, stray bytes (a stuffed 0xFF 0x00 among them), fill bytes, then a
      // baseline frame header of 640 × 480: libjpeg warns of the extraneous bytes and reads on.
      let app0: [UInt8] =
        [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
      let stray: [UInt8] = [0x00, 0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xFF]
      let frame: [UInt8] =
        [0xC0, 0x00, 0x11, 8, 0x01, 0xE0, 0x02, 0x80, 3] + [UInt8](repeating: 1, count: 9)
      let end: [UInt8] = [0xFF, 0xD9]
      try Data([0xFF, 0xD8] + app0 + stray + frame + end).write(
        to: pictures.appendingPathComponent("stray.jpg"))
      let run = try Brickwork.run(["gallery", "pictures", "-q"], in: directory)
      #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
      let html = try String(
        contentsOf: pictures.appendingPathComponent("index.html"), encoding: .utf8)
      #expect(html.contains(#"<img src="stray.jpg" width="640" height="480""#))
    }

    @Test func theInputLimitIsDocumented() throws {
      let help = try Brickwork.run(["help", "layout"])
      #expect(help.output.contains("read up to 512 MiB"))
      let docs = try String(contentsOf: Repository.file("docs/cli.md"), encoding: .utf8)
      #expect(docs.contains("512 MiB"))
    }
  }
#endif
