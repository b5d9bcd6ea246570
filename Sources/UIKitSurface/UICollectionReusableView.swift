import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  /// Applies the specified layout attributes to the view.
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Gives the cell a chance to modify the attributes provided by the layout object. The stub
  /// has no Auto Layout: the default returns the attributes unchanged.
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
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
}
