import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A collection-view layout whose sections each use their own strategy (a tag flow above a
  /// waterfall feed above justified photos), answered by a ``BrickworkCollectionViewLayoutDelegate``;
  /// also the base of ``WaterfallCollectionViewLayout``, ``FlowCollectionViewLayout`` and
  /// ``JustifiedCollectionViewLayout``, which fix the strategy.
  ///
  /// All geometry comes from Brickwork's core (`LayoutResult`); this class reads the data source
  /// and delegate into core values, and translates frames into attributes:
  /// - `prepare()` lays out only what an invalidation needs: everything after new data or a new
  ///   width, nothing for a scroll, the tail after an append or a self-sized item;
  /// - attributes objects are made for the rects queried and reused until invalidated;
  ///   `layoutAttributesForElements(in:)` goes through the core's O(log n + k) query;
  /// - a stale index path or an unknown kind gives `nil`; zero sections, empty sections and a zero
  ///   width lay out as nothing; a delegate answer the core rejects (NaN, infinite, negative) is
  ///   reported to ``invalidInputHandler`` and lays out as zero;
  /// - the width is the visible width: the bounds less the adjusted content inset's left and
  ///   right (safe area included where UIKit includes it);
  /// - batch updates follow UIKit's order: between the data-source count invalidation and
  ///   `prepare(forCollectionViewUpdates:)` queries answer `nil` (as MagazineLayout documents),
  ///   nothing is read again, and appearing, disappearing and moving elements animate from and to
  ///   their real frames; supplementary and decoration views that appear or vanish are listed;
  /// - delegates are never held strongly (the layout is usually owned by the view controller
  ///   that is its delegate);
  /// - the layout is computed left to right and UIKit mirrors it in right-to-left interfaces
  ///   (``flipsHorizontallyInOppositeLayoutDirection`` is `true`, as in UIKit's flow layout);
  /// - frames snap to the display scale of the collection view's trait collection (1 when it is
  ///   unknown).
  @MainActor
  open class BrickworkCollectionViewLayout: UICollectionViewLayout {
    /// The object answering per-section and per-item questions; when `nil`, the collection view's
    /// delegate is asked if it conforms. Held weakly.
    open weak var delegate: (any CollectionViewLayoutSectionDelegate)? {
      didSet { invalidateLayout() }
    }

    /// The insets of every section's body, unless the delegate answers. Default: zero.
    open var sectionInset = UIEdgeInsets.zero {
      didSet { invalidateLayout() }
    }

    /// The height of every section's header (0: none), unless the delegate answers. Default: 0.
    open var headerHeight: CGFloat = 0 {
      didSet { invalidateLayout() }
    }

    /// The height of every section's footer (0: none), unless the delegate answers. Default: 0.
    open var footerHeight: CGFloat = 0 {
      didSet { invalidateLayout() }
    }

    /// The space around every header (as CHT's `headerInset`). Default: zero.
    open var headerInset = UIEdgeInsets.zero {
      didSet { invalidateLayout() }
    }

    /// The space around every footer (as CHT's `footerInset`). Default: zero.
    open var footerInset = UIEdgeInsets.zero {
      didSet { invalidateLayout() }
    }

    /// When set, every section has a background (a decoration view of kind
    /// ``BrickworkElementKind/sectionBackground``: a ``BrickworkSectionBackgroundView`` unless you
    /// register your own class with `register(_:forDecorationViewOfKind:)`) beneath its insets and
    /// body (headers and footers excluded), shrunk by these insets, unless the delegate answers.
    /// Default: `nil` (none).
    open var sectionBackgroundInsets: UIEdgeInsets? {
      didSet { invalidateLayout() }
    }

    /// How every section's background looks, unless the delegate answers (handed to the view in
    /// ``BrickworkLayoutAttributes/backgroundStyle``). Default: the default style.
    open var sectionBackgroundStyle = SectionBackgroundStyle() {
      didSet { invalidateLayout() }
    }

    /// Whether waterfall items keep their columns (the core's stable columns): through cells
    /// self-sizing, batch updates (inserts, deletes, moves anywhere; reloaded items are placed
    /// afresh) and, for items the delegate identifies (`identifierForItemAt`), through
    /// `reloadData()` and any other invalidation that reads everything again. New items are
    /// placed by the section's rule. Only a new column count (a new width with adaptive columns,
    /// another `columnCount`) places every item afresh, as a fresh layout does.
    ///
    /// Default: `true`: an item that jumps to another column as heights settle or a page loads is
    /// what users of masonry feeds report most, and the frames stay exact (each item at its
    /// column's running position). Set it to `false` for a layout that always equals a fresh one
    /// of the current data (every item in the shortest column), at the price of such jumps.
    open var keepsColumns = true

    /// The former name of ``keepsColumns``, which now also covers batch updates and reloads.
    @available(*, deprecated, renamed: "keepsColumns")
    open var keepsColumnsWhileSelfSizing: Bool {
      get { keepsColumns }
      set { keepsColumns = newValue }
    }

    /// The size of an item the delegate says nothing about (a waterfall scales it to the column
    /// width; justified rows keep its aspect ratio). Default: 50 × 50, as UIKit's flow layout.
    open var itemSize = CGSize(width: 50, height: 50) {
      didSet { invalidateLayout() }
    }

    /// The strategy of a section the delegate says nothing about. Default: a two-column
    /// waterfall.
    open var defaultStrategy = SectionStrategy.waterfall(WaterfallLayout()) {
      didSet { invalidateLayout() }
    }

    /// Whether section headers stay at the top of the visible bounds while their section is
    /// visible. Default: `false`.
    open var sectionHeadersPinToVisibleBounds = false {
      didSet { invalidateLayout() }
    }

    /// Called with every problem the core finds in the delegate's answers (NaN, infinite or
    /// negative sizes, impossible column counts): the offending item lays out as zero size, a bad
    /// header or footer as none, a bad section with ``defaultStrategy``. Default: `nil` (ignore).
    open var invalidInputHandler: ((LayoutError) -> Void)?

    /// Called once per mistake with a description of a delegate mistake the layout works around
    /// (no delegate of the layout's protocol, so every item takes ``itemSize``). Default: in
    /// debug builds, printing the message; in release builds, `nil`.
    open var diagnosticHandler: ((String) -> Void)? = BrickworkCollectionViewLayout.printInDebug

    /// The core layout of the last `prepare()`, or `nil` before the first one or when the
    /// collection view has no width yet.
    public internal(set) var layoutResult: LayoutResult?

    /// The sections the core laid out (the delegate's answers, corrected where it rejected them).
    var sections: [LayoutSection] = []
    /// The identifiers the delegate gave the items of ``sections`` (`identifierForItemAt`), read
    /// while ``keepsColumns`` is on, so that a reload finds each item's column; empty otherwise.
    var identifiers: [[AnyHashable?]] = []
    /// What `prepare()` has to do.
    var pending = Pending.everything
    /// The attributes made so far for the current layout, by element (pinned headers apart).
    var cache: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The attributes of the headers pinned at the current scroll position, by section: only the
    /// headers queried since the last scroll, so a scroll costs what is visible.
    var pinnedHeaders: [Int: UICollectionViewLayoutAttributes] = [:]
    /// The old layout and the updates, between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`.
    var transition: Transition?
    /// The first visible item when the width began to change, for the width it changes to.
    var widthChangeAnchor: WidthAnchor?
    /// The anchor of the animated bounds change under way (from
    /// `prepare(forAnimatedBoundsChange:)` to `finalizeAnimatedBoundsChange()`).
    var animatedBoundsAnchor: WidthAnchor?
    /// Self-sized lengths (heights, or sizes for flows) by item identifier or index path, and by
    /// header and footer; kept until the width changes (index paths also until new data).
    var selfSized: [SizeKey: CGSize] = [:]
    /// The diagnostics already reported.
    var reportedDiagnostics: Set<String> = []
    /// How many items the last `prepare()` or update read from the delegate (for tests).
    var itemsReadCount = 0
    /// Counts readings of the data source and delegate; delegates are looked up once per reading.
    var readingGeneration = 0
    /// The section delegate of the current reading.
    var answers = DelegateCache<any CollectionViewLayoutSectionDelegate>()
    /// The mixed-layout delegate of the current reading.
    private var brickworkAnswers = DelegateCache<any BrickworkCollectionViewLayoutDelegate>()

    private var brickworkDelegate: (any BrickworkCollectionViewLayoutDelegate)? {
      resolve(&brickworkAnswers) {
        $0.sectionDelegate as? any BrickworkCollectionViewLayoutDelegate
      }
    }

    /// Creates a layout with the default options; it registers
    /// ``BrickworkSectionBackgroundView`` for section backgrounds.
    public override init() {
      super.init()
      register(
        BrickworkSectionBackgroundView.self,
        forDecorationViewOfKind: BrickworkElementKind.sectionBackground)
    }

    /// Creates a layout from an archive (the options take their defaults).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      register(
        BrickworkSectionBackgroundView.self,
        forDecorationViewOfKind: BrickworkElementKind.sectionBackground)
    }

    /// The attributes class: ``BrickworkLayoutAttributes``.
    open override class var layoutAttributesClass: AnyClass { BrickworkLayoutAttributes.self }

    /// `true`: the layout is computed left to right and UIKit mirrors it for right-to-left
    /// interfaces, as it does for its own flow layout.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The invalidation context class: ``BrickworkInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { BrickworkInvalidationContext.self }

    /// The exact size of the content: the collection view's width, the last section's bottom.
    ///
    /// - Complexity: O(1).
    open override var collectionViewContentSize: CGSize {
      guard let layoutResult else { return .zero }
      return CGSize(
        width: layoutResult.contentSize.width, height: layoutResult.contentSize.height)
    }

    /// Reads the data source and delegate into core values and lays out what the invalidations
    /// since the last call need: nothing after a scroll, the changed tail after self-sizing,
    /// everything after new data or a new width.
    ///
    /// - Complexity: O(n) for n items after new data or a new width; O(1) otherwise.
    open override func prepare() {
      super.prepare()
      guard let collectionView else { return }
      if pending.contains(.dataCounts), !pending.contains(.everything) {
        // A batch update: `prepare(forCollectionViewUpdates:)` follows and applies it; until
        // then queries answer `nil` (see `current()`) and nothing is read.
        return
      }
      let container = makeContainer(for: collectionView)
      if pending.contains(.everything) || pending.contains(.width)
        || layoutResult?.container != container
      {
        rebuild(in: collectionView, container: container)
      }
      pending = []
    }

    /// The space between items a section delegate's default answers (the typed layouts' own
    /// `itemSpacing`; the core's default for the mixed layout).
    var defaultItemSpacing: CGFloat { CGFloat(Default.itemSpacing) }

    /// The space between lines a section delegate's default answers.
    var defaultLineSpacing: CGFloat { CGFloat(Default.lineSpacing) }

    /// The strategy of `section`: the delegate's answer, else ``defaultStrategy``. The typed
    /// layouts answer with their options (and their delegate's per-section values).
    func strategy(forSection section: Int, in collectionView: UICollectionView) -> SectionStrategy {
      let answer = brickworkDelegate?.collectionView(
        collectionView, layout: self, strategyForSectionAt: section)
      return answer ?? defaultStrategy
    }

    /// The core item for the item at `indexPath` of a section laid out with `strategy`, as the
    /// delegate answers (before self-sizing). The typed layouts ask their own delegates.
    func delegateItem(
      at indexPath: IndexPath, strategy: SectionStrategy, in collectionView: UICollectionView,
      width: Double
    ) -> Item {
      guard let answers = brickworkDelegate else {
        return missingDelegate("BrickworkCollectionViewLayoutDelegate")
      }
      return answers.collectionView(collectionView, layout: self, itemAt: indexPath)
    }

    /// Forgets the delegates found for the reading that just ended: the layout must not keep its
    /// delegate (usually the view controller that owns it) alive.
    func forgetDelegates() {
      answers = DelegateCache()
      brickworkAnswers = DelegateCache()
    }

    /// The attributes of every element that intersects `rect`: items, headers, footers and "+N"
    /// badges (``BrickworkElementKind/moreBadge``), through the core's rectangle query.
    ///
    /// - Complexity: O(log n + k) for k elements near `rect`; attributes objects are made once
    ///   per element and reused until the layout changes.
    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      attributesForElements(in: rect)
    }

    /// The attributes of the item at `indexPath`, or `nil` when no such item exists. An item a
    /// flow or justified section hides (cut by its line limit) has hidden, zero-size attributes.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      attributesForItem(at: indexPath)
    }

    /// The attributes of the header, footer or "+N" badge of `indexPath.section`, or `nil` for a
    /// kind this layout does not make, a stale section, or a section without that element.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of a section's background (kind ``BrickworkElementKind/sectionBackground``),
    /// or `nil` for another kind, a stale section or a section without a background.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    /// `true` only when the visible width changes, or when pinned headers have to follow the
    /// scroll; scrolling never re-lays out.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      needsInvalidation(forBoundsChange: newBounds)
    }

    /// A ``BrickworkInvalidationContext`` saying whether the width changed or only pinned headers
    /// move.
    open override func invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      context(forBoundsChange: newBounds)
    }

    /// Notes what `context` invalidates, for the next `prepare()`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      record(context)
      super.invalidateLayout(with: context)
    }

    /// `true` when a cell's preferred size differs by more than a pixel from the layout's in a
    /// length its section lets cells choose (a waterfall item's height, a flow item's size), or a
    /// header's or footer's preferred height does.
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      needsInvalidation(preferred: preferredAttributes, original: originalAttributes)
    }

    /// Updates the core from the self-sized element on and returns a context naming it, with the
    /// content size adjustment, and a content offset adjustment when the element lies above the
    /// visible bounds (so what the user is looking at does not move); during a batch update the
    /// offset adjustment is staged to `finalizeCollectionViewUpdates()`, where UIKit applies it.
    ///
    /// - Complexity: O(n − i) for the item at i of n: the core recomputes from its last
    ///   checkpoint before the item.
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      context(preferred: preferredAttributes, original: originalAttributes)
    }

    /// During an animated change of the width, the offset that keeps the first visible item where
    /// it was; otherwise `proposedContentOffset`.
    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      offsetKeepingFirstVisibleItem(proposed: proposedContentOffset)
    }

    /// Takes the anchor of a width change for the animation (rotation, split view) under way.
    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
      super.prepare(forAnimatedBoundsChange: oldBounds)
      beginAnimatedBoundsChange()
    }

    /// Drops the anchor of the animated bounds change.
    open override func finalizeAnimatedBoundsChange() {
      animatedBoundsAnchor = nil
      super.finalizeAnimatedBoundsChange()
    }

    /// Applies a batch update: appended items and sections through the core's append path,
    /// anything else by laying out again.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      apply(updateItems)
    }

    /// Forgets the state kept for the update's animations and applies a content offset
    /// adjustment self-sizing staged during the update.
    open override func finalizeCollectionViewUpdates() {
      let staged = transition?.stagedOffsetAdjustment
      transition = nil
      if let staged, staged != .zero {
        let context = BrickworkInvalidationContext()
        context.invalidatesSelfSizedItems = true
        context.contentOffsetAdjustment = staged
        invalidateLayout(with: context)
      }
      super.finalizeCollectionViewUpdates()
    }

    /// An inserted or reloaded item starts transparent at its final frame; an item that moved or
    /// shifted starts at its frame before the update.
    open override func initialLayoutAttributesForAppearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      appearingAttributes(at: itemIndexPath)
    }

    /// A deleted or reloaded item ends transparent at its old frame; an item that moved or
    /// shifted ends at its new frame.
    open override func finalLayoutAttributesForDisappearingItem(
      at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      disappearingAttributes(at: itemIndexPath)
    }

    /// Headers, footers and badges the update adds: listed so UIKit animates them in.
    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      transition?.inserted(ofKind: elementKind) ?? []
    }

    /// Headers, footers and badges the update removes: listed so UIKit animates them out
    /// (rather than asking for attributes they no longer have).
    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      transition?.deleted(ofKind: elementKind) ?? []
    }

    /// Section backgrounds the update adds.
    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String)
      -> [IndexPath]
    {
      transition?.inserted(ofKind: elementKind) ?? []
    }

    /// Section backgrounds the update removes.
    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String)
      -> [IndexPath]
    {
      transition?.deleted(ofKind: elementKind) ?? []
    }

    /// An inserted header, footer or badge starts transparent at its frame; one whose section
    /// moved starts at its old frame.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      appearingSectionElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// A removed header, footer or badge ends transparent at its old frame.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      disappearingSectionElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// An inserted section background starts transparent at its frame.
    open override func initialLayoutAttributesForAppearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      appearingSectionElement(ofKind: elementKind, at: decorationIndexPath)
    }

    /// A removed section background ends transparent at its old frame.
    open override func finalLayoutAttributesForDisappearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      disappearingSectionElement(ofKind: elementKind, at: decorationIndexPath)
    }

    /// Lays out everything again from the data source and delegate. Self-sized lengths survive
    /// new data when they are kept by item identifier, and only the same width.
    func rebuild(in collectionView: UICollectionView, container: Container) {
      readingGeneration += 1
      defer { forgetDelegates() }
      pending = []
      cache.removeAll(keepingCapacity: true)
      pinnedHeaders.removeAll()
      if layoutResult?.container.width != container.width {
        selfSized.removeAll()
      } else {
        selfSized = selfSized.filter { if case .identifier = $0.key { true } else { false } }
      }
      guard container.width > 0 else {
        layoutResult = nil
        sections = []
        identifiers = []
        return
      }
      let before = (result: layoutResult, sections: sections, identifiers: identifiers)
      sections = (0..<collectionView.numberOfSections).map { section in
        self.section(section, in: collectionView, width: container.width)
      }
      identifiers = keepsColumns ? readIdentifiers(of: sections, in: collectionView) : []
      if let old = before.result, old.container == container {
        keepColumnsThroughReload(
          from: old, sections: before.sections, identifiers: before.identifiers)
      }
      layOut(container: container)
    }

    /// The layout, or `nil` between a data-source count invalidation and
    /// `prepare(forCollectionViewUpdates:)`: the layout does not know yet what changed, and old
    /// attributes would overlap (MagazineLayout documents UIKit's query in that window).
    func current() -> LayoutResult? {
      isAwaitingUpdates ? nil : layoutResult
    }

    /// Whether the data-source counts were invalidated and the updates are still to come.
    var isAwaitingUpdates: Bool {
      pending.contains(.dataCounts) && !pending.contains(.everything)
    }

    /// The container of `collectionView`: its visible width, the display scale of its traits (1
    /// when unknown, whole pixels per point), always vertical and left to right (UIKit mirrors).
    func makeContainer(for collectionView: UICollectionView) -> Container {
      let scale = Double(collectionView.traitCollection.displayScale)
      let width = Double(visibleWidth(of: collectionView.bounds, in: collectionView))
      return Container(
        width: Limits.sanitizedLength(width),
        scale: scale.isFinite && scale >= 1 ? scale.rounded() : 1)
    }

    /// The width `bounds` shows content in: less the adjusted content inset's left and right.
    func visibleWidth(of bounds: CGRect, in collectionView: UICollectionView) -> CGFloat {
      let inset = collectionView.adjustedContentInset
      return bounds.width - inset.left - inset.right
    }

    /// Reports `message` to ``diagnosticHandler`` once per layout.
    func diagnose(_ message: String) {
      guard reportedDiagnostics.insert(message).inserted else { return }
      diagnosticHandler?(message)
    }

    /// An item of ``itemSize`` for a layout whose delegate does not conform to `protocolName`,
    /// reported once.
    func missingDelegate(_ protocolName: String) -> Item {
      diagnose(
        "\(type(of: self)): neither `delegate` nor the collection view's delegate conforms to "
          + "\(protocolName); every item is \(itemSize.width) × \(itemSize.height) (itemSize).")
      return .size(width: Double(itemSize.width), height: Double(itemSize.height))
    }

    /// Prints `message` in debug builds (the default ``diagnosticHandler``).
    static var printInDebug: ((String) -> Void)? {
      #if DEBUG
        return { print("BrickworkUIKit: \($0)") }
      #else
        return nil
      #endif
    }
  }

  extension BrickworkCollectionViewLayout {
    /// What an invalidation asks `prepare()` to redo.
    struct Pending: OptionSet {
      let rawValue: Int
      /// New data, options or delegate: read and lay out everything.
      static let everything = Pending(rawValue: 1)
      /// A new width.
      static let width = Pending(rawValue: 2)
      /// Counts changed in a batch update still to come.
      static let dataCounts = Pending(rawValue: 4)
    }

    /// One element of the layout: what `cache` keys attributes by.
    struct ElementKey: Hashable {
      /// 0 item, 1 header, 2 footer, 3 badge, 4 background.
      var kind: Int
      var section: Int
      var item: Int
    }

    /// A delegate looked up for one reading of the data (`generation`).
    struct DelegateCache<Answers> {
      var generation = -1
      var delegate: Answers?
    }

    /// What self-sized lengths are kept by.
    enum SizeKey: Hashable {
      /// An item the delegate identifies.
      case identifier(AnyHashable)
      /// An item without an identifier.
      case item(IndexPath)
      /// A section's header (`true`) or footer (`false`).
      case supplementary(section: Int, header: Bool)
    }

    /// The first visible item and its distance from the top of the bounds, taken when the width
    /// began to change to `width`.
    struct WidthAnchor {
      var item: IndexPath
      var offset: CGFloat
      var width: Double
    }
  }
#endif
