import Foundation

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
/// https://developer.apple.com/documentation/uikit/uicollectionview
///
/// The stub does what UIKit does around a layout and nothing a layout does: it asks its data
/// source for counts (cached until `reloadData()` or an update), hands the layout its updates,
/// asks it about bounds changes, and in `layoutSubviews()` prepares an invalidated layout, takes
/// its content size, queries the visible rect, asks the data source for cells and views that
/// appear, offers cells their preferred attributes, and tells the delegate what it displays.
/// It cannot instantiate registered classes (no Objective-C runtime): dequeuing returns a
/// plain `UICollectionViewCell` or `UICollectionReusableView`.
@MainActor
open class UICollectionView: UIScrollView {
  private var layout: UICollectionViewLayout
  private var counts: [Int]?
  private var pendingUpdates: [UICollectionViewUpdateItem]?
  private var visibleItems: [IndexPath] = []
  private var displayedSupplementary: Set<String> = []
  private var resizedSinceLayout = false

  /// Creates a collection view object with the specified frame and layout.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
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
  open weak var dataSource: (any UICollectionViewDataSource)?

  /// The object that acts as the delegate of the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  open weak var delegate: (any UICollectionViewDelegate)?

  /// A string that identifies the kind of supplementary view for a section header.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  /// (Apple declares `class let`, which Swift source cannot; `static let` is the same constant.)
  public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"

  /// A string that identifies the kind of supplementary view for a section footer.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  /// (Apple declares `class let`; see ``elementKindSectionHeader``.)
  public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"

  /// The number of sections displayed by the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { loadedCounts().count }

  /// Returns the number of items in the specified section.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    let all = loadedCounts()
    return all.indices.contains(section) ? all[section] : 0
  }

  private func loadedCounts() -> [Int] {
    if let counts { return counts }
    guard let source = dataSource else { return [] }
    let sections = max(0, source.numberOfSections(in: self))
    let loaded = (0..<sections).map {
      max(0, source.collectionView(self, numberOfItemsInSection: $0))
    }
    counts = loaded
    return loaded
  }

  /// Reloads all of the data for the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    counts = nil
    visibleItems = []
    displayedSupplementary = []
    layout.invalidateLayout()
  }

  /// Registers a class for use in creating new collection view cells.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6rn2q
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

  /// Registers a class for use in creating supplementary views for the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {}

  /// Dequeues a reusable cell object located by its identifier.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// Dequeues a reusable supplementary view located by its identifier and kind.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// Animates multiple insert, delete, reload, and move operations as a group.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let outer = pendingUpdates == nil
    if outer { pendingUpdates = [] }
    updates?()
    guard outer, let items = pendingUpdates else { return }
    pendingUpdates = nil
    counts = nil
    let context = UICollectionViewLayoutInvalidationContext()
    context.storedInvalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layout.prepare()
    layout.needsPrepare = false
    layout.prepare(forCollectionViewUpdates: items)
    contentSize = layout.collectionViewContentSize
    layout.finalizeCollectionViewUpdates()
    completion?(true)
  }

  private func record(_ items: [UICollectionViewUpdateItem]) {
    performBatchUpdates { self.pendingUpdates?.append(contentsOf: items) }
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

  /// An array of the visible items in the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  open var indexPathsForVisibleItems: [IndexPath] { visibleItems }

  /// Gets the layout information for the item at the specified index path.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return layout.layoutAttributesForItem(at: indexPath)
  }

  /// Gets the layout information for the specified supplementary view.
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The bounds; a change is offered to the layout and shows what scrolls in, as UIKit does.
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      guard newValue != old else { return }
      offerBoundsChange(newValue, resized: newValue.size != old.size)
      super.bounds = newValue
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
      if new != old { offerBoundsChange(new, resized: true) }
      super.frame = newValue
    }
  }

  private func offerBoundsChange(_ newBounds: CGRect, resized: Bool) {
    if resized { resizedSinceLayout = true }
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
  }

  private func prepareIfNeeded() {
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    layout.prepare()
    contentSize = layout.collectionViewContentSize
  }

  /// Prepares an invalidated layout, then shows what lies in the bounds.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open override func layoutSubviews() {
    super.layoutSubviews()
    prepareIfNeeded()
    if resizedSinceLayout {
      resizedSinceLayout = false
      let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
      if target != contentOffset { super.bounds.origin = target }
    }
    guard let source = dataSource else { return }
    let shown = layout.layoutAttributesForElements(in: bounds) ?? []
    var items: [IndexPath] = []
    var supplementary: Set<String> = []
    for attributes in shown {
      switch attributes.representedElementCategory {
      case .cell:
        items.append(attributes.indexPath)
        let cell = source.collectionView(self, cellForItemAt: attributes.indexPath)
        cell.frame = attributes.frame
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        if layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        {
          layout.invalidateLayout(
            with: layout.invalidationContext(
              forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        }
      case .supplementaryView:
        guard let kind = attributes.representedElementKind else { continue }
        let key = "\(kind)/\(attributes.indexPath)"
        supplementary.insert(key)
        if displayedSupplementary.contains(key) { continue }
        let view = source.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        view.frame = attributes.frame
        delegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
      case .decorationView:
        continue
      }
    }
    visibleItems = items
    displayedSupplementary = supplementary
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
