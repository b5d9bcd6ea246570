import Foundation

/// A view that shows that a task is in progress.
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor
open class UIActivityIndicatorView: UIView {
  private var animating = false

  /// Creates an activity indicator view with the specified style.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) {
    super.init(frame: .zero)
  }

  /// Creates an activity indicator view from data in an unarchiver.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Starts the animation of the progress indicator.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() { animating = true }

  /// Stops the animation of the progress indicator.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() { animating = false }

  /// A Boolean value that indicates whether the activity indicator is currently running its
  /// animation.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  open var isAnimating: Bool { animating }

  /// The visual style of the progress indicator.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    /// The medium-sized style of indicator.
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
    case medium = 100
    /// The large style of indicator.
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large
    case large = 101
  }
}
