import Foundation

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
/// https://developer.apple.com/documentation/uikit/uicollectionview
///
/// A strict model of UIKit's collection view around a layout, so that an adapter that would
/// crash or misbehave on a device fails here too. What it does, and the source of each rule, is
/// written beside the code in the `UICollectionView+…` files:
/// - registration and dequeuing (`+Registration`): views of the registered classes, reuse
///   queues, `prepareForReuse()`, and UIKit's exceptions for unregistered identifiers and for
///   views the data source did not dequeue;
/// - the display pass (`+Display`): prepare, query the visible rect, views for what appears,
///   self-sizing rounds with copies of the attributes until the layout stops invalidating, the
///   right-to-left mirror;
/// - batch updates (`+Updates`, `+UpdateMap`) in UIKit's order, with its count validation;
/// - bounds changes (`+Bounds`): invalidation queries, animated bounds changes.
/// Every breach UIKit answers with `NSInternalInconsistencyException` stops the process here.
@MainActor
@available(iOS 6.0, *)
open class UICollectionView: UIScrollView {
  var layout: UICollectionViewLayout
  /// The data source's counts as last read (UIKit reads them once per reload or update).
  var counts: [Int]?
  /// Registered classes by element kind (cells under ``cellKind``), then by identifier.
  var registrations: [String: [String: AnyClass]] = [:]
  /// Views waiting for reuse, by kind and identifier.
  var reuseQueues: [String: [UICollectionReusableView]] = [:]
  /// The views on screen, by element.
  var displayed: [ReuseKey: UICollectionReusableView] = [:]
  /// The attributes each displayed view last asked for its preferred size with.
  var sizedWith: [ReuseKey: CGSize] = [:]
  /// The batch update being collected, if any.
  var batch: BatchUpdate?
  /// Whether the collection view is between `prepare(forCollectionViewUpdates:)` and
  /// `finalizeCollectionViewUpdates()`.
  var isApplyingUpdates = false
  /// The bounds before an animated size change, until the next layout pass handles it.
  var animatedBoundsChange: CGRect?
  /// What the last batch update asked the layout for its animations.
  package internal(set) var lastUpdateAnimations: [UpdateAnimation] = []

  /// The kind UIKit names cells by in its exception texts.
  nonisolated static let cellKind = "UICollectionElementKindCell"

