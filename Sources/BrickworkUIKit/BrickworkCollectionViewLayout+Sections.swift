import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  extension BrickworkCollectionViewLayout {
    /// The delegate asked for per-section and per-item values: the layout's own, else the
    /// collection view's when it conforms (looked up once per reading of the data).
    var sectionDelegate: (any CollectionViewLayoutSectionDelegate)? {
      resolve(&answers) {
        $0.delegate ?? ($0.collectionView?.delegate as? any CollectionViewLayoutSectionDelegate)
      }
    }

    /// The delegate of `cache`'s type, found (by `find`) once per reading of the data: dynamic
    /// casts per item would cost more than the layout.
    func resolve<Answers>(
      _ cache: inout DelegateCache<Answers>, _ find: (BrickworkCollectionViewLayout) -> Answers?
    ) -> Answers? {
      if cache.generation != readingGeneration {
        cache = DelegateCache(generation: readingGeneration, delegate: find(self))
      }
      return cache.delegate
    }

    /// Section `index` as the data source and delegate describe it, self-sized lengths applied.
    ///
    /// - Complexity: O(n) delegate calls for n items.
    func section(_ index: Int, in collectionView: UICollectionView, width: Double) -> LayoutSection
    {
      var section = shell(ofSection: index, in: collectionView)
      let count = collectionView.numberOfItems(inSection: index)
      section.items = (0..<count).map { item in
        self.item(
          at: IndexPath(item: item, section: index), strategy: section.strategy, in: collectionView,
          width: width)
      }
      return section
    }

    /// Section `index` without its items: strategy, insets, header, footer and background, with
    /// self-sized header and footer heights applied.
    ///
    /// - Complexity: O(1) delegate calls.
    func shell(ofSection index: Int, in collectionView: UICollectionView) -> LayoutSection {
      let strategy = strategy(forSection: index, in: collectionView)
      let answers = sectionDelegate
      let inset =
        answers?.collectionView(collectionView, layout: self, insetForSectionAt: index)
        ?? sectionInset
      let header =
        selfSized[.supplementary(section: index, header: true)]?.height
        ?? answers?.collectionView(collectionView, layout: self, heightForHeaderInSection: index)
        ?? headerHeight
      let footer =
        selfSized[.supplementary(section: index, header: false)]?.height
        ?? answers?.collectionView(collectionView, layout: self, heightForFooterInSection: index)
        ?? footerHeight
      let headerInsets =
        answers?.collectionView(collectionView, layout: self, insetForHeaderInSection: index)
        ?? headerInset
      let footerInsets =
        answers?.collectionView(collectionView, layout: self, insetForFooterInSection: index)
        ?? footerInset
      let background =
        answers.map {
          $0.collectionView(collectionView, layout: self, backgroundInsetsForSectionAt: index)
        } ?? sectionBackgroundInsets
      return LayoutSection(
        strategy, insets: Insets(inset),
        header: header == 0
          ? nil : Supplementary(extent: Double(header), insets: Insets(headerInsets)),
        footer: footer == 0
          ? nil : Supplementary(extent: Double(footer), insets: Insets(footerInsets)),
        background: background.map { SectionBackground(insets: Insets($0)) })
    }

    /// The background style of `section`: the delegate's answer, else the layout's.
    func backgroundStyle(ofSection section: Int) -> SectionBackgroundStyle {
      guard let collectionView, let answers = sectionDelegate else { return sectionBackgroundStyle }
      defer { forgetDelegates() }
      return answers.collectionView(
        collectionView, layout: self, backgroundStyleForSectionAt: section)
    }

    /// The item at `indexPath`: the delegate's answer, or its self-sized length once the cell
    /// has answered one (found by the item's identifier when the delegate gives one).
    func item(
      at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
      width: Double
    ) -> Item {
      itemsReadCount += 1
      var item = delegateItem(at: indexPath, strategy: strategy, in: collectionView, width: width)
      guard !selfSized.isEmpty else { return item }
      let identifier = sectionDelegate?.collectionView(
        collectionView, layout: self, identifierForItemAt: indexPath)
      if let size = selfSized[identifier.map(SizeKey.identifier) ?? .item(indexPath)] {
        item.sizing = Self.sizing(selfSized: size, in: strategy)
      }
      return item
    }

    /// The sizing of a self-sized cell: a waterfall keeps the column width and takes the height;
    /// a flow takes the size; justified rows keep the photo's aspect ratio.
    static func sizing(selfSized size: CGSize, in strategy: SectionStrategy) -> ItemSizing {
      let clean = Limits.sanitizedSize(Size(width: Double(size.width), height: Double(size.height)))
      return switch strategy {
      case .waterfall: .extent(clean.height)
      case .flow, .justified: .size(clean)
      }
    }

    /// Lays out `sections` in `container`. When the core rejects an answer, every problem of the
    /// configuration is collected at once (`LayoutResult.problems`), reported to
    /// `invalidInputHandler`, and replaced (a zero-size item, no header, footer or background,
    /// justified rows without their row constraints, the default strategy) before laying out
    /// again.
    ///
    /// - Complexity: O(n) for n items; the problems are looked for only after an error.
    func layOut(container: Container) {
      for _ in 0..<Self.maximumCorrectionPasses {
        do {
          if layoutResult == nil {
            layoutResult = try LayoutResult(container: container, sections: sections)
          } else {
            try layoutResult?.relayout(sections, in: container)
          }
          return
        } catch {
          // Section options are taken from the layout's own error only: the collected list can
          // name a section's columns as a consequence of a bad header (core issue, reported).
          let collected = LayoutResult.problems(container: container, sections: sections).errors
            .filter { if case .section = $0.location { false } else { true } }
          let errors = collected.contains(error) ? collected : [error] + collected
          for problem in errors { invalidInputHandler?(problem) }
          guard errors.map(correct).contains(true) else { break }
        }
      }
      sections = []
      layoutResult = try? LayoutResult(container: container, sections: [])
    }

    /// The most rounds of corrections in one layout (each corrects up to 100 answers) before it
    /// gives up and shows nothing.
    static var maximumCorrectionPasses: Int { 100 }

    /// Replaces the value `error` names; `false` when it names none that can be replaced.
    func correct(_ error: LayoutError) -> Bool {
      switch error.location {
      case .item(let section, let item):
        guard sections.indices.contains(section), sections[section].items.indices.contains(item)
        else { return false }
        if case .waterfall = sections[section].strategy {
          sections[section].items[item] = .extent(0)
        } else {
          sections[section].items[item] = .size(width: 0, height: 0)
        }
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
      case .background(let section):
        guard sections.indices.contains(section), sections[section].background != nil else {
          return false
        }
        sections[section].background = nil
      case .section(let section):
        guard sections.indices.contains(section) else { return false }
        if case .justified(var rows) = sections[section].strategy,
          error.field == "minItemsPerRow" || error.field == "maxItemsPerRow",
          rows.minItemsPerRow != 1 || rows.maxItemsPerRow != 0
        {
          // Row constraints no breaking satisfies: the rows are broken without them.
          let unconstrained = JustifiedLayout()
          rows.minItemsPerRow = unconstrained.minItemsPerRow
          rows.maxItemsPerRow = unconstrained.maxItemsPerRow
          sections[section].strategy = .justified(rows)
        } else if sections[section].strategy != defaultStrategy {
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
#endif
