import Brickwork
import BrickworkUIKit
import Foundation
import Testing

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// Growing tags (`itemGrow`, `growLastLine`, per-item and per-section answers, and
  /// `FlowLayoutView`'s `setGrow(_:for:)`) and widow policies (`widowAlignment`, `widowHeight`,
  /// per-section answers) equal the core's layout of the same options.
  @MainActor @Suite struct GrowAndWidowTests {
    final class GrowingTags: DequeuingDataSource, FlowCollectionViewLayoutDelegate {
      let widths: [[CGFloat]]
      init(_ widths: [[CGFloat]]) { self.widths = widths }
      override func numberOfSections(in collectionView: UICollectionView) -> Int { widths.count }
      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { widths[section].count }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: widths[indexPath.section][indexPath.item], height: 20) }
      // The first tag of each section grows three times as much as the others.
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        growForItemAt indexPath: IndexPath
      ) -> CGFloat? { indexPath.item == 0 ? 3 : nil }
      // Section 1's other tags do not grow.
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        itemGrowForSectionAt section: Int
      ) -> CGFloat { section == 1 ? 0 : 1 }
    }

    final class Photos: DequeuingDataSource, JustifiedCollectionViewLayoutDelegate {
      let ratios: [CGFloat]
      init(_ ratios: [CGFloat]) { self.ratios = ratios }
      override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { ratios.count }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: ratios[indexPath.item] * 100, height: 100) }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        widowAlignmentForSectionAt section: Int
      ) -> JustifiedLayout.WidowAlignment {
        section == 0
          ? .trailing
          : (collectionViewLayout as? JustifiedCollectionViewLayout)?
            .widowAlignment ?? .leading
      }
    }

    @Test func growingTagsAreTheCores() throws {
      let widths: [[CGFloat]] = [[40, 60, 80, 30, 50, 70, 90], [40, 60, 80, 30, 50]]
      let layout = FlowCollectionViewLayout()
      layout.itemSpacing = 8
      layout.lineSpacing = 4
      layout.growLastLine = false
      #expect(layout.itemGrow == CGFloat(Default.itemGrow))
      let data = GrowingTags(widths)
      let view = makeCollectionView(layout, feed: FakeFeed(sizes: []))
      view.dataSource = data
      view.delegate = data
      view.layoutIfNeeded()
      let sections = widths.enumerated().map { section, row in
        var flow = layout.options
        flow.itemGrow = section == 1 ? 0 : 1
        return LayoutSection(
          .flow(flow),
          items: row.indices.map { item in
            Item(
              sizing: .size(Size(width: Double(row[item]), height: 20)),
              grow: item == 0 ? 3 : nil)
          })
      }
      let expected = try LayoutResult(
        container: Container(width: 375, scale: 1), sections: sections)
      var grown = 0
      for (section, row) in widths.enumerated() {
        for item in row.indices {
          let frame = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
          ).frame
          let core = try #require(expected.frame(ofItem: item, inSection: section))
          #expect(Double(frame.minX) == core.minX && Double(frame.width) == core.width)
          if frame.width > row[item] { grown += 1 }
        }
      }
      #expect(grown >= 3)
    }

    @Test func widowPoliciesAreTheCores() throws {
      let ratios: [CGFloat] = [1.5, 1, 0.8, 1.2, 1.5, 0.7, 1]
      let layout = JustifiedCollectionViewLayout()
      layout.targetRowHeight = 120
      layout.widowAlignment = .center
      layout.widowHeight = .target
      let data = Photos(ratios)
      let view = makeCollectionView(layout, feed: FakeFeed(sizes: []))
      view.dataSource = data
      view.delegate = data
      view.layoutIfNeeded()
      let items = ratios.map { Item.size(width: Double($0) * 100, height: 100) }
      var trailing = layout.options
      trailing.widowAlignment = .trailing
      let expected = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(.justified(trailing), items: items),
          LayoutSection(.justified(layout.options), items: items),
        ])
      for section in 0..<2 {
        for item in ratios.indices {
          let frame = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
          ).frame
          let core = try #require(expected.frame(ofItem: item, inSection: section))
          #expect(Double(frame.minX) == core.minX && Double(frame.width) == core.width)
        }
      }
      let last = try #require(expected.frame(ofItem: ratios.count - 1, inSection: 0))
      #expect(last.maxX == 375)
    }

    @Test func flowLayoutViewGrowsItsSubviews() {
      let view = FlowLayoutView()
      view.itemSpacing = 10
      let tags = [60, 60, 60].map { FittingView(CGSize(width: $0, height: 20)) }
      for tag in tags { view.addSubview(tag) }
      view.setGrow(1, for: tags[0])
      #expect(view.grow(for: tags[0]) == 1 && view.grow(for: tags[1]) == nil)
      view.frame = CGRect(x: 0, y: 0, width: 250, height: 20)
      view.layoutIfNeeded()
      #expect(tags.map(\.frame.width) == [110, 60, 60])
      // Unbounded, the lines keep their own widths.
      #expect(view.intrinsicContentSize == CGSize(width: 200, height: 20))
      view.itemGrow = 1
      view.setGrow(nil, for: tags[0])
      view.layoutIfNeeded()
      // Each takes a third of the 50 points left (edges snapped to the display's pixels).
      #expect(tags.allSatisfy { abs($0.frame.width - (60 + 50.0 / 3)) <= 1 })
      #expect(tags[2].frame.maxX == 250)
    }
  }
#endif
