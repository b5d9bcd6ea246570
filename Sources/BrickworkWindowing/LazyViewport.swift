/// The geometry of a lazy container's scroll view, as SwiftUI's `ScrollGeometry` gives it: the
/// content offset (negative above the top while bouncing or pulled to refresh), the container's
/// size and the content insets (navigation and tab bars, the safe area).
///
/// The visible area is the container net of the insets: the content from
/// `contentOffset + insets.top` to `contentOffset + containerHeight - insets.bottom`, laid out
/// in `containerWidth - insets.leading - insets.trailing`.
public struct LazyViewport: Hashable, Sendable {
  /// The scroll view's content offset along the scroll axis.
  public var contentOffset: Double
  /// The scroll view's container width.
  public var containerWidth: Double
  /// The scroll view's container height.
  public var containerHeight: Double
  /// The content inset above the content (under a navigation bar).
  public var top: Double
  /// The content inset below the content (under a tab bar).
  public var bottom: Double
  /// The content inset at the leading edge.
  public var leading: Double
  /// The content inset at the trailing edge.
  public var trailing: Double

  /// Creates a viewport.
  public init(
    contentOffset: Double, containerWidth: Double, containerHeight: Double, top: Double = 0,
    bottom: Double = 0, leading: Double = 0, trailing: Double = 0
  ) {
    self.contentOffset = contentOffset
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
    self.top = top
    self.bottom = bottom
    self.leading = leading
    self.trailing = trailing
  }

  /// The width the content is laid out in.
  public var layoutWidth: Double {
    ScrollWindow.length(
      containerWidth - ScrollWindow.length(leading) - ScrollWindow.length(trailing))
  }

  /// The height of the visible area.
  public var visibleHeight: Double {
    ScrollWindow.length(containerHeight - ScrollWindow.length(top) - ScrollWindow.length(bottom))
  }

  /// The content coordinate at the top of the visible area (``ScrollWindow/offset``).
  public var visibleTop: Double { contentOffset + ScrollWindow.length(top) }

  /// The content offset that puts content coordinate `offset` at the top of the visible area
  /// (what a container asks its scroll view to scroll to).
  public func contentOffset(showingAtTop offset: Double) -> Double {
    offset - ScrollWindow.length(top)
  }
}
