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

  /// One product of the classic image-feed plist: the photo's pixel size, price and image name.
  public struct Product: Hashable, Sendable {
    /// The photo's pixel width.
    public var w: Double
    /// The photo's pixel height.
    public var h: Double
    /// The price, as the plist writes it.
    public var price: String
    /// The image's name or address.
    public var img: String
  }

  /// The classic product feed: products from the `w`/`h`/`price`/`img` plist in a 2-column
  /// waterfall, each cell a photo (a placeholder until it loads) scaled to the column width above
  /// its price, and a footer whose loading indicator spins while the next page loads
  /// asynchronously, started when the footer scrolls into view.
  @MainActor
  public final class ProductFeedViewController: UIViewController, UICollectionViewDataSource,
    WaterfallCollectionViewLayoutDelegate
  {
    /// The layout: 2 columns and a 44-point footer.
    public let layout = WaterfallCollectionViewLayout()
    /// The feed.
    public private(set) var collectionView: UICollectionView?
    /// The products shown so far.
    public private(set) var products: [Product] = []
    /// The page being loaded, if any (await its value to wait for it).
    public private(set) var loading: Task<Void, Never>?
    /// How many pages were loaded.
    public private(set) var pagesLoaded = 0
    /// The number of pages the catalogue has.
    public let pageCount: Int
    private let page: [Product]

    /// A feed reading `plist` (an array of dicts with `w`, `h`, `price` and `img`), showing it
    /// `pageCount` times as successive pages.
    public init(plist: Data = Data(ProductFeedViewController.samplePlist.utf8), pageCount: Int = 3)
    {
      page = Self.products(fromPropertyList: plist)
      self.pageCount = pageCount
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code.
    public required init?(coder: NSCoder) { nil }

    /// The products of a plist; rows without a positive `w` and `h` are skipped.
    public static func products(fromPropertyList data: Data) -> [Product] {
      let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      guard let rows = root as? [[String: Any]] else { return [] }
      return rows.compactMap { row in
        guard let w = (row["w"] as? NSNumber)?.doubleValue,
          let h = (row["h"] as? NSNumber)?.doubleValue,
          w > 0, h > 0
        else { return nil }
        return Product(
          w: w, h: h, price: row["price"] as? String ?? "", img: row["img"] as? String ?? "")
      }
    }

    /// Builds the feed and loads the first page.
    public override func viewDidLoad() {
      super.viewDidLoad()
      layout.columnCount = 2
      layout.columnSpacing = 8
      layout.itemSpacing = 8
      layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      layout.footerHeight = 44
      let feed = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      feed.register(ProductCell.self, forCellWithReuseIdentifier: "product")
      feed.register(
        LoadingFooterView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "loading")
      feed.dataSource = self
      feed.delegate = self
      view.addSubview(feed)
      collectionView = feed
      products = page
      pagesLoaded = 1
    }

    /// Starts loading the next page unless one is loading or the catalogue is exhausted; the
    /// page is appended (through the layout's append path) when it arrives.
    public func loadNextPage() {
      guard loading == nil, pagesLoaded < pageCount else { return }
      loading = Task { @MainActor [weak self] in
        // The catalogue stands in for a network request: the page arrives on a later turn of
        // the main actor, as a response would.
        await Task.yield()
        self?.append(self?.page ?? [])
      }
    }

    /// Appends `products` as a page and stops the footer's indicator after the last.
    private func append(_ arrived: [Product]) {
      loading = nil
      guard let collectionView else { return }
      let first = products.count
      products += arrived
      pagesLoaded += 1
      collectionView.insertItems(
        at: (first..<products.count).map { IndexPath(item: $0, section: 0) })
      if pagesLoaded == pageCount, let footer = visibleFooter(in: collectionView) {
        footer.indicator.stopAnimating()
      }
    }

    /// The footer on screen, if any.
    private func visibleFooter(in collectionView: UICollectionView) -> LoadingFooterView? {
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)) as? LoadingFooterView
    }

    /// The products.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      products.count
    }

    /// A product cell showing the product.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath)
      (cell as? ProductCell)?.show(products[indexPath.item])
      return cell
    }

    /// The loading footer.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "loading", for: indexPath)
    }

    /// The footer scrolled into view: spin the indicator while the next page loads.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      guard elementKind == UICollectionView.elementKindSectionFooter,
        let footer = view as? LoadingFooterView
      else { return }
      guard pagesLoaded < pageCount else { return footer.indicator.stopAnimating() }
      footer.indicator.startAnimating()
      loadNextPage()
    }

    /// The photo's pixel size, scaled to the column width, plus the price strip below it.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat? {
      let product = products[indexPath.item]
      return (columnWidth * product.h / product.w).rounded() + ProductCell.priceHeight
    }

    /// The photo's pixel size (used where the column width is not known in advance).
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: products[indexPath.item].w, height: products[indexPath.item].h)
    }

    /// A page of the classic image-feed plist.
    public static let samplePlist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <array>
        <dict><key>h</key><integer>324</integer><key>w</key><integer>192</integer><key>price</key><string>¥89.00</string><key>img</key><string>goods_01.jpg</string></dict>
        <dict><key>h</key><integer>240</integer><key>w</key><integer>240</integer><key>price</key><string>¥129.00</string><key>img</key><string>goods_02.jpg</string></dict>
        <dict><key>h</key><integer>480</integer><key>w</key><integer>320</integer><key>price</key><string>¥59.90</string><key>img</key><string>goods_03.jpg</string></dict>
        <dict><key>h</key><integer>200</integer><key>w</key><integer>300</integer><key>price</key><string>¥249.00</string><key>img</key><string>goods_04.jpg</string></dict>
        <dict><key>h</key><integer>600</integer><key>w</key><integer>400</integer><key>price</key><string>¥19.90</string><key>img</key><string>goods_05.jpg</string></dict>
        <dict><key>h</key><integer>350</integer><key>w</key><integer>250</integer><key>price</key><string>¥399.00</string><key>img</key><string>goods_06.jpg</string></dict>
        <dict><key>h</key><integer>280</integer><key>w</key><integer>210</integer><key>price</key><string>¥75.00</string><key>img</key><string>goods_07.jpg</string></dict>
        <dict><key>h</key><integer>420</integer><key>w</key><integer>300</integer><key>price</key><string>¥45.50</string><key>img</key><string>goods_08.jpg</string></dict>
        <dict><key>h</key><integer>256</integer><key>w</key><integer>256</integer><key>price</key><string>¥99.00</string><key>img</key><string>goods_09.jpg</string></dict>
        <dict><key>h</key><integer>500</integer><key>w</key><integer>280</integer><key>price</key><string>¥159.00</string><key>img</key><string>goods_10.jpg</string></dict>
      </array>
      </plist>
      """
  }
#endif
