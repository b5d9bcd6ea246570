import Brickwork
import Foundation
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

/// Regressions for defects of the item-list readers and the writers found by hostile inputs.
@Suite("Reader and writer defects")
struct ReaderDefectTests {
  /// The issues of reading `bytes`, or none.
  private func issues(_ bytes: [UInt8], _ format: ItemList.Format, name: String) -> [String] {
    ItemListTests.issues(bytes, format, name: name)
  }

  @Test func propertyListIntegersZeroAndOneAreNumbers() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array>
      <dict><key>w</key><integer>0</integer><key>h</key><integer>1</integer><key>price</key><integer>1</integer></dict>
      <dict><key>w</key><integer>1</integer><key>h</key><real>0</real></dict>
      </array></plist>
      """
    let fromXML = try ItemList(reading: Array(xml.utf8), format: .plist, name: "x.plist")
    #expect(fromXML.sizes == [Size(width: 0, height: 1), Size(width: 1, height: 0)])
    #expect(fromXML.captions == ["1", ""])
    // The same list as a binary property list (written by Python's plistlib).
    let binary: [UInt8] = [
      0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xA2, 0x01, 0x07, 0xD3, 0x02, 0x03, 0x04,
      0x05, 0x05, 0x06, 0x51, 0x68, 0x55, 0x70, 0x72, 0x69, 0x63, 0x65, 0x51, 0x77, 0x10, 0x01,
      0x10, 0x00, 0xD2, 0x02, 0x04, 0x06, 0x05, 0x08, 0x0B, 0x12, 0x14, 0x1A, 0x1C, 0x1E, 0x20,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x25,
    ]
    let fromBinary = try ItemList(reading: binary, format: .plist, name: "b.plist")
    #expect(fromBinary.sizes == fromXML.sizes)
    #expect(fromBinary.captions == fromXML.captions)
  }

  @Test func propertyListBooleansAreStillNotNumbers() {
    let xml = """
      <plist version="1.0"><array><dict><key>w</key><true/><key>h</key><integer>1</integer></dict>
      </array></plist>
      """
    #expect(
      issues(Array(xml.utf8), .plist, name: "x.plist") == [
        "x.plist: [0].w: must be a finite number >= 0 (found a boolean)"
      ])
    let binary: [UInt8] = [
      0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xA1, 0x01, 0xD2, 0x02, 0x03, 0x04, 0x05,
      0x51, 0x68, 0x51, 0x77, 0x10, 0x01, 0x09, 0x08, 0x0A, 0x0F, 0x11, 0x13, 0x15, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x16,
    ]
    #expect(
      issues(binary, .plist, name: "b.plist") == [
        "b.plist: [0].w: must be a finite number >= 0 (found a boolean)"
      ])
  }

  @Test func malformedBinaryPropertyListsAreRefusedNotCrashed() {
    // An empty array: the object, the offset table, the trailer (offset and reference sizes
    // 1, one object, the top one 0, the table at 9).
    let empty: [UInt8] =
      Array("bplist00".utf8) + [0xA0, 0x08] + [0, 0, 0, 0, 0, 0, 1, 1]
      + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 9]
    #expect(issues(empty, .plist, name: "e.plist") == [])
    // Every truncation that still starts `bplist` is refused cleanly (shorter ones are read as
    // text: `bpli` is an OpenStep string).
    for count in 6..<empty.count {
      #expect(
        issues(Array(empty.prefix(count)), .plist, name: "t.plist") == [
          "t.plist: not a property list (malformed or truncated)"
        ])
    }
    // Every value of every byte gives a list or a clean error.
    for index in empty.indices {
      for value in [0x00, 0x01, 0x0F, 0x7F, 0x80, 0xFF] as [UInt8] {
        var corrupt = empty
        corrupt[index] = value
        _ = issues(corrupt, .plist, name: "c.plist")
      }
    }
    // An array that contains itself: the nesting cap stops it.
    var cycle: [UInt8] = Array("bplist00".utf8) + [0xA1, 0x00]
    cycle += [0x08] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1]
    cycle += [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
    #expect(
      issues(cycle, .plist, name: "c.plist") == [
        "c.plist: not a property list (malformed or truncated)"
      ])
  }

  @Test func deeplyNestedXMLPropertyListsAreRefused() {
    let depth = 100_000
    let xml =
      "<plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(
      issues(Array(xml.utf8), .plist, name: "d.plist") == [
        "d.plist: not a property list (malformed or truncated)"
      ])
  }

  @Test func aLoneCarriageReturnInAQuotedFieldCountsAsOneLine() {
    for lineEnd in ["\r", "\n", "\r\n"] {
      let csv = "label,width,height\n\"a\(lineEnd)b\",1,2\nbad,-1,2\n"
      #expect(
        issues(Array(csv.utf8), .csv, name: "x.csv") == [
          "x.csv:4: width: must be a finite number >= 0"
        ], "line end \(Array(lineEnd.utf8))")
    }
  }

  @Test func aLineOfSpacesIsBlank() throws {
    let csv = "width,height\n   \n1,2\n \t \r\n3,4\n  "
    let list = try ItemList(reading: Array(csv.utf8), format: .csv, name: "s.csv")
    #expect(list.sizes == [Size(width: 1, height: 2), Size(width: 3, height: 4)])
    #expect(list.place(ofItem: 1) == "s.csv:5")
    #expect(
      issues(Array("width,height\n  \n-1,2\n".utf8), .csv, name: "s.csv") == [
        "s.csv:3: width: must be a finite number >= 0"
      ])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func writersRefuseNonFiniteNumbers(_ value: Double) throws {
    var buffer = TextBuffer(output: [UInt8]())
    buffer.append("x=")
    buffer.append(number: value)
    buffer.append(" y=")
    buffer.append(number: 1)
    let failure = try #require(throws: WriteFailure<Never>.self) { try buffer.flush() }
    guard case .nonFiniteNumber(let error) = failure else {
      Issue.record("not a non-finite number: \(failure)")
      return
    }
    #expect(error.value.isNaN ? value.isNaN : error.value == value)
    #expect(buffer.output.isEmpty)
    #expect(
      NonFiniteNumberError(value: .infinity).description
        == "a number to write is not finite (inf)")
  }
}
