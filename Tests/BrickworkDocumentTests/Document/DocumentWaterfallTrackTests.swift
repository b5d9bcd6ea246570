import Brickwork
import Testing

@testable import BrickworkDocument

/// The waterfall's `columnWeights` and `evenBottom` in the layout document: read into the
/// core's options, bad values reported in the core's words (a key given to another layout names
/// the layout it belongs to), and the output's `columnTracks` and `"stretched": true`.
@Suite struct DocumentWaterfallTrackTests {
  @Test func readsTheOptions() throws {
    let document = try LayoutDocument(
      json: """
        {"width": 300, "sections": [
          {"columnWeights": [2, 1], "evenBottom": 0.5, "items": [{"height": 10}]},
          {"columnWeights": [0.25, 0.5, 1e-3]},
          {"columns": 3, "evenBottom": 0}
        ]}
        """)
    var weighted = WaterfallLayout(columnWeights: [2, 1])
    weighted.evenBottom = 0.5
    #expect(document.sections[0].strategy == .waterfall(weighted))
    #expect(
      document.sections[1].strategy
        == .waterfall(WaterfallLayout(columnWeights: [0.25, 0.5, 1e-3])))
    #expect(document.sections[2].strategy == .waterfall(WaterfallLayout(columns: 3)))
    #expect(throws: Never.self) { try document.layout() }
  }

  @Test func reportsBadValuesInTheCoresWords() {
    #expect(
      documentIssues(
        """
        {"width": 300, "sections": [
          {"columnWeights": []},
          {"columnWeights": [1, 0, -1, "2", null]},
          {"columnWeights": 2},
          {"columnWeights": [1, 1], "columns": 2},
          {"columnWeights": [1, 1], "minColumnWidth": 20},
          {"evenBottom": -0.5},
          {"evenBottom": true},
          {"layout": "flow", "evenBottom": 1},
          {"layout": "justified", "columnWeights": [1]}
        ]}
        """) == [
          "sections[0].columnWeights: must hold at least one value",
          "sections[1].columnWeights[3]: must be a number (found a string)",
          "sections[1].columnWeights[4]: must be a number (found null)",
          "sections[2].columnWeights: must be an array of numbers (found a number)",
          "sections[3].columnWeights: cannot be given together with columns",
          "sections[4].columnWeights: cannot be given together with minColumnWidth",
          "sections[5].evenBottom: must be a finite number >= 0",
          "sections[6].evenBottom: must be a number (found a boolean)",
          "sections[7].evenBottom: unknown key for a flow section (an option of waterfall"
            + " sections)",
          "sections[8].columnWeights: unknown key for a justified section (an option of"
            + " waterfall sections)",
        ])
    #expect(
      documentIssues(#"{"width": 300, "sections": [{"columnWeights": [1, 0, -1]}]}"#) == [
        "sections[0].columnWeights[1]: must be a finite number > 0",
        "sections[0].columnWeights[2]: must be a finite number > 0",
      ])
  }

  @Test func writesColumnTracksAndStretchedItems() throws {
    let result = try LayoutDocument(
      json: """
        {"width": 320, "sections": [
          {"columnWeights": [2, 1], "columnSpacing": 10, "evenBottom": 1,
           "insets": {"left": 5, "right": 5},
           "items": [{"height": 100}, {"height": 60}]},
          {"layout": "flow"}
        ]}
        """
    ).layout()
    let text = LayoutWriter(result).text(.json)
    #expect(
      text == """
        {
          "contentSize": {"width": 320, "height": 100},
          "columns": [2, 0],
          "columnTracks": [[{"x": 5, "width": 200}, {"x": 215, "width": 100}], []],
          "elements": [
            {"kind": "item", "section": 0, "item": 0, "column": 0, "x": 5, "y": 0, "width": 200, "height": 100},
            {"kind": "item", "section": 0, "item": 1, "column": 1, "stretched": true, "x": 215, "y": 0, "width": 100, "height": 100}
          ],
          "hidden": []
        }

        """)
    // Without weights the output is as before: no column tracks.
    let plain = try LayoutDocument(
      json: #"{"width": 100, "sections": [{"items": [{"height": 1}]}]}"#
    )
    .layout()
    #expect(!LayoutWriter(plain).text(.json).contains("columnTracks"))
  }

  @Test func rightToLeftMirrorsTheTracks() throws {
    let result = try LayoutDocument(
      json: """
        {"width": 320, "direction": "rtl", "sections": [
          {"columnWeights": [2, 1], "columnSpacing": 10, "insets": {"left": 5, "right": 5}}
        ]}
        """
    ).layout()
    #expect(
      LayoutWriter(result).text(.json).contains(
        #""columnTracks": [[{"x": 115, "width": 200}, {"x": 5, "width": 100}]]"#))
  }
}
