import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// The waterfall's `tolerance` against a real browser: the random documents of
/// ``WaterfallBrowserTests`` (spans, explicit columns, full-span items, fixed and adaptive
/// columns, both axes, both directions), each given a `flow-tolerance` from 0 to more than any
/// item is long, rendered as CSS `display: grid-lanes` in headless Chromium; every box is
/// compared with Brickwork's frame, ties included: nothing is left out.
///
/// Lengths and tolerances are multiples of 1/64 px (Chromium's layout unit), so the browser's
/// running positions and their comparisons with the least plus the tolerance are exact, as
/// Brickwork's are.
///
/// Without a browser, or with one that has no grid-lanes, the test says it skipped and passes,
/// unless `BRICKWORK_REQUIRE_BROWSER=1` (as in CI), when it fails.
@Suite struct WaterfallToleranceBrowserTests {
  static let documentCount = 320
  /// The most a box may differ from Brickwork's frame, in CSS pixels.
  static let tolerance = 0.01

  /// Document `index` of the run, with a tolerance: 0, a small one, one about an item's length,
  /// or one longer than any item (then the columns fill row by row).
  static func document(index: Int, using rng: inout SeededGenerator) -> WaterfallBrowserDocument {
    var document = WaterfallBrowserDocument.random(index: index, using: &rng)
    switch index % 4 {
    case 0: document.waterfall.tolerance = 0
    case 1: document.waterfall.tolerance = WaterfallBrowserDocument.length(0...8, using: &rng)
    case 2: document.waterfall.tolerance = WaterfallBrowserDocument.length(8...120, using: &rng)
    default: document.waterfall.tolerance = WaterfallBrowserDocument.length(200...2000, using: &rng)
    }
    return document
  }

  @Test func framesMatchChromiumWithFlowTolerance() throws {
    guard let browser = Chromium.find(for: "WaterfallToleranceBrowserTests") else { return }
    var rng = SeededGenerator(seed: 0x70_1E2A)
    var documents: [WaterfallBrowserDocument] = []
    var layouts: [LayoutResult] = []
    for index in 0..<Self.documentCount {
      let document = Self.document(index: index, using: &rng)
      documents.append(document)
      layouts.append(try document.layout())
    }
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .horizontal })
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .vertical })
    let page = WaterfallBrowserDocument.page(documents.indices.map { documents[$0].html(id: $0) })
    let measured = try FlowBrowserTests.render(
      page, with: browser, name: "waterfall-tolerance", flags: [WaterfallBrowserTests.feature])
    guard measured.values.contains(where: { ($0[-2]?.minX ?? 0) > 0 }) else {
      return WaterfallBrowserTests.skip(
        because: "\(browser.executable.path) does not lay out display: grid-lanes")
    }
    var mismatches: [String] = []
    var boxes = 0
    var spanning = 0
    var explicit = 0
    var deviation = 0.0
    for (id, document) in documents.enumerated() {
      let layout = layouts[id]
      let boxesOfDocument = measured[id] ?? [:]
      guard boxesOfDocument.count == document.items.count + 2 else {
        mismatches.append("document \(id): \(boxesOfDocument.count - 2) boxes in Chromium")
        continue
      }
      let cssWidth = boxesOfDocument[-1]?.width ?? 0
      var compared: [(Rect, Rect, String)] = []
      for item in document.items.indices {
        guard let frame = layout.frame(ofItem: item, inSection: 0), let box = boxesOfDocument[item]
        else {
          mismatches.append("document \(id) item \(item): no frame")
          continue
        }
        compared.append(
          (
            document.canonical(box, contentWidth: cssWidth),
            document.canonical(frame, contentWidth: layout.contentSize.width),
            "document \(id) item \(item)"
          ))
        if document.span(ofItem: item) > 1 { spanning += 1 }
        if document.items[item].column != nil { explicit += 1 }
      }
      if let box = boxesOfDocument[-1] {
        compared.append((box, Rect(origin: .zero, size: layout.contentSize), "document \(id)"))
      }
      for (box, frame, place) in compared {
        let difference = max(
          abs(box.minX - frame.minX), abs(box.minY - frame.minY),
          abs(box.width - frame.width), abs(box.height - frame.height))
        deviation = max(deviation, difference)
        boxes += 1
        if difference > Self.tolerance {
          mismatches.append(
            "\(place): Chromium \(FlowBrowserTests.text(box)), Brickwork"
              + " \(FlowBrowserTests.text(frame)); tolerance \(document.waterfall.tolerance ?? -1),"
              + " \(document.summary)")
        }
      }
    }
    print(
      "WaterfallToleranceBrowserTests: compared \(boxes) boxes (\(spanning) spanning items,"
        + " \(explicit) explicit columns) of \(documents.count) grid-lanes documents with"
        + " flow-tolerance in \(browser.executable.lastPathComponent), none left out; greatest deviation"
        + " \(deviation) px; \(mismatches.count) mismatches")
    #expect(boxes > 4000)
    #expect(spanning > 500)
    #expect(explicit > 100)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
  }
}
