import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
@available(iOS 6.0, *)
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with (set by the collection view).
  var storedReuseIdentifier: String?
  /// The element the view was last dequeued for, until its data source hands it back.
  var dequeuedFor: ReuseKey?

  /// Creates a view with a zero frame. UIKit instantiates registered classes with
  /// `init(frame:)`; Swift without the Objective-C runtime constructs a class from its metatype
  /// only through a `required` initializer, so the stub makes views of registered classes
  /// through this one, which calls `init(frame:)` (a subclass's override included) as
  /// `-[UIView init]` does. Apple's page lists `init()` among the class's members.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// A string that identifies the purpose of the view: set by the collection view when it
  /// first creates the view.
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// Performs any clean up necessary to prepare the view for use again. The collection view
  /// calls it before a dequeue method returns a reused view.
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view (the collection view passes a copy).
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Gives the cell a chance to modify the attributes provided by the layout object. The
  /// collection view passes a copy of the layout's attributes, so a view may change and return
  /// it. The default returns them unchanged (the stub has no Auto Layout engine to measure).
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
  @available(iOS 8.0, *)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
@available(iOS 6.0, *)
open class UICollectionViewCell: UICollectionReusableView {
  private var storedContentView: UIView?

  /// The main view to which you add your cell's custom content.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open var contentView: UIView {
    if let storedContentView { return storedContentView }
    let view = UIView(frame: bounds)
    storedContentView = view
    addSubview(view)
    return view
  }

  /// The frame; the content view follows the cell's size, as in UIKit.
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      storedContentView?.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }
}

/// One element a view is dequeued for.
struct ReuseKey: Hashable {
  var category: UInt
  var kind: String
  var indexPath: IndexPath
}
