import Foundation

/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
///
/// The defaults are UIKit's documented ones: no content, no attributes, never invalidate on a
/// bounds change, no supplementary or decoration views to insert or delete. Every context UIKit
/// makes for the layout (for `invalidateLayout()`, the bounds-change and self-sizing defaults,
/// data changes) is an instance of `invalidationContextClass`, as Apple's page for that
/// property says.
@MainActor
@available(iOS 6.0, *)
open class UICollectionViewLayout: NSObject {
  weak var owner: UICollectionView?
  var needsPrepare = true
  /// The decoration view classes registered with the layout, by kind.
  var decorationClasses: [String: AnyClass] = [:]

  /// Creates a layout object.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  @available(iOS 6.0, *)
  public override init() {
    super.init()
  }

  /// Creates a layout object from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The collection view object currently using this layout object.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  @available(iOS 6.0, *)
  open var collectionView: UICollectionView? { owner }

  /// Tells the layout object to update the current layout.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
  open func prepare() {}

  /// The width and height of the collection view's contents.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open var collectionViewContentSize: CGSize { .zero }

  /// Retrieves the layout attributes for all of the cells and views in the specified rectangle.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Retrieves layout information for an item at the specified index path with a corresponding
  /// cell.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the layout attributes for the specified supplementary view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Retrieves the layout attributes for the specified decoration view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers a class for use in creating decoration views for a collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }

  /// Asks the layout object if the new bounds require a layout update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Retrieves a context object that defines the portions of the layout that should change when
  /// a bounds change occurs.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)
  @available(iOS 7.0, *)
  open func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Asks the layout object if changes to a self-sizing cell require a layout update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)
  @available(iOS 8.0, *)
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Retrieves a context object that identifies the portions of the layout that should change
  /// in response to dynamic cell changes.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)
  @available(iOS 8.0, *)
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    switch originalAttributes.representedElementCategory {
    case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "",
        at: [originalAttributes.indexPath])
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "",
        at: [originalAttributes.indexPath])
    }
    return context
  }

  /// Invalidates the current layout and triggers a layout update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  @available(iOS 6.0, *)
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.storedInvalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates the current layout using the information in the provided context object. The
  /// collection view applies the context's content offset adjustment (outside a batch update:
  /// production layouts document that UIKit ignores it during one, MagazineLayout's
  /// `stagedContentOffsetAdjustment`).
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)
  @available(iOS 7.0, *)
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    owner?.layoutDidInvalidate(with: context)
  }

  /// The class to use when creating an invalidation context for the layout.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass
  @available(iOS 7.0, *)
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// A new instance of `invalidationContextClass`, as UIKit makes the contexts it passes; a
  /// class that is not a context is a programming error UIKit raises on.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    guard
      let type = Self.invalidationContextClass
        as? UICollectionViewLayoutInvalidationContext.Type
    else {
      raiseInternalInconsistency(
        "invalidationContextClass of \(Self.self) is not a UICollectionViewLayoutInvalidationContext"
      )
    }
    return type.init()
  }

  /// The class to use when creating layout attributes objects.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Notifies the layout object that the contents of the collection view are about to change.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Performs any additional animations or clean up needed during a collection view update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()
  open func finalizeCollectionViewUpdates() {}

  /// Retrieves the starting layout information for an item being inserted into the collection
  /// view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)
  open func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for an item that is about to be removed from the
  /// collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the starting layout information for a supplementary view being inserted into
  /// the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingsupplementaryelement(ofkind:at:)
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for a supplementary view that is about to be
  /// removed from the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingsupplementaryelement(ofkind:at:)
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the starting layout information for a decoration view being inserted into the
  /// collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingdecorationelement(ofkind:at:)
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the final layout information for a decoration view that is about to be removed
  /// from the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingdecorationelement(ofkind:at:)
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves an array of index paths for the supplementary views you want to add to the
  /// layout. Called between `prepare(forCollectionViewUpdates:)` and
  /// `finalizeCollectionViewUpdates()`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:)
  @available(iOS 7.0, *)
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves an array of index paths representing the supplementary views to remove.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeleteforsupplementaryview(ofkind:)
  @available(iOS 7.0, *)
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves an array of index paths representing the decoration views to add.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:)
  @available(iOS 7.0, *)
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Retrieves an array of index paths representing the decoration views to remove.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeletefordecorationview(ofkind:)
  @available(iOS 7.0, *)
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Prepares the layout object for animated changes to the view's bounds or the insertion or
  /// deletion of items.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:)
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Cleans up after any animated changes to the view's bounds or after the insertion or
  /// deletion of items.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange()
  open func finalizeAnimatedBoundsChange() {}

  /// Retrieves the content offset to use after an animated layout update or change.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
  @available(iOS 7.0, *)
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// A Boolean value that indicates whether the horizontal coordinate system is automatically
  /// flipped at appropriate times.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction of the language you used when designing your custom layout: left to right.
  /// UIKit flips the layout when the collection view's effective direction differs from it and
  /// `flipsHorizontallyInOppositeLayoutDirection` is `true`.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/developmentlayoutdirection
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
