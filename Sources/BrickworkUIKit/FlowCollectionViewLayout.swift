import Brickwork
import Foundation

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
open class FlowCollectionViewLayout: BrickworkCollectionViewLayout {
  /// The core options of every section (spacings, justification, alignment, line breaking,
  /// limits, badge); the properties below read and write them. Default: `FlowLayout()` with
  /// 10-point spacings.
  open var options = FlowLayout(itemSpacing: 10, lineSpacing: 10) {
    didSet { invalidateLayout() }
  }

  /// The space between tags of a line. Default: 10.
  open var itemSpacing: CGFloat {
    get { CGFloat(options.itemSpacing) }
    set { options.itemSpacing = Double(newValue) }
  }

  /// The space between lines. Default: 10.
  open var lineSpacing: CGFloat {
    get { CGFloat(options.lineSpacing) }
    set { options.lineSpacing = Double(newValue) }
  }

  /// How a line's free space is shared: leading, center, trailing, or between and around the
  /// tags (`spaceBetween`, `spaceAround`, `spaceEvenly`). Default: leading.
  open var justify: FlowLayout.Justify {
    get { options.justify }
    set { options.justify = newValue }
  }

  /// The justification of the last line, or `nil` for `justify`. Default: `nil`.
  open var lastLineJustify: FlowLayout.Justify? {
    get { options.lastLineJustify }
    set { options.lastLineJustify = newValue }
  }

  /// How tags of different heights align in a line. Default: top.
  open var alignItems: FlowLayout.AlignItems {
    get { options.alignItems }
    set { options.alignItems = newValue }
  }

  /// How lines share a fixed `height`. Default: top.
  open var alignContent: FlowLayout.AlignContent {
    get { options.alignContent }
    set { options.alignContent = newValue }
  }

  /// Greedy (fill each line) or balanced (even lines) breaking. Default: greedy.
  open var lineBreaking: FlowLayout.LineBreaking {
    get { options.lineBreaking }
    set { options.lineBreaking = newValue }
  }

  /// The most lines shown (0: no limit); the rest are hidden behind the badge. Default: 0.
  open var maxLines: Int {
    get { options.maxLines }
    set { options.maxLines = newValue }
  }

  /// A fixed height for each section's body (0: as tall as its lines); lines that do not fit
  /// are hidden. Default: 0.
  open var fixedHeight: CGFloat {
    get { CGFloat(options.height) }
    set { options.height = Double(newValue) }
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
    return .flow(flow)
  }

  /// The tag: its size and baseline.
  override func delegateItem(
    at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
    width: Double
  ) -> Item {
    guard let answers = flowDelegate else {
      return .size(width: Double(itemSize.width), height: Double(itemSize.height))
    }
    let size = answers.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    let baseline = answers.collectionView(
      collectionView, layout: self, baselineForItemAt: indexPath)
    return Item(
      sizing: .size(Size(width: Double(size.width), height: Double(size.height))),
      baseline: baseline.map(Double.init))
  }
}
