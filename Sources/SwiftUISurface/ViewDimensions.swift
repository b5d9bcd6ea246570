#if !canImport(SwiftUI)
  import Foundation

  /// A view's size and alignment guides in its own coordinate space.
  ///
  /// Declared without the alignment-guide subscripts (they need SwiftUI's alignment types).
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

    /// Creates the dimensions of a view of `size` (for the stub's subviews).
    init(size: CGSize) { self.size = size }
  }
#endif
