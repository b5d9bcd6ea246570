import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

extension BrickworkCollectionViewLayout {
  /// The delegate asked for per-section and per-item values: the layout's own, else the
  /// collection view's when it conforms.
  var sectionDelegate: (any CollectionViewLayoutSectionDelegate)? {
    delegate ?? (collectionView?.delegate as? any CollectionViewLayoutSectionDelegate)
  }

  /// Section `index` as the data source and delegate describe it, self-sized lengths applied.
  ///
  /// - Complexity: O(n) delegate calls for n items.
  func section(_ index: Int, in collectionView: UICollectionView, width: Double) -> Section {
    let strategy = strategy(forSection: index, in: collectionView)
    let count = collectionView.numberOfItems(inSection: index)
    let items = (0..<count).map { item in
      self.item(
        at: IndexPath(item: item, section: index), strategy: strategy, in: collectionView,
        width: width)
    }
    let answers = sectionDelegate
    let inset =
      answers?.collectionView(collectionView, layout: self, insetForSectionAt: index)
      ?? sectionInset
    let header =
      answers?.collectionView(collectionView, layout: self, heightForHeaderInSection: index)
      ?? headerHeight
    let footer =
      answers?.collectionView(collectionView, layout: self, heightForFooterInSection: index)
      ?? footerHeight
    return Section(
      strategy, items: items, insets: Insets(inset),
      header: header == 0 ? nil : Supplementary(extent: Double(header)),
      footer: footer == 0 ? nil : Supplementary(extent: Double(footer)))
  }

  /// The item at `indexPath`: the delegate's answer, or its self-sized length once the cell
  /// has answered one.
  func item(
    at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
    width: Double
  ) -> Item {
    itemsReadCount += 1
    var item = delegateItem(at: indexPath, strategy: strategy, in: collectionView, width: width)
    if let size = selfSized[indexPath] { item.sizing = Self.sizing(selfSized: size, in: strategy) }
    return item
  }

  /// The sizing of a self-sized cell: a waterfall keeps the column width and takes the height;
  /// a flow takes the size; justified rows keep the photo's aspect ratio.
  static func sizing(selfSized size: CGSize, in strategy: SectionStrategy) -> ItemSizing {
    switch strategy {
    case .waterfall: .extent(Double(size.height))
    case .flow, .justified: .size(Size(width: Double(size.width), height: Double(size.height)))
    }
  }

  /// Lays out `sections` in `container`. Answers the core rejects go to `invalidInputHandler`
  /// and are replaced (a zero-size item, no header or footer, the default strategy) until the
  /// layout succeeds.
  func layOut(container: Container) {
    var attempts = 0
    while true {
      do {
        if layoutResult == nil {
          layoutResult = try LayoutResult(container: container, sections: sections)
        } else {
          try layoutResult?.relayout(sections, in: container)
        }
        return
      } catch {
        invalidInputHandler?(error)
        attempts += 1
        guard attempts <= Self.maximumCorrections, correct(error) else {
          sections = []
          layoutResult = try? LayoutResult(container: container, sections: [])
          return
        }
      }
    }
  }

  /// The most answers corrected in one layout before it gives up and shows nothing.
  static var maximumCorrections: Int { 1000 }

  /// Replaces the value `error` names; `false` when it names none that can be replaced.
  func correct(_ error: LayoutError) -> Bool {
    switch error.location {
    case .item(let section, let item):
      guard sections.indices.contains(section), sections[section].items.indices.contains(item)
      else { return false }
      var zero = sections[section].items[item]
      if case .waterfall = sections[section].strategy {
        zero.sizing = .extent(0)
      } else {
        zero.sizing = .size(.zero)
      }
      sections[section].items[item] = zero
    case .header(let section):
      guard sections.indices.contains(section), sections[section].header != nil else {
        return false
      }
      sections[section].header = nil
    case .footer(let section):
      guard sections.indices.contains(section), sections[section].footer != nil else {
        return false
      }
      sections[section].footer = nil
    case .section(let section):
      guard sections.indices.contains(section) else { return false }
      if sections[section].strategy != defaultStrategy {
        sections[section].strategy = defaultStrategy
      } else if sections[section].insets != .zero {
        sections[section].insets = .zero
      } else {
        return false
      }
    case .container, .update:
      return false
    }
    return true
  }
}
