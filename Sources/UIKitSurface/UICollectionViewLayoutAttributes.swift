import Foundation

/// A layout object that manages the layout-related attributes for a given item in a collection
/// view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
///
/// The stub stores the frame; `center`, `size` and `bounds` are views of it, as in UIKit. As in
/// UIKit it adopts `NSCopying` (the collection view hands views copies, never the layout's own
/// objects) and compares by value in `isEqual(_:)`; a subclass with properties of its own
/// overrides both (Apple's page: "Subclassing Notes").
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  private var storedCategory = UICollectionView.ElementCategory.cell
  private var storedKind: String?

  /// Creates empty attributes (a cell at an empty index path). UIKit makes attributes objects
  /// of a layout's `layoutAttributesClass` through this initializer, so the stub requires it
  /// of subclasses (Swift constructs a class from its metatype only through a `required`
  /// initializer).
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public required override init() {
    super.init()
  }

  /// Creates and returns a layout attributes object that represents a cell with the specified
  /// index path.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
  @available(iOS 6.0, *)
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates and returns a layout attributes object that represents the specified supplementary
  /// view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)
  @available(iOS 6.0, *)
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    storedCategory = .supplementaryView
    storedKind = elementKind
  }

  /// Creates and returns a layout attributes object that represents the specified decoration
  /// view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    storedCategory = .decorationView
    storedKind = decorationViewKind
  }

  /// The frame rectangle of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  @available(iOS 6.0, *)
  open var frame: CGRect = .zero

  /// The center point of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
  @available(iOS 6.0, *)
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size
  @available(iOS 6.0, *)
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The bounds of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds
  @available(iOS 7.0, *)
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// Specifies the item's position on the z axis.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex
  @available(iOS 6.0, *)
  open var zIndex: Int = 0

  /// Determines whether the item is currently displayed.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden
  @available(iOS 6.0, *)
  open var isHidden: Bool = false

  /// The transparency of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
  open var alpha: CGFloat = 1

  /// The index path of the item in the collection view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  @available(iOS 6.0, *)
  open var indexPath: IndexPath = IndexPath()

  /// The type of the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
  @available(iOS 6.0, *)
  open var representedElementCategory: UICollectionView.ElementCategory { storedCategory }

  /// The layout-specific identifier for the target view.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind
  @available(iOS 6.0, *)
  open var representedElementKind: String? { storedKind }

  /// A copy of the attributes, of the same class: what UIKit hands cells and views.
  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  @available(iOS 1.0, *)
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.storedCategory = storedCategory
    copy.storedKind = storedKind
    copy.frame = frame
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.alpha = alpha
    copy.indexPath = indexPath
    return copy
  }

  /// Whether `object` is attributes of the same element with the same values.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  /// (`NSObject` declares it nonisolated; attributes live on the main actor.)
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    nonisolated(unsafe) let object = object
    return MainActor.assumeIsolated {
      guard let other = object as? UICollectionViewLayoutAttributes else { return false }
      return type(of: other) == type(of: self) && other.storedCategory == storedCategory
        && other.storedKind == storedKind && other.frame == frame && other.zIndex == zIndex
        && other.isHidden == isHidden && other.alpha == alpha && other.indexPath == indexPath
    }
  }

  /// A hash consistent with `isEqual(_:)`.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  nonisolated open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(storedKind)
      hasher.combine(storedCategory.rawValue)
      return hasher.finalize()
    }
  }
}
