import Foundation
import Testing

@testable import BrickworkCLI

@Suite("Demo command")
struct DemoCommandTests {
  @Test func writesThePicturesAndASummary() throws {
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Brickwork.run(["demo"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    // 18 tags, 14 lookbook photos and the 90-product feed; the tags beyond two lines are
    // hidden behind a "+N" badge.
    #expect(lines.first?.hasPrefix("brickwork demo: 122 items in 3 sections") == true)
    #expect(lines.contains { $0.hasPrefix("content size: 375 x ") })
    #expect(lines.contains { $0.hasPrefix("time per item: ") })
    #expect(
      lines.suffix(3) == [
        "wrote brickwork-demo.html", "wrote brickwork-demo.svg",
        "wrote brickwork-demo-gallery/index.html (24 SVG pictures)",
      ])
    let gallery = try String(
      contentsOf: directory.appendingPathComponent("brickwork-demo-gallery/index.html"),
      encoding: .utf8)
    #expect(gallery.components(separatedBy: "<img src=\"pictures/").count - 1 == 24)
    #expect(Self.runsNoScript(gallery))
    let html = try String(
      contentsOf: directory.appendingPathComponent("brickwork-demo.html"), encoding: .utf8)
    let shown = html.components(separatedBy: "data-kind=\"item\"").count - 1
    let badge = html.components(separatedBy: "data-kind=\"more\"")
    #expect(badge.count == 2)
    let hidden = Int(badge.last?.split(separator: ">").dropFirst().first?.filter(\.isNumber) ?? "")
    #expect(shown + (hidden ?? -1) == 122, "\(shown) shown, badge says \(hidden ?? -1) hidden")
    #expect(shown > 104)
    #expect(Self.runsNoScript(html))
    let svg = try String(
      contentsOf: directory.appendingPathComponent("brickwork-demo.svg"), encoding: .utf8)
    #expect(svg.components(separatedBy: "<rect class=\"item").count - 1 == shown)

    let other = directory.appendingPathComponent("nested/out")
    let elsewhere = try Brickwork.run(["demo", "--output", other.path])
    #expect(elsewhere.status == 0)
    #expect(elsewhere.output.contains("wrote \(other.path)/brickwork-demo.html"))
    #expect(
      try Data(contentsOf: other.appendingPathComponent("brickwork-demo.html"))
        == Data(html.utf8))
  }

  @Test func theCatalogueIsRealistic() {
    let products = Catalogue.products
    #expect(products.count >= 90)
    #expect(Set(products.map(\.name)).count == products.count)
    let ratios = Set(products.map { Double($0.width) / Double($0.height) })
    let expected: [Double] = [0.75, 2.0 / 3, 0.5625, 1, 4.0 / 3, 1.5, 16.0 / 9]
    for ratio in expected {
      let found = ratios.contains { (abs($0 - ratio) as Double) < 0.01 }
      #expect(found, "\(ratio)")
    }
    #expect(products.allSatisfy { $0.priceInCents > 0 && $0.width > 0 && $0.height > 0 })
    #expect(Product(name: "x", priceInCents: 1905, width: 1, height: 1).price == "$19.05")
  }

  @Test func pagesEqualAFullLayout() throws {
    let (layout, sections, _) = try DemoCommand.layOutPageByPage()
    #expect(layout.numberOfItems(inSection: sections.count - 1) == Catalogue.products.count)
    #expect(layout.contentSize.width == 375)
  }

  @Test func theLaterSectionsAreWellFormed() {
    // Flow and justified sections are laid out once those strategies are merged; until then
    // their options and items must at least be what the document would build.
    let tags = DemoPage.tagSection()
    let photos = DemoPage.photoSection()
    #expect(tags.captions.count == tags.section.items.count)
    #expect(photos.captions.count == photos.section.items.count)
  }

  /// Whether every `<script>` of `html` is data (`application/json`, which a browser never
  /// runs): the pages hold their frames so, and no code.
  static func runsNoScript(_ html: String) -> Bool {
    html.components(separatedBy: "<script").dropFirst().allSatisfy {
      $0.hasPrefix(" type=\"application/json\"")
    }
  }
}
