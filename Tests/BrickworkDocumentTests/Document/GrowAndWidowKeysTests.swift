import Brickwork
import Testing

@testable import BrickworkDocument

/// The document keys of growing flow items (`itemGrow`, `grow`, `growLastLine`) and of widow
/// policies (`widowAlignment`, `widowHeight`): read into the core's options, the layout the
/// core gives, the usual one-line problems, and keys on the wrong layout naming their own.
@Suite("Grow and widow keys")
struct GrowAndWidowKeysTests {
  static func lines(_ json: String) -> [String] {
    do {
      _ = try LayoutDocument(json: Array(json.utf8))
      return []
    } catch {
      return error.lines
    }
  }

  @Test func theKeysAreReadIntoTheCoresOptions() throws {
    let document = try LayoutDocument(
      json: Array(
        """
        {"width": 300, "sections": [
          {"layout": "flow", "itemGrow": 0.5, "growLastLine": false,
           "items": [{"width": 10, "height": 10, "grow": 2}, {"width": 10, "height": 10}]},
          {"layout": "justified", "widowAlignment": "center", "widowHeight": "target",
           "items": [{"aspectRatio": 0.5}]},
          {"layout": "justified", "widowAlignment": "justify", "items": []}
        ]}
        """.utf8))
    #expect(document.sections[0].strategy == .flow(FlowLayout(itemGrow: 0.5, growLastLine: false)))
    #expect(document.sections[0].items.map(\.grow) == [2, nil])
    #expect(
      document.sections[1].strategy
        == .justified(JustifiedLayout(widowAlignment: .center, widowHeight: .target)))
    #expect(document.sections[2].strategy == .justified(JustifiedLayout(widowAlignment: .justify)))
    // The frames are the core's for those options.
    let layout = try LayoutResult(container: document.container, sections: document.sections)
    // One line, the last: without growLastLine it keeps its widths.
    #expect(layout.frame(ofItem: 0, inSection: 0)?.width == 10)
    // A widow 160 wide at the target height, centred in 300.
    #expect(layout.frame(ofItem: 0, inSection: 1) == Rect(x: 70, y: 10, width: 160, height: 320))
  }

  @Test func absentKeysAreTheDefaults() throws {
    let document = try LayoutDocument(
      json: Array(
        #"{"width": 300, "sections": [{"layout": "flow"}, {"layout": "justified"}]}"#.utf8))
    guard case .flow(let flow) = document.sections[0].strategy,
      case .justified(let rows) = document.sections[1].strategy
    else { return #expect(Bool(false)) }
    #expect(flow.itemGrow == Default.itemGrow && flow.growLastLine == Default.growLastLine)
    #expect(
      rows.widowAlignment == Default.widowAlignment && rows.widowHeight == Default.widowHeight)
  }

  @Test func badValuesGetOneLineEach() {
    #expect(
      Self.lines(
        """
        {"width": 300, "sections": [
          {"layout": "flow", "itemGrow": -1, "growLastLine": 1,
           "items": [{"width": 1, "height": 1, "grow": "x"}, {"width": 1, "height": 1, "grow": -2}]},
          {"layout": "justified", "widowAlignment": "middle", "widowHeight": "tall"}
        ]}
        """) == [
          "sections[0].growLastLine: must be true or false (found a number)",
          "sections[0].itemGrow: must be a finite number >= 0",
          "sections[0].items[0].grow: must be a number (found a string)",
          "sections[0].items[1].grow: must be a finite number >= 0",
          #"sections[1].widowAlignment: must be one of "leading", "center", "trailing", "justify" (found "middle")"#,
          #"sections[1].widowHeight: must be one of "previous", "target" (found "tall")"#,
        ])
  }

  @Test func aKeyOnTheWrongLayoutNamesItsLayout() {
    #expect(
      Self.lines(
        """
        {"width": 300, "sections": [
          {"layout": "flow", "widowAlignment": "center", "widowHeight": "target"},
          {"layout": "justified", "itemGrow": 1, "growLastLine": false,
           "items": [{"aspectRatio": 1, "grow": 1}]},
          {"layout": "waterfall", "itemGrow": 1, "items": [{"height": 1, "grow": 1}]}
        ]}
        """) == [
          "sections[0].widowAlignment: unknown key for a flow section (an option of justified sections)",
          "sections[0].widowHeight: unknown key for a flow section (an option of justified sections)",
          "sections[1].itemGrow: unknown key for a justified section (an option of flow sections)",
          "sections[1].growLastLine: unknown key for a justified section (an option of flow sections)",
          "sections[1].items[0].grow: unknown key for a justified item (a key of flow items)",
          "sections[2].itemGrow: unknown key for a waterfall section (an option of flow sections)",
          "sections[2].items[0].grow: unknown key for a waterfall item (a key of flow items)",
        ])
  }
}
