import Brickwork
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// The waterfall against a real browser: seeded random waterfall documents (spans, explicit
/// columns, full-span items, fixed, adaptive and capped adaptive columns, spacing, insets, both
/// axes, both directions) rendered as CSS `display: grid-lanes` in headless Chromium, every box read back
/// and compared with Brickwork's frames, and every container's column count with Brickwork's.
///
/// Chromium enables grid-lanes with `--enable-blink-features=CSSGridLanesLayout`; the page sets
/// `flow-tolerance: 0`, so only exactly equal running positions tie. Every length and column
/// width is a multiple of 1/64 px (Chromium's layout unit) and CSS derives nothing from them
/// that it must round, so every edge must agree exactly (to 1e-9, for the decimal text).
///
/// Exact ties are where CSS and Brickwork may part (see ``WaterfallBrowserTies``): a document is
/// compared up to its first tie the two rules settle differently (where Chromium's column must
/// be the one the modelled cursor rule picks), and the run counts what it compared.
///
/// Without a browser, or with one that has no grid-lanes, the test says it skipped and passes,
/// unless `BRICKWORK_REQUIRE_BROWSER=1` (as in CI), when it fails.
@Suite struct WaterfallBrowserTests {
  static let documentCount = 300
  static let tolerance = 1e-9
  /// The Blink feature that turns on `display: grid-lanes`.
  static let feature = "--enable-blink-features=CSSGridLanesLayout"

