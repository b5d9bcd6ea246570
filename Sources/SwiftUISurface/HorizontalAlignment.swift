#if !canImport(SwiftUI)
  /// An alignment position along the horizontal axis.
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment
  @frozen public struct HorizontalAlignment: Equatable, Sendable {
    /// Which guide this is.
    @usableFromInline let guide: Guide

    /// The guides the stub knows.
    @usableFromInline enum Guide: Equatable, Sendable { case leading, center, trailing }

    /// A guide that marks the leading edge of the view.
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(guide: .leading)
    /// A guide that marks the horizontal center of the view.
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(guide: .center)
    /// A guide that marks the trailing edge of the view.
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(guide: .trailing)
  }
#endif
