#if !canImport(SwiftUI)
  /// An alignment in both axes.
  /// https://developer.apple.com/documentation/swiftui/alignment
  @frozen public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    /// https://developer.apple.com/documentation/swiftui/alignment/horizontal
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    /// https://developer.apple.com/documentation/swiftui/alignment/vertical
    public var vertical: VerticalAlignment

    /// Creates a custom alignment value with the specified horizontal and vertical alignment
    /// guides.
    /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// A guide that marks the top and leading edges of the view.
    /// https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top edge of the view.
    /// https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the center of the view.
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view.
    /// https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
  }
#endif
