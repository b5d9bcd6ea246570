#if !canImport(SwiftUI)
  import Foundation

  /// A view's size and alignment guides in its own coordinate space.
  /// https://developer.apple.com/documentation/swiftui/viewdimensions
  public struct ViewDimensions: Equatable {
    /// The view's width.
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/width
    public var width: CGFloat { size.width }

    /// The view's height.
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/height
    public var height: CGFloat { size.height }

    /// The size the view chose. Apple's initializer is not public either.
    let size: CGSize
    /// The view's explicit first and last text baselines (a text view sets them; other views
    /// have none).
    let firstTextBaseline: CGFloat?
    let lastTextBaseline: CGFloat?

    /// Creates the dimensions of a view of `size` with its explicit text baselines, if any (for
    /// the stub's subviews).
    package init(
      size: CGSize, firstTextBaseline: CGFloat? = nil, lastTextBaseline: CGFloat? = nil
    ) {
      self.size = size
      self.firstTextBaseline = firstTextBaseline
      self.lastTextBaseline = lastTextBaseline ?? firstTextBaseline
    }

    /// Gets the value of the given horizontal guide: its explicit value, else its default
    /// (0, half the width, the width).
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-4g4l5
    public subscript(guide: HorizontalAlignment) -> CGFloat {
      switch guide.guide {
      case .leading: 0
      case .center: width / 2
      case .trailing: width
      }
    }

    /// Gets the value of the given vertical guide: its explicit value, else its default (0,
    /// half the height, the height; a text baseline of a view without text is its bottom edge,
    /// as SwiftUI aligns such views on a baseline).
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-2ahet
    public subscript(guide: VerticalAlignment) -> CGFloat {
      if let value = self[explicit: guide] { return value }
      switch guide.guide {
      case .top: return 0
      case .center: return height / 2
      case .bottom, .firstTextBaseline, .lastTextBaseline: return height
      }
    }

    /// Gets the explicit value of the given horizontal alignment guide (none in the stub).
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(explicit:)-1zxzg
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Gets the explicit value of the given vertical alignment guide: a text view's baselines.
    /// https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(explicit:)-6wxqs
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
      switch guide.guide {
      case .firstTextBaseline: firstTextBaseline
      case .lastTextBaseline: lastTextBaseline
      case .top, .center, .bottom: nil
      }
    }
  }
#endif
