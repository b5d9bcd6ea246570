import Brickwork
import BrickworkDocument
import BrickworkFiles
import Foundation
import SeededRandom

/// The writing half of `brickwork layout`: a waterfall document of `count` items (sizes 100–400
/// by 100–800 points in three columns, 27 bytes an item: 27 MB at 1,000,000) laid out, its JSON
/// frames written, against Foundation's `JSONSerialization` writing the same keys and values;
/// and the whole command in process (document bytes → decode → layout → JSON in a file).
struct DocumentWriteWorkloads {
  let runs: Int
  let report: Report
  /// The items of the document.
  let count: Int

  /// Discards what it is given but counts it: the writer's own cost, with no memory traffic.
  struct Discarding: ByteOutput {
    var count = 0
    mutating func write(_ bytes: UnsafeRawBufferPointer) { count += bytes.count }
  }

  /// The document's bytes: `{"width":375,"sections":[{"layout":"waterfall","columns":3,…`.
  static func document(count: Int) -> [UInt8] {
    var generator = SeededGenerator(seed: 7)
    var text = #"{"width":375,"sections":[{"layout":"waterfall","columns":3,"#
    text += #""columnSpacing":8,"itemSpacing":8,"items":["#
    for index in 0..<count {
      let width = Int.random(in: 100...400, using: &generator)
      let height = Int.random(in: 100...800, using: &generator)
      text += "\(index == 0 ? "" : ","){\"width\":\(width),\"height\":\(height)}"
    }
    return Array((text + "]}]}").utf8)
  }

  /// The same result as Foundation objects, its first `limit` elements: what
  /// `JSONSerialization` is given to write.
  static func foundationObject(of layout: LayoutResult, limit: Int) -> [String: Any] {
    var elements: [[String: Any]] = []
    elements.reserveCapacity(min(limit, layout.elements.count))
    for element in layout.elements.prefix(limit) {
      var object: [String: Any] = [
        "kind": "item", "section": element.section, "x": element.frame.minX,
        "y": element.frame.minY, "width": element.frame.width, "height": element.frame.height,
      ]
      if case .item(let item) = element.kind {
        object["item"] = item
        object["column"] = layout.column(ofItem: item, inSection: element.section)
      }
      elements.append(object)
    }
    return [
      "contentSize": ["width": layout.contentSize.width, "height": layout.contentSize.height],
      "columns": [layout.numberOfColumns(inSection: 0)], "elements": elements, "hidden": [Any](),
    ]
  }

  /// The elements Foundation's baseline writes (it takes a minute for a million).
  static var foundationLimit: Int { 100_000 }

  /// For profilers: the JSON of the document of `count` items written `writes` times, discarded,
  /// on the calling thread (instruction counts that do not depend on threads).
  static func profile(count: Int, writes: Int) {
    guard let layout = try? LayoutDocument(json: document(count: count)).layout() else { return }
    let writer = LayoutWriter(layout)
    for _ in 0..<writes {
      var output = Discarding()
      try? writer.write(.json, to: &output)
      blackHole(output.count)
    }
  }

