import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  // Stable columns in the collection-view layouts: self-sizing and batch updates go through the
  // core's `update(_:after:stableColumns:)`; a reload (which reads everything again) finds each
  // item's column by the identifier the delegate gives it, and a header or footer that self-sizes
  // keeps every column as it is.

  extension BrickworkCollectionViewLayout {
    /// The delegate's identifier of every item of `sections`, the first of which is section
    /// `first` of the collection view (`nil` where it gives none).
    ///
    /// - Complexity: O(n) delegate calls for n items.
    func readIdentifiers(
      of sections: [LayoutSection], in collectionView: UICollectionView, from first: Int = 0
    ) -> [[AnyHashable?]] {
      let answers = sectionDelegate
      return sections.indices.map { index in
        (0..<sections[index].items.count).map { item in
          answers?.collectionView(
            collectionView, layout: self,
            identifierForItemAt: IndexPath(item: item, section: first + index))
        }
      }
    }

    /// The identifier of the item at `indexPath`, when ``keepsColumns`` keeps identifiers.
    func readIdentifier(at indexPath: IndexPath, in collectionView: UICollectionView)
      -> AnyHashable?
    {
      guard keepsColumns else { return nil }
      return sectionDelegate?.collectionView(
        collectionView, layout: self, identifierForItemAt: indexPath)
    }

    /// Gives every waterfall item of ``sections`` that has an identifier the column the item of
    /// that identifier had in `old` (laid out from `oldSections`, identified by `oldIdentifiers`),
    /// as an explicit column: only in a section whose column count is the same, and for an item
    /// that gives no column, spans fewer than all columns and still fits from it.
    ///
    /// - Complexity: O(n) for the n items before and after.
    func keepColumnsThroughReload(
      from old: LayoutResult, sections oldSections: [LayoutSection],
      identifiers oldIdentifiers: [[AnyHashable?]]
    ) {
      guard keepsColumns, !identifiers.isEmpty, oldIdentifiers.count == oldSections.count,
        oldSections.count == old.numberOfSections
      else { return }
      var columns: [AnyHashable: (count: Int, column: Int)] = [:]
      for (section, ids) in oldIdentifiers.enumerated() {
        guard let count = waterfallColumnCount(of: oldSections[section], in: old.container) else {
          continue
        }
        for (item, id) in ids.enumerated() {
          guard let id, let column = old.column(ofItem: item, inSection: section) else { continue }
          columns[id] = (count, column)
        }
      }
      guard !columns.isEmpty else { return }
      for section in sections.indices where section < identifiers.count {
        guard let count = waterfallColumnCount(of: sections[section], in: old.container) else {
          continue
        }
        for (item, id) in identifiers[section].enumerated() {
          guard let id, let kept = columns[id], kept.count == count,
            sections[section].items.indices.contains(item)
          else { continue }
          keep(column: kept.column, ofItem: item, in: &sections[section], columns: count)
        }
      }
    }

    /// `sections` with every placed waterfall item of `result` in the column it has there, as
    /// an explicit column (for a relayout that changes no column count).
    ///
    /// - Complexity: O(n) for n items.
    func keepingColumns(of sections: [LayoutSection], in result: LayoutResult) -> [LayoutSection] {
      guard keepsColumns else { return sections }
      var kept = sections
      for section in kept.indices where section < result.numberOfSections {
        guard let count = waterfallColumnCount(of: kept[section], in: result.container) else {
          continue
        }
        for item in kept[section].items.indices
        where item < result.numberOfItems(inSection: section) {
          guard let column = result.column(ofItem: item, inSection: section) else { continue }
          keep(column: column, ofItem: item, in: &kept[section], columns: count)
        }
      }
      return kept
    }

    /// Sets `column` as the explicit column of `item` unless it gives one, covers every one of
    /// the `columns` columns, or would not fit from it.
    private func keep(column: Int, ofItem item: Int, in section: inout LayoutSection, columns: Int)
    {
      let given = section.items[item]
      guard given.column == nil, !given.isFullSpan, given.span >= 1, given.span < columns,
        column >= 0, column + given.span <= columns
      else { return }
      section.items[item].column = column
    }

    /// The column count of a waterfall section in `container`, or `nil` for another strategy.
    private func waterfallColumnCount(of section: LayoutSection, in container: Container) -> Int? {
      guard case .waterfall(let options) = section.strategy else { return nil }
      let body = container.width - section.insets.left - section.insets.right
      return options.columnCount(forBodyWidth: body)
    }
  }
#endif
