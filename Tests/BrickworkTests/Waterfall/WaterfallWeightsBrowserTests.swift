import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// The waterfall's `columnWeights` against a real browser: the random documents of
/// ``WaterfallBrowserTests`` (spans, explicit columns, full-span items, both axes, both
/// directions, with and without a `flow-tolerance`), their columns given as CSS `fr` tracks
/// (`grid-template-columns: 2fr 1fr …`, weights summing below 1 too), rendered as CSS
/// `display: grid-lanes` in headless Chromium; every box is compared with Brickwork's frame,
/// ties included, and every box of one column with the column Brickwork reports. Every
/// document has a `flow-tolerance` (0 in half of them), so that CSS and Brickwork settle exact
/// ties alike.
///
/// The weights and the width are chosen so that every track is a multiple of 1/64 px
/// (Chromium's layout unit): whole weights share a width of `sum · u`, and quarter weights
/// summing below 1 a width that is a multiple of 4/64 px.
///
/// Without a browser, or with one that has no grid-lanes, the test says it skipped and passes,
/// unless `BRICKWORK_REQUIRE_BROWSER=1` (as in CI), when it fails.
@Suite struct WaterfallWeightsBrowserTests {
  static let documentCount = 240
  /// The most a box may differ from Brickwork's frame, in CSS pixels.
  static let tolerance = 0.01

  /// Document `index` of the run: a fixed-columns document of ``WaterfallBrowserDocument``
  /// with weighted columns and a tolerance.
  static func document(index: Int, using rng: inout SeededGenerator) -> WaterfallBrowserDocument {
    // Fixed columns are every third document of the cycle.
    var document = WaterfallBrowserDocument.random(
      index: index * WaterfallBrowserDocument.Columns.allCases.count, using: &rng)
    let count = document.columnCount
    let spacing = document.waterfall.columnSpacing
    let weights: [Double]
    let free: Double
    if index % 5 == 4, count <= 3 {
      // Quarters summing below 1: the tracks share only that part of the width.
      weights = (0..<count).map { _ in
        [0.25, 0.25, 0.5][Int.random(in: 0..<(4 - count), using: &rng)]
      }
      free = 4 * WaterfallBrowserDocument.length(10...60, using: &rng)
    } else {
      weights = (0..<count).map { _ in Double(Int.random(in: 1...4, using: &rng)) }
      free = weights.reduce(0, +) * WaterfallBrowserDocument.length(6...40, using: &rng)
    }
    var waterfall = WaterfallLayout(
      columnWeights: weights, columnSpacing: spacing, itemSpacing: document.waterfall.itemSpacing)
    // A tolerance, 0 in half the documents: CSS placement to the last tie (without one, ties
    // part as for equal columns, which ``WaterfallBrowserTests`` follows up to the first).
    waterfall.tolerance = index % 2 == 0 ? 0 : WaterfallBrowserDocument.length(0...60, using: &rng)
    document.waterfall = waterfall
    document.weights = weights
    document.crossExtent = document.insets.horizontal + free + Double(count - 1) * spacing
    return document
  }

  @Test func framesMatchChromiumWithFrTracks() throws {
    guard let browser = Chromium.find(for: "WaterfallWeightsBrowserTests") else { return }
    var rng = SeededGenerator(seed: 0xF4_B0E5)
    var documents: [WaterfallBrowserDocument] = []
    var layouts: [LayoutResult] = []
    for index in 0..<Self.documentCount {
      let document = Self.document(index: index, using: &rng)
      documents.append(document)
      layouts.append(try document.layout())
    }
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .horizontal })
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .vertical })
    #expect(documents.contains { ($0.weights ?? []).reduce(0, +) < 1 })
    let page = WaterfallBrowserDocument.page(documents.indices.map { documents[$0].html(id: $0) })
    let measured = try FlowBrowserTests.render(
      page, with: browser, name: "waterfall-weights", flags: [WaterfallBrowserTests.feature])
    guard measured.values.contains(where: { ($0[-2]?.minX ?? 0) > 0 }) else {
      return WaterfallBrowserTests.skip(
        because: "\(browser.executable.path) does not lay out display: grid-lanes")
    }
    var mismatches: [String] = []
    var boxes = 0
    var spanning = 0
    var tracks = 0
    var deviation = 0.0
    for (id, document) in documents.enumerated() {
      let layout = layouts[id]
      let boxesOfDocument = measured[id] ?? [:]
      guard boxesOfDocument.count == document.items.count + 2 else {
        mismatches.append("document \(id): \(boxesOfDocument.count - 2) boxes in Chromium")
        continue
      }
      let cssWidth = boxesOfDocument[-1]?.width ?? 0
      let columns = layout.columnTracks(inSection: 0)
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
        // A box of one column lies on the column Brickwork reports.
        if document.span(ofItem: item) == 1, document.columnCount > 1,
          let lane = layout.column(ofItem: item, inSection: 0)
        {
          let track = columns[lane]
          let (x, width) =
            document.axis == .vertical ? (box.minX, box.width) : (box.minY, box.height)
          // The browser's box is relative to its container; the layout's content starts at 0.
          if max(abs(x - track.x), abs(width - track.width)) > Self.tolerance {
            mismatches.append(
              "document \(id) item \(item): Chromium's column \(x) \(width), Brickwork's \(track)")
          }
          tracks += 1
        }
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
              + " \(FlowBrowserTests.text(frame)); weights \(document.weights ?? []),"
              + " tolerance \(document.waterfall.tolerance ?? -1), \(document.summary)")
        }
      }
    }
    print(
      "WaterfallWeightsBrowserTests: compared \(boxes) boxes (\(spanning) spanning items,"
        + " \(tracks) against their column) of \(documents.count) grid-lanes documents with fr"
        + " tracks in \(browser.executable.lastPathComponent), none left out; greatest deviation"
        + " \(deviation) px; \(mismatches.count) mismatches")
    #expect(boxes > 3000)
    #expect(spanning > 300)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
  }
}
