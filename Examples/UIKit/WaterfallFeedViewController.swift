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

  /// The classic waterfall demo: a vertical 3-column feed of coloured cells showing their index,
  /// with random heights.
  @MainActor
  public final class WaterfallFeedViewController: UIViewController, UICollectionViewDataSource,
    WaterfallCollectionViewLayoutDelegate
  {
    /// The layout: 3 columns, 10-point spacings and insets.
    public let layout = WaterfallCollectionViewLayout()
    /// The feed.
    public private(set) var collectionView: UICollectionView?
    /// The cell heights, random in 80…240 (seeded, so every run shows the same feed).
    public private(set) var heights: [CGFloat]

    /// A feed of `count` cells whose heights come from `seed`.
    public init(count: Int = 60, seed: UInt64 = 1) {
      var state = seed
      heights = (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat(80 + Int(state >> 33) % 161)
      }
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code.
    public required init?(coder: NSCoder) { nil }

    /// Builds the collection view.
    public override func viewDidLoad() {
      super.viewDidLoad()
      layout.columnCount = 3
      layout.columnSpacing = 10
      layout.itemSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      let feed = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      feed.register(IndexCell.self, forCellWithReuseIdentifier: "cell")
      feed.dataSource = self
      feed.delegate = self
      view.addSubview(feed)
      collectionView = feed
    }

    /// The number of cells.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      heights.count
    }

    /// A coloured cell showing its index.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? IndexCell)?.show(index: indexPath.item)
      return cell
    }

    /// The cell's height at the column width.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat? {
      heights[indexPath.item]
    }

    /// The cell's size where the column width is not known in advance (adaptive columns): a
    /// column-wide cell of its height.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 100, height: heights[indexPath.item])
    }
  }
#endif
