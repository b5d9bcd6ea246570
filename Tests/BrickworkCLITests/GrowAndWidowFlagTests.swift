import Brickwork
import BrickworkDocument
import BrickworkFiles
import Foundation
import Testing

@testable import BrickworkCLI

/// `--item-grow`, `--widow-alignment` and `--widow-height` of `brickwork layout --items`, and
/// `--widow-alignment` of `brickwork gallery`.
@Suite("Grow and widow flags")
struct GrowAndWidowFlagTests {
  @Test func theFlagsSetTheSectionsOptions() throws {
    let flow = try LayoutOptionFlagTests.options(["--layout", "flow", "--item-grow", "1.5"]).get()
    #expect(flow.strategy == .flow(FlowLayout(itemGrow: 1.5)))
    let rows = try LayoutOptionFlagTests.options([
      "--layout", "justified", "--widow-alignment", "justify", "--widow-height", "target",
    ]).get()
    #expect(
      rows.strategy == .justified(JustifiedLayout(widowAlignment: .justify, widowHeight: .target)))
    let plain = try LayoutOptionFlagTests.options(["--layout", "justified"]).get()
    #expect(plain.strategy == .justified(JustifiedLayout()))
  }

  @Test func badValuesAreUsageErrors() {
    let parser = LayoutCommand.parser
    #expect(
      LayoutOptionFlagTests.options(["--layout", "justified", "--widow-alignment", "middle"]).map {
        _ in ""
      }
        == .failure(
          parser.usage("--widow-alignment must be leading, center, trailing or justify")))
    #expect(
      LayoutOptionFlagTests.options(["--layout", "justified", "--widow-height", "tall"]).map {
        _ in ""
      } == .failure(parser.usage("--widow-height must be previous or target")))
    #expect(
      LayoutOptionFlagTests.options(["--layout", "flow", "--item-grow", "lots"]).map { _ in "" }
        == .failure(parser.usage("--item-grow must be a number (found 'lots')")))
    #expect(
      LayoutOptionFlagTests.options(["--item-grow", "1"]).map { _ in "" }
        == .failure(parser.usage("--item-grow applies to --layout flow only")))
  }

  @Test func theGalleryTakesAWidowAlignmentForJustifiedRows() throws {
    for (arguments, line) in [
      (
        ["gallery", "d", "--widow-alignment", "center"],
        "brickwork: --widow-alignment applies to --layout justified only (see 'brickwork help gallery')"
      ),
      (
        ["gallery", "d", "--layout", "justified", "--widow-alignment", "middle"],
        "brickwork: --widow-alignment must be leading, center, trailing, justify (see 'brickwork help gallery')"
      ),
    ] {
      let run = try Brickwork.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorLines == [line], "\(arguments)")
    }
    let root = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 0..<7 {
      try Data(SampleImages.png(width: 30 + index * 7, height: 20, color: (90, 140, 200))).write(
        to: root.appendingPathComponent("p\(index).png"))
    }
    func page(_ alignment: String) throws -> String {
      let run = try Brickwork.run(
        ["gallery", root.path, "--quiet", "--layout", "justified", "--widow-alignment", alignment])
      #expect(run.status == 0, "\(run.stderr)")
      return String(
        decoding: try Data(contentsOf: root.appendingPathComponent("index.html")), as: UTF8.self)
    }
    let leading = try page("leading")
    #expect(try page("trailing") != leading)
    #expect(try page("justify") != leading)
  }
}
