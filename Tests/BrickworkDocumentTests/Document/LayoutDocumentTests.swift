import Brickwork
import Testing

@testable import BrickworkDocument

@Suite("Layout document")
struct LayoutDocumentTests {
  @Test func readsTheSpecExampleWithEveryKey() throws {
    let document = try LayoutDocument(
      json: """
        {
          "width": 375, "height": 812, "axis": "vertical", "direction": "ltr", "scale": 0,
          "sections": [
            {
              "layout": "waterfall",
              "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10},
              "header": {"height": 44, "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
              "footer": {"height": 50},
              "columns": 3, "columnSpacing": 10, "itemSpacing": 10, "placement": "shortestColumn",
              "items": [
                {"height": 120}, {"width": 600, "height": 800}, {"aspectRatio": 1.5},
                {"height": 60, "fullSpan": true}
              ]
            },
            {
              "layout": "flow", "itemSpacing": 8, "lineSpacing": 8, "justify": "leading",
              "alignItems": "center", "lineBreaking": "greedy", "maxLines": 3, "height": 120,
              "alignContent": "top", "moreBadge": {"width": 44, "height": 28},
              "items": [{"width": 72, "height": 28}]
            },
            {
              "layout": "justified", "targetRowHeight": 320, "tolerance": 0.25, "itemSpacing": 10,
              "lineSpacing": 10, "maxRows": 0, "showWidows": true, "breaking": "greedy",
              "items": [{"aspectRatio": 1.5}, {"width": 4000, "height": 3000}]
            }
          ]
        }
        """)
    #expect(document.container == Container(width: 375, height: 812))
    #expect(document.sections.count == 3)
    let waterfall = document.sections[0]
    #expect(
      waterfall.strategy
        == .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)))
    #expect(waterfall.insets == Insets(all: 10))
    #expect(waterfall.header == Supplementary(extent: 44))
    #expect(waterfall.footer == Supplementary(extent: 50))
    #expect(
      waterfall.items == [
        .extent(120), .size(width: 600, height: 800), .aspectRatio(1.5),
        .extent(60, fullSpan: true),
      ])
    #expect(
      document.sections[1].strategy
        == .flow(
          FlowLayout(
            itemSpacing: 8, lineSpacing: 8, alignItems: .center, height: 120, maxLines: 3,
            moreBadge: Size(width: 44, height: 28))))
    #expect(document.sections[1].items == [.size(width: 72, height: 28)])
    #expect(document.sections[2].strategy == .justified(JustifiedLayout()))
    #expect(document.sections[2].items == [.aspectRatio(1.5), .size(width: 4000, height: 3000)])
    // And it lays out: each photo fills the 375-point width alone (aspect ratios 1.5 and 4/3
    // both complete a row at T = 320 with tolerance 0.25), 250 and 281.25 tall, rows 10 apart,
    // below the flow's fixed 120-point body.
    let layout = try document.layout()
    let flowTop = try #require(layout.frame(ofItem: 0, inSection: 1)).minY
    #expect(
      layout.frame(ofItem: 0, inSection: 2) == Rect(x: 0, y: flowTop + 120, width: 375, height: 250)
    )
    #expect(
      layout.frame(ofItem: 1, inSection: 2)
        == Rect(x: 0, y: flowTop + 380, width: 375, height: 281.25))
    #expect(layout.contentSize.height == flowTop + 380 + 281.25)
  }

  @Test func appliesTheDocumentedDefaults() throws {
    let document = try LayoutDocument(
      json: #"{"width": 320, "sections": [{}, {"layout": "flow"}, {"layout": "justified"}]}"#)
    #expect(document.container == Container(width: 320))
    #expect(document.sections[0] == LayoutSection(.waterfall(WaterfallLayout())))
    #expect(
      document.sections[0].strategy
        == .waterfall(
          WaterfallLayout(columns: 2, columnSpacing: 0, itemSpacing: 0, placement: .shortestColumn)
        ))
    #expect(document.sections[1] == LayoutSection(.flow(FlowLayout())))
    #expect(
      document.sections[2].strategy
        == .justified(
          JustifiedLayout(
            targetRowHeight: 320, tolerance: 0.25, itemSpacing: 10, lineSpacing: 10, maxRows: 0,
            showWidows: true, breakoutCadence: 0, breaking: .greedy)))
    let empty = try LayoutDocument(json: #"{"width": 1}"#)
    #expect(empty.sections.isEmpty)
  }

  @Test func readsEveryOptionValue() throws {
    let document = try LayoutDocument(
      json: """
        {"width": 500, "height": 700, "axis": "horizontal", "direction": "rtl", "scale": 2,
         "sections": [
          {"placement": "rightToLeft", "header": {"width": 30, "insets": {"left": 2}},
           "items": [{"width": 40}, {"width": 3, "height": 4, "fullSpan": false}]},
          {"placement": "leftToRight"},
          {"layout": "flow", "justify": "spaceEvenly", "lastLineJustify": "trailing",
           "alignItems": "baseline", "alignContent": "stretch", "lineBreaking": "balanced",
           "items": [{"width": 10, "height": 20, "baseline": 15}]},
          {"layout": "justified", "breaking": "optimal", "showWidows": false,
           "breakoutCadence": 3, "maxRows": 2, "targetRowHeight": 100, "tolerance": 0}
         ]}
        """)
    #expect(
      document.container
        == Container(width: 500, height: 700, axis: .horizontal, direction: .rightToLeft, scale: 2)
    )
    #expect(document.sections[0].header == Supplementary(extent: 30, insets: Insets(left: 2)))
    #expect(document.sections[0].items == [.extent(40), .size(width: 3, height: 4)])
    #expect(
      document.sections[1].strategy == .waterfall(WaterfallLayout(placement: .leadingToTrailing)))
    #expect(
      document.sections[2].strategy
        == .flow(
          FlowLayout(
            justify: .spaceEvenly, lastLineJustify: .trailing, alignItems: .baseline,
            alignContent: .stretch, lineBreaking: .balanced)))
    #expect(
      document.sections[2].items == [
        Item(sizing: .size(Size(width: 10, height: 20)), baseline: 15)
      ])
    #expect(
      document.sections[3].strategy
        == .justified(
          JustifiedLayout(
            targetRowHeight: 100, tolerance: 0, maxRows: 2, showWidows: false,
            breakoutCadence: 3, breaking: .optimal)))
  }

  @Test func reportsEveryViolationWithItsPath() {
    let found = documentIssues(
      """
      {"width": -1, "direction": "up", "scale": "2", "extra": true,
       "sections": [
        {"columns": 0, "colums": 3, "itemSpacing": -2, "placement": 1,
         "insets": {"top": -1, "middle": 2}, "header": {}, "footer": 3,
         "items": [{"height": 1}, {"height": -1}, {"width": 3}, {}, 7, {"aspectRatio": 0},
                   {"height": 1, "fullSpan": "yes"}, {"aspectRatio": 1e10},
                   {"width": 0, "height": 5}, {"height": 2e9}, {"height": 1, "baseline": 1}]},
        {"layout": "flow", "columns": 2, "maxLines": 1.5, "moreBadge": {"width": 3},
         "items": [{"height": 5}, {"aspectRatio": 2}]},
        {"layout": "justified", "targetRowHeight": 0, "showWidows": "no", "breaking": "fast",
         "items": [{"height": 3}]},
        {"layout": "grid"},
        []
       ]}
      """)
    // The document's own problems and the core's, in document order: the top level, then each
    // section's own values, then its items; at one place the document's before the core's.
    #expect(
      found == [
        #"direction: must be one of "ltr", "rtl" (found "up")"#,
        "scale: must be a number (found a string)",
        "extra: unknown key for the document (allowed: width, height, axis, direction, scale, sections, pinnedHeadersAt)",
        "width: must be a finite number > 0",
        "sections[0].colums: unknown key for a waterfall section (did you mean 'columns'?)",
        #"sections[0].placement: must be one of "shortestColumn", "leftToRight", "rightToLeft" (found a number)"#,
        "sections[0].insets.middle: unknown key for insets (allowed: top, left, bottom, right)",
        "sections[0].header.height: required (a finite number >= 0)",
        "sections[0].footer: must be an object (found a number)",
        "sections[0].insets.top: must be a finite number >= 0",
        "sections[0].columns: must be an integer >= 1",
        "sections[0].itemSpacing: must be a finite number >= 0",
        "sections[0].items[1].height: must be a finite number >= 0",
        "sections[0].items[2]: must give height, width and height, or aspectRatio (found width)",
        "sections[0].items[3]: must give height, width and height, or aspectRatio (found none)",
        "sections[0].items[4]: must be an object (found a number)",
        "sections[0].items[5].aspectRatio: must be a finite number > 0",
        "sections[0].items[6].fullSpan: must be true or false (found a string)",
        "sections[0].items[7].aspectRatio: must give an aspect ratio between 1e-9 and 1e9",
        "sections[0].items[8]: has no usable aspect ratio (one side is zero, the other not)",
        "sections[0].items[9].height: must be <= 1e9",
        "sections[0].items[10].baseline: unknown key for a waterfall item (allowed: height, width, aspectRatio, fullSpan, span, column)",
        "sections[1].columns: unknown key for a flow section (an option of waterfall sections)",
        "sections[1].moreBadge.height: required (a finite number >= 0)",
        "sections[1].maxLines: must be an integer >= 0",
        "sections[1].items[0]: must give width and height (found height)",
        "sections[1].items[1].aspectRatio: unknown key for a flow item (allowed: width, height, baseline, startsLine)",
        "sections[2].showWidows: must be true or false (found a string)",
        #"sections[2].breaking: must be one of "greedy", "optimal" (found "fast")"#,
        "sections[2].targetRowHeight: must be a finite number > 0",
        "sections[2].items[0]: must give aspectRatio, or width and height (found height)",
        #"sections[3].layout: must be one of "waterfall", "flow", "justified" (found "grid")"#,
        "sections[4]: must be an object (found an array)",
      ])
  }

  @Test func horizontalAxisTakesExtentsAsWidth() {
    #expect(
      documentIssues(#"{"width": 10, "axis": "horizontal", "sections": []}"#) == [
        "height: required when axis is horizontal (a finite number > 0)"
      ])
    #expect(
      documentIssues(#"{"width": 10, "height": 0, "axis": "horizontal"}"#) == [
        "height: must be a finite number > 0"
      ])
    #expect(
      documentIssues(
        #"{"width": 10, "height": 5, "axis": "horizontal", "sections": [{"footer": {"height": 3}, "items": [{"height": 1}]}]}"#
      ) == [
        "sections[0].footer.height: unknown key (with axis horizontal a footer gives its extent as width)",
        "sections[0].footer.width: required (a finite number >= 0)",
        "sections[0].items[0]: must give width (its extent along the horizontal axis), width and height, or aspectRatio (found height)",
      ])
    #expect(
      documentIssues(#"{"width": 10, "sections": [{"header": {"width": 3}}]}"#) == [
        "sections[0].header.width: unknown key (with axis vertical a header gives its extent as height)",
        "sections[0].header.height: required (a finite number >= 0)",
      ])
  }

  @Test func requiresWidthAndAnObject() {
    #expect(documentIssues("{}") == ["width: required (a finite number > 0)"])
    #expect(documentIssues(#"{"width": 0}"#) == ["width: must be a finite number > 0"])
    #expect(documentIssues("[]") == ["document: must be a JSON object (found an array)"])
    #expect(
      documentIssues(#"{"width": 1, "sections": {}}"#) == [
        "sections: must be an array of sections (found an object)"
      ])
    #expect(
      documentIssues(#"{"width": 1, "sections": [{"items": 3}]}"#) == [
        "sections[0].items: must be an array of items (found a number)"
      ])
  }

  @Test func quotesHostileKeysInPaths() {
    let found = documentIssues(#"{"width": 1, "a\u001b[31mb": 1, "sections": [{"x.y[0]": 2}]}"#)
    #expect(found.count == 2)
    #expect(found[0].hasPrefix(#"["a\u{1b}[31mb"]: unknown key"#))
    #expect(found[1].hasPrefix(#"sections[0]["x.y[0]"]: unknown key"#))
    #expect(found.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
  }

  @Test func readingReportsTheCoreRulesOfEverySection() {
    // Rules of several values at once are the core's, reported for every section when the
    // document is read, without laying anything out.
    #expect(
      documentIssues(
        """
        {"width": 100, "sections": [
          {"columns": 3},
          {"columns": 20, "columnSpacing": 10},
          {"insets": {"left": 60, "right": 60}},
          {"header": {"height": 1, "insets": {"left": 101}}}
        ]}
        """) == [
          "sections[1].columns: leaves a column width of -4.5 <= 0 (too many columns or too much spacing for the width)",
          "sections[2].insets: leave a width of -20 < 0 (insets wider than the container)",
          "sections[3].header.insets: leave a width of -1 < 0 (insets wider than the container)",
        ])
  }

  @Test func layoutOfValuesReportsEveryProblem() {
    let document = LayoutDocument(
      container: Container(width: 100),
      sections: [
        LayoutSection(.waterfall(WaterfallLayout(columns: 0)), items: [.extent(-1)]),
        LayoutSection(.flow(FlowLayout(maxLines: -1))),
      ])
    #expect(
      throws: DocumentError(issues: [
        DocumentIssue(path: "sections[0].columns", message: "must be an integer >= 1"),
        DocumentIssue(path: "sections[0].items[0].height", message: "must be a finite number >= 0"),
        DocumentIssue(path: "sections[1].maxLines", message: "must be an integer >= 0"),
      ])
    ) {
      try document.layout()
    }
  }

  @Test func capsTheProblemsListed() {
    let items = Array(repeating: #"{"height": -1}"#, count: 250).joined(separator: ",")
    do throws(DocumentError) {
      _ = try LayoutDocument(json: #"{"width": 10, "sections": [{"items": [\#(items)]}]}"#)
      Issue.record("expected an error")
    } catch {
      #expect(error.issues.count == DocumentError.defaultLimit)
      #expect(error.omittedCount == 150)
      #expect(error.description.hasSuffix("\n… and 150 more problems"))
    }
  }

  @Test func laysOutLikeTheCore() throws {
    let document = try LayoutDocument(
      json:
        #"{"width": 375, "sections": [{"columns": 3, "items": [{"height": 10}, {"aspectRatio": 2}]}]}"#
    )
    let layout = try document.layout()
    let expected = try LayoutResult(
      container: Container(width: 375),
      sections: [
        LayoutSection(
          .waterfall(WaterfallLayout(columns: 3)), items: [.extent(10), .aspectRatio(2)])
      ])
    #expect(Array(layout.elements) == Array(expected.elements))
  }

  @Test func suggestsCloseKeys() {
    #expect(DocumentDecoder.closest(to: "colums", among: ["columns", "items"]) == "columns")
    #expect(DocumentDecoder.closest(to: "ItemSpacing", among: ["itemSpacing"]) == "itemSpacing")
    #expect(DocumentDecoder.closest(to: "zzz", among: ["columns"]) == nil)
  }
}

/// The document's keys for adaptive columns, spans, explicit columns,
/// backgrounds, forced line starts and pinned headers, in and out.
@Suite("Layout document: columns, spans and limits")
struct LayoutDocumentColumnsAndLimitsTests {
  @Test func readsTheKeysIntoCoreValues() throws {
    let document = try LayoutDocument(
      json: """
        {"width": 320, "pinnedHeadersAt": 12.5, "sections": [
          {"minColumnWidth": 100, "maxColumns": 2, "background": {"insets": {"top": 1}},
           "items": [{"height": 5, "span": 2}, {"height": 6, "column": 1}]},
          {"layout": "flow", "background": {},
           "items": [{"width": 5, "height": 5}, {"width": 5, "height": 5, "startsLine": true}]}
        ]}
        """)
    #expect(document.pinnedHeadersAt == 12.5)
    guard case .waterfall(let waterfall) = document.sections[0].strategy else {
      Issue.record("not a waterfall")
      return
    }
    #expect(waterfall.minColumnWidth == 100 && waterfall.maxColumns == 2)
    #expect(
      document.sections[0].background
        == SectionBackground(insets: Insets(top: 1, left: 0, bottom: 0, right: 0)))
    #expect(document.sections[0].items.map(\.span) == [2, 1])
    #expect(document.sections[0].items.map(\.column) == [nil, 1])
    #expect(document.sections[1].background == SectionBackground())
    #expect(document.sections[1].items.map(\.startsLine) == [false, true])
  }

  @Test func writesColumnsBackgroundsAndPinnedHeaders() throws {
    let document = try LayoutDocument(
      json: """
        {"width": 200, "pinnedHeadersAt": 30, "sections": [
          {"columns": 2, "header": {"height": 10}, "background": {},
           "items": [{"height": 50}, {"height": 20, "column": 0}]},
          {"layout": "flow", "items": [{"width": 5, "height": 5}]}
        ]}
        """)
    let text = LayoutWriter(try document.layout(), pinningHeadersAt: document.pinnedHeadersAt)
      .text(.json)
    // The header (natural top 0) is drawn at 30, below it the body area ends at 80: 80 - 10 = 70.
    #expect(
      text == """
        {
          "contentSize": {"width": 200, "height": 85},
          "columns": [2, 0],
          "elements": [
            {"kind": "background", "section": 0, "x": 0, "y": 10, "width": 200, "height": 70},
            {"kind": "header", "section": 0, "x": 0, "y": 30, "width": 200, "height": 10},
            {"kind": "item", "section": 0, "item": 0, "column": 0, "x": 0, "y": 10, "width": 100, "height": 50},
            {"kind": "item", "section": 0, "item": 1, "column": 0, "x": 0, "y": 60, "width": 100, "height": 20},
            {"kind": "item", "section": 1, "item": 0, "x": 0, "y": 80, "width": 5, "height": 5}
          ],
          "hidden": []
        }

        """)
  }

  @Test func badNewKeysNameThePlaceAndRule() {
    #expect(
      documentIssues(
        """
        {"width": 300, "pinnedHeadersAt": -1, "sections": [
          {"columns": 3, "minColumnWidth": 100},
          {"columns": 3, "items": [{"height": 1, "column": 3}, {"height": 1, "column": -1},
                                   {"height": 1, "span": 0}, {"height": 1, "span": 2, "column": 2}]},
          {"columns": 3, "placement": "leftToRight", "items": [{"height": 1, "span": 2}]},
          {"minColumnWidth": 0, "background": 3},
          {"layout": "flow", "items": [{"width": 1, "height": 1, "startsLine": 1}]}
        ]}
        """) == [
          "pinnedHeadersAt: must be a finite number >= 0",
          "sections[0].minColumnWidth: cannot be given together with columns",
          "sections[1].items[0].column: must be less than the section's 3 columns (columns count from 0)",
          "sections[1].items[1].column: must be an integer >= 0",
          "sections[1].items[2].span: must be an integer >= 1",
          "sections[1].items[3].column: with the item's span reaches past the section's 3 columns",
          "sections[2].items[0].span: must be 1 (or cover every column) with leftToRight or rightToLeft placement",
          #"sections[3].background: must be an object, {} or {"insets": {...}} (found a number)"#,
          "sections[3].minColumnWidth: must be a finite number > 0",
          "sections[4].items[0].startsLine: must be true or false (found a number)",
        ])
  }
}
