import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A waterfall (masonry, 瀑布流) collection-view layout: each item goes to the shortest column.
  ///
  /// ```swift
  /// let layout = WaterfallCollectionViewLayout()
  /// layout.columnCount = 3
  /// layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// let feed = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// // The collection view's delegate answers `sizeForItemAt` with each photo's pixel size.
  /// ```
  ///
  /// Per-section and per-item values come from a ``WaterfallCollectionViewLayoutDelegate``
  /// (`layout.delegate`, else the collection view's delegate); the properties are the defaults.
  @MainActor
  open class WaterfallCollectionViewLayout: BrickworkCollectionViewLayout {
    /// The number of columns. Default: ``Default/columns``.
    open var columnCount = Default.columns {
      didSet { invalidateLayout() }
    }

    /// When set, the number of columns adapts to the width: as many as fit at this width or
    /// more (at most `maximumColumnCount` when that is above 0), and `columnCount` is ignored.
    /// Default: `nil`.
    open var minimumColumnWidth: CGFloat? {
      didSet { invalidateLayout() }
    }

    /// The most columns adaptive columns may make (0: no limit). Default: 0.
    open var maximumColumnCount = 0 {
      didSet { invalidateLayout() }
    }

    /// The space between columns. Default: ``Default/columnSpacing``.
    open var columnSpacing = CGFloat(Default.columnSpacing) {
      didSet { invalidateLayout() }
    }

    /// The space between items in a column. Default: ``Default/itemSpacing``.
    open var itemSpacing = CGFloat(Default.itemSpacing) {
      didSet { invalidateLayout() }
    }

    /// Which column the next item goes to. Default: the shortest.
    open var placement = WaterfallLayout.Placement.shortestColumn {
      didSet { invalidateLayout() }
    }

    /// CSS grid-lanes `flow-tolerance` of every section, in points, unless the delegate answers
    /// (`toleranceForSectionAt`): an item may take any column whose running position is within
    /// this much of the shortest, the first such from the column after the previous item (so a
    /// tolerance larger than any item fills the columns row by row). `nil`: the shortest column,
    /// exact ties to the leading one. With ``placement`` `shortestColumn` only. Default: `nil`,
    /// as the core's `WaterfallLayout.tolerance`.
    open var tolerance: CGFloat? {
      didSet { invalidateLayout() }
    }

    /// Column widths as CSS `fr` tracks for every section, unless the delegate answers
    /// (`columnWeightsForSectionAt`): one column per weight, each `weight / sum` of the width
    /// the spacing leaves (all of it when the weights sum to 1 or more), instead of
    /// `columnCount` and `minimumColumnWidth`; an item is sized to the column it lands in (so
    /// `heightForItemAt` is not asked). `nil`: equal columns. Default: `nil`, as the core's
    /// `WaterfallLayout.columnWeights`.
    open var columnWeights: [CGFloat]? {
      didSet { invalidateLayout() }
    }

    /// An even bottom edge for every section, unless the delegate answers
    /// (`evenBottomForSectionAt`): each column's last item grows to the section's bottom when
    /// that costs at most this factor of its height (the cell is given the taller frame; a
    /// photo cell crops). 0: none. Default: ``Default/evenBottom``.
    open var evenBottom = CGFloat(Default.evenBottom) {
      didSet { invalidateLayout() }
    }

    /// Column widths by section, computed with each section's strategy, for `heightForItemAt`.
    private var columnWidths: [Int: CGFloat] = [:]

    private var waterfallAnswers = DelegateCache<any WaterfallCollectionViewLayoutDelegate>()

    private var waterfallDelegate: (any WaterfallCollectionViewLayoutDelegate)? {
      resolve(&waterfallAnswers) {
        $0.sectionDelegate as? any WaterfallCollectionViewLayoutDelegate
      }
    }

    override var defaultItemSpacing: CGFloat { itemSpacing }

    override func forgetDelegates() {
      super.forgetDelegates()
      waterfallAnswers = DelegateCache()
    }

    /// The section's waterfall options: the delegate's answers, else the properties.
    override func strategy(forSection section: Int, in collectionView: UICollectionView)
      -> SectionStrategy
    {
      let answers = waterfallDelegate
      let columns =
        answers?.collectionView(collectionView, layout: self, columnCountForSection: section)
        ?? columnCount
      let spacing =
        answers?.collectionView(
          collectionView, layout: self, minimumColumnSpacingForSectionAt: section) ?? columnSpacing
      let items =
        answers?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? itemSpacing
      var options = WaterfallLayout(
        columns: columns, columnSpacing: Double(spacing), itemSpacing: Double(items),
        placement: placement)
      let answeredTolerance =
        answers.map {
          $0.collectionView(collectionView, layout: self, toleranceForSectionAt: section)
        } ?? tolerance
      options.tolerance = answeredTolerance.map(Double.init)
      let weights =
        answers.map {
          $0.collectionView(collectionView, layout: self, columnWeightsForSectionAt: section)
        } ?? columnWeights
      if let weights {
        options.columnWeights = weights.map(Double.init)
        options.columns = weights.count
      } else if let minimumColumnWidth {
        options.minColumnWidth = Double(minimumColumnWidth)
        options.maxColumns = maximumColumnCount
      }
      options.evenBottom = Double(
        answers?.collectionView(collectionView, layout: self, evenBottomForSectionAt: section)
          ?? evenBottom)
      let inset =
        answers?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let body =
        visibleWidth(of: collectionView.bounds, in: collectionView) - inset.left - inset.right
      // With weights an item's width depends on the column it lands in: no height is asked.
      columnWidths[section] =
        options.columnWeights == nil
        ? CGFloat(options.columnWidth(forBodyWidth: Double(body))) : nil
      return .waterfall(options)
    }

    /// The item: `heightForItemAt` at the column width when answered (equal columns), else
    /// `sizeForItemAt`'s aspect ratio; with its span and full-span flag.
    override func delegateItem(
      at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
      width: Double
    ) -> Item {
      guard let answers = waterfallDelegate else {
        return missingDelegate("WaterfallCollectionViewLayoutDelegate")
      }
      let sizing: ItemSizing
      if let columnWidth = columnWidths[indexPath.section],
        let height = answers.collectionView(
          collectionView, layout: self, heightForItemAt: indexPath, columnWidth: columnWidth)
      {
        sizing = .extent(Double(height))
      } else {
        let size = answers.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        sizing = .size(Size(width: Double(size.width), height: Double(size.height)))
      }
      return Item(
        sizing: sizing,
        isFullSpan: answers.collectionView(
          collectionView, layout: self, isFullSpanItemAt: indexPath),
        span: answers.collectionView(collectionView, layout: self, spanForItemAt: indexPath))
    }
  }
#endif
