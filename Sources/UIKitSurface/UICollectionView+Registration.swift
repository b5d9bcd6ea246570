import Foundation

// Registration and dequeuing, as UIKit documents them ("Dequeueing and Configuring Cells and
// Views"): a registered class is instantiated when no view waits in the reuse queue; a reused
// view gets `prepareForReuse()` before the dequeue method returns it; an identifier nothing was
// registered for raises with UIKit's text (quoted from crash reports, e.g. Ramotion
// expanding-collection #27, material-components-ios #8385).
extension UICollectionView {
  /// A view for `key`: one waiting in the reuse queue (after `prepareForReuse()`), else a new
  /// instance of the registered class; marked as dequeued for `key`.
  func dequeue(
    _ key: ReuseKey, identifier: String, attributes: UICollectionViewLayoutAttributes?
  ) -> UICollectionReusableView {
    guard let registered = registrations[key.kind]?[identifier] else {
      raiseInternalInconsistency(
        "could not dequeue a view of kind: \(key.kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    let view = reusedOrMade(registered, queue: "\(key.kind)/\(identifier)")
    view.storedReuseIdentifier = identifier
    view.dequeuedFor = key
    if let attributes {
      view.frame = displayFrame(of: attributes.frame)
      view.apply(copy(of: attributes))
    }
    return view
  }

  /// A view from the reuse queue `queue` (prepared for reuse) or a new `viewClass`.
  func reusedOrMade(_ viewClass: AnyClass, queue: String) -> UICollectionReusableView {
    if let reused = reuseQueues[queue]?.popLast() {
      reused.prepareForReuse()
      return reused
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      raiseInternalInconsistency("\(viewClass) is not a UICollectionReusableView")
    }
    return type.init()
  }

  /// A decoration view for `attributes`: the layout's registered class (UIKit raises for a
  /// decoration kind the layout did not register).
  func decorationView(for key: ReuseKey) -> UICollectionReusableView {
    guard let registered = layout.decorationClasses[key.kind] else {
      raiseInternalInconsistency(
        "could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    let view = reusedOrMade(registered, queue: "\(key.kind)/\(key.kind)")
    view.storedReuseIdentifier = key.kind
    return view
  }

  /// Takes the view of `key` off screen and into its reuse queue, telling the delegate.
  func endDisplaying(_ key: ReuseKey) {
    guard let view = displayed.removeValue(forKey: key) else { return }
    sizedWith[key] = nil
    view.removeFromSuperview()
    view.dequeuedFor = nil
    switch key.elementCategory {
    case .cell:
      if let cell = view as? UICollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      }
    case .supplementaryView:
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    case .decorationView:
      break
    }
    if let identifier = view.reuseIdentifier {
      reuseQueues["\(key.kind)/\(identifier)", default: []].append(view)
    }
  }

  /// A copy of `attributes`, as UIKit hands views (never the layout's own object).
  func copy(of attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    guard let copy = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes else {
      raiseInternalInconsistency("copy(with:) of \(type(of: attributes)) is not layout attributes")
    }
    return copy
  }
}
