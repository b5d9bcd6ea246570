#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SeededRandom
  import SwiftUISurface
  import Testing

  /// A thread-safe box for what a callback reported.
  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    var all: [Int] { lock.withLock { values } }
    func append(_ value: Int) { lock.withLock { values.append(value) } }
  }

  /// `FlowStack` with fake subviews: ideal sizes, wrapping, the badge and proposals.
  @Suite struct FlowStackTests {
    let flow = FlowLayout(itemSpacing: 6, lineSpacing: 4, alignItems: .center)

    @Test func placesTagsAtTheCoreFramesOfTheirIdealSizes() throws {
      for seed in 0..<60 as Range<UInt64> {
        var rng = SeededGenerator(seed: seed)
        let views = (0..<Int.random(in: 0...50, using: &rng)).map { _ in
          var view = FakeView.fixed(
            CGFloat(Int.random(in: 0...140, using: &rng)),
            CGFloat(Int.random(in: 10...40, using: &rng)))
          if Int.random(in: 0..<8, using: &rng) == 0 { view = view.with(StartsLineKey.self, true) }
          return view
        }
        let stack = FlowStack(flow, insets: Insets(top: 3, left: 5, bottom: 7, right: 9))
        let width = CGFloat(Int.random(in: 160...500, using: &rng))
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let log = place(
          stack, views, in: CGRect(x: 3, y: 4, width: width, height: 0), cache: &cache)
        let items = views.map { view in
          let size = view.measure(.unspecified)
          return Item(
            sizing: .size(Size(width: Double(size.width), height: Double(size.height))),
            startsLine: view.values[ObjectIdentifier(StartsLineKey.self)] != nil)
        }
        let core = try LayoutResult(
          container: Container(width: Double(width)),
          sections: [LayoutSection(.flow(flow), items: items, insets: stack.insets)])
        for index in views.indices {
          #expect(
            matches(
              log.frame(index), core.frame(ofItem: index, inSection: 0), origin: CGPoint(x: 3, y: 4)
            ),
            "seed \(seed) view \(index)")
        }
      }
    }

    @Test func asksIdealSizesAndWrapsATagWiderThanTheBody() {
      let views = [FakeView.text(60), .text(500, lineHeight: 20)]
      let stack = FlowStack(flow, insets: Insets(all: 10))
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 220, height: 0), cache: &cache)
      #expect(log.proposals(0).first == .unspecified)
      #expect(log.proposals(1).contains(ProposedViewSize(width: 200, height: nil)))
      // 500 wide in a body of 200: three lines of text, alone on its line.
      #expect(log.frame(1) == CGRect(x: 10, y: 10 + 20 + 4, width: 200, height: 60))
    }

    @Test func showsTheBadgeAndReportsTheHiddenCount() throws {
      let reports = Reports()
      let stack = FlowStack(
        FlowLayout(itemSpacing: 4, maxLines: 1), onHiddenCountChange: { reports.append($0) })
      let views =
        (0..<6).map { _ in FakeView.fixed(40, 20) } + [
          FakeView.fixed(30, 20).with(MoreBadgeKey.self, true)
        ]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 150, height: 0)
      let log = place(stack, views, in: bounds, cache: &cache)
      // 40 + 4 + 40 + 4 + 40 = 128 fit; the badge (4 + 30) does not, so two stay: 40, 40, badge.
      let core = try #require(cache.result)
      #expect(core.hiddenItems(inSection: 0) == 2..<6)
      #expect(matches(log.frame(6), core.moreBadge(inSection: 0)?.frame))
      #expect(log.frame(6)?.minX == 88)
      #expect(isParked(log.frame(3), below: bounds))
      _ = place(stack, views, in: bounds, cache: &cache)
      #expect(reports.all == [4])
    }

    @Test func answersEachSpecialProposal() {
      let views = [FakeView.fixed(50, 20), .fixed(80, 30), .fixed(30, 10)]
      let subviews = fakeSubviews(views)
      let stack = FlowStack(flow, insets: Insets(all: 2))
      var cache = stack.makeCache(subviews: subviews)
      // Ideal and maximum: one line, 50 + 80 + 30 and two gaps of 6, 30 tall, plus insets.
      let ideal = stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
      #expect(ideal == CGSize(width: 176, height: 34))
      #expect(stack.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache) == ideal)
      // Minimum: as wide as the widest tag, one tag a line.
      let minimum = stack.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache)
      #expect(minimum == CGSize(width: 84, height: 4 + 20 + 30 + 10 + 8))
      let finite = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 150, height: 5), subviews: subviews, cache: &cache)
      #expect(finite == CGSize(width: 150, height: 4 + 30 + 4 + 10))
    }

    @Test func brokenAnswersLayOutAtZeroSize() {
      let views = [FakeView.broken, .fixed(20, 20), FakeView.broken.with(BaselineKey.self, .nan)]
      let stack = FlowStack(FlowLayout(alignItems: .baseline))
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let log = place(stack, views, in: CGRect(x: 0, y: 0, width: 100, height: 0), cache: &cache)
      #expect(log.frame(0)?.size == .zero)
      #expect(log.frame(1)?.size == CGSize(width: 20, height: 20))
      #expect(cache.error == nil)
    }
  }
#endif
