#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SwiftUISurface
  import Testing

  /// `FlowStack` with growing tags (`itemGrow`, `growLastLine`, `.flowGrow(_:)`) and
  /// `JustifiedStack` with widow policies, against the core; the ideal size is at own widths.
  @Suite struct GrowAndWidowStackTests {
    @Test func tagsGrowAsTheCoreGrowsThem() throws {
      let views = [
        FakeView.fixed(40, 20).with(FlowGrowKey.self, 3), .fixed(60, 20), .fixed(80, 20),
        .fixed(90, 20).with(FlowGrowKey.self, 0), .fixed(50, 20),
      ]
      let stack = FlowStack(itemSpacing: 6, itemGrow: 1, growLastLine: false)
      #expect(stack.flow == FlowLayout(itemSpacing: 6, itemGrow: 1, growLastLine: false))
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 220, height: 0), cache: &cache)
      let items = views.map { view in
        let size = view.measure(.unspecified)
        return Item(
          sizing: .size(Size(width: Double(size.width), height: Double(size.height))),
          grow: view.values[ObjectIdentifier(FlowGrowKey.self)].flatMap { $0 as? Double })
      }
      let core = try LayoutResult(
        container: Container(width: 220),
        sections: [LayoutSection(.flow(stack.flow), items: items)])
      for index in views.indices {
        #expect(matches(log.frame(index), core.frame(ofItem: index, inSection: 0)), "\(index)")
      }
      // 40 + 60 + 80 and two gaps fill 192 of 220: 28 left, shared 3 : 1 : 1.
      #expect(log.frame(0)?.width == 40 + 28.0 * 3 / 5)
      // The last line keeps its widths.
      #expect(log.frame(4)?.width == 50)
    }

    @Test func theIdealSizeIsAtOwnWidths() {
      let views = [FakeView.fixed(50, 20).with(FlowGrowKey.self, 1), .fixed(80, 30)]
      let subviews = fakeSubviews(views)
      let stack = FlowStack(itemSpacing: 6, itemGrow: 2)
      var cache = stack.makeCache(subviews: subviews)
      #expect(
        stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
          == CGSize(width: 136, height: 30))
    }

    @Test func widowsAreTheCores() throws {
      let ratios = [1.5, 1, 0.8, 1.2, 1.5, 0.7, 1]
      let views = ratios.map { FakeView.fixed(1, 1).with(AspectRatioKey.self, $0) }
      for alignment in JustifiedLayout.WidowAlignment.allCases {
        let stack = JustifiedStack(
          targetRowHeight: 120, itemSpacing: 4, widowAlignment: alignment, widowHeight: .target)
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 400, height: 0), cache: &cache)
        let core = try LayoutResult(
          container: Container(width: 400),
          sections: [
            LayoutSection(.justified(stack.justified), items: ratios.map { .aspectRatio($0) })
          ])
        for index in views.indices {
          #expect(
            matches(log.frame(index), core.frame(ofItem: index, inSection: 0)), "\(alignment)")
        }
        // The ideal size: one row at the target height, from the leading edge.
        let subviews = fakeSubviews(views)
        let ideal = stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(ideal.height == 120, "\(alignment)")
      }
    }
  }
#endif
