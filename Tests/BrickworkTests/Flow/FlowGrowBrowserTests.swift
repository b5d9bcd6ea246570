import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// Items that grow against a real browser: the random flow documents of ``FlowBrowserTests``
/// (every `justify`, `alignItems`, fixed heights, `maxLines`, the badge, right to left) with
/// grow factors, rendered as CSS flexbox with `flex: <grow> 0 <width>px` in headless Chromium.
///
/// Factors are multiples of 1/4, which Chromium's float factors hold exactly. Chromium rounds
/// each grown item's share to its layout unit (1/64 px); the tolerance is the flow test's two
/// units (1/32 pt), which every run so far stays within (about 0.02 pt at most).
@Suite struct FlowGrowBrowserTests {
  static let documentCount = 240

  @Test func grownFramesMatchChromium() throws {
    guard let browser = Chromium.find(for: "FlowGrowBrowserTests") else { return }
    var rng = SeededGenerator(seed: 0x6A0E_B00C)
    var documents: [FlowBrowserDocument] = []
    var layouts: [LayoutResult] = []
    var containers: [String] = []
    for index in 0..<Self.documentCount {
      var document = FlowBrowserDocument.random(index: index, using: &rng)
      Self.addGrowth(to: &document, using: &rng)
      let layout = try document.layout()
      let visible = layout.hiddenItems(inSection: 0).lowerBound
      containers.append(
        document.html(
          id: index, visibleCount: visible, hasBadge: layout.moreBadge(inSection: 0) != nil))
      documents.append(document)
      layouts.append(layout)
    }
    #expect(Set(documents.map(\.flow.justify)).count == 6)
    #expect(Set(documents.map(\.flow.alignItems)).count == 5)
    #expect(layouts.filter { $0.moreBadge(inSection: 0) != nil }.count > 5)
    #expect(documents.filter { $0.flow.maxLines > 0 }.count > 5)

    let measured = try FlowBrowserTests.render(
      FlowBrowserDocument.page(containers), with: browser, name: "flow-grow")
    var boxes = 0
    var grown = 0
    var deviation = 0.0
    var mismatches: [String] = []
    for (index, layout) in layouts.enumerated() {
      let document = documents[index]
      let tolerance = FlowBrowserTests.tolerance
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
        if child >= 0, child < visible, case .size(let size) = document.items[child].sizing,
          frame.width > size.width + 1e-9
        {
          grown += 1
        }
        if difference > tolerance {
          mismatches.append(
            "document \(index) box \(child): Chromium \(FlowBrowserTests.text(box)), Brickwork"
              + " \(FlowBrowserTests.text(frame)); \(document.summary), itemGrow"
              + " \(document.flow.itemGrow), grow \(document.items.map { $0.grow ?? -1 })")
        }
      }
    }
    print(
      "FlowGrowBrowserTests: compared \(layouts.count) flow documents, \(boxes) boxes"
        + " (\(grown) items grown) with \(browser.executable.lastPathComponent); greatest"
        + " deviation \(deviation) pt; \(mismatches.count) mismatches")
    #expect(grown > 500)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// Grow factors for a document: a section factor, the items' own, or both.
  static func addGrowth(to document: inout FlowBrowserDocument, using rng: inout SeededGenerator) {
    func factor() -> Double { Double(Int.random(in: 0...12, using: &rng)) / 4 }
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: document.flow.itemGrow = factor()
    case 1:
      for index in document.items.indices where Bool.random(using: &rng) {
        document.items[index].grow = factor()
      }
    default:
      document.flow.itemGrow = factor()
      for index in document.items.indices where Int.random(in: 0..<3, using: &rng) == 0 {
        document.items[index].grow = factor()
      }
    }
  }
}
