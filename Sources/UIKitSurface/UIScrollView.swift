import Foundation

/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
///
/// The stub's scrolling is its bounds origin, as in UIKit; it does not scroll by itself.
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the origin of the scroll
  /// view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The custom distance that the content view is inset from the safe area or scroll view
  /// edges.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets = .zero

  /// The insets derived from the content insets and the safe area of the scroll view (the stub
  /// has no safe area: the content insets).
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// The size of the content view.
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero
}

/// The methods that you implement to respond to scroll-view-related messages.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
}
