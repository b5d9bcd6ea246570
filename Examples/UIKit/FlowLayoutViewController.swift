import Brickwork
import BrickworkUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

/// A tag view of a given size (in an app: a label with padding, measured by Auto Layout).
@MainActor
public final class TagView: UIView {
  /// The tag's text.
  public let text: String

  /// A tag showing `text`.
  public init(_ text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  /// Not supported: tags are built in code.
  public required init?(coder: NSCoder) { nil }

  /// The text at about 8 points a character, with 12-point padding each side, 30 high.
  public override var intrinsicContentSize: CGSize {
    CGSize(width: 24 + 8 * CGFloat(text.count), height: 30)
  }
}

/// A `FlowLayoutView` of tags limited to two lines in a fixed-height box, with a "+N" badge.
@MainActor
public final class FlowLayoutViewController: UIViewController {
  /// The wrapping view.
  public let tags = FlowLayoutView()
  /// The badge, showing how many tags are hidden.
  public let badge = TagView("+99")
  /// The count the badge shows (in an app: its label's text).
  public private(set) var badgeText = ""

  /// The screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the screen is built in code.
  public required init?(coder: NSCoder) { nil }

  /// Builds the tag view.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tags.itemSpacing = 6
    tags.lineSpacing = 6
    tags.maxLines = 2
    tags.fixedHeight = 80
    tags.contentInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    tags.moreBadgeView = badge
    tags.moreBadgeUpdater = { [weak self] _, count in self?.badgeText = "+\(count)" }
    for name in [
      "Swift", "UIKit", "SwiftUI", "Layout", "Waterfall", "Flow", "Justified", "Tags", "Chips",
      "Masonry", "Feed", "Photos", "Grid", "Collection",
    ] {
      tags.addSubview(TagView(name))
    }
    view.addSubview(tags)
  }
}