  @Test func framesMatchChromium() throws {
    guard let browser = Chromium.find(for: "WaterfallBrowserTests") else { return }

    var rng = SeededGenerator(seed: 0x6A1D_1A4E)
    var documents: [WaterfallBrowserDocument] = []
    var layouts: [LayoutResult] = []
    for index in 0..<Self.documentCount {
      let document = WaterfallBrowserDocument.random(index: index, using: &rng)
      documents.append(document)
      layouts.append(try document.layout())
    }
    expectCoverage(documents)

    let page = WaterfallBrowserDocument.page(documents.indices.map { documents[$0].html(id: $0) })
    let measured = try FlowBrowserTests.render(
      page, with: browser, name: "waterfall", flags: [Self.feature])
    // A Chromium without grid-lanes lays the containers out as blocks: say so, once.
    guard measured.values.contains(where: { ($0[-2]?.minX ?? 0) > 0 }) else {
      return Self.skip(
        because:
          "\(browser.executable.path) does not lay out display: grid-lanes with \(Self.feature)")
    }
    var comparison = Comparison()
    for index in documents.indices {
      comparison.compare(documents[index], layouts[index], id: index, boxes: measured[index] ?? [:])
    }
    print(
      "WaterfallBrowserTests: compared \(comparison.columnCounts) column counts and"
        + " \(comparison.boxes) boxes (\(comparison.items) items of \(comparison.spanning) spans,"
        + " \(comparison.explicit) explicit columns, \(comparison.whole) documents whole, their"
        + " containers included) of \(documents.count) grid-lanes documents with"
        + " \(browser.executable.lastPathComponent); \(comparison.agreeingTies) items at ties both rules"
        + " settle alike, \(comparison.excluded) items left out after \(comparison.divergentTies)"
        + " ties settled apart (Chromium's column checked at each); greatest deviation"
        + " \(comparison.deviation) pt; \(comparison.mismatches.count) mismatches")
    #expect(comparison.columnCounts == documents.count)
    #expect(comparison.whole >= documents.count / 2)
    #expect(comparison.items > 2000)
    #expect(comparison.spanning > 500)
    #expect(comparison.explicit > 100)
    #expect(
      comparison.mismatches.isEmpty, "\(comparison.mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// Skips the check, saying why, or fails it when the browser checks are required.
  static func skip(because reason: String) {
    BrowserRequirement.skip("WaterfallBrowserTests", because: reason)
  }

  /// The tally of a run.
  struct Comparison {
    var columnCounts = 0
    var boxes = 0
    var items = 0
    var spanning = 0
    var explicit = 0
    var whole = 0
    var agreeingTies = 0
    var divergentTies = 0
    var excluded = 0
    var deviation = 0.0
    var mismatches: [String] = []

    /// Compares one document's column count, items up to its first tie settled apart, and, when
    /// it has none, its container.
    mutating func compare(
      _ document: WaterfallBrowserDocument, _ layout: LayoutResult, id: Int,
      boxes measured: [Int: Rect]
    ) {
      let tracks = Int(measured[-2]?.minX ?? 0)
      let columns = layout.numberOfColumns(inSection: 0)
      if tracks != columns || columns != document.columnCount {
        mismatches.append(
          "document \(id): \(tracks) columns in Chromium, \(columns) in Brickwork,"
            + " \(document.columnCount) built for; \(document.summary)")
        return
      }
      columnCounts += 1
      if measured.count != document.items.count + 2 {
        mismatches.append(
          "document \(id): \(measured.count - 2) items in Chromium, \(document.items.count)"
            + " expected")
        return
      }
      let pitch = document.columnWidth + document.waterfall.columnSpacing
      let cssWidth = measured[-1]?.width ?? 0
      var ties = WaterfallBrowserTies(columns: document.columnCount)
      for item in document.items.indices {
        guard let frame = layout.frame(ofItem: item, inSection: 0), let box = measured[item]
        else {
          mismatches.append("document \(id) item \(item): no frame")
          return
        }
        // The columns Brickwork reports, and those its frame and Chromium's box start in, each
        // in the canonical frame of its own content.
        let span = document.span(ofItem: item)
        let column = layout.column(ofItem: item, inSection: 0) ?? -1
        let canonical = document.canonical(frame, contentWidth: layout.contentSize.width)
        let starts = [canonical, document.canonical(box, contentWidth: cssWidth)].map { rect in
          Int(((rect.minX - document.insets.left) / pitch).rounded())
        }
        guard column >= 0, column + span <= document.columnCount, starts[0] == column else {
          mismatches.append(
            "document \(id) item \(item): Brickwork reports column \(column) of span \(span) for"
              + " \(FlowBrowserTests.text(frame)); \(document.summary)")
          return
        }
        let isAutomatic = !document.items[item].isFullSpan && document.items[item].column == nil
        if let css = ties.place(
          column: column, span: span, bottom: canonical.maxY - document.insets.top,
          isAutomatic: isAutomatic, itemSpacing: document.waterfall.itemSpacing)
        {
          // The rules part here; Chromium must have followed the cursor, as modelled.
          if starts[1] != css {
            mismatches.append(
              "document \(id) item \(item): at a tie Chromium chose column \(starts[1]), the"
                + " cursor rule \(css); \(document.summary)")
          }
          divergentTies += 1
          excluded += document.items.count - item
          agreeingTies += ties.agreeingTies
          return
        }
        // Compared in the canonical frame: in a horizontal right-to-left document every x
        // depends on the content's width, which items after a tie settled apart still change.
        // The containers of whole documents are compared as displayed, below.
        check(
          document.canonical(box, contentWidth: cssWidth), against: canonical,
          "document \(id) item \(item) (canonical)", document)
        if starts[1] != column {
          mismatches.append(
            "document \(id) item \(item): column \(starts[1]) in Chromium, \(column) in"
              + " Brickwork; \(document.summary)")
        }
        items += 1
        if span > 1 { spanning += 1 }
        if document.items[item].column != nil { explicit += 1 }
      }
      agreeingTies += ties.agreeingTies
      whole += 1
      if let box = measured[-1] {
        check(
          box, against: Rect(origin: .zero, size: layout.contentSize), "document \(id)", document)
      }
    }

    /// Records the deviation of a box from Brickwork's frame, and a mismatch beyond tolerance.
    private mutating func check(
      _ box: Rect, against frame: Rect, _ place: String, _ document: WaterfallBrowserDocument
    ) {
      let difference = max(
        abs(box.minX - frame.minX), abs(box.minY - frame.minY),
        abs(box.width - frame.width), abs(box.height - frame.height))
      deviation = max(deviation, difference)
      boxes += 1
      if difference > WaterfallBrowserTests.tolerance {
        mismatches.append(
          "\(place): Chromium \(FlowBrowserTests.text(box)), Brickwork"
            + " \(FlowBrowserTests.text(frame)); \(document.summary)")
      }
    }
  }

  /// The run covers every mode the browser can check.
  private func expectCoverage(_ documents: [WaterfallBrowserDocument]) {
    #expect(Set(documents.map(\.columnsMode)).count == 3)
    #expect(Set(documents.map(\.columnCount)).count == 8)
    #expect(documents.contains { $0.columnsMode == .capped && $0.fittingCount > $0.columnCount })
    #expect(
      documents.contains {
        $0.columnsMode == .adaptive && $0.waterfall.minColumnWidth == $0.columnWidth
      })
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .vertical })
    #expect(documents.contains { $0.direction == .rightToLeft && $0.axis == .horizontal })
    #expect(Set(documents.map { "\($0.axis) \($0.columnsMode)" }).count == 6)
    #expect(documents.contains { $0.insets != .zero })
    #expect(documents.contains { $0.waterfall.columnSpacing == 0 })
    #expect(documents.contains { document in document.items.contains { $0.column != nil } })
    #expect(documents.contains { document in document.items.contains { $0.isFullSpan } })
    #expect(
      documents.contains { document in
        document.items.contains { $0.span > document.columnCount }
      })
  }
}
