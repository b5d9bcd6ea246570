#if !canImport(SwiftUI)
  import Foundation

  /// A proposal for the size of a view.
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize
  @frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size measured in points.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    public var width: CGFloat?

    /// The proposed vertical size measured in points.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
    public static let zero: ProposedViewSize = ProposedViewSize(width: 0, height: 0)

    /// The proposed size with both dimensions left unspecified.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)

    /// A size proposal that contains infinity in both dimensions.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    public static let infinity: ProposedViewSize = ProposedViewSize(
      width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) {
      self.width = width
      self.height = height
    }

    /// Creates a new proposed size from a specified size.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
    public init(_ size: CGSize) {
      self.init(width: size.width, height: size.height)
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size.
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(
      by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
      CGSize(width: width ?? size.width, height: height ?? size.height)
    }
  }
#endif