  /// Creates a collection view object with the specified frame and layout.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  @available(iOS 6.0, *)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(frame: frame)
    layout.owner = self
  }

  /// Creates a collection view from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) {
    layout = UICollectionViewLayout()
    super.init(coder: coder)
    layout.owner = self
  }

  /// The layout used to organize the collection view's items.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout {
    get { layout }
    set {
      layout.owner = nil
      layout = newValue
      newValue.owner = self
      newValue.invalidateLayout()
    }
  }

  /// The object that provides the data for the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  @available(iOS 6.0, *)
  open weak var dataSource: (any UICollectionViewDataSource)?

  /// The object that acts as the delegate of the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  @available(iOS 6.0, *)
  open weak var delegate: (any UICollectionViewDelegate)?

  /// A string that identifies the kind of supplementary view for a section header.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  /// (Apple declares `class let`, which Swift source cannot; `static let` is the same constant.)
  @available(iOS 6.0, *)
  public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"

  /// A string that identifies the kind of supplementary view for a section footer.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  /// (Apple declares `class let`; see ``elementKindSectionHeader``.)
  @available(iOS 6.0, *)
  public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"

  /// The number of sections displayed by the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  @available(iOS 6.0, *)
  open var numberOfSections: Int { loadedCounts().count }

  /// Returns the number of items in the specified section. A section out of range raises, as
  /// UIKit does ("request for number of items in section …").
  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  @available(iOS 6.0, *)
  open func numberOfItems(inSection section: Int) -> Int {
    let all = loadedCounts()
    guard all.indices.contains(section) else {
      raiseInternalInconsistency(
        "request for number of items in section \(section) when there are only \(all.count) "
          + "sections in the collection view")
    }
    return all[section]
  }

  /// The data source's counts, read once until the next reload or update.
  func loadedCounts() -> [Int] {
    if let counts { return counts }
    guard let source = dataSource else { return [] }
    let sections = max(0, source.numberOfSections(in: self))
    let loaded = (0..<sections).map {
      max(0, source.collectionView(self, numberOfItemsInSection: $0))
    }
    counts = loaded
    return loaded
  }

  /// Reloads all of the data for the collection view: the counts are read again, the views on
  /// screen go to the reuse queues, and the layout is invalidated with a context that
  /// invalidates everything.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    counts = nil
    for key in Array(displayed.keys) { endDisplaying(key) }
    layout.invalidateLayout()
  }

  /// Gets the layout information for the item at the specified index path.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  @available(iOS 6.0, *)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return layout.layoutAttributesForItem(at: indexPath)
  }

  /// Gets the layout information for the specified supplementary view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
  @available(iOS 6.0, *)
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// An array of the visible items in the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  open var indexPathsForVisibleItems: [IndexPath] {
    displayed.keys.filter { $0.category == ElementCategory.cell.rawValue }.map(\.indexPath)
      .sorted()
  }

  /// The visible cells currently displayed by the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  @available(iOS 6.0, *)
  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// Gets the visible cell object at the specified index path.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  @available(iOS 6.0, *)
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayed[ReuseKey(cellAt: indexPath)] as? UICollectionViewCell
  }

  /// Retrieves the supplementary view at the specified index path, if it is displayed.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
  @available(iOS 9.0, *)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    displayed[
      ReuseKey(
        category: ElementCategory.supplementaryView.rawValue, kind: elementKind,
        indexPath: indexPath)]
  }

  /// Returns the index paths of all visible supplementary views of the specified type.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisiblesupplementaryelements(ofkind:)
  @available(iOS 9.0, *)
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    displayed.keys.filter {
      $0.category == ElementCategory.supplementaryView.rawValue && $0.kind == elementKind
    }.map(\.indexPath).sorted()
  }

  /// Registers a class for use in creating new collection view cells (`nil` unregisters).
  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6rn2q
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[Self.cellKind, default: [:]][identifier] = cellClass
  }

  /// Registers a class for use in creating supplementary views for the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registrations[elementKind, default: [:]][identifier] = viewClass
  }

  /// Dequeues a reusable cell object located by its identifier, with the layout's attributes
  /// for `indexPath` applied.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let view = dequeue(
      ReuseKey(cellAt: indexPath), identifier: identifier,
      attributes: layout.layoutAttributesForItem(at: indexPath))
    guard let cell = view as? UICollectionViewCell else {
      raiseInternalInconsistency(
        "the class registered for identifier \(identifier) is not a UICollectionViewCell")
    }
    return cell
  }

  /// Dequeues a reusable supplementary view located by its identifier and kind.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let sections = loadedCounts().count
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections else {
      // UIKit's text, CHTCollectionViewWaterfallLayout #198.
      raiseInternalInconsistency(
        "request for layout attributes for supplementary view \(elementKind) in section "
          + "\(indexPath.count == 2 ? indexPath.section : -1) when there are only \(sections) "
          + "sections in the collection view")
    }
    return dequeue(
      ReuseKey(
        category: ElementCategory.supplementaryView.rawValue, kind: elementKind,
        indexPath: indexPath),
      identifier: identifier,
      attributes: layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
  }

  /// Prepares an invalidated layout, handles an animated bounds change, then shows what lies in
  /// the bounds.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let oldBounds = animatedBoundsChange else { return displayVisibleElements() }
    animatedBoundsChange = nil
    // Apple's pages: prepare(forAnimatedBoundsChange:) is called after prepare() and before the
    // attributes of the new bounds are asked; finalizeAnimatedBoundsChange() once the
    // animation's changes are in place. targetContentOffset(forProposedContentOffset:) is the
    // offset "to use at the end of the animation".
    prepareIfNeeded()
    layout.prepare(forAnimatedBoundsChange: oldBounds)
    let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    if target != contentOffset { moveContentOffset(to: target) }
    displayVisibleElements()
    layout.finalizeAnimatedBoundsChange()
  }

  /// The bounds; a change is offered to the layout and shows what scrolls in, as UIKit does.
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      guard newValue != old else { return }
      offerBoundsChange(newValue)
      super.bounds = newValue
      if newValue.size != old.size, UIView.isInAnimationBlock, animatedBoundsChange == nil {
        animatedBoundsChange = old
      }
      noteAdjustedContentInset()
      setNeedsLayout()
    }
  }

  /// The frame; a size change is offered to the layout, as UIKit does.
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open override var frame: CGRect {
    get { super.frame }
    set {
      let old = super.bounds
      let new = CGRect(origin: old.origin, size: newValue.size)
      if new != old { offerBoundsChange(new) }
      super.frame = newValue
      if new.size != old.size, UIView.isInAnimationBlock, animatedBoundsChange == nil {
        animatedBoundsChange = old
      }
      noteAdjustedContentInset()
    }
  }

  /// Called when the adjusted content insets change: the layout is invalidated (its visible
  /// width may have changed).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
  @available(iOS 11.0, *)
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    layout.invalidateLayout(with: layout.makeInvalidationContext())
  }

  /// Animates multiple insert, delete, reload, and move operations as a group.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  @available(iOS 6.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    guard batch == nil else {
      updates?()
      completion?(true)
      return
    }
    batch = BatchUpdate(oldCounts: loadedCounts())
    updates?()
    guard let collected = batch else { return }
    batch = nil
    apply(collected)
    completion?(true)
  }

  /// Inserts new items at the specified index paths.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
  }

  /// Deletes the items at the specified index paths.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
  }

  /// Reloads just the items at the specified index paths.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) })
  }

  /// Moves an item from one location to another in the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
  }

  /// Inserts new sections at the specified indexes.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) {
    record(
      sections.map {
        UICollectionViewUpdateItem(
          action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: $0))
      })
  }

  /// Deletes the sections at the specified indexes.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) {
    record(
      sections.map {
        UICollectionViewUpdateItem(
          action: .delete, before: IndexPath(item: NSNotFound, section: $0), after: nil)
      })
  }

  /// Constants that indicate the type of a collection view element.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
  public enum ElementCategory: UInt, @unchecked Sendable {
    /// A cell.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell
    case cell = 0
    /// A supplementary view.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/supplementaryview
    case supplementaryView = 1
    /// A decoration view.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/decorationview
    case decorationView = 2
  }
}

