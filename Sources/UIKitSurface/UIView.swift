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
  @available(iOS 2.0, *)
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

  /// The view's background color.
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  /// (Apple declares it `@NSCopying`; the stub's colors are immutable, so it stores them.)
  open var backgroundColor: UIColor?

  /// A flag used to determine how a view lays out its content when its bounds change.
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleToFill

  /// A Boolean value that determines whether subviews are confined to the bounds of the view.
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false

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
  /// The root view of a view controller tells it around its own layout, as UIKit does
  /// (`viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`).
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    viewController?.viewWillLayoutSubviews()
    layoutSubviews()
    viewController?.viewDidLayoutSubviews()
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
  @available(iOS 6.0, *)
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Invalidates the view's intrinsic content size.
  /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
  @available(iOS 6.0, *)
  open func invalidateIntrinsicContentSize() {}

  /// The absence of an intrinsic metric for a given numeric view property.
  /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
  /// (Apple declares `class let`, which Swift source cannot; `static let` is the same constant.)
  @available(iOS 6.0, *)
  public static let noIntrinsicMetric: CGFloat = -1

  /// The traits of the view's environment (its superview's when it has one).
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection {
    superview?.traitCollection ?? UITraitCollection()
  }

  /// A semantic description of the view's contents, used to determine whether the view should
  /// be flipped when switching between left-to-right and right-to-left layouts.
  /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
  @available(iOS 9.0, *)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The user interface layout direction appropriate for arranging the immediate content of
  /// this view: a forced semantic content attribute wins, else the trait collection's layout
  /// direction (left to right when unspecified), as Apple's page describes.
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified:
      return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The insets that you use to determine the safe area for this view: the part of the
  /// superview's safe area this view overlaps (the root view of a view controller gets the
  /// controller's `additionalSafeAreaInsets`; the stub has no window, bars or notch of its own).
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets {
    if let owner = viewController { return owner.additionalSafeAreaInsets }
    guard let parent = superview else { return .zero }
    let outer = parent.safeAreaInsets
    let frame = self.frame
    let size = parent.bounds.size
    return UIEdgeInsets(
      top: max(0, outer.top - frame.minY), left: max(0, outer.left - frame.minX),
      bottom: max(0, outer.bottom - (size.height - frame.maxY)),
      right: max(0, outer.right - (size.width - frame.maxX)))
  }

  /// Called when the safe area of the view changes.
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  @available(iOS 11.0, *)
  open func safeAreaInsetsDidChange() {}

  // Auto Layout sizing. The stub has no constraint solver: a view's fitting size along an axis
  // whose priority is below `required` is what `sizeThatFits(_:)` answers for the target size
  // (test views override it to stand for their constraints), and a `required` axis keeps the
  // target's length, as the solver does for a required fitting priority.

  /// Returns the optimal size of the view based on its current constraints.
  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)
  @available(iOS 6.0, *)
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Returns the optimal size of the view based on its constraints and the specified fitting
  /// priorities.
  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  @available(iOS 8.0, *)
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let fitting = sizeThatFits(targetSize)
    return CGSize(
      width: horizontalFittingPriority == .required ? targetSize.width : fitting.width,
      height: verticalFittingPriority == .required ? targetSize.height : fitting.height)
  }

  /// The view controller whose root view this is (set by `UIViewController`).
  weak var viewController: UIViewController?

  // The block-based animations (state in UIView+Animation.swift).

  /// Animate changes to one or more views using the specified duration. A duration of 0 or
  /// less makes the changes without animating them, as Apple's page says.
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  @available(iOS 4.0, *)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    guard duration > 0 else { return animations() }
    animationDepth += 1
    defer { animationDepth -= 1 }
    animations()
  }

  /// Disables a view transition animation.
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  @available(iOS 7.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let saved = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = saved }
    actionsWithoutAnimation()
  }

  /// Returns a Boolean value indicating whether animations are enabled.
  /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
  open class var areAnimationsEnabled: Bool { animationsEnabled }

  /// Sets whether animations are enabled.
  /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
  open class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
}

extension UIView {
  /// Options to specify how a view adjusts its content when its size changes.
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, @unchecked Sendable {
    /// Scales the content to fit the size of itself by changing the aspect ratio if necessary.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
    case scaleToFill = 0
    /// Scales the content to fit the size of the view by maintaining the aspect ratio.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
    case scaleAspectFit = 1
    /// Scales the content to fill the size of the view, clipping some of it.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    case scaleAspectFill = 2
  }
}
