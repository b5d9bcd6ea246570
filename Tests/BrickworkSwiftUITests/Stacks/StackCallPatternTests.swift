#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SeededRandom
  import SwiftUISurface
  import Testing

  /// The stacks driven as SwiftUI drives a `Layout`: several proposals per pass (the ideal size,
  /// then a finite width), `updateCache` after the subviews change, placement; hidden subviews,
  /// ideal widths, baselines and the shared defaults.
  @Suite struct StackCallPatternTests {
    /// One layout pass as SwiftUI makes it: the ideal size, the size at `width`, placement.
    func pass<L: Layout>(
      _ stack: L, _ views: [FakeView], width: CGFloat, cache: inout L.Cache
    ) -> FakeLog {
      let log = FakeLog()
      let subviews = fakeSubviews(views, log: log)
      _ = stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
      let proposal = ProposedViewSize(width: width, height: nil)
      let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      stack.placeSubviews(
        in: CGRect(x: 0, y: 0, width: width, height: size.height), proposal: proposal,
        subviews: subviews, cache: &cache)
      return log
    }

    /// Random tags and photos; with `idealWidth`, all of that ideal width (a waterfall's ideal
    /// width is that of its widest subview: appending a wider one changes it).
    func randomViews(
      _ count: Int, idealWidth: CGFloat? = nil, using rng: inout SeededGenerator
    ) -> [FakeView] {
      (0..<count).map { _ in
        if let idealWidth {
          return .fixed(idealWidth, CGFloat(Int.random(in: 20...200, using: &rng)))
        }
        return Bool.random(using: &rng)
          ? .text(CGFloat(Int.random(in: 10...300, using: &rng)))
          : .fixed(
            CGFloat(Int.random(in: 20...200, using: &rng)),
            CGFloat(Int.random(in: 20...200, using: &rng)))
      }
    }

    /// Runs SwiftUI's pattern over pages of subviews and checks each pass against a fresh cache.
    func checkPattern<L: Layout>(
      _ stack: L, seed: UInt64, idealWidth: CGFloat? = nil, layoutCount: (L.Cache) -> Int,
      appendCount: (L.Cache) -> Int, makeCache: ([FakeView]) -> L.Cache
    ) {
      var rng = SeededGenerator(seed: seed)
      var views = randomViews(.random(in: 1...40, using: &rng), idealWidth: idealWidth, using: &rng)
      var cache = makeCache(views)
      let width = CGFloat(Int.random(in: 200...600, using: &rng))
      _ = pass(stack, views, width: width, cache: &cache)
      // Two layouts: the ideal one and the finite one. A pass with nothing changed makes none.
      #expect(layoutCount(cache) == 2, "seed \(seed)")
      _ = pass(stack, views, width: width, cache: &cache)
      #expect(layoutCount(cache) == 2, "seed \(seed)")
      // Pages appended at the end, SwiftUI telling the cache: both layouts continue.
      for page in 1...3 {
        views += randomViews(.random(in: 1...20, using: &rng), idealWidth: idealWidth, using: &rng)
        stack.updateCache(&cache, subviews: fakeSubviews(views))
        let log = pass(stack, views, width: width, cache: &cache)
        var fresh = makeCache(views)
        let full = pass(stack, views, width: width, cache: &fresh)
        for index in views.indices {
          #expect(log.frame(index) == full.frame(index), "seed \(seed) page \(page) view \(index)")
        }
        #expect(layoutCount(cache) == 2, "seed \(seed) page \(page)")
        #expect(appendCount(cache) == 2 * page, "seed \(seed) page \(page)")
      }
      // A subview changed in the middle: both layouts are made again, once.
      views[0] = .fixed(7, 7)
      stack.updateCache(&cache, subviews: fakeSubviews(views))
      _ = pass(stack, views, width: width, cache: &cache)
      #expect(layoutCount(cache) == 4, "seed \(seed)")
    }

    @Test func theCacheKeepsALayoutPerProposalAndContinuesAppendsUnderSwiftUIsCallPattern() {
      for seed in 0..<20 as Range<UInt64> {
        let waterfall = WaterfallStack(columns: 3, columnSpacing: 8, itemSpacing: 8)
        checkPattern(
          waterfall, seed: seed, idealWidth: 90, layoutCount: \.layoutCount,
          appendCount: \.appendCount,
          makeCache: { waterfall.makeCache(subviews: fakeSubviews($0)) })
        let flow = FlowStack(itemSpacing: 6, lineSpacing: 4)
        checkPattern(
          flow, seed: seed, layoutCount: \.layoutCount, appendCount: \.appendCount,
          makeCache: { flow.makeCache(subviews: fakeSubviews($0)) })
        let rows = JustifiedStack(targetRowHeight: 120, breaking: .greedy)
        checkPattern(
          rows, seed: seed, layoutCount: \.layoutCount, appendCount: \.appendCount,
          makeCache: { rows.makeCache(subviews: fakeSubviews($0)) })
      }
    }

    @Test func theCacheIsKeyedByOptionsToo() {
      let views = [FakeView.fixed(50, 30), .fixed(60, 40), .fixed(70, 20)]
      let narrow = FlowStack(itemSpacing: 4)
      let wide = FlowStack(itemSpacing: 40)
      var cache = narrow.makeCache(subviews: fakeSubviews(views))
      let a = pass(narrow, views, width: 150, cache: &cache)
      let b = pass(wide, views, width: 150, cache: &cache)
      #expect(a.frame(1) != b.frame(1))
      #expect(cache.layoutCount == 4)
      // Back to the first options: their layouts were kept.
      let again = pass(narrow, views, width: 150, cache: &cache)
      #expect(again.frame(1) == a.frame(1))
      #expect(cache.layoutCount == 4)
    }

    @Test func subviewsThatMustNotShowAreParkedOutOfSight() {
      // Cut by maxLines, and an unused badge.
      let tags = (0..<8).map { _ in FakeView.fixed(60, 20) }
      let flow = FlowStack(itemSpacing: 5, lineSpacing: 5, maxLines: 1)
      var cache = flow.makeCache(subviews: fakeSubviews(tags))
      let bounds = CGRect(x: 10, y: 20, width: 200, height: 20)
      let log = place(flow, tags, in: bounds, cache: &cache)
      for index in 3..<8 { #expect(isParked(log.frame(index), below: bounds), "tag \(index)") }
      let badged = [FakeView.fixed(30, 20).with(MoreBadgeKey.self, true)] + tags.prefix(2)
      var badgeCache = flow.makeCache(subviews: fakeSubviews(badged))
      let unused = place(flow, Array(badged), in: bounds, cache: &badgeCache)
      #expect(isParked(unused.frame(0), below: bounds))
      // Excluded from justified rows (no ratio), and widows without showWidows.
      let rows = JustifiedStack(targetRowHeight: 100, showWidows: false)
      let photos = [FakeView.fixed(0, 0)] + (0..<5).map { _ in FakeView.fixed(150, 100) }
      var rowCache = rows.makeCache(subviews: fakeSubviews(photos))
      let placed = place(
        rows, photos, in: CGRect(x: 0, y: 0, width: 500, height: 0), cache: &rowCache)
      #expect(isParked(placed.frame(0), below: CGRect(x: 0, y: 0, width: 500, height: 0)))
      let hidden = rowCache.result?.hiddenItems(inSection: 0) ?? 0..<0
      #expect(!hidden.isEmpty)
      for item in hidden {
        #expect(isParked(placed.frame(item + 1), below: CGRect(x: 0, y: 0, width: 500, height: 0)))
      }
    }

    @Test func aFlowIsAsWideAsItsContentIdeallyForEveryJustification() {
      let views = [FakeView.fixed(50, 20), .fixed(70, 30), .fixed(40, 10)]
      let justifications: [FlowLayout.Justify] = [
        .leading, .trailing, .center, .spaceBetween, .spaceAround, .spaceEvenly,
      ]
      for justify in justifications {
        let stack = FlowStack(
          itemSpacing: 8, justify: justify, lastLineJustify: justify,
          insets: Insets(left: 3, right: 5))
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        for proposal in [ProposedViewSize.unspecified, .infinity] {
          let size = stack.sizeThatFits(
            proposal: proposal, subviews: fakeSubviews(views), cache: &cache)
          #expect(size == CGSize(width: 3 + 50 + 8 + 70 + 8 + 40 + 5, height: 30), "\(justify)")
        }
      }
    }

    @Test func baselinesAreTheSubviewsFirstTextBaselinesAndTheFlowsOwn() throws {
      for seed in 0..<30 as Range<UInt64> {
        var rng = SeededGenerator(seed: seed)
        let views = (0..<Int.random(in: 1...30, using: &rng)).map { _ -> FakeView in
          var view = FakeView.fixed(
            CGFloat(Int.random(in: 20...120, using: &rng)),
            CGFloat(Int.random(in: 10...40, using: &rng)))
          if Bool.random(using: &rng) {
            let ascent = CGFloat(Int.random(in: 5...10, using: &rng))
            view.baseline = { _ in ascent }
          }
          return view
        }
        let stack = FlowStack(itemSpacing: 4, lineSpacing: 6, alignItems: .baseline)
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let bounds = CGRect(x: 0, y: 50, width: 300, height: 0)
        let log = place(stack, views, in: bounds, cache: &cache)
        // The core's layout of the same items with those baselines (else the bottom edge).
        let items = views.map { view -> Item in
          let size = view.measure(.unspecified)
          return Item(
            sizing: .size(Size(width: Double(size.width), height: Double(size.height))),
            baseline: Double(view.baseline(size) ?? size.height))
        }
        let core = try LayoutResult(
          container: Container(width: 300),
          sections: [
            LayoutSection(
              .flow(FlowLayout(itemSpacing: 4, lineSpacing: 6, alignItems: .baseline)), items: items
            )
          ])
        for index in views.indices {
          #expect(
            matches(
              log.frame(index), core.frame(ofItem: index, inSection: 0), origin: bounds.origin),
            "seed \(seed) view \(index)")
        }
        // The flow's first baseline is its first item's; its last, its last item's.
        let subviews = fakeSubviews(views)
        let first = stack.explicitAlignment(
          of: .firstTextBaseline, in: bounds, proposal: .unspecified, subviews: subviews,
          cache: &cache)
        let frame0 = try #require(core.frame(ofItem: 0, inSection: 0))
        #expect(first == 50 + CGFloat(frame0.minY + (items[0].baseline ?? 0)))
        let last = stack.explicitAlignment(
          of: .lastTextBaseline, in: bounds, proposal: .unspecified, subviews: subviews,
          cache: &cache)
        let lastFrame = try #require(core.frame(ofItem: views.count - 1, inSection: 0))
        #expect(last == 50 + CGFloat(lastFrame.minY + (items[views.count - 1].baseline ?? 0)))
        #expect(
          stack.explicitAlignment(
            of: .center, in: bounds, proposal: .unspecified, subviews: subviews, cache: &cache)
            == nil)
      }
    }

    /// SwiftUI flips a layout's placements in right-to-left: a stack places in left-to-right
    /// terms in both directions, as UIKit's flow layout lets the collection view flip it.
    @Test func aStackLeavesRightToLeftMirroringToSwiftUI() {
      let views = [FakeView.fixed(50, 30), .fixed(60, 40), .fixed(70, 20), .fixed(40, 40)]
      let stack = FlowStack(itemSpacing: 5, justify: .leading)
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let log = FakeLog()
        let subviews = LayoutSubviews(
          views.enumerated().map { index, view in
            LayoutSubview(
              identity: index, sizeThatFits: view.measure, place: { log.place(index, $0, $1, $2) })
          }, layoutDirection: direction)
        var cache = stack.makeCache(subviews: subviews)
        let proposal = ProposedViewSize(width: 200, height: nil)
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        stack.placeSubviews(
          in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
          cache: &cache)
        #expect(log.frame(0)?.minX == 0 && log.frame(1)?.minX == 55, "\(direction)")
      }
    }

    /// SwiftUI's default `spacing(subviews:cache:)` merges the subviews' preferences.
    @Test func aStacksSpacingMergesItsSubviewsPreferences() {
      let views = [FakeView.fixed(10, 10), .fixed(20, 20)]
      let subviews = LayoutSubviews(
        views.enumerated().map { index, view in
          LayoutSubview(
            identity: index, spacing: index == 0 ? .zero : ViewSpacing(),
            sizeThatFits: view.measure)
        })
      let stack = FlowStack()
      var cache = stack.makeCache(subviews: subviews)
      #expect(stack.spacing(subviews: subviews, cache: &cache) == ViewSpacing.zero)
      // A preference stated on one side is kept where the other states none.
      #expect(ViewSpacing().union(.zero) == .zero && ViewSpacing.zero.union(ViewSpacing()) == .zero)
    }

    @Test func theStacksReadTheSharedDefaults() {
      #expect(WaterfallStack().waterfall == WaterfallLayout())
      #expect(WaterfallStack(minColumnWidth: 100).waterfall == WaterfallLayout(minColumnWidth: 100))
      #expect(FlowStack().flow == FlowLayout())
      #expect(JustifiedStack().justified == JustifiedLayout())
      #expect(WaterfallLayout().columnSpacing == Default.columnSpacing)
      #expect(JustifiedLayout().itemSpacing == Default.photoSpacing)
    }
  }
#endif
