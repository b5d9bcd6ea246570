import Brickwork
import BrickworkUIKit
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The UIKit adapter's two hot paths, through a collection view (the stub on Linux): `prepare()`
  /// reading every item from the delegate, and one scroll frame's query.
  @MainActor
  struct UIKitWorkloads {
    let runs: Int
    let report: Report

    /// A data source and waterfall delegate answering pixel sizes from an array.
    final class Feed: NSObject, UICollectionViewDataSource, WaterfallCollectionViewLayoutDelegate {
      let sizes: [CGSize]
      init(_ heights: [Double]) { sizes = heights.map { CGSize(width: 150, height: $0) } }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { sizes.count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { sizes[indexPath.item] }
    }

    /// A 3-column waterfall on a 375 × 812 collection view showing `feed`.
    static func collectionView(_ feed: Feed) -> (UICollectionView, WaterfallCollectionViewLayout) {
      let layout = WaterfallCollectionViewLayout()
      layout.columnCount = 3
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      view.dataSource = feed
      view.delegate = feed
      return (view, layout)
    }

    /// `prepare()` of `count` items asked from the delegate, against the core laying out the same
    /// items given as values.
    func prepare(count: Int) {
      let feed = Feed(Inputs.heights(count, seed: 7))
      let (view, layout) = Self.collectionView(feed)
      let adapter = Measurement(runs: runs) { () -> CGSize in
        layout.invalidateLayout()
        layout.prepare()
        return layout.collectionViewContentSize
      }
      let section = LayoutSection(
        .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
        items: feed.sizes.map { .size(width: Double($0.width), height: Double($0.height)) },
        insets: Insets(all: 10))
      let core = Measurement(runs: runs) {
        try? LayoutResult(container: Container(width: 375, scale: 1), sections: [section])
      }
      blackHole(view)
      report.emit(
        Row(
          "uikit prepare() via delegate", items: count, adapter, against: "core layout of values",
          core))
    }

    /// One scroll frame at the middle of `count` items: `layoutAttributesForElements(in:)` of
    /// the visible rect (fresh attributes each frame, as after a scroll that invalidated nothing
    /// but shows new items), against the classic layouts' scan of every precomputed attribute.
    func scrollFrame(count: Int) {
      let feed = Feed(Inputs.heights(count, seed: 8))
      let (view, layout) = Self.collectionView(feed)
      layout.prepare()
      let middle = layout.collectionViewContentSize.height / 2
      var frame = 0
      let query = Measurement(runs: runs * 20) { () -> Int in
        frame += 1
        let rect = CGRect(x: 0, y: middle + CGFloat(frame % 50) * 812, width: 375, height: 812)
        return layout.layoutAttributesForElements(in: rect)?.count ?? 0
      }
      let all = (0..<count).compactMap {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
      }
      let scan = Measurement(runs: runs) { () -> Int in
        let rect = CGRect(x: 0, y: middle, width: 375, height: 812)
        return all.reduce(0) { $0 + ($1.intersects(rect) ? 1 : 0) }
      }
      blackHole(view)
      // Per frame: one row item is one frame.
      report.emit(
        Row(
          "uikit scroll frame query, \(count) items", items: 1, query,
          against: "scan of all attributes", scan))
    }

    /// One scroll frame with pinned headers (the bounds change, its invalidation, the query of
    /// the visible rect) after every attribute of `count` items was made, against the same frame
    /// with every attribute of 100 items made: the frame's cost must not grow with the cache.
    func pinnedHeaderScrollFrame(count: Int) {
      func frameCost(cached: Int) -> Measurement {
        let feed = Feed(Inputs.heights(cached, seed: 9))
        let (view, layout) = Self.collectionView(feed)
        layout.headerHeight = 40
        layout.sectionHeadersPinToVisibleBounds = true
        view.layoutIfNeeded()
        let height = layout.collectionViewContentSize.height
        _ = layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 375, height: height))
        var frame = 0
        let measurement = Measurement(runs: runs * 20) { () -> Int in
          frame += 1
          let offset = CGFloat(frame % 400) * 2
          view.contentOffset = CGPoint(x: 0, y: offset)
          return layout.layoutAttributesForElements(in: view.bounds)?.count ?? 0
        }
        blackHole(view)
        return measurement
      }
      let large = frameCost(cached: count)
      let small = frameCost(cached: 100)
      report.emit(
        Row(
          "uikit pinned-header scroll frame, \(count) cached", items: 1, large,
          against: "the same frame, 100 cached", small))
    }
  }
#endif
