import Foundation

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
///
/// The stub keeps the geometry and the view tree tests give it, marks layout as needed where
/// UIKit does (size changes, `setNeedsLayout()`, subviews added or removed) and runs
/// `layoutSubviews()` from `layoutIfNeeded()`; it draws nothing and has no constraints.
@MainActor
open class UIView: UIResponder {
  private var storedFrame: CGRect
  private var storedBoundsOrigin = CGPoint.zero
  private var storedSubviews: [UIView] = []
  private weak var storedSuperview: UIView?
  private var needsLayout = true

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  /// Creates a view from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
  }

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get { storedFrame }
    set {
      let resized = newValue.size != storedFrame.size
      storedFrame = newValue
      if resized { setNeedsLayout() }
    }
  }

  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The receiver's superview, or nil if it has none.
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { storedSuperview }

  /// The receiver's immediate subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { storedSubviews }

  /// A Boolean value that determines whether the view is hidden.
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// Adds a view to the end of the receiver's list of subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    if view.storedSuperview === self { return }
    view.removeFromSuperview()
    storedSubviews.append(view)
    view.storedSuperview = self
    didAddSubview(view)
    setNeedsLayout()
  }

  /// Unlinks the view from its superview and its window.
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.willRemoveSubview(self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    parent.setNeedsLayout()
  }

  /// Tells the view that a subview was added.
  /// https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
  open func didAddSubview(_ subview: UIView) {}

  /// Tells the view that a subview is about to be removed.
  /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
  open func willRemoveSubview(_ subview: UIView) {}

  /// Lays out subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  /// Invalidates the current layout of the receiver and triggers a layout update during the
  /// next update cycle.
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { needsLayout = true }

  /// Lays out the subviews immediately, if layout updates are pending.
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
    for subview in storedSubviews { subview.layoutIfNeeded() }
  }

  /// Asks the view to calculate and return the size that best fits the specified size.
  /// The default returns the view's current size.
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes and moves the receiver view so it just encloses its subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The natural size for the receiving view, considering only properties of the view itself.
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Invalidates the view's intrinsic content size.
  /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
  open func invalidateIntrinsicContentSize() {}

  /// The absence of an intrinsic metric for a given numeric view property.
  /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
  /// (Apple declares `class let`, which Swift source cannot; `static let` is the same constant.)
  public static let noIntrinsicMetric: CGFloat = -1

  /// The traits of the view's environment (its superview's when it has one).
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection {
    superview?.traitCollection ?? UITraitCollection()
  }
}
