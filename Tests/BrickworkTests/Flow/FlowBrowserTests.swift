import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// The flow against a real browser: seeded random flow documents rendered as CSS flexbox in
/// headless Chromium, every box read back and compared with Brickwork's frames.
///
/// Chromium lays out in units of 1/64 px. The documents' lengths are all multiples of 1/64, so
/// the browser holds every input exactly; what it derives (a line's or an item's share of free
/// space, a centring offset) it rounds to its unit, once for the line and once for the item
/// within it. So each edge and size may differ by two units, 1/32 pt, and no more.
///
/// Without a browser the test says it skipped and passes, unless `BRICKWORK_REQUIRE_BROWSER=1`
/// (as in CI), when it fails.
@Suite struct FlowBrowserTests {
  static let documentCount = 240
  static let tolerance = 2.0 / 64 + 1e-9

  @Test func framesMatchChromium() throws {
    guard let browser = Chromium.find(for: "FlowBrowserTests") else { return }

    var rng = SeededGenerator(seed: 0xF10E_B00C)
    var documents: [FlowBrowserDocument] = []
    var layouts: [LayoutResult] = []
    var containers: [String] = []
    for index in 0..<Self.documentCount {
      let document = FlowBrowserDocument.random(index: index, using: &rng)
      let layout = try document.layout()
      let visible = layout.hiddenItems(inSection: 0).lowerBound
      containers.append(
        document.html(
          id: index, visibleCount: visible, hasBadge: layout.moreBadge(inSection: 0) != nil))
      documents.append(document)
      layouts.append(layout)
    }
    expectCoverage(documents, layouts)

    let measured = try Self.render(FlowBrowserDocument.page(containers), with: browser)
    var boxes = 0
    var deviation = 0.0
    var mismatches: [String] = []
    for (index, layout) in layouts.enumerated() {
      let boxesOfDocument = measured[index] ?? [:]
      var expected: [(Int, Rect)] = [(-1, Rect(origin: .zero, size: layout.contentSize))]
      let visible = layout.hiddenItems(inSection: 0).lowerBound
      for item in 0..<visible {
        if let frame = layout.frame(ofItem: item, inSection: 0) { expected.append((item, frame)) }
      }
      if let badge = layout.moreBadge(inSection: 0) { expected.append((visible, badge.frame)) }
      if boxesOfDocument.count != expected.count {
        mismatches.append(
          "document \(index): \(boxesOfDocument.count) boxes in Chromium, \(expected.count) expected"
        )
      }
      for (child, frame) in expected {
        guard let box = boxesOfDocument[child] else { continue }
        let difference = max(
          abs(box.minX - frame.minX), abs(box.minY - frame.minY),
          abs(box.width - frame.width), abs(box.height - frame.height))
        deviation = max(deviation, difference)
        boxes += 1
        if difference > Self.tolerance {
          mismatches.append(
            "document \(index) box \(child): Chromium \(Self.text(box)), Brickwork"
              + " \(Self.text(frame)); \(documents[index].summary)")
        }
      }
    }
    let badges = layouts.filter { $0.moreBadge(inSection: 0) != nil }.count
    let cut = layouts.filter { !$0.hiddenItems(inSection: 0).isEmpty }.count
    print(
      "FlowBrowserTests: compared \(layouts.count) flow documents (\(cut) cut by height or"
        + " maxLines, \(badges) with a badge), \(boxes) boxes (containers, items, badges) with"
        + " \(browser.executable.lastPathComponent); greatest deviation \(deviation) pt (allowed 1/32);"
        + " \(mismatches.count) mismatches")
    #expect(boxes > 1000)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// A frame in short.
  static func text(_ rect: Rect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
  }

  /// The run covers every mode the browser can check.
  private func expectCoverage(_ documents: [FlowBrowserDocument], _ layouts: [LayoutResult]) {
    let flows = documents.map(\.flow)
    #expect(Set(flows.map(\.justify)).count == 6)
    #expect(Set(flows.map(\.alignItems)).count == 5)
    #expect(Set(flows.filter { $0.height > 0 }.map(\.alignContent)).count == 7)
    #expect(documents.contains { $0.direction == .rightToLeft })
    #expect(documents.contains { $0.items.contains { $0.baseline != nil } })
    #expect(documents.filter { $0.items.dropFirst().contains(where: \.startsLine) }.count > 40)
    #expect(layouts.contains { $0.moreBadge(inSection: 0) != nil })
    #expect(layouts.contains { !$0.hiddenItems(inSection: 0).isEmpty })
  }

  /// Renders `page` once in headless Chromium, with extra command-line `flags`, and returns,
  /// per document, the boxes its script measured, by child (-1 for the container). Each `name`
  /// gets its own directory and browser profile, so checks can run at the same time.
  static func render(
    _ page: String, with browser: Chromium, name: String = "flow", flags: [String] = []
  ) throws -> [Int: [Int: Rect]] {
    let output = try browser.output(ofHTML: page, name: name, flags)
    var boxes: [Int: [Int: Rect]] = [:]
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 6 else { throw Chromium.Failed(description: "bad line \(line)") }
      boxes[Int(fields[0]), default: [:]][Int(fields[1])] = Rect(
        x: fields[2], y: fields[3], width: fields[4], height: fields[5])
    }
    return boxes
  }
}
