import Foundation

// The display pass (`layoutSubviews()`): prepare an invalidated layout, query the visible rect,
// put a view on screen for every element that appears (cells and supplementary views from the
// data source, decoration views from the layout's registrations) and take the rest off. Each
// view gets a copy of its attributes in `apply(_:)` and, when it first shows or its size
// changes, in `preferredLayoutAttributesFitting(_:)` (self-sizing, Apple's page for that
// method); a layout that then invalidates is prepared and queried again, round after round,
// until it stops invalidating.
extension UICollectionView {
  /// The most self-sizing rounds one layout pass runs before the model calls the layout
  /// non-converging (UIKit would loop, visibly, for as long as the layout keeps changing).
  static var maximumSelfSizingRounds: Int { 32 }

  /// Whether UIKit mirrors the layout: it flips frames horizontally when the layout asks
  /// (`flipsHorizontallyInOppositeLayoutDirection`) and the view's effective direction differs
  /// from the layout's development direction (Apple's pages for both properties).
  var mirrorsLayout: Bool {
    layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// `frame` (layout coordinates) where UIKit puts the view: mirrored in the content width
  /// when the layout is flipped.
  func displayFrame(of frame: CGRect) -> CGRect {
    guard mirrorsLayout else { return frame }
    var mirrored = frame
    mirrored.origin.x = layout.collectionViewContentSize.width - frame.maxX
    return mirrored
  }

  /// The visible bounds in the layout's coordinates (mirrored back when flipped).
  var visibleLayoutRect: CGRect {
    displayFrame(of: bounds)
  }

  /// Prepares the layout if it was invalidated, and takes its content size.
  func prepareIfNeeded() {
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    layout.prepare()
    contentSize = layout.collectionViewContentSize
  }

  /// Shows the elements in the visible rect, self-sizing them until the layout settles.
  func displayVisibleElements() {
    guard dataSource != nil else { return }
    for _ in 0..<Self.maximumSelfSizingRounds {
      prepareIfNeeded()
      let shown = layout.layoutAttributesForElements(in: visibleLayoutRect) ?? []
      var visible = Set<ReuseKey>()
      var invalidated = false
      for attributes in shown {
        let key = ReuseKey(attributes)
        visible.insert(key)
        let view = displayed[key] ?? show(key)
        view.frame = displayFrame(of: attributes.frame)
        view.isHidden = attributes.isHidden
        view.apply(copy(of: attributes))
        if key.elementCategory != .decorationView, sizedWith[key] != attributes.size {
          sizedWith[key] = attributes.size
          invalidated = selfSize(view, attributes) || invalidated
        }
      }
      for key in displayed.keys where !visible.contains(key) { endDisplaying(key) }
      if !invalidated { return }
    }
    raiseInternalInconsistency(
      "the layout kept invalidating self-sized elements for \(Self.maximumSelfSizingRounds) "
        + "rounds of one layout pass (\(type(of: layout)) never settles)")
  }

  /// Asks `view` for its preferred attributes (on a copy) and invalidates the layout when it
  /// wants them; `true` when it did.
  func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes)
    -> Bool
  {
    let preferred = view.preferredLayoutAttributesFitting(copy(of: attributes))
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    return true
  }

  /// A view for the element `key` that just appeared, added to the view and announced to the
  /// delegate. The data source must hand back a view it dequeued for exactly this element.
  func show(_ key: ReuseKey) -> UICollectionReusableView {
    let view: UICollectionReusableView
    switch key.elementCategory {
    case .cell:
      guard let source = dataSource else { raiseInternalInconsistency("no data source") }
      let cell = source.collectionView(self, cellForItemAt: key.indexPath)
      guard cell.dequeuedFor == key else {
        raiseInternalInconsistency(
          "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
            + "reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
      }
      delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
      view = cell
    case .supplementaryView:
      guard let source = dataSource else { raiseInternalInconsistency("no data source") }
      let supplementary = source.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      guard supplementary.dequeuedFor == key else {
        raiseInternalInconsistency(
          "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
            + "(\(key.kind),\(describe(key.indexPath))) was not retrieved by calling "
            + "-collectionView:dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:"
            + "forIndexPath: or is nil")
      }
      delegate?.collectionView(
        self, willDisplaySupplementaryView: supplementary, forElementKind: key.kind,
        at: key.indexPath)
      view = supplementary
    case .decorationView:
      view = decorationView(for: key)
    }
    view.dequeuedFor = key
    displayed[key] = view
    addSubview(view)
    return view
  }
}
