import Brickwork
import BrickworkTestSupport
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

  // The README's UIKit snippets, compiled as part of the tests. Each block between
  // `// README:begin` and `// README:end` appears verbatim in README.md or docs/uikit.md (checked
  // below).

  /// A photo of the feed: its pixel size.
  struct Photo {
    var pixelSize: CGSize
  }

  /// The next page of photos (a network call in an app).
  func nextPage() -> [Photo] {
    (0..<30).map { Photo(pixelSize: CGSize(width: 600, height: 400 + 13 * $0)) }
  }

  @MainActor
  final class PhotoFeed: NSObject, UICollectionViewDataSource {
    var photos = nextPage()

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "loading", for: indexPath)
    }
  }

  final class PhotoCell: UICollectionViewCell {}
  final class LoadingFooter: UICollectionReusableView {}

  // Not reformatted: the snippet is the README's, verbatim, one level in.
  // swift-format-ignore
  // README:begin feed
  extension PhotoFeed: WaterfallCollectionViewLayoutDelegate {
    // The photo's pixel size: the layout keeps its aspect ratio at the column width.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      photos[indexPath.item].pixelSize
    }

    // The footer scrolled into view: append the next page once this layout pass is over (the
    // core's append path lays out only the new photos).
    func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      guard elementKind == UICollectionView.elementKindSectionFooter else { return }
      DispatchQueue.main.async {
        let first = self.photos.count
        self.photos += nextPage()
        collectionView.insertItems(
          at: (first..<self.photos.count).map { IndexPath(item: $0, section: 0) })
      }
    }
  }

  @MainActor func makeFeed(_ feed: PhotoFeed) -> UICollectionView {
    let layout = WaterfallCollectionViewLayout()
    layout.columnCount = 2
    layout.columnSpacing = 8
    layout.itemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.footerHeight = 44  // a footer with a loading indicator
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    view.register(
      LoadingFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "loading")
    view.dataSource = feed
    view.delegate = feed  // the layout finds its delegate here, as CHT's layout does
    return view
  }
  // README:end

  @MainActor
  final class TagScreen: NSObject, UICollectionViewDataSource {
    let groups: [[String]] = [["Swift", "UIKit"], ["Layout", "Flow", "Tags"]]

    func numberOfSections(in collectionView: UICollectionView) -> Int { groups.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { groups[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
  }

  // README:begin tags
  extension TagScreen: FlowCollectionViewLayoutDelegate {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 24 + 8 * CGFloat(groups[indexPath.section][indexPath.item].count), height: 30)
    }
  }

  @MainActor func makeTagLayout() -> FlowCollectionViewLayout {
    let layout = FlowCollectionViewLayout()
    layout.itemSpacing = 8
    layout.lineSpacing = 8
    layout.headerHeight = 32  // one header per group
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    layout.maxLines = 3  // the rest behind a "+N" badge:
    layout.moreBadgeSize = CGSize(width: 44, height: 30)  // kind BrickworkElementKind.moreBadge
    return layout
  }
  // README:end

  /// A tag (a padded label in an app).
  @MainActor
  final class Chip: UIView {
    let width: CGFloat
    init(_ text: String) {
      width = 24 + 8 * CGFloat(text.count)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 30) }
  }

  // README:begin cell
  final class ProfileCell: UICollectionViewCell {
    let chips = FlowLayoutView()

    func configure(with tags: [String]) {
      chips.subviews.forEach { $0.removeFromSuperview() }
      tags.forEach { chips.addSubview(Chip($0)) }
      chips.itemSpacing = 8
      chips.lineSpacing = 8
      chips.maxLines = 2
      contentView.addSubview(chips)
    }

    // Self-sizing: the chips' height at the width the layout offers.
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let fitted = chips.sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0))
      layoutAttributes.size.height = fitted.height
      return layoutAttributes
    }
  }
  // README:end

  // Not reformatted: the snippet is the guide's, verbatim, one level in.
  // swift-format-ignore
  // README:begin scrubber
  // A scrubber beside a feed of 100,000 photos: its value from 0 to 1.
  @MainActor func scrub(
    _ collectionView: UICollectionView, _ layout: WaterfallCollectionViewLayout, to fraction: CGFloat
  ) {
    if let offset = layout.contentOffset(atFraction: fraction) {
      collectionView.setContentOffset(offset, animated: false)
    }
  }
  // README:end

  /// The README's snippets work and appear in README.md as compiled here.
  /// Waits until the main queue has run what was enqueued before this call.
  @MainActor func mainQueueTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }

  @MainActor @Suite struct ReadmeSnippetTests {
    @Test func theFeedLoadsPagesAtItsFooter() async {
      let data = PhotoFeed()
      let view = makeFeed(data)
      view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
      view.layoutIfNeeded()
      let footer = view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
      view.contentOffset = CGPoint(x: 0, y: (footer?.frame.maxY ?? 0) - 812)
      view.layoutIfNeeded()
      #expect(data.photos.count == 30)
      await mainQueueTurn()
      #expect(data.photos.count == 60 && view.numberOfItems(inSection: 0) == 60)
      view.layoutIfNeeded()
      #expect(!view.indexPathsForVisibleItems.isEmpty)
    }

    @Test func theTagLayoutAndTheCellCompile() {
      let screen = TagScreen()
      let layout = makeTagLayout()
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
      for kind in [UICollectionView.elementKindSectionHeader, BrickworkElementKind.moreBadge] {
        view.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: "view")
      }
      view.dataSource = screen
      view.delegate = screen
      view.layoutIfNeeded()
      #expect(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
          != nil)
      let cell = ProfileCell(frame: .zero)
      cell.configure(with: ["Swift", "UIKit", "Layout", "Waterfall", "Flow", "Justified"])
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 150, height: 10)
      // Two lines of 30 and 8 between.
      #expect(cell.preferredLayoutAttributesFitting(attributes).size.height == 68)
    }

    @Test func everySnippetIsInTheReadmeOrTheUIKitGuide() throws {
      let here = URL(fileURLWithPath: #filePath)
      let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
      let guide = try String(
        contentsOf: Repository.file("docs/uikit.md"), encoding: .utf8)
      let source = try String(contentsOf: here, encoding: .utf8)
      let begin = "// README" + ":begin "
      let end = "// README" + ":end"
      // Each block without the indentation the file's `#if !os(watchOS)` gives it.
      let blocks = source.components(separatedBy: begin).dropFirst().map {
        $0.components(separatedBy: end)[0].split(separator: "\n", omittingEmptySubsequences: false)
          .dropFirst().map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }.joined(separator: "\n")
      }
      #expect(blocks.count == 4)
      #expect(readme.contains(blocks[0]), "README.md lacks the feed")
      for block in blocks {
        #expect(
          readme.contains(block) || guide.contains(block),
          "neither README.md nor docs/uikit.md has:\n\(block.prefix(200))")
      }
      // Every Swift block of the guide is one of these (compiled here).
      let guideBlocks = guide.components(separatedBy: "```swift\n").dropFirst().map {
        $0.components(separatedBy: "```")[0]
      }
      for block in guideBlocks {
        let code = block.trimmingCharacters(in: .newlines)
        #expect(
          blocks.contains { $0.trimmingCharacters(in: .newlines) == code },
          "not compiled:\n\(block.prefix(200))")
      }
    }
  }
#endif
