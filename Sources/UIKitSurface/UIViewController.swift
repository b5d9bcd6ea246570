import Foundation

/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView? {
    didSet {
      oldValue?.viewController = nil
      loadedView?.viewController = self
    }
  }

  /// Returns a newly initialized view controller with the nib file in the specified bundle.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view that the controller manages, loaded (`loadView()`, then `viewDidLoad()`) on
  /// first access.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple declares it `UIView!`.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Creates the view that the controller manages.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {
    loadedView = UIView(frame: .zero)
  }

  /// Custom insets that you specify to modify the view controller's safe area (in the stub, the
  /// whole safe area of its root view: there is no window, bar or notch).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
  @available(iOS 11.0, *)
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { loadedView?.safeAreaInsetsDidChange() }
  }

  /// Called to notify the view controller that its view is about to lay out its subviews.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
  open func viewWillLayoutSubviews() {}

  /// Called to notify the view controller that its view has just laid out its subviews.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}

  /// Called after the controller's view is loaded into memory.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
}
