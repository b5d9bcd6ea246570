#if !canImport(SwiftUI)
  import Foundation

  /// A type that defines the geometry of a scroll view.
  /// https://developer.apple.com/documentation/swiftui/scrollgeometry
  public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view: it may extend before zero or beyond the content
    /// size when the content insets are non-zero or when rubber banding.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: its overall size; with the content offset
    /// it gives the visible rect.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/init(contentoffset:contentsize:contentinsets:containersize:)
    public init(
      contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
      containerSize: CGSize
    ) {
      self.contentOffset = contentOffset
      self.contentSize = contentSize
      self.contentInsets = contentInsets
      self.containerSize = containerSize
    }

    /// The visible rect of the scroll view: the content offset and the container size
    /// ("combining this and the content offset will give you the current visible rect").
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  }
#endif
