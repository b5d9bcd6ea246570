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

  /// The layouts' scroll-position helpers equal a scan of every item's attributes.
  @MainActor @Suite struct ExactGeometryTests {
    @Test func itemsAtOffsetsAndOffsetsOfItemsEqualAScan() throws {
      var rng = SeededGenerator(seed: 0x6E0_0001)
      for _ in 0..<20 {
        let sections = Int.random(in: 1...3, using: &rng)
        let data = FakeFeed(
          sizes: (0..<sections).map { _ in
            (0..<Int.random(in: 0...60, using: &rng)).map { _ in
              CGSize(width: 100, height: CGFloat(Int.random(in: 0...300, using: &rng)))
            }
          })
        data.answersHeights = true
        data.headerHeight = CGFloat(Int.random(in: 0...40, using: &rng))
        let layout = WaterfallCollectionViewLayout()
        layout.columnCount = Int.random(in: 1...4, using: &rng)
        layout.itemSpacing = 6
        let view = makeCollectionView(layout, feed: data, scale: 2)
        view.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        view.layoutIfNeeded()
        var frames: [(IndexPath, CGRect)] = []
        for section in data.sizes.indices {
          for item in data.sizes[section].indices {
            let path = IndexPath(item: item, section: section)
            frames.append((path, try #require(layout.layoutAttributesForItem(at: path)).frame))
          }
        }
        let height = layout.collectionViewContentSize.height
        for _ in 0..<50 {
          let y = CGFloat.random(in: -40...(height + 40), using: &rng).rounded()
          let offset = CGPoint(x: 0, y: y - 30)
          let scanned = frames.first { $0.1.maxY > y }?.0
          #expect(layout.indexPathForItem(atContentOffset: offset) == scanned)
        }
        for (path, frame) in frames {
          let offset = try #require(layout.contentOffset(forItemAt: path))
          let maximum = max(-30, height + 20 - view.bounds.height)
          #expect(offset.y == min(max(-30, frame.minY - 30), maximum))
        }
        #expect(layout.contentOffset(forItemAt: IndexPath(item: 0, section: sections)) == nil)
        let fraction = CGFloat.random(in: 0...1, using: &rng)
        let atFraction = frames.first { $0.1.maxY > fraction * height }?.0 ?? frames.last?.0
        #expect(layout.indexPathForItem(atFraction: fraction) == atFraction)
        #expect(
          layout.contentOffset(atFraction: fraction)
            == atFraction.flatMap { layout.contentOffset(forItemAt: $0) })
      }
    }
  }
#endif
