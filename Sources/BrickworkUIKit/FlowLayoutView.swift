import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A view that arranges its subviews in wrapping lines (tags, chips), with every flow option:
  /// spacings, insets, justification (including the free-space modes), alignment, a line limit,
  /// a fixed height with the overflow hidden, and a "+N" badge view standing for what is hidden.
  ///
  /// It sizes itself, so it works in Auto Layout and in self-sizing cells without anyone
  /// editing its constraints: `intrinsicContentSize` is its size at ``preferredLayoutWidth``
  /// (as `UILabel`'s at `preferredMaxLayoutWidth`: the intrinsic size cannot depend on the
  /// frame; 0 means one line), and `sizeThatFits(_:)` answers for any width. Subviews are
  /// measured by their `intrinsicContentSize`, else `sizeThatFits(_:)`.
  ///
  /// Adding or removing a subview re-lays out; when a subview changes size or is hidden or shown,
  /// call `invalidateIntrinsicContentSize()` on this view (UIKit does not tell a superview). As in
  /// `UIStackView`, a subview you hide is left out of the lines; in a right-to-left interface the
  /// lines run from the right. The last measurement is cached until the content changes.
  ///
  /// ```swift
  /// let tags = FlowLayoutView()
  /// tags.itemSpacing = 6
  /// tags.lineSpacing = 6
  /// tags.maxLines = 2
  /// tags.moreBadgeView = badge          // shown with the hidden count
  /// tags.preferredLayoutWidth = 320     // or let a self-sizing cell call sizeThatFits(_:)
  /// for name in ["Swift", "UIKit", "Layout"] { tags.addSubview(TagView(name)) }
  /// ```
  @MainActor
  open class FlowLayoutView: UIView, FlowLayoutConfigurable {
    /// The core flow options (spacings, justification, alignment, limits); the
    /// ``FlowLayoutConfigurable`` properties (`itemSpacing`, `justify`, `maxLines`, …) read and
    /// write them. Default: `FlowLayout()`.
    open var options = FlowLayout() {
      didSet { contentChanged() }
    }

    /// The space between the edges and the subviews. Default: zero.
    open var contentInsets = UIEdgeInsets.zero {
      didSet { contentChanged() }
    }

    /// The width `intrinsicContentSize` lays out at (0: a single line). Default: 0.
    open var preferredLayoutWidth: CGFloat = 0 {
      didSet { contentChanged() }
    }

    /// The view shown after the last visible subview when some are hidden (the "+N" badge),
    /// sized by its own `intrinsicContentSize` or `sizeThatFits(_:)`. Default: `nil`.
    open var moreBadgeView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let moreBadgeView { addSubview(moreBadgeView) }
        contentChanged()
      }
    }

    /// Called after each layout with the badge view and the number of hidden subviews, to show
    /// the count (`"+\(count)"`). Default: `nil`.
    open var moreBadgeUpdater: ((UIView, Int) -> Void)?

    /// Called with each problem the core finds in a subview's size (NaN, infinite, negative);
    /// that subview lays out as zero size. Default: `nil`.
    open var invalidInputHandler: ((LayoutError) -> Void)?

    /// How many arranged subviews the last layout hid.
    public private(set) var hiddenSubviewCount = 0

    /// The subviews arranged in lines: every subview but the badge and those you hid, in order.
    open var arrangedSubviews: [UIView] {
      subviews.filter { view in
        view !== moreBadgeView
          && (!view.isHidden || hiddenByLayout.contains(ObjectIdentifier(view)))
      }
    }

    /// The subviews this view hid because they did not fit (not hidden by you).
    private var hiddenByLayout: Set<ObjectIdentifier> = []
    /// The grow factors given to subviews (``setGrow(_:for:)``).
    private var grows: [ObjectIdentifier: Double] = [:]

    /// Gives `view` its own grow factor (CSS `flex-grow`), or `nil` for `itemGrow`; as
    /// `UIStackView`'s `setCustomSpacing(_:after:)`, the factor is kept while `view` is a
    /// subview.
    open func setGrow(_ grow: CGFloat?, for view: UIView) {
      grows[ObjectIdentifier(view)] = grow.map(Double.init)
      contentChanged()
    }

    /// The grow factor given to `view`, or `nil` when it takes `itemGrow`.
    open func grow(for view: UIView) -> CGFloat? {
      grows[ObjectIdentifier(view)].map { CGFloat($0) }
    }
    /// The last layout, by the width it was made for (`nil`: unbounded).
    private var lastMeasure: (width: CGFloat?, result: LayoutResult?)?

    /// Creates an empty flow view.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a flow view from an archive (the options take their defaults).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Creates an empty flow view with a zero frame.
    public convenience init() {
      self.init(frame: .zero)
    }

    /// The size at ``preferredLayoutWidth`` (one line when it is 0).
    open override var intrinsicContentSize: CGSize {
      fittingSize(width: preferredLayoutWidth > 0 ? preferredLayoutWidth : nil)
    }

    /// The size at `size.width` (one line when it is not a finite positive number): that width,
    /// and the height of the lines shown.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      let width = size.width.isFinite && size.width > 0 ? size.width : nil
      let fitted = fittingSize(width: width)
      return CGSize(width: width ?? fitted.width, height: fitted.height)
    }

    /// The size for Auto Layout at `targetSize`'s width when the horizontal priority is required
    /// (a self-sizing cell's width), else the lines' own width: what a self-sizing cell holding
    /// this view needs.
    open override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let width =
        horizontalFittingPriority == .required && targetSize.width.isFinite && targetSize.width > 0
        ? targetSize.width : nil
      let fitted = fittingSize(width: width)
      return CGSize(width: width ?? fitted.width, height: fitted.height)
    }

    /// Places the arranged subviews in lines at the current width, hides those that do not fit
    /// and shows the badge for them.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let arranged = arrangedSubviews
      guard let result = layOut(arranged, width: bounds.width) else { return }
      for (index, view) in arranged.enumerated() {
        if let frame = result.frame(ofItem: index, inSection: 0) {
          view.frame = CGRect(frame)
          view.isHidden = false
          hiddenByLayout.remove(ObjectIdentifier(view))
        } else {
          view.isHidden = true
          hiddenByLayout.insert(ObjectIdentifier(view))
        }
      }
      hiddenSubviewCount = result.hiddenItems(inSection: 0).count
      if let badge = moreBadgeView {
        if let (frame, count) = result.moreBadge(inSection: 0) {
          badge.frame = CGRect(frame)
          badge.isHidden = false
          moreBadgeUpdater?(badge, count)
        } else {
          badge.isHidden = true
        }
      }
    }

    /// Re-lays out when a subview is added.
    open override func didAddSubview(_ subview: UIView) {
      super.didAddSubview(subview)
      contentChanged()
    }

    /// Re-lays out when a subview is removed.
    open override func willRemoveSubview(_ subview: UIView) {
      super.willRemoveSubview(subview)
      grows[ObjectIdentifier(subview)] = nil
      contentChanged()
    }

    private func contentChanged() {
      lastMeasure = nil
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }

    /// Forgets the cached measurement: a subview's size or visibility changed.
    open override func invalidateIntrinsicContentSize() {
      lastMeasure = nil
      super.invalidateIntrinsicContentSize()
    }

    /// Re-lays out for a new layout direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
      didSet { contentChanged() }
    }

    /// The size of the laid-out lines at `width` (unbounded when `nil`).
    private func fittingSize(width: CGFloat?) -> CGSize {
      guard let result = layOut(arrangedSubviews, width: width) else { return .zero }
      var right = 0.0
      for element in result.elements {
        right = max(right, element.frame.origin.x + element.frame.size.width)
      }
      let used = width.map(Double.init) ?? (right + Double(contentInsets.right))
      return CGSize(width: CGFloat(used), height: CGFloat(result.contentSize.height))
    }

    /// The core layout of `views` at `width` (unbounded when `nil`), cached until the content
    /// changes; a size the core rejects is reported and laid out as zero.
    private func layOut(_ views: [UIView], width: CGFloat?) -> LayoutResult? {
      if let lastMeasure, lastMeasure.width == width { return lastMeasure.result }
      let result = measure(views, width: width)
      lastMeasure = (width, result)
      return result
    }

    /// Measures `views` and lays them out at `width`, mirrored in right-to-left interfaces (by
    /// the core, as every Brickwork layout).
    private func measure(_ views: [UIView], width: CGFloat?) -> LayoutResult? {
      var flow = options
      if let badge = moreBadgeView {
        let size = Self.measure(badge, width: width)
        flow.moreBadge = Size(width: Double(size.width), height: Double(size.height))
      }
      // Unbounded, the lines are at their own widths: growth fills a width given.
      if width == nil { flow.itemGrow = 0 }
      var items = views.map { view in
        let size = Self.measure(view, width: width)
        var item = Item.size(width: Double(size.width), height: Double(size.height))
        if width != nil { item.grow = grows[ObjectIdentifier(view)] }
        return item
      }
      let container = Container(
        width: width.map(Double.init) ?? Limits.maximumLength,
        direction: effectiveUserInterfaceLayoutDirection == .rightToLeft && width != nil
          ? .rightToLeft : .leftToRight,
        scale: Double(
          traitCollection.displayScale >= 1 ? traitCollection.displayScale.rounded() : 1))
      for _ in 0...views.count {
        do {
          let section = LayoutSection(.flow(flow), items: items, insets: Insets(contentInsets))
          return try LayoutResult(container: container, sections: [section])
        } catch {
          invalidInputHandler?(error)
          guard case .item(_, let index) = error.location, items.indices.contains(index) else {
            return nil
          }
          items[index] = .size(width: 0, height: 0)
        }
      }
      return nil
    }

    /// A subview's size: its intrinsic size, else what it says fits `width`.
    private static func measure(_ view: UIView, width: CGFloat?) -> CGSize {
      let intrinsic = view.intrinsicContentSize
      if intrinsic.width >= 0, intrinsic.height >= 0 { return intrinsic }
      return view.sizeThatFits(
        CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
  }
#endif
