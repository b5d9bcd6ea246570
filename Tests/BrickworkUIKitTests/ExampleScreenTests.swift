import Brickwork
import BrickworkUIKitExamples
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

  /// The classic screens, driven through the stub collection view; frames checked against the
  /// core laid out from the same values.
  @MainActor @Suite struct ExampleScreenTests {
    /// Sizes `view` to an iPhone's 375 × 812 and runs a layout pass.
    func show(_ view: UIView?) throws -> UICollectionView {
      let collection = try #require(view as? UICollectionView)
      collection.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
      collection.layoutIfNeeded()
      return collection
    }

    /// Asserts every item's attributes equal the core's frames.
    func expectItems(
      _ layout: UICollectionViewLayout, equal core: LayoutResult, sections: Int,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      for section in 0..<sections {
        for item in 0..<core.numberOfItems(inSection: section) {
          let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
            .frame
          #expect(
            frame == core.frame(ofItem: item, inSection: section).map(CGRect.init),
            sourceLocation: sourceLocation)
        }
      }
      #expect(
        layout.collectionViewContentSize.height == CGFloat(core.contentSize.height),
        sourceLocation: sourceLocation)
    }

    @Test func threeColumnWaterfallWithRandomHeights() throws {
      let screen = WaterfallFeedViewController()
      _ = screen.view
      let view = try show(screen.collectionView)
      let core = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
            items: screen.heights.map { .extent(Double($0)) }, insets: Insets(all: 10))
        ])
      expectItems(view.collectionViewLayout, equal: core, sections: 1)
      #expect(!view.indexPathsForVisibleItems.isEmpty)
    }

    @Test func tagFlowWithAHeaderPerGroup() throws {
      let screen = TagGroupsViewController()
      _ = screen.view
      let view = try show(screen.collectionView)
      let sections = screen.groups.map { group in
        LayoutSection(
          .flow(FlowLayout(itemSpacing: 8, lineSpacing: 8)),
          items: group.tags.map {
            let size = TagGroupsViewController.size(ofTag: $0)
            return .size(width: Double(size.width), height: Double(size.height))
          },
          insets: Insets(top: 8, left: 16, bottom: 16, right: 16), header: Supplementary(extent: 32)
        )
      }
      let core = try LayoutResult(container: Container(width: 375, scale: 1), sections: sections)
      expectItems(view.collectionViewLayout, equal: core, sections: sections.count)
      for section in sections.indices {
        let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: section))
        #expect(header?.frame == core.frame(ofHeaderInSection: section).map(CGRect.init))
      }
    }

    @Test func flowLayoutViewWithMaxLinesAndAFixedHeight() throws {
      let screen = FlowLayoutViewController()
      _ = screen.view
      screen.tags.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
      screen.tags.layoutIfNeeded()
      let arranged = screen.tags.arrangedSubviews
      var flow = FlowLayout(itemSpacing: 6, lineSpacing: 6, height: 80, maxLines: 2)
      flow.moreBadge = Size(TagView("+99").intrinsicContentSize)
      let core = try LayoutResult(
        container: Container(width: 320, scale: 1),
        sections: [
          LayoutSection(
            .flow(flow), items: arranged.map { Item(sizing: .size(Size($0.intrinsicContentSize))) },
            insets: Insets(all: 8))
        ])
      for (index, tag) in arranged.enumerated() {
        if let frame = core.frame(ofItem: index, inSection: 0) {
          #expect(tag.frame == CGRect(frame) && !tag.isHidden)
        } else {
          #expect(tag.isHidden)
        }
      }
      let hidden = core.hiddenItems(inSection: 0).count
      #expect(hidden > 0 && screen.tags.hiddenSubviewCount == hidden)
      #expect(screen.badgeText == "+\(hidden)" && !screen.badge.isHidden)
      #expect(screen.badge.frame == core.moreBadge(inSection: 0).map { CGRect($0.frame) })
    }

    @Test func headerAndFooterInsetsAsCHTHasThem() throws {
      let data = FakeFeed(sizes: [[CGSize(width: 100, height: 100)]])
      data.headerHeight = 40
      data.footerHeight = 20
      let layout = WaterfallCollectionViewLayout()
      layout.headerInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
      layout.footerInset = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
      #expect(header.frame == CGRect(x: 10, y: 5, width: 355, height: 40))
      let footer = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
      #expect(
        footer.frame.height == 20
          && layout.collectionViewContentSize.height == footer.frame.maxY + 2)
    }

    @Test func threeSectionsOfTenLaidOutIndependently() throws {
      let screen = IndependentSectionsViewController()
      _ = screen.view
      let view = try show(screen.collectionView)
      let sections = (0..<3).map { section in
        LayoutSection(
          .waterfall(WaterfallLayout(columns: section + 2, columnSpacing: 10, itemSpacing: 10)),
          items: (0..<10).map {
            .extent(
              Double(IndependentSectionsViewController.height(ofItem: $0, inSection: section)))
          },
          insets: Insets(all: 10), header: Supplementary(extent: 24))
      }
      let core = try LayoutResult(container: Container(width: 375, scale: 1), sections: sections)
      expectItems(view.collectionViewLayout, equal: core, sections: 3)
    }

    @Test func productFeedLoadsThePlistAndTheNextPageAtTheFooter() async throws {
      let screen = ProductFeedViewController(pageCount: 3)
      #expect(
        ProductFeedViewController.products(
          fromPropertyList: Data(ProductFeedViewController.samplePlist.utf8)
        ).count == 10)
      _ = screen.view
      let view = try show(screen.collectionView)
      #expect(screen.pagesLoaded == 1 && screen.products.count == 10)
      // Scrolling the footer into view starts loading the next page (the indicator spins); the
      // page is appended when it arrives, until the last.
      for page in 2...4 {
        let footer = try #require(
          view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        view.contentOffset = CGPoint(x: 0, y: max(0, footer.frame.maxY - 812))
        view.layoutIfNeeded()
        let footerView = try #require(
          view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0)) as? LoadingFooterView)
        #expect(footerView.indicator.isAnimating == (page <= 3))
        #expect((screen.loading != nil) == (page <= 3))
        await screen.loading?.value
        view.layoutIfNeeded()
        #expect(screen.pagesLoaded == min(page, 3) && screen.products.count == 10 * min(page, 3))
      }
      let footerView =
        view.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionFooter,
          at: IndexPath(item: 0, section: 0)) as? LoadingFooterView
      #expect(footerView?.indicator.isAnimating == false)
      let core = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .waterfall(WaterfallLayout(columns: 2, columnSpacing: 8, itemSpacing: 8)),
            items: screen.products.map {
              .extent(((375 - 16 - 8) / 2 * $0.h / $0.w).rounded() + ProductCell.priceHeight)
            }, insets: Insets(all: 8),
            footer: Supplementary(extent: 44))
        ])
      expectItems(view.collectionViewLayout, equal: core, sections: 1)
      // Every visible cell shows its product: a placeholder photo and the price.
      for cell in view.visibleCells {
        let product = try #require(cell as? ProductCell)
        #expect(product.priceLabel.text?.hasPrefix("¥") == true && product.imageView.image != nil)
      }
    }
  }
#endif
