import Brickwork
import BrickworkDocument
import BrickworkFiles
import Foundation

/// Reading layout documents: the bytes of a 1,000,000-item waterfall document (27 MB, built in
/// memory) into a `LayoutDocument` with its items, against Foundation's `JSONSerialization`
/// parsing the same bytes into its tree, in the same run.
struct DocumentReadWorkloads {
  let runs: Int
  let report: Report

  /// The bytes of a waterfall document of `count` items, `{"width":168,"height":391}` each.
  static func document(items count: Int) -> [UInt8] {
    var text = #"{"width":375,"sections":[{"layout":"waterfall","columns":3,"columnSpacing":8,"#
    text += #""itemSpacing":8,"items":["#
    let heights = Inputs.heights(count)
    for (index, height) in heights.enumerated() {
      if index > 0 { text += "," }
      text += #"{"width":168,"height":\#(Int(height))}"#
    }
    text += "]}]}"
    return Array(text.utf8)
  }

  /// The bytes of an item list of `count` items (`brickwork layout --items list.json`).
  static func itemList(items count: Int) -> [UInt8] {
    var text = "["
    for (index, height) in Inputs.heights(count).enumerated() {
      if index > 0 { text += "," }
      text += #"{"width":168,"height":\#(Int(height)),"label":"photo \#(index)"}"#
    }
    return Array((text + "]").utf8)
  }

  /// Reads a document of `count` items, against `JSONSerialization` on the same bytes.
  func document(count: Int) {
    let bytes = Self.document(items: count)
    do {
      let document = try LayoutDocument(json: bytes)
      Check.same(Double(document.sections[0].items.count), Double(count), "items read")
    } catch {
      Check.fail("reading the document threw \(error)")
    }
    measure("a document", items: count, bytes: bytes) { try? LayoutDocument(json: bytes) }
  }

  /// Reads an item list of `count` items, against `JSONSerialization` on the same bytes.
  func itemList(count: Int) {
    let bytes = Self.itemList(items: count)
    measure("a JSON item list", items: count, bytes: bytes) {
      try? ItemList(reading: bytes, format: .json, name: "items.json")
    }
  }

  /// For profilers: reads the bench's document of `count` items `reads` times, nothing else
  /// timed (group `profile-read-document`).
  static func profile(count: Int, reads: Int) {
    let bytes = document(items: count)
    var items = 0
    for _ in 0..<reads {
      items += (try? LayoutDocument(json: bytes))?.sections[0].items.count ?? 0
    }
    Check.same(Double(items), Double(count * reads), "items read")
  }

  /// Times `read` of `bytes` and Foundation's tree of the same bytes, with MB/s in a note.
  private func measure<Value>(
    _ what: String, items count: Int, bytes: [UInt8], _ read: () -> Value
  ) {
    let data = Data(bytes)
    let reading = Measurement(runs: runs, read)
    let foundation = Measurement(runs: runs) { try? JSONSerialization.jsonObject(with: data) }
    report.emit(
      Row(
        "read \(what) of \(count) items", items: count, reading,
        against: "JSONSerialization (tree only)", foundation))
    let megabytes = Double(bytes.count) / 1e6
    report.note(
      "  \(what): \(bytes.count) bytes; Brickwork \(Int(megabytes / (reading.nanoseconds / 1e9))) "
        + "MB/s, JSONSerialization \(Int(megabytes / (foundation.nanoseconds / 1e9))) MB/s")
  }
}
