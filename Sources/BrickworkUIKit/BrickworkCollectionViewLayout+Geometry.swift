import Brickwork
import Foundation

// UIKit on watchOS has no views: nothing here compiles there.
#if !os(watchOS)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  // Exact geometry for long feeds: which item is at a scroll position, and the scroll position
  // of an item or of a fraction of the content (a scrubber, a "jump to date"), each in O(log n)
  // from the core's index instead of a scan of the attributes.

  extension BrickworkCollectionViewLayout {
    /// The first item, in order, that reaches below the top of the visible area when the
    /// collection view is scrolled to `contentOffset` (the top adjusted content inset counted),
    /// or `nil` when none does or nothing is laid out.
    ///
    /// - Complexity: O(log n) for n elements (the core's `item(atOffset:)`).
    public func indexPathForItem(atContentOffset contentOffset: CGPoint) -> IndexPath? {
      guard let result = current() else { return nil }
      let top = contentOffset.y + (collectionView?.adjustedContentInset.top ?? 0)
      return result.item(atOffset: Double(top)).map {
        IndexPath(item: $0.item, section: $0.section)
      }
    }

    /// The content offset that shows the item at `indexPath` at the top of the visible area
    /// (below the top adjusted content inset), clamped to the scrollable range; `nil` for an item
    /// that does not exist or is hidden. Hand it to `setContentOffset(_:animated:)`.
    ///
    /// - Complexity: O(1) (the core's `offset(ofItem:inSection:)`).
    public func contentOffset(forItemAt indexPath: IndexPath) -> CGPoint? {
      guard indexPath.count == 2, let result = current(),
        result.isValid(section: indexPath.section),
        let top = result.offset(ofItem: indexPath.item, inSection: indexPath.section)
      else { return nil }
      return clampedOffset(top: CGFloat(top), in: result)
    }

    /// The item at `fraction` (clamped to 0 ... 1) of the content's height, for a scrubber: the
    /// first item reaching below that height, else the last visible item; `nil` when no item is
    /// visible.
    ///
    /// - Complexity: O(log n) (the core's `item(atFraction:)`).
    public func indexPathForItem(atFraction fraction: CGFloat) -> IndexPath? {
      guard let result = current() else { return nil }
      return result.item(atFraction: Double(fraction)).map {
        IndexPath(item: $0.item, section: $0.section)
      }
    }

    /// The content offset of a scrubber at `fraction` (clamped to 0 ... 1): the offset that
    /// shows ``indexPathForItem(atFraction:)`` at the top, clamped to the scrollable range; `nil`
    /// when no item is visible.
    ///
    /// - Complexity: O(log n).
    public func contentOffset(atFraction fraction: CGFloat) -> CGPoint? {
      indexPathForItem(atFraction: fraction).flatMap(contentOffset(forItemAt:))
    }

    /// The content offset putting `top` at the top of the visible area, clamped to the range
    /// the collection view scrolls through.
    func clampedOffset(top: CGFloat, in result: LayoutResult) -> CGPoint {
      let inset = collectionView?.adjustedContentInset ?? .zero
      let height = collectionView?.bounds.height ?? 0
      let minimum = -inset.top
      let maximum = max(minimum, CGFloat(result.contentSize.height) + inset.bottom - height)
      let x = collectionView?.contentOffset.x ?? 0
      return CGPoint(x: x, y: min(max(minimum, top - inset.top), maximum))
    }
  }
#endif
