import Brickwork
import BrickworkTestSupport
import Foundation
import Testing

/// A photo of the README's example: its pixel size.
struct ReadmePhoto {
  var pixelWidth: Double
  var pixelHeight: Double
}

/// The README's engine example, compiled and run (`// README` marks the lines that appear
/// verbatim in README.md, checked below).
@Suite struct ReadmeExampleTests {
  @Test func theEngineExampleRunsAndIsTheReadmes() throws {
    let photos = (0..<40).map { ReadmePhoto(pixelWidth: 600, pixelHeight: Double(400 + 13 * $0)) }
    let nextPage = (0..<30).map { _ in Item.size(width: 600, height: 450) }
    let offset = 400.0
    // README:begin
    // An adaptive feed: as many columns of at least 160 pt as fit, a hero photo across two.
    var hero = Item.size(width: 4000, height: 2000)
    hero.span = 2
    var sections = [
      LayoutSection(
        .waterfall(WaterfallLayout(minColumnWidth: 160, columnSpacing: 10, itemSpacing: 10)),
        items: [hero] + photos.map { .size(width: $0.pixelWidth, height: $0.pixelHeight) },
        insets: Insets(all: 10), header: Supplementary(extent: 44))
    ]
    var layout = try LayoutResult(container: Container(width: 375), sections: sections)
    let frame = layout.frame(ofItem: 4, inSection: 0)  // Rect?, O(1)
    let visible = layout.elements(in: Rect(x: 0, y: offset, width: 375, height: 812))  // O(log n+k)

    sections[0].items += nextPage  // placement continues where it stopped
    try layout.update(sections, after: .itemsAppended)  // equals a full layout, costs the page
    // README:end
    #expect(frame != nil && !visible.isEmpty)
    #expect(layout.numberOfItems(inSection: 0) == 71)
    let fresh = try LayoutResult(container: Container(width: 375), sections: sections)
    #expect(fresh.elements.map(\.frame) == layout.elements.map(\.frame))
  }

  @Test func theReadmeShowsThisExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = "// README" + ":begin\n"
    let end = "    // README" + ":end"
    let block = try #require(
      source.components(separatedBy: begin).dropFirst().first?.components(separatedBy: end).first)
    let unindented = block.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("    ") ? $0.dropFirst(4) : $0
    }.joined(separator: "\n")
    #expect(readme.contains(unindented), "README.md lacks:\n\(unindented)")
  }
}
