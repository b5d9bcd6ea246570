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

  /// The flow, justified and mixed layouts against the core.
  @MainActor @Suite struct SectionStrategyLayoutTests {
    @Test func aMixedLayoutStacksATagFlowAWaterfallAndJustifiedPhotos() throws {
      let data = FakeFeed(sizes: [
        (0..<12).map { CGSize(width: 40 + CGFloat($0 * 7 % 50), height: 28) },
        (0..<20).map { CGSize(width: 100, height: 80 + CGFloat($0 * 31 % 90)) },
        (0..<15).map { CGSize(width: 300 + CGFloat($0 * 53 % 400), height: 300) },
      ])
      let flow = FlowLayout(
        itemSpacing: 6, lineSpacing: 6, maxLines: 2, moreBadge: Size(width: 36, height: 28))
      data.strategies = [
        .flow(flow), .waterfall(WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8)),
        .justified(JustifiedLayout(targetRowHeight: 120, itemSpacing: 2, lineSpacing: 2)),
      ]
      data.headerHeight = 30
      let layout = BrickworkCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data, scale: 3)
      view.layoutIfNeeded()
      let sections = data.sizes.indices.map { section in
        LayoutSection(
          data.strategies[section],
          items: data.sizes[section].map {
            .size(width: Double($0.width), height: Double($0.height))
          },
          header: Supplementary(extent: 30))
      }
      let core = try LayoutResult(container: Container(width: 375, scale: 3), sections: sections)
      var all: [CGRect] = []
      for section in 0..<3 {
        for item in 0..<data.sizes[section].count {
          let attributes = try #require(
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)))
          if let frame = core.frame(ofItem: item, inSection: section) {
            #expect(attributes.frame == CGRect(frame))
            all.append(attributes.frame)
          } else {
            #expect(attributes.isHidden)
          }
        }
      }
      // The flow's badge is its own element kind, counted.
      let badge = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: BrickworkElementKind.moreBadge, at: IndexPath(item: 0, section: 0)))
      #expect(badge.frame == core.moreBadge(inSection: 0).map { CGRect($0.frame) })
      #expect(layout.hiddenItemCount(inSection: 0) == core.hiddenItems(inSection: 0).count)
      #expect(layout.hiddenItemCount(inSection: 0) > 0)
      // One query over everything returns every element the core has, badge and headers included.
      let everything =
        layout.layoutAttributesForElements(
          in: CGRect(origin: .zero, size: layout.collectionViewContentSize)) ?? []
      #expect(everything.count == core.elements.count)
      #expect(everything.contains { $0.representedElementKind == BrickworkElementKind.moreBadge })
      #expect(
        everything.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
          .count == 3)
    }

    @Test func theFlowAndJustifiedLayoutsUseTheirOptionsAndDelegates() throws {
      let data = FakeFeed(sizes: [
        (0..<30).map { CGSize(width: 30 + CGFloat($0 * 13 % 60), height: 24) }
      ])
      let flow = FlowCollectionViewLayout()
      flow.itemSpacing = 4
      flow.lineSpacing = 4
      flow.justify = .spaceBetween
      flow.maxLines = 3
      flow.moreBadgeSize = CGSize(width: 30, height: 24)
      let flowView = makeCollectionView(flow, feed: data)
      flowView.layoutIfNeeded()
      let items = data.sizes[0].map {
        Item.size(width: Double($0.width), height: Double($0.height))
      }
      let flowCore = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .flow(
              FlowLayout(
                itemSpacing: 4, lineSpacing: 4, justify: .spaceBetween, maxLines: 3,
                moreBadge: Size(width: 30, height: 24))),
            items: items)
        ])
      #expect(
        (0..<30).map { flow.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
          == (0..<30).map { index in
            flowCore.frame(ofItem: index, inSection: 0).map(CGRect.init) ?? .zero
          })
      let justified = JustifiedCollectionViewLayout()
      justified.targetRowHeight = 100
      justified.itemSpacing = 4
      justified.lineSpacing = 4
      let photos = makeCollectionView(justified, feed: data)
      photos.layoutIfNeeded()
      let rows = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .justified(JustifiedLayout(targetRowHeight: 100, itemSpacing: 4, lineSpacing: 4)),
            items: items)
        ])
      #expect(justified.collectionViewContentSize.height == CGFloat(rows.contentSize.height))
      #expect(
        justified.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
          == rows.frame(ofItem: 3, inSection: 0).map(CGRect.init))
    }
  }
#endif
