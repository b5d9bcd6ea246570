import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The invalidation context of Brickwork's collection-view layouts: says why the layout is
  /// invalid, so that `prepare()` redoes only what that needs.
  @MainActor
  open class BrickworkInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The collection view's width changed (rotation, split view): everything is laid out again
    /// for the new width.
    open var invalidatesWidth = false
    /// Only pinned headers move (a scroll with `sectionHeadersPinToVisibleBounds`): no layout.
    open var invalidatesPinnedHeaders = false
    /// Items whose self-sized answers were applied to the layout when this context was made.
    open var invalidatesSelfSizedItems = false
  }
#endif
