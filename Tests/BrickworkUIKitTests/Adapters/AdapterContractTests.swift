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

  /// A delegate written for CHTCollectionViewWaterfallLayout: CHT's signatures, non-optional
  /// returns.
  @MainActor
  final class CHTShapedDelegate: DequeuingDataSource, WaterfallCollectionViewLayoutDelegate {
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 6 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 100) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnCountForSection section: Int
    ) -> Int { 3 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForHeaderInSection section: Int
    ) -> CGFloat { 40 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 7 }
  }

  /// A self-sizing cell whose content view stands for Auto Layout: its text wraps at the width
  /// it is given, 20 points a line of 10 characters per 100 points.
  @MainActor
  final class TextCell: BrickworkCollectionViewCell {
    final class Content: UIView {
      var characters = 0
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        let perLine = max(1, Int(size.width / 10))
        return CGSize(
          width: size.width, height: CGFloat(20 * ((characters + perLine - 1) / perLine)))
      }
    }
    let content = Content(frame: .zero)
    override var contentView: UIView { content }
  }

  /// A feed whose items have stable identifiers and self-sizing text cells.
  @MainActor
  final class IdentifiedFeed: DequeuingDataSource, WaterfallCollectionViewLayoutDelegate {
    var ids: [Int]
    var lengths: [Int: Int]
    var identifierQuestions = 0

    init(count: Int) {
      ids = Array(0..<count)
      lengths = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 10 + $0 % 5 * 17) })
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { ids.count }

    override func configure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      (cell as? TextCell)?.content.characters = lengths[ids[indexPath.item]] ?? 0
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 44) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      identifierForItemAt indexPath: IndexPath
    ) -> AnyHashable? {
      identifierQuestions += 1
      return ids[indexPath.item]
    }
  }

  /// The adapters' side of the collection-view contract, each behaviour driven through the
  /// strict model as UIKit drives a layout.
  @MainActor @Suite struct AdapterContractTests {
    func feed(_ count: Int, sections: Int = 1) -> FakeFeed {
      FakeFeed(
        sizes: (0..<sections).map { _ in
          (0..<count).map { CGSize(width: 100, height: CGFloat(60 + ($0 * 37) % 140)) }
        })
    }

    @Test func aScreenIsReleasedAfterALayoutPass() throws {
      weak var released: WaterfallFeedViewController?
      weak var releasedLayout: WaterfallCollectionViewLayout?
      do {
        let screen = WaterfallFeedViewController()
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        let view = try #require(screen.collectionView)
        view.frame = screen.view.bounds
        view.layoutIfNeeded()
        #expect(!view.indexPathsForVisibleItems.isEmpty)
        released = screen
        releasedLayout = screen.layout
      }
      #expect(released == nil && releasedLayout == nil)
    }

    @Test func theQueryBeforeTheUpdatesReadsNothingAndForgetsNothing() throws {
      let data = feed(40)
      data.answersHeights = true
      data.preferredSizes[IndexPath(item: 0, section: 0)] = CGSize(width: 100, height: 300)
      let layout = RecordingLayout()
      layout.columnCount = 3
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let sized = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(sized.frame.height == 300)
      let questions = data.sizeQuestions
      data.sizes[0].append(CGSize(width: 100, height: 70))
      view.insertItems(at: [IndexPath(item: 40, section: 0)])
      // The append read the one new item; the pre-update query read nothing.
      #expect(data.sizeQuestions == questions + 1)
      #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 300)
    }

    @Test func anAppendOfKItemsReadsKItems() {
      let data = feed(1000)
      let layout = WaterfallCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let questions = data.sizeQuestions
      data.sizes[0] += (0..<7).map { _ in CGSize(width: 100, height: 50) }
      view.insertItems(at: (1000..<1007).map { IndexPath(item: $0, section: 0) })
      #expect(data.sizeQuestions == questions + 7)
    }

    // What UIKit animated is recorded only by the double (`lastUpdateAnimations`, not UIKit
    // API), which stands in where there is no UIKit.
    #if !canImport(UIKit)
      @Test func movedItemsAnimateFromTheirOldFramesAndDeletedOnesEndAtTheirs() throws {
        let data = feed(60)
        let layout = WaterfallCollectionViewLayout()
        layout.columnCount = 2
        let view = makeCollectionView(layout, feed: data, height: 400)
        view.layoutIfNeeded()
        let below = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: 50, section: 0)))
        let deleted = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        // Item 50, far below the screen, moves to the top; item 1 (on screen) is deleted.
        var sizes = data.sizes[0]
        let moved = sizes.remove(at: 50)
        sizes.remove(at: 1)
        sizes.insert(moved, at: 0)
        data.sizes[0] = sizes
        view.performBatchUpdates {
          view.deleteItems(at: [IndexPath(item: 1, section: 0)])
          view.moveItem(at: IndexPath(item: 50, section: 0), to: IndexPath(item: 0, section: 0))
        }
        let animations = view.lastUpdateAnimations
        let appearing = try #require(
          animations.first { $0.appearing && $0.category == 0 && $0.indexPath.item == 0 })
        #expect(appearing.frame == below.frame)
        let disappearing = try #require(
          animations.first { !$0.appearing && $0.category == 0 && $0.indexPath.item == 1 })
        #expect(disappearing.frame == deleted.frame)
      }

      @Test func aBadgeThatVanishesIsListedAndAnimatesOut() throws {
        let data = feed(30)
        let layout = FlowCollectionViewLayout()
        layout.maxLines = 1
        layout.moreBadgeSize = CGSize(width: 40, height: 30)
        let view = makeCollectionView(layout, feed: data)
        view.layoutIfNeeded()
        #expect(
          view.supplementaryView(
            forElementKind: BrickworkElementKind.moreBadge, at: IndexPath(item: 0, section: 0))
            != nil
        )
        data.sizes[0] = [CGSize(width: 50, height: 30)]
        view.deleteItems(at: (1..<30).map { IndexPath(item: $0, section: 0) })
        #expect(
          view.lastUpdateAnimations.contains {
            !$0.appearing && $0.kind == BrickworkElementKind.moreBadge && $0.frame != nil
          })
        #expect(
          view.supplementaryView(
            forElementKind: BrickworkElementKind.moreBadge, at: IndexPath(item: 0, section: 0))
            == nil
        )
      }
    #endif

    @Test func theWidthIsTheVisibleWidth() throws {
      let data = feed(10)
      let layout = WaterfallCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data)
      view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize.width == 325)
      view.contentInset = .zero
      view.layoutIfNeeded()
      #expect(layout.collectionViewContentSize.width == 375)
      let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(item.frame.maxX == 375)
    }

    @Test func chtShapedDelegatesAreHonoured() throws {
      let delegate = CHTShapedDelegate()
      let layout = WaterfallCollectionViewLayout()
      let view = registeredCollectionView(
        layout, source: delegate, size: CGSize(width: 300, height: 600))
      view.layoutIfNeeded()
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
      #expect(header.frame.height == 40)
      #expect(layout.layoutResult?.numberOfColumns(inSection: 0) == 3)
      let fourth = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
      #expect(abs(fourth.frame.minY - (40 + 100 + 7)) < 1e-9, "\(fourth.frame.minY)")
    }

    @Test func aMissingDelegateIsReportedOnce() {
      let data = UndequeuedFeed()
      data.dequeuesCells = true
      let layout = FlowCollectionViewLayout()
      var reports: [String] = []
      layout.diagnosticHandler = { reports.append($0) }
      let view = registeredCollectionView(layout, source: data)
      view.delegate = nil
      view.layoutIfNeeded()
      layout.invalidateLayout()
      view.layoutIfNeeded()
      #expect(reports.count == 1 && reports[0].contains("FlowCollectionViewLayoutDelegate"))
    }

    @Test func autoLayoutCellsSelfSizeAndKeepTheirSizesThroughReloads() throws {
      let data = IdentifiedFeed(count: 30)
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 2
      let view = registeredCollectionView(
        layout, source: data, size: CGSize(width: 200, height: 2000), cellClass: TextCell.self)
      view.layoutIfNeeded()
      // 100-point columns: 10 characters a line, 20 points a line.
      let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(first.frame.height == 60)
      // New data (two items swapped): sizes follow the identifiers without measuring again.
      data.ids.swapAt(0, 1)
      view.reloadData()
      layout.prepare()
      let swapped = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(swapped.frame.height == 60)
    }

    @Test func offsetCorrectionsDuringAnUpdateAreStagedToItsEnd() throws {
      let data = feed(200)
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 2
      let view = makeCollectionView(layout, feed: data, height: 400)
      view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: 3000)
      view.layoutIfNeeded()
      // A cell above the screen grows while an update is applied: the correction is staged and
      // applied when the update ends, so the first visible item stays put.
      let anchor = try #require(view.indexPathsForVisibleItems.first)
      let before =
        try #require(layout.layoutAttributesForItem(at: anchor)).frame.minY
        - view.contentOffset.y
      data.sizes[0].append(CGSize(width: 100, height: 50))
      view.performBatchUpdates {
        view.insertItems(at: [IndexPath(item: 200, section: 0)])
      }
      let original = try #require(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      layout.prepare(forCollectionViewUpdates: [])
      let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      preferred.frame = CGRect(
        origin: original.frame.origin,
        size: CGSize(width: original.frame.width, height: original.frame.height + 100))
      let context = layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      #expect(context.contentOffsetAdjustment == .zero)
      layout.invalidateLayout(with: context)
      layout.finalizeCollectionViewUpdates()
      view.layoutIfNeeded()
      let after =
        try #require(layout.layoutAttributesForItem(at: anchor)).frame.minY
        - view.contentOffset.y
      #expect(abs(after - before) < 1e-9)
    }

    @Test func headersSelfSize() throws {
      let data = feed(4)
      data.headerHeight = 30
      let layout = WaterfallCollectionViewLayout()
      let view = makeCollectionView(layout, feed: data)
      view.register(
        TallHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "view")
      view.layoutIfNeeded()
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
      #expect(header.frame.height == 64)
      let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(item.frame.minY == 64)
    }

    @Test func aScrollWithPinnedHeadersTouchesOnlyTheVisibleHeaders() throws {
      let data = feed(500, sections: 20)
      data.headerHeight = 30
      let layout = WaterfallCollectionViewLayout()
      layout.sectionHeadersPinToVisibleBounds = true
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      // Every item's attributes made once.
      _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 1e9))
      let cached = layout.cache.count
      #expect(cached >= 10_000)
      let newBounds = CGRect(x: 0, y: 5000, width: 375, height: 812)
      let context = layout.invalidationContext(forBoundsChange: newBounds)
      let headers = context.invalidatedSupplementaryIndexPaths?[
        UICollectionView.elementKindSectionHeader]
      #expect(headers?.isEmpty == false && (headers?.count ?? .max) <= 3)
      view.contentOffset = newBounds.origin
      view.layoutIfNeeded()
      #expect(layout.cache.count == cached)
      // The header of the section under the top edge is pinned there, as the core pins it.
      let section = try #require(headers?.first?.section)
      let pinned = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: section))
      )
      let expected = layout.layoutResult?.pinnedFrame(
        ofHeaderInSection: section, visibleTopEdge: 5000)
      #expect(expected.map(CGRect.init) == pinned.frame)
      #expect(
        view.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: section))?.frame == pinned.frame)
    }

    @Test func theLayoutRegistersItsBackgroundAndStylesItThroughItsAttributes() throws {
      let data = feed(4)
      let layout = WaterfallCollectionViewLayout()
      layout.sectionBackgroundInsets = .zero
      layout.sectionBackgroundStyle = SectionBackgroundStyle(cornerRadius: 12, colorName: "card")
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      let background = try #require(
        view.subviews.compactMap { $0 as? BrickworkSectionBackgroundView }.first)
      #expect(background.style == SectionBackgroundStyle(cornerRadius: 12, colorName: "card"))
      let attributes = try #require(
        layout.layoutAttributesForDecorationView(
          ofKind: BrickworkElementKind.sectionBackground, at: IndexPath(item: 0, section: 0))
          as? BrickworkLayoutAttributes)
      let copy = try #require(attributes.copy(with: nil) as? BrickworkLayoutAttributes)
      #expect(copy.isEqual(attributes) && copy.backgroundStyle.cornerRadius == 12)
      copy.backgroundStyle.cornerRadius = 0
      #expect(!copy.isEqual(attributes))
    }

    @Test func anItemMovedIntoASectionOfAnotherStrategyIsSizedByIt() {
      let data = FakeFeed(sizes: [
        (0..<6).map { _ in CGSize(width: 60, height: 30) },
        (0..<6).map { _ in CGSize(width: 200, height: 100) },
      ])
      data.answersHeights = true
      data.strategies = [
        .flow(FlowLayout(itemSpacing: 4, lineSpacing: 4)),
        .waterfall(WaterfallLayout(columns: 2)),
      ]
      let layout = BrickworkCollectionViewLayout()
      layout.delegate = data
      let view = makeCollectionView(layout, feed: data)
      view.layoutIfNeeded()
      // A tag (a flow item: its size) becomes a waterfall item (its height at the column width).
      let moved = data.sizes[0].remove(at: 2)
      data.sizes[1].insert(moved, at: 1)
      view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 1))
      let fresh = BrickworkCollectionViewLayout()
      fresh.delegate = data
      let reference = makeCollectionView(fresh, feed: data)
      reference.layoutIfNeeded()
      expectSameLayout(layout, view, fresh, reference)
    }
  }

  /// A header whose content needs 64 points.
  @MainActor
  final class TallHeader: BrickworkCollectionReusableView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 64) }
  }
#endif
