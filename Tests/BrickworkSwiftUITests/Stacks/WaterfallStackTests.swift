#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SeededRandom
  import SwiftUISurface
  import Testing

  /// `WaterfallStack` with fake subviews: measuring, proposals, placement and the cache.
  @Suite struct WaterfallStackTests {
    let stack = WaterfallStack(
      columns: 3, columnSpacing: 10, itemSpacing: 8, insets: Insets(all: 12))

    /// Random fake views: fixed heights, wrapping text, kept ratios, aspect-ratio keys and
    /// full-span ones.
    func randomViews(_ count: Int, using rng: inout SeededGenerator) -> [FakeView] {
      (0..<count).map { _ in
        var view: FakeView
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: view = .fixed(50, CGFloat(Int.random(in: 0...300, using: &rng)))
        case 1: view = .text(CGFloat(Int.random(in: 10...600, using: &rng)))
        case 2: view = .ratio(CGFloat(Double.random(in: 0.3...3, using: &rng)))
        default:
          view = FakeView.fixed(1, 1).with(AspectRatioKey.self, .random(in: 0.3...3, using: &rng))
        }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: view = view.with(FullSpanKey.self, true)
        case 1: view = view.with(SpanKey.self, 2)
        case 2: view = view.with(ColumnKey.self, Int.random(in: 0..<3, using: &rng))
        default: break
        }
        return view
      }
    }

    @Test func placesEverySubviewAtTheCoreFrameOfItsMeasuredHeight() throws {
      for seed in 0..<60 as Range<UInt64> {
        var rng = SeededGenerator(seed: seed)
        let views = randomViews(Int.random(in: 0...60, using: &rng), using: &rng)
        let width = CGFloat(Int.random(in: 200...900, using: &rng))
        let origin = CGPoint(x: 17, y: -40)
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let log = place(
          stack, views, in: CGRect(origin: origin, size: CGSize(width: width, height: 1)),
          cache: &cache)
        // The core, given the heights each view answered at the width it was laid out at.
        let items = views.indices.map { index -> Item in
          let values = views[index].values
          var item = Item(
            sizing: .extent(0), isFullSpan: values[ObjectIdentifier(FullSpanKey.self)] != nil,
            span: values[ObjectIdentifier(SpanKey.self)] as? Int ?? 1,
            column: values[ObjectIdentifier(ColumnKey.self)] as? Int)
          if let ratio = values[ObjectIdentifier(AspectRatioKey.self)] as? Double {
            item.sizing = .aspectRatio(ratio)
          } else {
            let placed = log.frame(index)?.width ?? -1
            let height = views[index].measure(ProposedViewSize(width: placed, height: nil)).height
            item.sizing = .extent(Double(height))
          }
          return item
        }
        let section = LayoutSection(.waterfall(stack.waterfall), items: items, insets: stack.insets)
        let core = try LayoutResult(container: Container(width: Double(width)), sections: [section])
        for index in views.indices {
          #expect(
            matches(log.frame(index), core.frame(ofItem: index, inSection: 0), origin: origin),
            "seed \(seed) view \(index)")
        }
      }
    }

    @Test func measuresEachSubviewAtTheWidthItIsPlacedAt() {
      let views = [FakeView.text(400), .text(90), FakeView.text(700).with(FullSpanKey.self, true)]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 375, height: 0), cache: &cache)
      for index in views.indices {
        let placedWidth = log.frame(index)?.width
        #expect(log.proposals(index).last == ProposedViewSize(width: placedWidth, height: nil))
      }
      // 375 - 24 of insets - 20 of spacing, in three columns.
      #expect(abs((log.frame(0)?.width ?? 0) - 331.0 / 3) < 1e-9)
      #expect(log.frame(2)?.width == 351)
    }

    @Test func brokenAnswersLayOutAtZeroHeight() throws {
      let views = [FakeView.broken, .fixed(10, 30), .broken, .fixed(10, 40)]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 300, height: 0), cache: &cache)
      #expect(log.frame(0)?.height == 0)
      #expect(log.frame(2)?.height == 0)
      #expect(log.frame(1)?.height == 30)
      #expect(cache.error == nil)
      let size = stack.sizeThatFits(
        proposal: .unspecified, subviews: fakeSubviews(views), cache: &cache)
      #expect(size.width.isFinite && size.height.isFinite)
    }

    @Test func answersEachSpecialProposal() {
      let views = [FakeView.fixed(80, 50), .fixed(120, 70), .fixed(60, 20), .fixed(90, 10)]
      let subviews = fakeSubviews(views)
      var cache = stack.makeCache(subviews: subviews)
      // Minimum: the insets and the spacing between three zero-width columns.
      let minimum = stack.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache)
      #expect(minimum == CGSize(width: 44, height: 24))
      // Ideal: three columns as wide as the widest subview (120).
      let ideal = stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
      #expect(ideal.width == CGFloat(24 + 3 * 120 + 20))
      // Heights 50, 70, 20 side by side, then 10 under the 20: 70 + 24 of insets.
      #expect(ideal.height == 94)
      let maximum = stack.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache)
      #expect(maximum == CGSize(width: .infinity, height: ideal.height))
      let finite = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 500, height: 10), subviews: subviews, cache: &cache)
      #expect(finite == CGSize(width: 500, height: 94))
      // Too narrow for three columns: the minimum, and every subview at zero size.
      let narrow = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 40, height: nil), subviews: subviews, cache: &cache)
      #expect(narrow == minimum)
      let bounds = CGRect(x: 5, y: 6, width: 40, height: 24)
      let log = place(stack, views, in: bounds, cache: &cache)
      #expect(isParked(log.frame(0), below: bounds))
    }

    @Test func keepsTheLayoutWhileWidthAndSizesAreUnchanged() {
      var views = [FakeView.fixed(10, 30), .fixed(10, 40), .fixed(10, 50)]
      var subviews = fakeSubviews(views)
      var cache = stack.makeCache(subviews: subviews)
      let proposal = ProposedViewSize(width: 320, height: nil)
      let first = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      _ = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      stack.placeSubviews(
        in: CGRect(x: 0, y: 0, width: 320, height: first.height), proposal: proposal,
        subviews: subviews, cache: &cache)
      #expect(cache.layoutCount == 1)
      _ = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews, cache: &cache)
      #expect(cache.layoutCount == 2)
      views[1] = .fixed(10, 45)
      subviews = fakeSubviews(views)
      _ = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews, cache: &cache)
      #expect(cache.layoutCount == 3)
      // SwiftUI says the subviews changed: the kept layout is checked, not dropped.
      stack.updateCache(&cache, subviews: subviews)
      _ = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews, cache: &cache)
      #expect(cache.layoutCount == 3)
    }

    @Test func appendedSubviewsContinueTheLayoutAndEqualAFullOne() throws {
      var rng = SeededGenerator(seed: 7)
      var views = randomViews(30, using: &rng)
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 390, height: 0)
      _ = place(stack, views, in: bounds, cache: &cache)
      views += randomViews(30, using: &rng)
      let appended = place(stack, views, in: bounds, cache: &cache)
      var fresh = stack.makeCache(subviews: fakeSubviews(views))
      let full = place(stack, views, in: bounds, cache: &fresh)
      for index in views.indices { #expect(appended.frame(index) == full.frame(index)) }
      #expect(cache.layoutCount == 1 && cache.appendCount == 1)
    }

    @Test func keepsExplicitColumnsAndSpansInsideTheColumns() throws {
      let views = [
        FakeView.fixed(10, 30).with(ColumnKey.self, 7),
        FakeView.fixed(10, 30).with(SpanKey.self, 2).with(ColumnKey.self, 2),
        FakeView.fixed(10, 30).with(FullSpanKey.self, true).with(ColumnKey.self, 1),
        FakeView.fixed(10, 30).with(SpanKey.self, 9),
        FakeView.fixed(10, 30).with(SpanKey.self, 0),
      ]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 375, height: 0), cache: &cache)
      let core = try #require(cache.result)
      #expect(cache.error == nil)
      #expect(core.column(ofItem: 0, inSection: 0) == 2)
      #expect(core.column(ofItem: 1, inSection: 0) == 1)
      #expect(log.frame(1)?.width == core.frame(ofItem: 1, inSection: 0).map { CGFloat($0.width) })
      #expect(log.frame(2)?.width == 351)
      #expect(log.frame(3)?.width == 351)
      #expect(abs((log.frame(4)?.width ?? 0) - 331.0 / 3) < 1e-9)
    }

    @Test func declaresTheDefaultsOfSwiftUIsLayout() {
      #expect(WaterfallStack.layoutProperties.stackOrientation == nil)
      #expect(stack.animatableData == EmptyAnimatableData())
    }

    @Test func invalidOptionsPlaceEverySubviewAtZeroSizeAndNameTheError() {
      let broken = WaterfallStack(columns: 0)
      let views = [FakeView.fixed(10, 10)]
      var cache = broken.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 300, height: 0)
      let log = place(broken, views, in: bounds, cache: &cache)
      #expect(isParked(log.frame(0), below: bounds))
      #expect(cache.error != nil)
    }
  }
#endif
