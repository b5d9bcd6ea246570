import Brickwork
import BrickworkUIKit
import Foundation
import SeededRandom
import Testing

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The waterfall's `tolerance` and the justified rows' `minItemsPerRow` / `maxItemsPerRow`, as
  /// properties and per-section delegate answers, equal the core's layout of the same options.
  @MainActor @Suite struct ToleranceAndRowConstraintTests {
    /// A delegate answering a tolerance per section.
    final class ToleranceFeed: DequeuingDataSource, WaterfallCollectionViewLayoutDelegate {
      var heights: [[Double]]
      var tolerances: [CGFloat?]
      init(heights: [[Double]], tolerances: [CGFloat?]) {
        self.heights = heights
        self.tolerances = tolerances
      }
      override func numberOfSections(in collectionView: UICollectionView) -> Int { heights.count }
      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { heights[section].count }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 1, height: 1) }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
      ) -> CGFloat? { CGFloat(heights[indexPath.section][indexPath.item]) }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        toleranceForSectionAt section: Int
      ) -> CGFloat? { tolerances[section] }
    }

    @Test func theToleranceOfEachSectionIsTheCores() throws {
      var rng = SeededGenerator(seed: 0x70_1E)
      for _ in 0..<30 {
        let heights = (0..<2).map { _ in
          (0..<Int.random(in: 1...40, using: &rng)).map { _ in
            Double(Int.random(in: 10...200, using: &rng))
          }
        }
        let tolerances: [CGFloat?] = [nil, CGFloat(Int.random(in: 0...250, using: &rng))]
        let feed = ToleranceFeed(heights: heights, tolerances: tolerances)
        let layout = WaterfallCollectionViewLayout()
        layout.columnCount = 3
        let view = makeCollectionView(layout, feed: FakeFeed(sizes: []))
        view.dataSource = feed
        view.delegate = feed
        view.layoutIfNeeded()
        var sections: [LayoutSection] = []
        for (section, tolerance) in tolerances.enumerated() {
          var options = WaterfallLayout(columns: 3)
          options.tolerance = tolerance.map(Double.init)
          sections.append(
            LayoutSection(.waterfall(options), items: heights[section].map { .extent($0) }))
        }
        let expected = try LayoutResult(
          container: Container(width: 375, scale: 1), sections: sections)
        for section in 0..<2 {
          for item in heights[section].indices {
            let frame = try #require(
              layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
            ).frame
            let core = try #require(expected.frame(ofItem: item, inSection: section))
            #expect(Double(frame.minX) == core.minX && Double(frame.minY) == core.minY)
          }
        }
      }
    }

    @Test func theToleranceProperty() throws {
      let data = FakeFeed(sizes: [
        (0..<12).map { CGSize(width: 100, height: CGFloat(40 + $0 * 13)) }
      ])
      data.answersHeights = true
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 3
      layout.tolerance = 1_000
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      // A tolerance larger than any item reads row by row.
      let result = try #require(layout.layoutResult)
      #expect((0..<12).map { result.column(ofItem: $0, inSection: 0) } == (0..<12).map { $0 % 3 })
    }

    func photos(_ count: Int, _ rng: inout SeededGenerator) -> [CGSize] {
      (0..<count).map { _ in
        CGSize(
          width: CGFloat(Int.random(in: 100...400, using: &rng)),
          height: CGFloat(Int.random(in: 100...400, using: &rng)))
      }
    }

    @Test func rowConstraintsAreTheCores() throws {
      var rng = SeededGenerator(seed: 0x20_35)
      for _ in 0..<30 {
        let data = FakeFeed(sizes: [photos(Int.random(in: 1...40, using: &rng), &rng)])
        let layout = JustifiedCollectionViewLayout()
        layout.targetRowHeight = 120
        layout.breaking = Bool.random(using: &rng) ? .greedy : .optimal
        layout.minItemsPerRow = Int.random(in: 1...2, using: &rng)
        layout.maxItemsPerRow =
          Int.random(in: 0...1, using: &rng) * Int.random(in: 3...5, using: &rng)
        var problems: [LayoutError] = []
        layout.invalidInputHandler = { problems.append($0) }
        let view = makeCollectionView(layout, feed: data)
        view.layoutIfNeeded()
        let section = LayoutSection(
          .justified(layout.options),
          items: data.sizes[0].map { .size(width: Double($0.width), height: Double($0.height)) })
        guard
          let expected = try? LayoutResult(
            container: Container(width: 375, scale: 1), sections: [section])
        else {
          #expect(!problems.isEmpty)
          continue
        }
        #expect(problems.isEmpty)
        for item in data.sizes[0].indices {
          let frame = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
          )
          .frame
          let core = try #require(expected.frame(ofItem: item, inSection: 0))
          #expect(Double(frame.minX) == core.minX && Double(frame.width) == core.width)
        }
      }
    }

    @Test func rowsNoBreakingSatisfiesAreReportedAndLaidOutUnconstrained() throws {
      var rng = SeededGenerator(seed: 0x20_36)
      let data = FakeFeed(sizes: [photos(7, &rng)])
      let layout = JustifiedCollectionViewLayout()
      layout.breaking = .optimal
      layout.showsWidows = false
      layout.minItemsPerRow = 4
      layout.maxItemsPerRow = 4
      var problems: [LayoutError] = []
      layout.invalidInputHandler = { problems.append($0) }
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      #expect(problems.count == 1)
      #expect(problems.first?.location == .section(0))
      var unconstrained = layout.options
      unconstrained.minItemsPerRow = 1
      unconstrained.maxItemsPerRow = 0
      let expected = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .justified(unconstrained),
            items: data.sizes[0].map { .size(width: Double($0.width), height: Double($0.height)) })
        ])
      for item in 0..<7 {
        let frame = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        )
        .frame
        #expect(Double(frame.width) == expected.frame(ofItem: item, inSection: 0)?.width)
      }
    }
  }
#endif
