#if !canImport(SwiftUI)
  /// An alignment position along the vertical axis.
  /// https://developer.apple.com/documentation/swiftui/verticalalignment
  @frozen public struct VerticalAlignment: Equatable, Sendable {
    /// Which guide this is.
    @usableFromInline let guide: Guide

    /// The guides the stub knows.
    @usableFromInline enum Guide: Equatable, Sendable {
      case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    /// A guide that marks the top edge of the view.
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(guide: .top)
    /// A guide that marks the vertical center of the view.
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(guide: .center)
    /// A guide that marks the bottom edge of the view.
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(guide: .bottom)
    /// A guide that marks the top-most text baseline in a view.
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// A guide that marks the bottom-most text baseline in a view.
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
  }
#endif
