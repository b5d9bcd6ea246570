import Foundation
import Testing

// Runs the binary as a `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
  /// Inputs the command line cannot read get one clear line naming the place: text in UTF-16
  /// or UTF-32 is named as such (no byte of it echoed), and a CSV header's extra columns are
  /// listed with their numbers in one line. A property list in UTF-16 or UTF-32, which XML
  /// allows, is read as its text.
  @Suite("Input messages")
  struct InputMessageTests {
    /// `text` in UTF-16 or UTF-32, with a byte-order mark or without.
    static func encoded(_ text: String, _ encoding: String.Encoding, mark: Bool) -> [UInt8] {
      let marks: [String.Encoding: [UInt8]] = [
        .utf16LittleEndian: [0xFF, 0xFE], .utf16BigEndian: [0xFE, 0xFF],
        .utf32LittleEndian: [0xFF, 0xFE, 0, 0], .utf32BigEndian: [0, 0, 0xFE, 0xFF],
      ]
      let body = Array(text.data(using: encoding) ?? Data())
      return (mark ? marks[encoding] ?? [] : []) + body
    }

    static let encodings: [(String.Encoding, String, String)] = [
      (.utf16LittleEndian, "UTF-16 (little-endian)", "UTF-16LE"),
      (.utf16BigEndian, "UTF-16 (big-endian)", "UTF-16BE"),
      (.utf32LittleEndian, "UTF-32 (little-endian)", "UTF-32LE"),
      (.utf32BigEndian, "UTF-32 (big-endian)", "UTF-32BE"),
    ]

    @Test func aWideUnicodeDocumentIsNamedAsSuch() throws {
      for (encoding, name, iconv) in Self.encodings {
        for mark in [true, false] {
          let bytes = Self.encoded(#"{"width": 375, "sections": []}"#, encoding, mark: mark)
          let run = try Brickwork.run(["layout", "-"], stdin: bytes)
          #expect(run.status == 1)
          #expect(
            run.errorLines == [
              "document: line 1, column 1: the text is \(name), not UTF-8: convert it "
                + "(iconv -f \(iconv) -t UTF-8)"
            ], "\(name), mark \(mark)")
        }
      }
    }

    @Test func wideUnicodeItemListsAreNamedAsSuch() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let lists = [
        ("list.csv", "width,height\n1,2\n"), ("list.json", #"[{"width": 1, "height": 2}]"#),
      ]
      for (file, text) in lists {
        try Data(Self.encoded(text, .utf16LittleEndian, mark: true)).write(
          to: directory.appendingPathComponent(file))
        let run = try Brickwork.run(["layout", "--items", file], in: directory)
        #expect(run.status == 1)
        let place = file.hasSuffix(".csv") ? "list.csv: " : "list.json: line 1, column 1: "
        #expect(
          run.errorLines == [
            place + "the text is UTF-16 (little-endian), not UTF-8: convert it "
              + "(iconv -f UTF-16LE -t UTF-8)"
          ])
      }
    }

    @Test func aWideUnicodePropertyListIsReadAsItsText() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let text =
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
        + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"
        + #"<plist version="1.0"><array><dict><key>w</key><integer>640</integer>"#
        + #"<key>h</key><integer>480</integer><key>img</key><string>café 猫 🐈</string>"#
        + "</dict></array></plist>\n"
      let list = directory.appendingPathComponent("list.plist")
      try Data(text.utf8).write(to: list)
      let arguments = ["layout", "--items", "list.plist", "--format", "html"]
      let expected = try Brickwork.run(arguments, in: directory)
      #expect(expected.status == 0)
      #expect(expected.output.contains("café 猫 🐈"))
      for (encoding, name, _) in Self.encodings {
        for mark in [true, false] {
          let declared = text.replacingOccurrences(of: "UTF-8", with: String(name.prefix(6)))
          try Data(Self.encoded(declared, encoding, mark: mark)).write(to: list)
          let run = try Brickwork.run(arguments, in: directory)
          #expect(run.status == 0, "\(name), mark \(mark): \(run.errorLines)")
          #expect(run.stdout == expected.stdout, "\(name), mark \(mark)")
        }
      }
      // Text that is not valid in its encoding: an odd byte, a lone surrogate.
      let wide = Self.encoded(text, .utf16LittleEndian, mark: true)
      for bytes in [wide + [0x0A], wide + [0x00, 0xD8, 0x0A, 0x00]] {
        try Data(bytes).write(to: list)
        let run = try Brickwork.run(arguments, in: directory)
        #expect(run.status == 1)
        #expect(
          run.errorLines == [
            "list.plist: the text looks like UTF-16 (little-endian) but is not valid in it (an "
              + "incomplete code unit, a lone surrogate or a code point past U+10FFFF); save it "
              + "as UTF-8"
          ])
      }
    }

    @Test func extraCSVColumnsAreIgnoredWithOneNoteNamingThem() throws {
      let directory = try Brickwork.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let notes: [([UInt8], [String])] = [
        (
          Array("width,height,foo,bar,baz\n1,2,3,4,5\n".utf8),
          [
            #"list.csv:1: 3 columns ignored: column 3 "foo", column 4 "bar", column 5 "baz" "#
              + "(read: width, height, label)"
          ]
        ),
        (
          Array("Width,size,height\n1,2,3\n".utf8),
          [#"list.csv:1: ignored column 2 "size" (read: width, height, label)"#]
        ),
        (
          Array(
            ("width,height," + (3...1_000).map { "c\($0)" }.joined(separator: ",") + "\n").utf8),
          [
            #"list.csv:1: 998 columns ignored: column 3 "c3", column 4 "c4", column 5 "c5", "#
              + #"column 6 "c6", column 7 "c7" and 993 more (read: width, height, label)"#
          ]
        ),
        // A field of binary junk is never echoed.
        (
          Array("width,height,".utf8) + [0x01, 0xFF, 0xFE, 0x00, 0x7F, 0x0A],
          ["list.csv:1: ignored column 3 (not text) (read: width, height, label)"]
        ),
      ]
      for (bytes, expected) in notes {
        try Data(bytes).write(to: directory.appendingPathComponent("list.csv"))
        let run = try Brickwork.run(["layout", "--items", "list.csv"], in: directory)
        #expect(run.status == 0)
        #expect(run.errorLines == expected)
        let quiet = try Brickwork.run(["layout", "--items", "list.csv", "-q"], in: directory)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
      }
      // A required column missing, or a duplicate, stays an error; the extra columns then go
      // unmentioned.
      let errors: [(String, [String])] = [
        (
          "a,b\n1,2\n",
          [
            "list.csv:1: missing columns 'width' and 'height' "
              + "(the header row needs width and height)"
          ]
        ),
        ("w,h,x,width\n1,2,3,4\n", ["list.csv:1: duplicate column 'width' (columns 1 and 4)"]),
      ]
      for (text, expected) in errors {
        try Data(text.utf8).write(to: directory.appendingPathComponent("list.csv"))
        let run = try Brickwork.run(["layout", "--items", "list.csv"], in: directory)
        #expect(run.status == 1)
        #expect(run.errorLines == expected)
      }
    }
  }
#endif
