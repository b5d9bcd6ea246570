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

  /// A waterfall layout that keeps what UIKit asks during an update's animation.
  @MainActor
  final class ObservingLayout: WaterfallCollectionViewLayout {
    var appearing: UICollectionViewLayoutAttributes?
    var disappearing: UICollectionViewLayoutAttributes?

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      // UIKit asks for the animations' ends between the update's preparation and its end.
      appearing = initialLayoutAttributesForAppearingItem(at: IndexPath(item: 5, section: 0))
      disappearing = finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 2, section: 0))
    }
  }

  /// The `UICollectionViewLayout` contract, driven through the stub collection view as UIKit
  /// drives a layout.
  @MainActor @Suite struct WaterfallCollectionViewLayoutTests {
    /// A 3-column feed of `count` items of heights cycling through 60…200.
    func feed(_ count: Int, sections: Int = 1) -> FakeFeed {
      FakeFeed(
        sizes: (0..<sections).map { _ in
          (0..<count).map { CGSize(width: 100, height: CGFloat(60 + ($0 * 37) % 140)) }
        })
    }

    func waterfall() -> WaterfallCollectionViewLayout {
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 3
      layout.columnSpacing = 10
      layout.itemSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      return layout
    }

    @Test func prepareReadsEveryItemOnceAndGivesTheCoreFrames() throws {
      let data = feed(50)
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      #expect(data.sizeQuestions == 50)
      let core = try LayoutResult(
        container: Container(width: 375, scale: 1),
        sections: [
          LayoutSection(
            .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
            items: data.sizes[0].map { .size(width: Double($0.width), height: Double($0.height)) },
            insets: Insets(all: 10))
        ])
      for item in 0..<50 {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        #expect(frame == core.frame(ofItem: item, inSection: 0).map(CGRect.init))
      }
      #expect(layout.collectionViewContentSize.height == CGFloat(core.contentSize.height))
      #expect(layout.collectionViewContentSize.width == 375)
      let shown = layout.layoutAttributesForElements(in: view.bounds) ?? []
      #expect(shown.count == core.elements(in: Rect(x: 0, y: 0, width: 375, height: 812)).count)
    }

    @Test func scrollingNeverLaysOutAgain() {
      let data = feed(500)
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let asked = data.sizeQuestions
      let read = layout.itemsReadCount
      for step in 1...20 {
        let bounds = CGRect(x: 0, y: CGFloat(step * 300), width: 375, height: 812)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: bounds))
        view.contentOffset = bounds.origin
        view.layoutIfNeeded()
      }
      #expect(data.sizeQuestions == asked)
      #expect(layout.itemsReadCount == read)
    }

    @Test func aWidthChangeLaysOutAgainAndKeepsTheFirstVisibleItem() throws {
      let data = feed(300)
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: 2000)
      view.layoutIfNeeded()
      let first = try #require(view.indexPathsForVisibleItems.first)
      let before = try #require(layout.layoutAttributesForItem(at: first)).frame.minY - 2000
      let wider = CGRect(x: 0, y: 2000, width: 812, height: 375)
      #expect(layout.shouldInvalidateLayout(forBoundsChange: wider))
      let context = layout.invalidationContext(forBoundsChange: wider)
      #expect((context as? BrickworkInvalidationContext)?.invalidatesWidth == true)
      // A rotation: an animated bounds change, in which UIKit asks for the target offset.
      UIView.animate(withDuration: 0.3) {
        view.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
      }
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize.width == 812)
      let after = try #require(layout.layoutAttributesForItem(at: first)).frame.minY
      #expect(abs(after - view.contentOffset.y - before) < 1e-9)
    }

    @Test func theRotationAnchorServesOnlyItsAnimatedBoundsChange() throws {
      let data = feed(300)
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: 2000)
      view.layoutIfNeeded()
      // A width change without animation: UIKit asks no target offset, and the anchor it took
      // must not outlive it.
      view.frame = CGRect(x: 0, y: 0, width: 600, height: 812)
      view.layoutIfNeeded()
      let proposed = CGPoint(x: 0, y: 1234)
      #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
      // An animated update later asks for its target offset: the stale anchor is not used.
      data.sizes[0].append(CGSize(width: 100, height: 80))
      let offset = view.contentOffset
      view.insertItems(at: [IndexPath(item: 300, section: 0)])
      #expect(view.contentOffset == offset)
    }

    @Test func staleIndexPathsAndUnknownKindsGiveNil() {
      let data = feed(5, sections: 2)
      data.headerHeight = 30
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
      #expect(layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
      let header = UICollectionView.elementKindSectionHeader
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: header, at: IndexPath(item: 0, section: 1)) != nil)
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: header, at: IndexPath(item: 0, section: 9)) == nil)
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: "unknown", at: IndexPath(item: 0, section: 0)) == nil)
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
          == nil)
    }

    @Test func zeroSectionsEmptySectionsAndAZeroWidthLayOutAsNothing() {
      let data = FakeFeed(sizes: [])
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data, width: 0)
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize == .zero)
      #expect(
        layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100))?.isEmpty
          == true)
      data.sizes = [[], [], []]
      view.reloadData()
      view.layoutIfNeeded()
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
      view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 60))
      data.sizes = []
      view.reloadData()
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 0))
    }

    @Test func answersTheCoreRejectsReachTheHandlerAndLayOutAsZero() throws {
      let data = FakeFeed(sizes: [
        [
          CGSize(width: 100, height: 100), CGSize(width: 100, height: CGFloat.nan),
          CGSize(width: 100, height: CGFloat.infinity), CGSize(width: -5, height: 100),
          CGSize(width: 100, height: 100),
        ]
      ])
      data.headerHeight = -4
      let layout = waterfall()
      var problems: [LayoutError] = []
      layout.invalidInputHandler = { problems.append($0) }
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      #expect(problems.count == 4, "\(problems)")
      #expect(problems.contains { $0.location == .header(section: 0) })
      for item in 1...3 {
        let frame = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        ).frame
        #expect(frame.height == 0)
      }
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
          == nil)
    }

    @Test func aSelfSizedCellAboveTheViewportDoesNotMoveWhatIsShown() throws {
      let data = feed(200)
      data.answersHeights = true
      let layout = waterfall()
      layout.keepsColumns = false  // so that it equals a fresh layout below
      let view = makeCollectionView(layout, feed: data, scale: 2)
      view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: 3000)
      view.layoutIfNeeded()
      let shown = try #require(view.indexPathsForVisibleItems.first)
      let shownBefore =
        try #require(layout.layoutAttributesForItem(at: shown)).frame.minY - view.contentOffset.y
      let above = IndexPath(item: 0, section: 0)
      let original = try #require(layout.layoutAttributesForItem(at: above))
      let same = UICollectionViewLayoutAttributes(forCellWith: above)
      same.frame = original.frame.insetBy(dx: 0, dy: 0.2)
      #expect(
        !layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: same, withOriginalAttributes: original))
      let taller = UICollectionViewLayoutAttributes(forCellWith: above)
      taller.frame = CGRect(
        origin: original.frame.origin, size: CGSize(width: original.frame.width, height: 400))
      #expect(
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
      let oldHeight = layout.collectionViewContentSize.height
      let read = layout.itemsReadCount
      let context = layout.invalidationContext(
        forPreferredLayoutAttributes: taller, withOriginalAttributes: original)
      #expect(
        context.contentSizeAdjustment.height == layout.collectionViewContentSize.height - oldHeight)
      #expect(context.contentOffsetAdjustment.y > 0)
      layout.invalidateLayout(with: context)
      view.layoutIfNeeded()
      #expect(layout.itemsReadCount == read)
      let shownAfter =
        try #require(layout.layoutAttributesForItem(at: shown)).frame.minY - view.contentOffset.y
      #expect(abs(shownAfter - shownBefore) < 1e-9)
      #expect(try #require(layout.layoutAttributesForItem(at: above)).frame.height == 400)
      // The self-sized height stays while the delegate says nothing new.
      data.sizes[0][0].height = 400
      let fresh = waterfall()
      let reference = makeCollectionView(fresh, feed: data, scale: 2)
      reference.layoutIfNeeded()
      expectSameLayout(layout, view, fresh, reference)
    }

    @Test func selfSizingItemsKeepTheirColumns() throws {
      let data = feed(60)
      data.answersHeights = true
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let before = try #require(layout.layoutResult)
      let columns = (0..<60).map { before.column(ofItem: $0, inSection: 0) }
      // Cells 5, 6, 7… self-size to heights that would send later items to other columns.
      for item in [5, 6, 7, 20] {
        let path = IndexPath(item: item, section: 0)
        let original = try #require(layout.layoutAttributesForItem(at: path))
        let preferred = UICollectionViewLayoutAttributes(forCellWith: path)
        preferred.frame = CGRect(
          origin: original.frame.origin,
          size: CGSize(width: original.frame.width, height: 400 + CGFloat(item)))
        #expect(
          layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(
          with: layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        view.layoutIfNeeded()
      }
      let after = try #require(layout.layoutResult)
      #expect((0..<60).map { after.column(ofItem: $0, inSection: 0) } == columns)
      // A new width places everything afresh.
      view.frame = CGRect(x: 0, y: 0, width: 500, height: 812)
      view.layoutIfNeeded()
      #expect(layout.sections[0].items.allSatisfy { $0.column == nil })
    }

    @Test func batchUpdatesReadOnlyInsertedAndReloadedItems() {
      let data = feed(1000)
      let layout = waterfall()
      layout.keepsColumns = false  // so that it equals a fresh layout below
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let read = layout.itemsReadCount
      // UIKit's rules: deletions, reloads and move sources at old indices; insertions and move
      // destinations at new ones.
      let old = data.sizes[0]
      var kept = old.indices.filter { $0 != 10 && $0 != 3 }.map {
        $0 == 700 ? CGSize(width: 100, height: 44) : old[$0]
      }[...]
      data.sizes[0] = (0..<1000).map { index in
        switch index {
        case 500: CGSize(width: 100, height: 333)
        case 900: old[3]
        default: kept.popFirst() ?? .zero
        }
      }
      view.performBatchUpdates {
        view.deleteItems(at: [IndexPath(item: 10, section: 0)])
        view.insertItems(at: [IndexPath(item: 500, section: 0)])
        view.reloadItems(at: [IndexPath(item: 700, section: 0)])
        view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 900, section: 0))
      }
      #expect(layout.itemsReadCount == read + 2)
      #expect(
        layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 500, section: 0)) == nil)
      let fresh = waterfall()
      let reference = makeCollectionView(fresh, feed: data)
      reference.layoutIfNeeded()
      view.layoutIfNeeded()
      expectSameLayout(layout, view, fresh, reference)
    }

    @Test func appearingAndDisappearingItemsFadeDuringAnUpdate() throws {
      let data = feed(20)
      let layout = ObservingLayout()
      layout.columnCount = 3
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let deleted = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        .frame
      data.sizes[0].remove(at: 2)
      data.sizes[0].insert(CGSize(width: 100, height: 90), at: 5)
      view.performBatchUpdates {
        view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        view.insertItems(at: [IndexPath(item: 5, section: 0)])
      }
      let appearing = try #require(layout.appearing)
      #expect(appearing.alpha == 0)
      #expect(
        appearing.frame == layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
      )
      let disappearing = try #require(layout.disappearing)
      #expect(disappearing.alpha == 0 && disappearing.frame == deleted)
    }

    @Test func pinnedHeadersFollowTheScrollWithoutALayout() throws {
      let data = feed(40, sections: 3)
      data.headerHeight = 30
      let layout = waterfall()
      layout.sectionHeadersPinToVisibleBounds = true
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let read = layout.itemsReadCount
      let natural = try #require(layout.layoutResult?.frame(ofHeaderInSection: 1))
      let scrolled = CGRect(x: 0, y: natural.origin.y + 200, width: 375, height: 812)
      #expect(layout.shouldInvalidateLayout(forBoundsChange: scrolled))
      #expect(
        (layout.invalidationContext(forBoundsChange: scrolled) as? BrickworkInvalidationContext)?
          .invalidatesPinnedHeaders == true)
      view.contentOffset = scrolled.origin
      view.layoutIfNeeded()
      #expect(layout.itemsReadCount == read)
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
      #expect(header.frame.minY == scrolled.minY)
      let shown = layout.layoutAttributesForElements(in: scrolled) ?? []
      #expect(
        shown.contains {
          $0.representedElementKind == UICollectionView.elementKindSectionHeader
            && $0.frame.minY == scrolled.minY
        })
    }

    @Test func sectionBackgroundsAreDecorationViews() throws {
      let data = feed(10, sections: 2)
      let layout = waterfall()
      layout.sectionBackgroundInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let background = try #require(
        layout.layoutAttributesForDecorationView(
          ofKind: BrickworkElementKind.sectionBackground, at: IndexPath(item: 0, section: 1)))
      #expect(
        background.frame == layout.layoutResult?.frame(ofBackgroundInSection: 1).map(CGRect.init))
      #expect(background.zIndex < 0 && background.representedElementCategory == .decorationView)
      let shown =
        layout.layoutAttributesForElements(
          in: CGRect(origin: .zero, size: layout.collectionViewContentSize)) ?? []
      #expect(shown.filter { $0.representedElementCategory == .decorationView }.count == 2)
      #expect(
        layout.layoutAttributesForDecorationView(
          ofKind: "other", at: IndexPath(item: 0, section: 0))
          == nil)
    }

    @Test func appendsReadOnlyTheNewItems() {
      let data = feed(100)
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let read = layout.itemsReadCount
      data.sizes[0] += (0..<30).map { CGSize(width: 100, height: CGFloat(50 + $0)) }
      view.insertItems(at: (100..<130).map { IndexPath(item: $0, section: 0) })
      #expect(layout.itemsReadCount == read + 30)
      let fresh = waterfall()
      let reference = makeCollectionView(fresh, feed: data)
      reference.layoutIfNeeded()
      view.layoutIfNeeded()
      expectSameLayout(layout, view, fresh, reference)
      let appearing = layout.initialLayoutAttributesForAppearingItem(
        at: IndexPath(item: 120, section: 0))
      #expect(appearing == nil)  // the update is over
    }

    @Test func rightToLeftIsUIKitsMirrorAndFramesSnapToTheDisplayScale() throws {
      let data = FakeFeed(sizes: [[CGSize(width: 3, height: 1), CGSize(width: 7, height: 3)]])
      let layout = waterfall()
      #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
      let view = makeCollectionView(layout, feed: data, width: 320, scale: 3)
      view.layoutIfNeeded()
      for item in 0..<2 {
        let frame = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        ).frame
        for value in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
          #expect(abs((value * 3).rounded() - value * 3) < 1e-6)
        }
      }
      let unknown = makeCollectionView(waterfall(), feed: data, width: 320, scale: 0)
      unknown.layoutIfNeeded()
      let frame = try #require(
        unknown.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      ).frame
      #expect(frame.minX == frame.minX.rounded() && frame.maxY == frame.maxY.rounded())
    }

    @Test func aMillionItemFeedMakesAttributesOnlyForWhatIsQueried() {
      let count = 1_000_000
      let data = FakeFeed(sizes: [[]])
      data.sizes[0] = (0..<count).map { CGSize(width: 100, height: CGFloat(60 + ($0 * 37) % 140)) }
      let layout = waterfall()
      let view = makeCollectionView(layout, feed: data)
      view.contentOffset = CGPoint(x: 0, y: 5_000_000)
      layout.prepare()
      let visible = layout.layoutAttributesForElements(in: view.bounds) ?? []
      #expect(!visible.isEmpty)
      #expect(layout.cachedAttributesCount <= 2 * visible.count)
      let again = layout.layoutAttributesForElements(in: view.bounds) ?? []
      #expect(zip(visible, again).allSatisfy { $0 === $1 })
    }
  }
#endif
