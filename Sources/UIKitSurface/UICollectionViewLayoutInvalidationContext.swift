import Foundation

/// A context object that declares which parts of your layout need to be updated when the layout
/// is invalidated.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext
///
/// UIKit makes the contexts it passes to a layout as instances of the layout's
/// `invalidationContextClass` (Apple's page for that property), so a layout may downcast
/// `super.invalidationContext(forBoundsChange:)` to its own class. The stub does the same,
/// through this `required` initializer.
@MainActor
@available(iOS 7.0, *)
open class UICollectionViewLayoutInvalidationContext: NSObject {
  var storedInvalidateEverything = false
  var storedInvalidateDataSourceCounts = false
  private var items: [IndexPath]?
  private var supplementary: [String: [IndexPath]]?
  private var decoration: [String: [IndexPath]]?

  /// Creates an empty context (nothing invalidated).
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public required override init() {
    super.init()
  }

  /// A Boolean value indicating whether the layout must be completely invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything
  @available(iOS 7.0, *)
  open var invalidateEverything: Bool { storedInvalidateEverything }

  /// A Boolean value indicating whether changes were made to the number of sections or items
  /// in the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts
  open var invalidateDataSourceCounts: Bool {
    storedInvalidateDataSourceCounts || storedInvalidateEverything
  }

  /// Marks the specified items as invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)
  @available(iOS 8.0, *)
  open func invalidateItems(at indexPaths: [IndexPath]) {
    items = (items ?? []) + indexPaths
  }

  /// An array of index paths representing the invalidated items.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateditemindexpaths
  @available(iOS 8.0, *)
  open var invalidatedItemIndexPaths: [IndexPath]? { items }

  /// Marks the specified supplementary views as invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatesupplementaryelements(ofkind:at:)
  @available(iOS 8.0, *)
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var all = supplementary ?? [:]
    all[elementKind, default: []] += indexPaths
    supplementary = all
  }

  /// A dictionary containing all of the supplementary views that have been invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedsupplementaryindexpaths
  @available(iOS 8.0, *)
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementary }

  /// The number of points by which to adjust the size of the content area.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment
  @available(iOS 8.0, *)
  open var contentSizeAdjustment: CGSize = .zero

  /// The number of points by which to adjust the content offset.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment
  @available(iOS 8.0, *)
  open var contentOffsetAdjustment: CGPoint = .zero

  /// Marks the specified decoration views as invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedecorationelements(ofkind:at:)
  @available(iOS 8.0, *)
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = decoration ?? [:]
    all[elementKind, default: []] += indexPaths
    decoration = all
  }

  /// A dictionary containing all of the decoration views that have been invalidated.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateddecorationindexpaths
  @available(iOS 8.0, *)
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decoration }
}
