import Brickwork
import Foundation
import Testing

@testable import BrickworkUIKit

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The feed answers a section's column weights and even bottom edge from its waterfall in
  /// `strategies`, when it has one there, else with the layout's.
  extension FakeFeed {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnWeightsForSectionAt section: Int
    ) -> [CGFloat]? {
      if strategies.indices.contains(section), case .waterfall(let waterfall) = strategies[section]
      {
        return waterfall.columnWeights?.map { CGFloat($0) }
      }
      return (collectionViewLayout as? WaterfallCollectionViewLayout)?.columnWeights
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      evenBottomForSectionAt section: Int
    ) -> CGFloat {
      if strategies.indices.contains(section), case .waterfall(let waterfall) = strategies[section]
      {
        return CGFloat(waterfall.evenBottom)
      }
      return (collectionViewLayout as? WaterfallCollectionViewLayout)?.evenBottom ?? 0
    }
  }

  /// ``WaterfallCollectionViewLayout/columnWeights`` and ``WaterfallCollectionViewLayout/evenBottom``
  /// (and their per-section answers) give the core's frames, through the stub collection view.
  @MainActor @Suite struct WaterfallWeightsAndEvenBottomTests {
    @Test func propertiesAndAnswersGiveTheCoresFrames() throws {
      let sizes = (0..<2).map { _ in
        (0..<40).map { CGSize(width: 100, height: CGFloat(60 + ($0 * 37) % 140)) }
      }
      let data = FakeFeed(sizes: sizes)
      var answered = WaterfallLayout(columnWeights: [1, 3])
      answered.evenBottom = 5
      data.strategies = [
        .waterfall(WaterfallLayout(columnWeights: [2, 1, 1])), .waterfall(answered),
      ]
      data.strategies[0] = .flow(FlowLayout())  // not a waterfall: the layout's properties
      let layout = WaterfallCollectionViewLayout()
      layout.columnWeights = [2, 1, 1]
      layout.evenBottom = 1
      layout.columnSpacing = 10
      layout.itemSpacing = 10
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      func section(_ weights: [Double], _ evenBottom: Double, _ index: Int) -> LayoutSection {
        var waterfall = WaterfallLayout(columnWeights: weights, columnSpacing: 10, itemSpacing: 10)
        waterfall.evenBottom = evenBottom
        return LayoutSection(
          .waterfall(waterfall),
          items: sizes[index].map { .size(width: Double($0.width), height: Double($0.height)) })
      }
      let core = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [section([2, 1, 1], 1, 0), section([1, 3], 5, 1)])
      #expect(!core.stretchedItems(inSection: 0).isEmpty)
      #expect(!core.stretchedItems(inSection: 1).isEmpty)
      for path in (0..<2).flatMap({ s in (0..<40).map { IndexPath(item: $0, section: s) } }) {
        let frame = layout.layoutAttributesForItem(at: path)?.frame
        #expect(
          frame == core.frame(ofItem: path.item, inSection: path.section).map(CGRect.init),
          "\(path)")
      }
      #expect(layout.collectionViewContentSize.height == CGFloat(core.contentSize.height))
    }

    @Test func aStretchedCellComparesItsOwnHeight() throws {
      let data = FakeFeed(sizes: [
        [CGSize(width: 100, height: 100), CGSize(width: 100, height: 60)]
      ])
      data.answersHeights = true
      let layout = WaterfallCollectionViewLayout()
      layout.evenBottom = 1
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let path = IndexPath(item: 1, section: 0)
      let original = try #require(layout.layoutAttributesForItem(at: path))
      let own = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      // Stretched to the first item's bottom.
      #expect(original.frame.maxY == own.frame.maxY)
      let preferred = UICollectionViewLayoutAttributes(forCellWith: path)
      preferred.frame = CGRect(
        origin: original.frame.origin,
        size: CGSize(width: original.frame.width, height: own.frame.height * 0.6))
      #expect(
        !layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
      // The cells (which prefer the frame they are given) kept their own heights.
      #expect(layout.sections[0].items.map(\.sizing) == [.extent(100), .extent(60)])
      #expect(
        !layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: original, withOriginalAttributes: original))
      // A height of its own that is neither is a change.
      preferred.frame.size.height = 30
      #expect(
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
  }
#endif
