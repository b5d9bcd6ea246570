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

  /// Three sections of ten items, each laid out on its own: a waterfall of 2, 3 and 4 columns.
  @MainActor
  public final class IndependentSectionsViewController: UIViewController,
    UICollectionViewDataSource, WaterfallCollectionViewLayoutDelegate
  {
    /// The layout; each section answers its own column count.
    public let layout = WaterfallCollectionViewLayout()
    /// The collection view.
    public private(set) var collectionView: UICollectionView?

    /// The screen.
    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code.
    public required init?(coder: NSCoder) { nil }

    /// The height of item `item`: 60…150, repeating.
    public static func height(ofItem item: Int, inSection section: Int) -> CGFloat {
      CGFloat(60 + ((item + 3 * section) * 47) % 91)
    }

    /// Builds the collection view.
    public override func viewDidLoad() {
      super.viewDidLoad()
      layout.columnSpacing = 10
      layout.itemSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      layout.headerHeight = 24
      let screen = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      screen.register(IndexCell.self, forCellWithReuseIdentifier: "cell")
      screen.register(
        TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
      screen.dataSource = self
      screen.delegate = self
      view.addSubview(screen)
      collectionView = screen
    }

    /// Three sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    /// Ten items each.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 10 }

    /// A plain cell.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? IndexCell)?.show(index: indexPath.item)
      return cell
    }

    /// The section's title.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
      (header as? TitleHeaderView)?.label.text = "\(indexPath.section + 2) columns"
      return header
    }

    /// 2, 3 and 4 columns.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      columnCountForSection section: Int
    ) -> Int {
      section + 2
    }

    /// The item's height at its column width.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat? {
      Self.height(ofItem: indexPath.item, inSection: indexPath.section)
    }

    /// The item's size where the column width is not known in advance: a cell of its height.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 100, height: Self.height(ofItem: indexPath.item, inSection: indexPath.section))
    }
  }
#endif
