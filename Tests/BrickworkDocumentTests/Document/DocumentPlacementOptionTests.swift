import Brickwork
import BrickworkDocument
import Testing

/// The waterfall's `tolerance` and the justified rows' `minItemsPerRow` and `maxItemsPerRow` in
/// the layout document: read into the core's options, bad values reported in the core's words.
@Suite struct DocumentPlacementOptionTests {
  @Test func readsTheOptions() throws {
    let document = try LayoutDocument(
      json: """
        {"width": 300, "sections": [
          {"columns": 3, "tolerance": 12.5, "items": [{"height": 10}]},
          {"columns": 3, "tolerance": 0},
          {"columns": 3},
          {"layout": "justified", "breaking": "optimal", "minItemsPerRow": 2,
           "maxItemsPerRow": 4, "items": [{"aspectRatio": 1}, {"aspectRatio": 1}]},
          {"layout": "justified"}
        ]}
        """)
    var waterfall = WaterfallLayout(columns: 3)
    waterfall.tolerance = 12.5
    #expect(document.sections[0].strategy == .waterfall(waterfall))
    waterfall.tolerance = 0
    #expect(document.sections[1].strategy == .waterfall(waterfall))
    #expect(document.sections[2].strategy == .waterfall(WaterfallLayout(columns: 3)))
    #expect(
      document.sections[3].strategy
        == .justified(JustifiedLayout(breaking: .optimal, minItemsPerRow: 2, maxItemsPerRow: 4)))
    #expect(document.sections[4].strategy == .justified(JustifiedLayout()))
    #expect(throws: Never.self) { try document.layout() }
  }

  @Test func reportsBadValuesInTheCoresWords() {
    #expect(
      documentIssues(
        """
        {"width": 300, "sections": [
          {"tolerance": -1},
          {"tolerance": "wide"},
          {"tolerance": 4, "placement": "leftToRight"},
          {"layout": "flow", "tolerance": 1},
          {"layout": "justified", "minItemsPerRow": 0, "maxItemsPerRow": 1.5},
          {"layout": "justified", "minItemsPerRow": 3, "maxItemsPerRow": 2},
          {"layout": "justified", "breaking": "optimal", "minItemsPerRow": 3,
           "items": [{"aspectRatio": 10}, {"aspectRatio": 10}]}
        ]}
        """) == [
          "sections[0].tolerance: must be a finite number >= 0",
          "sections[1].tolerance: must be a number (found a string)",
          "sections[2].tolerance: must be absent with leftToRight or rightToLeft placement",
          "sections[3].tolerance: unknown key for a flow section (an option of waterfall and"
            + " justified sections)",
          "sections[4].minItemsPerRow: must be an integer >= 1",
          "sections[5].maxItemsPerRow: must be 0 (no limit) or an integer >= minItemsPerRow (3)",
          "sections[6].minItemsPerRow: no breaking into rows of 3 or more photos (a last row of"
            + " fewer fitting the width at targetRowHeight) fits the items",
        ])
  }
}
