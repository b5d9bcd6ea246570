import Foundation

// Bounds changes and invalidations. A new bounds (a scroll, a resize) is offered to the layout
// before it takes effect (`shouldInvalidateLayout(forBoundsChange:)` with the collection view
// still at its old bounds, then `invalidationContext(forBoundsChange:)`, as production layouts
// rely on: MagazineLayout and CHT compare `collectionView.bounds` with `newBounds`). A size
// change made inside an animation block is an animated bounds change, handled by the next
// layout pass.
extension UICollectionView {
  /// Asks the layout whether `newBounds` invalidates it, and invalidates it with its context.
  func offerBoundsChange(_ newBounds: CGRect) {
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
  }

  /// Moves the content offset without offering a bounds change (a target offset or an
  /// adjustment the layout asked for).
  func moveContentOffset(to offset: CGPoint) {
    var moved = super.bounds
    moved.origin = offset
    super.bounds = moved
  }

  /// What an invalidation does besides marking the layout for `prepare()`: the context's
  /// content offset and size adjustments are applied (Apple's pages for both properties),
  /// except that an offset adjustment made during a batch update is ignored (UIKit drops it:
  /// MagazineLayout stages such adjustments to `finalizeCollectionViewUpdates()`, whose
  /// comment records the behaviour), and a layout pass is scheduled.
  func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero, !isApplyingUpdates {
      moveContentOffset(
        to: CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y))
    }
    let growth = context.contentSizeAdjustment
    if growth != .zero {
      contentSize = CGSize(
        width: contentSize.width + growth.width, height: contentSize.height + growth.height)
    }
    setNeedsLayout()
  }

}
