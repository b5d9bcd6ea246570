import Brickwork
import BrickworkDocument
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
    let data = Data(bytes)
    do {
      let document = try LayoutDocument(json: bytes)
      Check.same(Double(document.sections[0].items.count), Double(count), "items read")
    } catch {
      Check.fail("reading the document threw \(error)")
    }
    let reading = Measurement(runs: runs) { try? LayoutDocument(json: bytes) }
    let foundation = Measurement(runs: runs) {
      try? JSONSerialization.jsonObject(with: data)
    }
    report.emit(
      Row(
        "read a document of \(count) items", items: count, reading,
        against: "JSONSerialization (tree only)", foundation))
    note("document", bytes: bytes.count, reading, foundation)
  }

  /// Reads an item list of `count` items, against `JSONSerialization` on the same bytes.
  func itemList(count: Int) {
    let bytes = Self.itemList(items: count)
    let data = Data(bytes)
    let reading = Measurement(runs: runs) {
      try? ItemList(reading: bytes, format: .json, name: "items.json")
    }
    let foundation = Measurement(runs: runs) {
      try? JSONSerialization.jsonObject(with: data)
    }
    report.emit(
      Row(
        "read a JSON item list of \(count) items", items: count, reading,
        against: "JSONSerialization (tree only)", foundation))
    note("item list", bytes: bytes.count, reading, foundation)
  }

  private func note(_ what: String, bytes: Int, _ reading: Measurement, _ other: Measurement) {
    let megabytes = Double(bytes) / 1e6
    report.note(
      "  \(what): \(bytes) bytes; Brickwork \(Int(megabytes / (reading.nanoseconds / 1e9))) MB/s, "
        + "JSONSerialization \(Int(megabytes / (other.nanoseconds / 1e9))) MB/s")
  }
}
