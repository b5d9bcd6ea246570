import Brickwork
import Testing

@testable import BrickworkFiles

/// A waterfall gallery with an even bottom edge: each breakpoint's frames are the core's layout
/// with `evenBottom`, so the last pictures of the columns end together when the factor allows
/// (the page crops them with `object-fit: cover`).
@Suite("Gallery even bottom")
struct GalleryEvenBottomTests {
  @Test func framesAreTheCoresWithAnEvenBottom() throws {
    let images = GalleryPageTests.images(40, seed: 0xEB)
    var style = GalleryStyle(arrangement: .waterfall(GalleryBreakpoint.defaults), spacing: 8)
    style.evenBottom = 2
    let page = try GalleryPage(images: images, style: style)
    var evened = 0
    for layout in page.layouts {
      var waterfall = WaterfallLayout(
        columns: layout.columns ?? 1, columnSpacing: 8, itemSpacing: 8)
      waterfall.evenBottom = 2
      let core = try LayoutResult(
        container: Container(width: layout.referenceWidth),
        sections: [
          LayoutSection(
            .waterfall(waterfall),
            items: images.map { .size(width: $0.width, height: $0.height) },
            insets: Insets(all: 8))
        ])
      #expect(layout.frames == images.indices.map { core.frame(ofItem: $0, inSection: 0) ?? .zero })
      if !core.stretchedItems(inSection: 0).isEmpty { evened += 1 }
    }
    #expect(evened > 0)
  }
}