extension ReuseKey {
  /// The key of the cell at `indexPath`.
  init(cellAt indexPath: IndexPath) {
    self.init(
      category: UICollectionView.ElementCategory.cell.rawValue, kind: UICollectionView.cellKind,
      indexPath: indexPath)
  }

  /// The key of the element `attributes` describe.
  @MainActor
  init(_ attributes: UICollectionViewLayoutAttributes) {
    let category = attributes.representedElementCategory
    self.init(
      category: category.rawValue,
      kind: category == .cell ? UICollectionView.cellKind : attributes.representedElementKind ?? "",
      indexPath: attributes.indexPath)
  }

  /// The element's category.
  var elementCategory: UICollectionView.ElementCategory {
    UICollectionView.ElementCategory(rawValue: category) ?? .cell
  }
}

/// One answer a layout gave the collection view for an update's animations.
package struct UpdateAnimation: Equatable, Sendable {
  /// Whether the element appears (initial attributes) or disappears (final attributes).
  package var appearing: Bool
  /// The element's category (0 cell, 1 supplementary, 2 decoration) and kind.
  package var category: UInt
  package var kind: String
  /// The index path asked for (after the update when appearing, before when disappearing).
  package var indexPath: IndexPath
  /// The frame the layout answered, or `nil` for no attributes.
  package var frame: CGRect?
}
