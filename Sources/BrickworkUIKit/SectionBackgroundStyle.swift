import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// How a section's background view looks: handed to the view in its
  /// ``BrickworkLayoutAttributes`` (``BrickworkLayoutAttributes/backgroundStyle``), so one
  /// registered background class can draw every section its own way.
  public struct SectionBackgroundStyle: Hashable, Sendable {
    /// The radius of the background's corners. Default: 0.
    public var cornerRadius: CGFloat
    /// A name the background view maps to its colours (an asset catalogue colour's name, say),
    /// or `nil` for the view's own. Default: `nil`.
    public var colorName: String?

    /// Creates a style.
    public init(cornerRadius: CGFloat = 0, colorName: String? = nil) {
      self.cornerRadius = cornerRadius
      self.colorName = colorName
    }
  }
#endif
