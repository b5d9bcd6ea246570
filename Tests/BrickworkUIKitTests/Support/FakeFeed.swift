import Brickwork
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

  /// A fake data source and delegate for every Brickwork layout: item heights or sizes per
  /// section, optional strategies per section, and counters of what the layouts asked.
  @MainActor
  final class FakeFeed: DequeuingDataSource, BrickworkCollectionViewLayoutDelegate,
    WaterfallCollectionViewLayoutDelegate, FlowCollectionViewLayoutDelegate,
    JustifiedCollectionViewLayoutDelegate
  {
    /// Each section's item sizes; a waterfall asked for heights gets the heights.
    var sizes: [[CGSize]]
    /// When set, waterfall items are answered by height at the column width (exact heights).
    var answersHeights = false
    /// Strategies for the mixed layout, by section.
    var strategies: [SectionStrategy] = []
    /// Header and footer heights for every section (nil: the layout's).
    var headerHeight: CGFloat?
    var footerHeight: CGFloat?
    /// What the cells prefer, by index path (nil: the layout's size).
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Each item's identifier, by section (empty: none given).
    var ids: [[Int]] = []
    /// How many item sizes were asked.
    var sizeQuestions = 0
    /// The supplementary views the collection view said it displays.
    var displayedSupplementary: [(kind: String, indexPath: IndexPath)] = []

    init(sizes: [[CGSize]]) {
      self.sizes = sizes
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      sizes[section].count
    }

    override func configure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      (cell as? FakeCell)?.preferred = preferredSizes[indexPath]
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      displayedSupplementary.append((elementKind, indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizeQuestions += 1
      return sizes[indexPath.section][indexPath.item]
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForItemAt indexPath: IndexPath, columnWidth: CGFloat
    ) -> CGFloat? {
      guard answersHeights else { return nil }
      sizeQuestions += 1
      return sizes[indexPath.section][indexPath.item].height
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      identifierForItemAt indexPath: IndexPath
    ) -> AnyHashable? {
      ids.isEmpty ? nil : AnyHashable(ids[indexPath.section][indexPath.item])
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForHeaderInSection section: Int
    ) -> CGFloat {
      headerHeight ?? (collectionViewLayout as? BrickworkCollectionViewLayout)?.headerHeight ?? 0
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      heightForFooterInSection section: Int
    ) -> CGFloat {
      footerHeight ?? (collectionViewLayout as? BrickworkCollectionViewLayout)?.footerHeight ?? 0
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      strategyForSectionAt section: Int
    ) -> SectionStrategy? {
      strategies.indices.contains(section) ? strategies[section] : nil
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      itemAt indexPath: IndexPath
    ) -> Item {
      sizeQuestions += 1
      let size = sizes[indexPath.section][indexPath.item]
      if answersHeights, strategies.indices.contains(indexPath.section),
        case .waterfall = strategies[indexPath.section]
      {
        return .extent(Double(size.height))
      }
      return .size(width: Double(size.width), height: Double(size.height))
    }
  }

  /// A cell that prefers a given size (a self-sizing cell whose content measured it).
  @MainActor
  final class FakeCell: UICollectionViewCell {
    var preferred: CGSize?

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      guard let preferred else { return layoutAttributes }
      let answer = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
      answer.frame = CGRect(origin: layoutAttributes.frame.origin, size: preferred)
      return answer
    }
  }

  /// A collection view with a given display scale (the trait collection UIKit would give it).
  @MainActor
  final class FakeCollectionView: UICollectionView {
    var displayScale: CGFloat = 0

    override var traitCollection: UITraitCollection {
      UITraitCollection(displayScale: displayScale)
    }
  }

  /// A plain supplementary view (headers, footers, badges).
  @MainActor
  final class FakeSupplementaryView: UICollectionReusableView {}

  /// A collection view of `width` × `height` showing `feed` with `layout`, with the fake cell and
  /// supplementary views registered.
  @MainActor
  func makeCollectionView(
    _ layout: UICollectionViewLayout, feed: FakeFeed, width: CGFloat = 375, height: CGFloat = 812,
    scale: CGFloat = 0
  ) -> FakeCollectionView {
    let view = FakeCollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.displayScale = scale
    view.register(FakeCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      BrickworkElementKind.moreBadge,
    ] {
      view.register(
        FakeSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
    view.dataSource = feed
    view.delegate = feed
    return view
  }

  /// Every frame a layout gives through `layoutAttributesForItem(at:)` and
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`, and its content size, in one value.
  @MainActor
  func snapshot(_ layout: UICollectionViewLayout, of view: UICollectionView) -> [String] {
    var lines = ["content \(layout.collectionViewContentSize)"]
    for section in 0..<view.numberOfSections {
      for item in 0..<view.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let attributes = layout.layoutAttributesForItem(at: path)
        lines.append(
          "\(section).\(item) \(attributes.map { "\($0.frame) \($0.isHidden)" } ?? "nil")")
      }
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        BrickworkElementKind.moreBadge,
      ] {
        let frame = layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        lines.append("\(section) \(kind) \(frame.map { "\($0)" } ?? "nil")")
      }
    }
    return lines
  }

  /// Expects two layouts to give the same snapshot, naming the first difference.
  @MainActor
  func expectSameLayout(
    _ layout: UICollectionViewLayout, _ view: UICollectionView, _ reference: UICollectionViewLayout,
    _ referenceView: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = snapshot(layout, of: view)
    let expected = snapshot(reference, of: referenceView)
    let difference = zip(actual, expected).first { $0 != $1 }
    #expect(
      actual.count == expected.count && difference == nil,
      "first difference: \(difference.map { "\($0.0) vs \($0.1)" } ?? "counts \(actual.count) vs \(expected.count)")",
      sourceLocation: sourceLocation)
  }
#endif
