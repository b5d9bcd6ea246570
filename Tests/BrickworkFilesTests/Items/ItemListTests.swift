import Brickwork
import Foundation
import Testing

@testable import BrickworkDocument
@testable import BrickworkFiles

@Suite("Item lists")
struct ItemListTests {
  private func issues(_ text: String, _ format: ItemList.Format, name: String = "items")
    -> [String]
  {
    Self.issues(Array(text.utf8), format, name: name)
  }

  /// The issues of reading `bytes`, or none.
  static func issues(_ bytes: [UInt8], _ format: ItemList.Format, name: String) -> [String] {
    do {
      _ = try ItemList(reading: bytes, format: format, name: name)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func knowsFormatsByExtension() {
    #expect(ItemList.Format(fileName: "goods.plist") == .plist)
    #expect(ItemList.Format(fileName: "a/b.CSV") == .csv)
    #expect(ItemList.Format(fileName: "x.json") == .json)
    #expect(ItemList.Format(fileName: "x.txt") == nil)
    #expect(ItemList.Format(fileName: "plist") == nil)
  }

  @Test func readsCSVAsRFC4180() throws {
    let text =
      "\u{FEFF}Label, Width ,HEIGHT\r\n\"a, \"\"quoted\"\" <b>\",100,200\r\n\r\n"
      + "\"multi\nline\",3.5, 4e1\nplain,0,0\n,1,2"
    let list = try ItemList(reading: Array(text.utf8), format: .csv, name: "items.csv")
    #expect(
      list.sizes == [
        Size(width: 100, height: 200), Size(width: 3.5, height: 40), Size(width: 0, height: 0),
        Size(width: 1, height: 2),
      ])
    #expect(list.captions == ["a, \"quoted\" <b>", "multi\nline", "plain", ""])
    #expect(list.place(ofItem: 1) == "items.csv:4")
    #expect(list.place(ofItem: 3) == "items.csv:7")
    #expect(list.items[0] == .size(width: 100, height: 200))
  }

  @Test func namesEveryBadCSVRow() {
    #expect(
      issues(
        "width,height\n1,2\n-1,2\n3,\n4,nan\n5,inf\n6,0x10\n7\n8,9,10\n\"9\"x,1\n1\"0,2\n2e9,1\n1,2",
        .csv, name: "items.csv")
        == [
          "items.csv:3: width: must be a finite number >= 0",
          "items.csv:4: height: must be a finite number >= 0",
          "items.csv:5: height: must be a finite number >= 0",
          "items.csv:6: height: must be a finite number >= 0",
          "items.csv:7: height: must be a finite number >= 0",
          "items.csv:8: expected 2 fields (as the header row), found 1",
          "items.csv:9: expected 2 fields (as the header row), found 3",
          "items.csv:10: expected ',' or a line break after a quoted field",
          "items.csv:11: stray '\"' in an unquoted field (quote the whole field)",
          "items.csv:12: width: must be <= 1e9",
        ])
    #expect(
      issues("width,height\n1,\"2", .csv, name: "i.csv") == ["i.csv:2: unterminated quoted field"])
  }

  @Test func countsLinesEndedByCarriageReturnsAlone() {
    // Classic Mac line ends: each CR ends a line, and the bad row is named by its line.
    #expect(
      issues("width,height\r1,2\r\r3,-4\r5,6", .csv, name: "old.csv")
        == ["old.csv:4: height: must be a finite number >= 0"])
    #expect(
      issues("width,height\r\n1,2\r\n7\r\n", .csv, name: "crlf.csv")
        == ["crlf.csv:3: expected 2 fields (as the header row), found 1"])
  }

  @Test func checksTheCSVHeader() {
    #expect(
      issues("", .csv, name: "e.csv") == [
        "e.csv: empty (a header row with width,height is required)"
      ])
    #expect(
      issues("\n\n", .csv, name: "e.csv") == [
        "e.csv: empty (a header row with width,height is required)"
      ])
    #expect(
      issues("width,label\n1,a", .csv, name: "m.csv") == [
        "m.csv:1: missing column 'height' (the header row needs width and height)"
      ])
    #expect(
      issues("width,height,size,w\n1,2,3,4", .csv, name: "u.csv") == [
        "u.csv:1: duplicate column 'width' (columns 1 and 4)"
      ])
    #expect(issues("width,height", .csv, name: "h.csv").isEmpty)
  }

  private func plist(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <array>
    \(entries)
    </array>
    </plist>
    """
  }

  @Test func readsTheImageFeedPropertyList() throws {
    let text = plist(
      """
      <dict><key>h</key><string>700</string><key>img</key><string>a&lt;b.jpg</string>
      <key>price</key><string>89.00</string><key>w</key><string>500</string><key>id</key><integer>7</integer></dict>
      <dict><key>h</key><integer>300</integer><key>w</key><real>400.5</real><key>price</key><real>12</real></dict>
      """)
    let list = try ItemList(reading: Array(text.utf8), format: .plist, name: "goods.plist")
    #expect(list.sizes == [Size(width: 500, height: 700), Size(width: 400.5, height: 300)])
    #expect(list.captions == ["a<b.jpg · 89.00", "12"])
    #expect(list.place(ofItem: 1) == "goods.plist: [1]")
  }

  @Test func readsBinaryPropertyLists() throws {
    let entries: [[String: Any]] = [["w": 640, "h": 480.5, "img": "x.png"], ["w": "3", "h": "4"]]
    let data = try PropertyListSerialization.data(
      fromPropertyList: entries, format: .binary, options: 0)
    let list = try ItemList(reading: Array(data), format: .plist, name: "b.plist")
    #expect(list.sizes == [Size(width: 640, height: 480.5), Size(width: 3, height: 4)])
    #expect(list.captions == ["x.png", ""])
  }

  @Test func namesEveryBadPropertyListEntry() {
    let text = plist(
      """
      <dict><key>h</key><true/><key>w</key><integer>-3</integer></dict>
      <dict><key>w</key><integer>3</integer></dict>
      <string>x</string>
      <dict><key>w</key><string>abc</string><key>h</key><real>2</real><key>img</key><array/></dict>
      """)
    #expect(
      issues(text, .plist, name: "g.plist") == [
        "g.plist: [0].w: must be a finite number >= 0",
        "g.plist: [0].h: must be a finite number >= 0 (found a boolean)",
        "g.plist: [1].h: required (the image's pixel size)",
        "g.plist: [2]: must be a dictionary (found a string)",
        "g.plist: [3].w: must be a finite number >= 0 (found a string)",
        "g.plist: [3].img: must be a string or a number (found an array)",
      ])
    let truncated = String(plist("<dict><key>w</key><integer>3</integer></dict>").prefix(200))
    #expect(
      issues(truncated, .plist, name: "t.plist") == [
        "t.plist: not a property list (malformed or truncated)"
      ])
    #expect(
      Self.issues(Array(repeating: 0xFF, count: 40), .plist, name: "z.plist") == [
        "z.plist: not a property list (malformed or truncated)"
      ])
    #expect(
      issues(
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>", .plist, name: "d.plist")
        == ["d.plist: must be an array of dictionaries (found a dictionary)"])
  }

  @Test func readsJSONArrays() throws {
    let list = try ItemList(
      reading: Array(
        #"[{"width": 3, "height": 4, "label": "<x>"}, {"height": 1, "width": 2}]"#.utf8),
      format: .json, name: "i.json")
    #expect(list.sizes == [Size(width: 3, height: 4), Size(width: 2, height: 1)])
    #expect(list.captions == ["<x>", ""])
    #expect(
      issues(
        #"[{"width": -3, "height": 4, "label": 3}, 5, {"width": 1, "lable": "a"}]"#, .json,
        name: "i.json") == [
          "i.json: [0].width: must be a finite number >= 0",
          "i.json: [0].label: must be a string (found a number)",
          "i.json: [1]: must be an object (found a number)",
          "i.json: [2].lable: unknown key (allowed: width, height, label)",
          "i.json: [2].height: required (a finite number >= 0)",
        ])
    #expect(
      issues("{}", .json, name: "o.json") == ["o.json: must be an array of items (found an object)"]
    )
    #expect(
      issues("[{\"width\": 1,", .json, name: "t.json") == [
        "t.json: [0]: line 1, column 14: expected a key in double quotes, found end of input"
      ])
  }
}