  /// Writes `writer`'s JSON to `output` as `brickwork layout` does: a large layout's elements
  /// formatted in blocks on Dispatch's threads (the library starts none itself).
  static func writeAsTheCommand<Output: ByteOutput>(_ writer: LayoutWriter, to output: inout Output)
    throws(WriteFailure<Output.WriteError>)
  {
    guard writer.isLargeForBlocks else { return try writer.write(.json, to: &output) }
    try writer.writeJSON(to: &output) { count, body in
      DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
  }

  /// A path under /tmp for this run's output.
  static func temporaryPath(_ name: String) -> String {
    "/tmp/brickwork-bench-\(getpid())-\(name)"
  }

  /// Writes `layout`'s JSON to a fresh file at `path` (no flush to disk); returns the bytes.
  static func writeFile(_ layout: LayoutResult, to path: String) -> Int {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var output = FileDescriptorOutput(descriptor: descriptor)
    guard (try? Self.writeAsTheCommand(LayoutWriter(layout), to: &output)) != nil else { return 0 }
    return Int(lseek(descriptor, 0, SEEK_CUR))
  }

  /// The writing rows and the end-to-end row.
  func run() {
    let bytes = Self.document(count: count)
    guard let document = try? LayoutDocument(json: bytes), let layout = try? document.layout()
    else {
      Check.fail("document-write: the document does not lay out")
      return
    }
    var expected: [UInt8] = []
    Check.succeeds("document-write: JSON") { try LayoutWriter(layout).write(.json, to: &expected) }
    let megabytes = Double(expected.count) / 1e6
    func rate(_ measurement: Measurement) -> String {
      let perSecond = megabytes / (measurement.nanoseconds / 1e9)
      return "\((perSecond * 10).rounded() / 10) MB/s"
    }
    // Foundation takes over a minute for a million elements: its time per element is measured
    // on the first `Self.foundationLimit`, its rate on the bytes it wrote.
    let object = Self.foundationObject(of: layout, limit: Self.foundationLimit)
    let foundationItems = min(count, Self.foundationLimit)
    var foundationBytes = 0
    let foundation = Measurement(runs: min(runs, 3)) { () -> Int in
      let data = try? JSONSerialization.data(withJSONObject: object)
      foundationBytes = data?.count ?? 0
      return foundationBytes
    }
    if foundationBytes == 0 { Check.fail("document-write: JSONSerialization wrote nothing") }
    let foundationPerItem = foundation.nanoseconds / Double(foundationItems)

    // The writer as the command runs it (a large layout formatted on several threads), and on
    // the calling thread alone: each measured, checked and reported.
    func discarding(concurrently: Bool, workload: String) -> Measurement {
      let writer = LayoutWriter(layout)
      var discarded = 0
      let measurement = Measurement(runs: runs) { () -> Int in
        var output = Discarding()
        if concurrently {
          try? Self.writeAsTheCommand(writer, to: &output)
        } else {
          try? writer.write(.json, to: &output)
        }
        discarded = output.count
        return output.count
      }
      if discarded != expected.count { Check.fail("document-write: \(discarded) bytes written") }
      report.emit(
        Row(
          workload: workload, items: count, nsPerItem: measurement.nanoseconds / Double(count),
          baseline: "JSONSerialization.data", baselineNsPerItem: foundationPerItem))
      return measurement
    }
    let toMemory = discarding(
      concurrently: true, workload: "document-write: JSON frames, discarded")
    let oneThread = discarding(
      concurrently: false, workload: "document-write: JSON frames, discarded, one thread")

    let path = Self.temporaryPath("write.json")
    defer { unlink(path) }
    var written = 0
    let toFile = Measurement(runs: runs) { () -> Int in
      written = Self.writeFile(layout, to: path)
      return written
    }
    if written != expected.count { Check.fail("document-write: \(written) bytes in the file") }
    // The I/O floor: the same bytes, already made, written to the same file in 1 MB writes.
    let floor = Measurement(runs: runs) { () -> Int in
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      defer { close(descriptor) }
      var output = FileDescriptorOutput(descriptor: descriptor)
      var offset = 0
      while offset < expected.count {
        let end = min(offset + (1 << 20), expected.count)
        expected[offset..<end].withUnsafeBytes { try? output.write($0) }
        offset = end
      }
      return offset
    }
    report.emit(
      Row(
        "document-write: JSON frames to a file", items: count, toFile,
        against: "the same bytes written (I/O)", floor))
    report.note(
      "document-write: \((megabytes * 10).rounded() / 10) MB of JSON (Foundation: "
        + "\(foundationBytes / 1_000) KB for the first \(foundationItems) elements): discarded at "
        + "\(rate(toMemory)) (\(rate(oneThread)) on one thread), to a file at \(rate(toFile)) "
        + "(I/O floor \(rate(floor))); "
        + "JSONSerialization at \(Double(foundationBytes) / foundation.nanoseconds * 1e3) MB/s")
    endToEnd(bytes, path: Self.temporaryPath("layout.json"))
  }

  /// `brickwork layout DOCUMENT --output FILE` in process, from the document's bytes: decode,
  /// lay out, write atomically (flushed to disk, as the command does); against Foundation's
  /// `JSONSerialization` reading the document and writing the result's objects.
  func endToEnd(_ bytes: [UInt8], path: String) {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let folder = String(path[..<slash])
    let name = String(path[path.index(after: slash)...])
    defer { unlink(path) }
    let clock = MonotonicClock()
    var split: [(decode: Elapsed, layout: Elapsed, write: Elapsed)] = []
    let brickwork = Measurement(runs: runs) { () -> Int in
      let start = clock.now
      guard let document = try? LayoutDocument(json: bytes) else { return 0 }
      let decoded = clock.now
      guard let layout = try? document.layout() else { return 0 }
      let laidOut = clock.now
      let writer = LayoutWriter(layout, pinningHeadersAt: document.pinnedHeadersAt)
      guard
        (try? AtomicFile.write(name, in: folder, { try Self.writeAsTheCommand(writer, to: &$0) }))
          != nil
      else { return 0 }
      split.append((decoded - start, laidOut - decoded, clock.now - laidOut))
      return layout.elements.count
    }
    if split.count != runs + 1 { Check.fail("document-write: the end-to-end run failed") }
    // Foundation on the first `Self.foundationLimit` items, as above.
    let prefix = Self.document(count: min(count, Self.foundationLimit))
    guard let layout = try? LayoutDocument(json: prefix).layout() else { return }
    let object = Self.foundationObject(of: layout, limit: Self.foundationLimit)
    let data = Data(prefix)
    let foundation = Measurement(runs: min(runs, 3)) { () -> Int in
      let read = try? JSONSerialization.jsonObject(with: data)
      let written = try? JSONSerialization.data(withJSONObject: object)
      try? written?.write(to: URL(fileURLWithPath: path))
      return (written?.count ?? 0) + (read == nil ? 0 : 1)
    }
    report.emit(
      Row(
        workload: "document-write: end to end (decode, layout, write)", items: count,
        nsPerItem: brickwork.nanoseconds / Double(count),
        baseline: "JSONSerialization read + write",
        baselineNsPerItem: foundation.nanoseconds / Double(layout.elements.count)))
    func median(_ durations: [Elapsed]) -> String {
      let sorted = durations.sorted()
      let (seconds, attoseconds) = sorted[sorted.count / 2].components
      return "\(((Double(seconds) * 1e3 + Double(attoseconds) / 1e15) * 10).rounded() / 10) ms"
    }
    report.note(
      "document-write: end to end \((brickwork.nanoseconds / 1e5).rounded() / 10) ms: decode "
        + "\(median(split.map(\.decode))), layout \(median(split.map(\.layout))), write "
        + "\(median(split.map(\.write))) (atomic, flushed to disk)")
  }
}
