import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A wrapping flow of tags (自动换行): items fill a line and wrap, with CSS-flexbox
  /// justification and alignment, an optional line limit or fixed height, and a "+N" badge
  /// (``BrickworkElementKind/moreBadge``) for what does not fit.
  ///
  /// ```swift
  /// let layout = FlowCollectionViewLayout()
  /// layout.itemSpacing = 8
  /// layout.lineSpacing = 8
  /// layout.headerHeight = 32
  /// layout.maxLines = 3
  /// layout.moreBadgeSize = CGSize(width: 44, height: 30)
  /// ```
  @MainActor
  open class FlowCollectionViewLayout: BrickworkCollectionViewLayout, FlowLayoutConfigurable {
    /// The core options of every section (spacings, justification, alignment, line breaking,
    /// limits, badge); the ``FlowLayoutConfigurable`` properties (`itemSpacing`, `justify`,
    /// `maxLines`, …) read and write them. Default: `FlowLayout()`.
    open var options = FlowLayout() {
      didSet { invalidateLayout() }
    }

    /// The size of the "+N" badge shown when tags are hidden, or `nil` for none. Default: `nil`.
    open var moreBadgeSize: CGSize? {
      get { options.moreBadge.map { CGSize(width: $0.width, height: $0.height) } }
      set { options.moreBadge = newValue.map(Size.init) }
    }

    private var flowAnswers = DelegateCache<any FlowCollectionViewLayoutDelegate>()

    private var flowDelegate: (any FlowCollectionViewLayoutDelegate)? {
      resolve(&flowAnswers) { $0.sectionDelegate as? any FlowCollectionViewLayoutDelegate }
    }

    override var defaultItemSpacing: CGFloat { CGFloat(options.itemSpacing) }

    override var defaultLineSpacing: CGFloat { CGFloat(options.lineSpacing) }

    override func forgetDelegates() {
      super.forgetDelegates()
      flowAnswers = DelegateCache()
    }

    /// The section's flow options: `options`, with the delegate's spacings.
    override func strategy(forSection section: Int, in collectionView: UICollectionView)
      -> SectionStrategy
    {
      var flow = options
      let answers = flowDelegate
      if let spacing = answers?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      {
        flow.itemSpacing = Double(spacing)
      }
      if let spacing = answers?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      {
        flow.lineSpacing = Double(spacing)
      }
      if let grow = answers?.collectionView(
        collectionView, layout: self, itemGrowForSectionAt: section)
      {
        flow.itemGrow = Double(grow)
      }
      return .flow(flow)
    }

    /// The tag: its size, baseline and grow factor.
    override func delegateItem(
      at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
      width: Double
    ) -> Item {
      guard let answers = flowDelegate else {
        return missingDelegate("FlowCollectionViewLayoutDelegate")
      }
      let size = answers.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      let baseline = answers.collectionView(
        collectionView, layout: self, baselineForItemAt: indexPath)
      let grow = answers.collectionView(collectionView, layout: self, growForItemAt: indexPath)
      return Item(
        sizing: .size(Size(width: Double(size.width), height: Double(size.height))),
        baseline: baseline.map(Double.init), grow: grow.map(Double.init))
    }
  }
#endif
