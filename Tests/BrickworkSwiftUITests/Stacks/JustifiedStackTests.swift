#if !canImport(SwiftUI)
  import Brickwork
  import BrickworkSwiftUI
  import Foundation
  import SeededRandom
  import SwiftUISurface
  import Testing

  /// `JustifiedStack` with fake subviews: ratios from keys and ideal sizes, exclusions, proposals.
  @Suite struct JustifiedStackTests {
    let stack = JustifiedStack(
      targetRowHeight: 120, itemSpacing: 4, lineSpacing: 6, insets: Insets(all: 8))

    @Test func placesPhotosAtTheCoreFramesOfTheirRatios() throws {
      for seed in 0..<60 as Range<UInt64> {
        var rng = SeededGenerator(seed: seed)
        var ratios: [Double] = []
        let views = (0..<Int.random(in: 0...60, using: &rng)).map { _ -> FakeView in
          let ratio = Double.random(in: 0.4...2.5, using: &rng)
          ratios.append(ratio)
          return Bool.random(using: &rng)
            ? FakeView.fixed(1, 1).with(AspectRatioKey.self, ratio)
            : FakeView.fixed(CGFloat(ratio * 300), 300)
        }
        let width = CGFloat(Int.random(in: 250...1000, using: &rng))
        var cache = stack.makeCache(subviews: fakeSubviews(views))
        let log = place(
          stack, views, in: CGRect(x: -5, y: 9, width: width, height: 0), cache: &cache)
        let core = try LayoutResult(
          container: Container(width: Double(width)),
          sections: [
            LayoutSection(
              .justified(stack.justified), items: ratios.map { .aspectRatio($0) },
              insets: stack.insets)
          ])
        for index in views.indices {
          #expect(
            matches(
              log.frame(index), core.frame(ofItem: index, inSection: 0),
              origin: CGPoint(x: -5, y: 9)),
            "seed \(seed) view \(index)")
        }
      }
    }

    @Test func leavesOutSubviewsWithoutARatio() throws {
      let views = [FakeView.fixed(150, 100), .broken, .fixed(0, 0), .fixed(100, 100)]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 600, height: 0)
      let log = place(stack, views, in: bounds, cache: &cache)
      #expect(isParked(log.frame(1), below: bounds))
      #expect(isParked(log.frame(2), below: bounds))
      let core = try #require(cache.result)
      #expect(core.numberOfItems(inSection: 0) == 2)
      #expect(matches(log.frame(3), core.frame(ofItem: 1, inSection: 0)))
    }

    @Test func answersEachSpecialProposal() {
      let views = [FakeView.fixed(150, 100), .fixed(100, 100)]
      let subviews = fakeSubviews(views)
      var cache = stack.makeCache(subviews: subviews)
      // Ideal and maximum: one row at the target height, 1.5 * 120 + 4 + 120 wide, plus insets.
      let ideal = stack.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
      #expect(abs(ideal.width - (16 + 180 + 4 + 120)) < 1e-9)
      #expect(ideal.height == CGFloat(16 + 120))
      #expect(stack.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache) == ideal)
      #expect(
        stack.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache)
          == CGSize(width: 16, height: 16))
      let finite = stack.sizeThatFits(
        proposal: ProposedViewSize(width: 400, height: 1), subviews: subviews, cache: &cache)
      #expect(finite.width == 400)
    }

    @Test func rowConstraintsAreTheCoresAndUnsatisfiableOnesFallBackToFreeRows() throws {
      for seed in 0..<40 as Range<UInt64> {
        var rng = SeededGenerator(seed: 0xC0_7000 + seed)
        let ratios = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
          Double.random(in: 0.4...2.5, using: &rng)
        }
        let minimum = Int.random(in: 1...4, using: &rng)
        let constrained = JustifiedStack(
          targetRowHeight: 120, itemSpacing: 4, lineSpacing: 6,
          showWidows: Bool.random(using: &rng),
          breaking: Bool.random(using: &rng) ? .greedy : .optimal, minItemsPerRow: minimum,
          maxItemsPerRow: Bool.random(using: &rng)
            ? 0 : minimum + Int.random(in: 0...2, using: &rng),
          insets: Insets(all: 8))
        let views = ratios.map { FakeView.fixed(1, 1).with(AspectRatioKey.self, $0) }
        var cache = constrained.makeCache(subviews: fakeSubviews(views))
        let log = place(
          constrained, views, in: CGRect(x: 0, y: 0, width: 500, height: 0), cache: &cache)
        let section = LayoutSection(
          .justified(constrained.justified), items: ratios.map { .aspectRatio($0) },
          insets: constrained.insets)
        var expected: LayoutResult
        do {
          expected = try LayoutResult(container: Container(width: 500), sections: [section])
          #expect(cache.error == nil)
        } catch {
          // No breaking satisfies the constraints: the rows are broken without them.
          #expect(cache.error == error, "seed \(seed)")
          var free = constrained.justified
          free.minItemsPerRow = 1
          free.maxItemsPerRow = 0
          expected = try LayoutResult(
            container: Container(width: 500),
            sections: [
              LayoutSection(
                .justified(free), items: ratios.map { .aspectRatio($0) },
                insets: constrained.insets)
            ])
        }
        let bounds = CGRect(x: 0, y: 0, width: 500, height: 0)
        for index in views.indices {
          guard let frame = expected.frame(ofItem: index, inSection: 0) else {
            // A hidden widow is parked out of sight.
            #expect(isParked(log.frame(index), below: bounds), "seed \(seed) view \(index)")
            continue
          }
          #expect(matches(log.frame(index), frame), "seed \(seed) view \(index)")
        }
      }
    }

    @Test func rowsNoBreakingSatisfiesAreBrokenWithoutTheConstraints() throws {
      let ratios = [1.2, 0.8, 1.5, 0.6, 1.1, 1.9, 0.7]
      let constrained = JustifiedStack(
        showWidows: false, breaking: .optimal, minItemsPerRow: 4, maxItemsPerRow: 4)
      let views = ratios.map { FakeView.fixed(1, 1).with(AspectRatioKey.self, $0) }
      var cache = constrained.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 375, height: 0)
      let log = place(constrained, views, in: bounds, cache: &cache)
      let error = try #require(cache.error)
      #expect(error.location == .section(0))
      var free = constrained.justified
      free.minItemsPerRow = 1
      free.maxItemsPerRow = 0
      let expected = try LayoutResult(
        container: Container(width: 375),
        sections: [LayoutSection(.justified(free), items: ratios.map { .aspectRatio($0) })])
      for index in views.indices {
        guard let frame = expected.frame(ofItem: index, inSection: 0) else {
          #expect(isParked(log.frame(index), below: bounds))
          continue
        }
        #expect(matches(log.frame(index), frame), "view \(index)")
      }
    }

    @Test func keepsTheLayoutUntilAPhotoChanges() {
      var views = [FakeView.fixed(150, 100), .fixed(100, 100)]
      var cache = stack.makeCache(subviews: fakeSubviews(views))
      let bounds = CGRect(x: 0, y: 0, width: 500, height: 0)
      _ = place(stack, views, in: bounds, cache: &cache)
      _ = place(stack, views, in: bounds, cache: &cache)
      #expect(cache.layoutCount == 1)
      views[0] = .fixed(200, 100)
      _ = place(stack, views, in: bounds, cache: &cache)
      #expect(cache.layoutCount == 2)
    }
  }
#endif
