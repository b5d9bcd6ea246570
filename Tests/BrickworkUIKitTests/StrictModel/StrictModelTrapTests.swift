import Brickwork
import BrickworkUIKit
import Foundation
import Testing

// The double's own behaviour (its strict model of UICollectionView): checked where the double
// stands in for UIKit (Linux, macOS).
#if !canImport(UIKit)
  import UIKitSurface

  /// Where UIKit raises `NSInternalInconsistencyException`, the model stops the process: each
  /// breach runs in a child process (an exit test) that must fail with UIKit's reason.
  @Suite struct StrictModelTrapTests {
    /// Expects the child process's standard error to carry UIKit's exception and `reason`.
    func expect(
      _ result: ExitTest.Result?, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard let result else { return }
      let output = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        output.contains("NSInternalInconsistencyException") && output.contains(reason),
        "expected \(reason), got \(output.suffix(400))", sourceLocation: sourceLocation)
    }

    @Test func dequeuingAnUnregisteredCellRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.unregisteredCell() }
      }
      expect(
        result,
        reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell"
      )
    }

    @Test func aCellThatWasNotDequeuedRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.undequeuedCell() }
      }
      expect(result, reason: "does not have a reuseIdentifier")
    }

    @Test func aHeaderWithoutAViewFromTheDataSourceRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.headerWithoutView() }
      }
      expect(result, reason: "viewForSupplementaryElementOfKind")
    }

    @Test func anUpdateWhoseCountsDoNotAddUpRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.countsThatDoNotAddUp() }
      }
      expect(result, reason: "Invalid update: invalid number of items in section 0")
    }

    @Test func aSupplementaryViewOnScreenLosingItsAttributesUnlistedRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.unlistedVanishingHeader() }
      }
      expect(result, reason: "no UICollectionViewLayoutAttributes instance for")
    }

    @Test func aLayoutThatNeverSettlesRaises() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { Breach.restlessSelfSizing() }
      }
      expect(result, reason: "never settles")
    }
  }

  /// The breaches, each run in a child process.
  @MainActor
  enum Breach {
    static func unregisteredCell() {
      let feed = FakeFeed(sizes: [[CGSize(width: 10, height: 10)]])
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: WaterfallCollectionViewLayout())
      view.dataSource = feed
      view.layoutIfNeeded()
    }

    static func undequeuedCell() {
      let feed = UndequeuedFeed()
      registeredCollectionView(WaterfallCollectionViewLayout(), source: feed).layoutIfNeeded()
      withExtendedLifetime(feed) {}
    }

    static func headerWithoutView() {
      let feed = UndequeuedFeed()
      feed.dequeuesCells = true
      let layout = WaterfallCollectionViewLayout()
      layout.headerHeight = 20
      registeredCollectionView(layout, source: feed).layoutIfNeeded()
      withExtendedLifetime(feed) {}
    }

    static func countsThatDoNotAddUp() {
      let feed = FakeFeed(sizes: [(0..<5).map { _ in CGSize(width: 10, height: 10) }])
      let view = makeCollectionView(WaterfallCollectionViewLayout(), feed: feed)
      view.layoutIfNeeded()
      feed.sizes[0].append(CGSize(width: 10, height: 10))
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }

    static func unlistedVanishingHeader() {
      let feed = FakeFeed(sizes: [[CGSize(width: 10, height: 10)]])
      let layout = UnlistingLayout()
      layout.headerHeight = 20
      let view = makeCollectionView(layout, feed: feed)
      view.layoutIfNeeded()
      layout.hidesHeaders = true
      feed.sizes[0].append(CGSize(width: 10, height: 10))
      view.insertItems(at: [IndexPath(item: 1, section: 0)])
    }

    static func restlessSelfSizing() {
      let feed = FakeFeed(sizes: [[CGSize(width: 10, height: 10)]])
      let view = makeCollectionView(RestlessLayout(), feed: feed)
      view.layoutIfNeeded()
    }
  }

  /// A data source that builds its cells itself (a classic mistake), and no supplementary views.
  @MainActor
  final class UndequeuedFeed: DequeuingDataSource, WaterfallCollectionViewLayoutDelegate {
    var dequeuesCells = false

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 3 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      dequeuesCells
        ? super.collectionView(collectionView, cellForItemAt: indexPath)
        : UICollectionViewCell(frame: .zero)
    }

    override func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      UICollectionReusableView(frame: .zero)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 10, height: 10) }
  }

  /// A waterfall that drops its headers in an update without listing them for deletion.
  @MainActor
  final class UnlistingLayout: WaterfallCollectionViewLayout {
    var hidesHeaders = false

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    { [] }

    override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      hidesHeaders
        ? nil : super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
  }

  /// A layout that wants every cell one point taller than the cell prefers, forever.
  @MainActor
  final class RestlessLayout: WaterfallCollectionViewLayout {
    var growth: CGFloat = 0

    override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      growth += 1
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10 + growth)
      return [attributes]
    }
  }
#endif
