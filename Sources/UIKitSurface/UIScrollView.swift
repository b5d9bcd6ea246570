import Foundation

/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
///
/// The stub's scrolling is its bounds origin, as in UIKit; it does not scroll by itself. Its
/// adjusted content inset adds the safe area to the content insets by the documented rules of
/// `contentInsetAdjustmentBehavior`.
@MainActor
open class UIScrollView: UIView {
  private var lastAdjustedContentInset = UIEdgeInsets.zero

  /// The point at which the origin of the content view is offset from the origin of the scroll
  /// view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  @available(iOS 2.0, *)
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Sets the point at which the origin of the content view is offset from the origin of the
  /// scroll view. The stub moves at once (it does not animate).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  @available(iOS 2.0, *)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The custom distance that the content view is inset from the safe area or scroll view
  /// edges.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  @available(iOS 2.0, *)
  open var contentInset: UIEdgeInsets = .zero {
    didSet { noteAdjustedContentInset() }
  }

  /// The behavior for determining the adjusted content offsets.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  {
    didSet { noteAdjustedContentInset() }
  }

  /// A Boolean value that determines whether bouncing always occurs when vertical scrolling
  /// reaches the end of the content.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical = false

  /// A Boolean value that determines whether bouncing always occurs when horizontal scrolling
  /// reaches the end of the content view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  open var alwaysBounceHorizontal = false

  /// The insets derived from the content insets and the safe area of the scroll view. Per
  /// Apple's pages for `ContentInsetAdjustmentBehavior`: `.always` adds the whole safe area;
  /// `.never` none; `.scrollableAxes` the edges of the axes that scroll (content longer than the
  /// bounds, or always bouncing); `.automatic` the top and bottom edges always (the vertical
  /// adjustment a scroll view under a navigation or tab bar gets) and the left and right edges
  /// when it scrolls horizontally.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
    switch contentInsetAdjustmentBehavior {
    case .always: (vertical, horizontal) = (true, true)
    case .never: (vertical, horizontal) = (false, false)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Called when the adjusted content insets of the scroll view change.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
  @available(iOS 11.0, *)
  open func adjustedContentInsetDidChange() {}

  /// The size of the content view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero {
    didSet { noteAdjustedContentInset() }
  }

  /// Called when the safe area of the view changes: the adjusted content inset may follow.
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    noteAdjustedContentInset()
  }

  /// Calls `adjustedContentInsetDidChange()` when the adjusted inset changed.
  func noteAdjustedContentInset() {
    let adjusted = adjustedContentInset
    guard adjusted != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = adjusted
    adjustedContentInsetDidChange()
  }

  /// Constants that indicate how safe area insets are added to the adjusted content inset.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  @available(iOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    /// Automatically adjust the scroll view insets.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
    case automatic = 0
    /// Adjust content offsets only in scrollable directions.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    case scrollableAxes = 1
    /// Do not adjust the scroll view insets.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
    case never = 2
    /// Always include the safe area insets in the content adjustment.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
    case always = 3
  }
}

/// The methods that you implement to respond to scroll-view-related messages.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
}
