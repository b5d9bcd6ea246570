import Foundation
import Testing

/// `--column-weights` and `--even-bottom` from the outside: the built binary lays out an item
/// list with them, and the gallery refuses `--even-bottom` where it does not apply.
@Suite("Column weights and even bottom flags")
struct EvenBottomAndWeightsFlagTests {
  @Test func layoutTakesTheFlags() throws {
    let folder = try Brickwork.temporaryDirectory()
    let list = folder.appendingPathComponent("items.csv")
    try Data("width,height\n100,100\n100,60\n".utf8).write(to: list)
    let run = try Brickwork.run([
      "layout", "--items", list.path, "--width", "310", "--spacing", "10",
      "--column-weights", "2,1", "--even-bottom", "3",
    ])
    #expect(run.status == 0, "\(run.errorLines)")
    let text = String(decoding: run.stdout, as: UTF8.self)
    #expect(text.contains(#""columnTracks": [[{"x": 0, "width": 200}, {"x": 210, "width": 100}]]"#))
    #expect(
      text.contains(
        #"{"kind": "item", "section": 0, "item": 1, "column": 1, "stretched": true, "x": 210, "y": 0, "width": 100, "height": 200}"#
      ))
  }

  @Test func theGalleryRefusesAnEvenBottomForJustifiedRows() throws {
    let run = try Brickwork.run(["gallery", "d", "--layout", "justified", "--even-bottom", "1"])
    #expect(run.status == 2)
    #expect(
      run.errorLines == [
        "brickwork: --even-bottom applies to --layout waterfall only (see 'brickwork help gallery')"
      ])
  }
}
