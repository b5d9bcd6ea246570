import Brickwork
import BrickworkUIKit
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A tag: its text in a chip, sized by its text (the tag cell's font and padding).
  @MainActor
  public final class TagView: UIView {
    /// The tag's text.
    public let label = UILabel(frame: .zero)

    /// A tag showing `text`.
    public init(_ text: String) {
      super.init(frame: .zero)
      label.text = text
      label.font = TagCell.font
      label.textAlignment = .center
      backgroundColor = .exampleFill
      addSubview(label)
    }

    /// Not supported: tags are built in code.
    public required init?(coder: NSCoder) { nil }

    /// The tag's text.
    public var text: String { label.text ?? "" }

    /// The text's size with the tag's padding.
    public override var intrinsicContentSize: CGSize { TagCell.size(of: text) }

    /// The label fills the chip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds
    }
  }

  /// A `FlowLayoutView` of tags limited to two lines in a fixed-height box, with a "+N" badge,
  /// placed in the screen's width below a 16-point margin.
  @MainActor
  public final class FlowLayoutViewController: UIViewController {
    /// The wrapping view.
    public let tags = FlowLayoutView()
    /// The badge, showing how many tags are hidden.
    public let badge = TagView("+99")
    /// The count the badge shows.
    public var badgeText: String { badge.text }

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
      tags.moreBadgeUpdater = { view, count in (view as? TagView)?.label.text = "+\(count)" }
      for name in [
        "Swift", "UIKit", "SwiftUI", "Layout", "Waterfall", "Flow", "Justified", "Tags", "Chips",
        "Masonry", "Feed", "Photos", "Grid", "Collection",
      ] {
        tags.addSubview(TagView(name))
      }
      view.addSubview(tags)
    }

    /// Places the tags in the screen's width, 80 points high.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      tags.frame = CGRect(x: 16, y: 16, width: max(0, view.bounds.width - 32), height: 80)
    }
  }
#endif
