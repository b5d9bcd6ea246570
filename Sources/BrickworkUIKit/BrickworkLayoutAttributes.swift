import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The layout attributes of Brickwork's collection-view layouts
  /// (their `layoutAttributesClass`): UIKit's, plus what cells and views need to draw and measure
  /// themselves.
  ///
  /// As Apple's page asks of subclasses, it copies its own properties in `copy(with:)` and
  /// compares them in `isEqual(_:)`: UIKit hands views copies, and skips applying attributes
  /// that compare equal.
  @MainActor
  open class BrickworkLayoutAttributes: UICollectionViewLayoutAttributes {
    /// For a section background: how it looks. Default: the default style.
    open var backgroundStyle = SectionBackgroundStyle()

    /// Whether the element's width is the layout's to choose (a waterfall column, a justified
    /// row, a header: the element measures only its height) rather than the element's own (a
    /// flow tag). Default: `true`.
    open var hasFixedWidth = true

    /// A copy of the same class with the same values.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      if let copy = copy as? BrickworkLayoutAttributes {
        copy.backgroundStyle = backgroundStyle
        copy.hasFixedWidth = hasFixedWidth
      }
      return copy
    }

    /// Whether `object` has the same values, Brickwork's included.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object) else { return false }
      nonisolated(unsafe) let object = object
      return MainActor.assumeIsolated {
        guard let other = object as? BrickworkLayoutAttributes else { return false }
        return other.backgroundStyle == backgroundStyle && other.hasFixedWidth == hasFixedWidth
      }
    }
  }
#endif
