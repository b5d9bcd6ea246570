import Foundation

/// An object that describes a single change to make to an item in a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem
///
/// Only the collection view creates these (in `performBatchUpdates(_:completion:)` and the
/// insert, delete, move and reload calls), as in UIKit. A whole-section change has an index
/// path whose item is `NSNotFound`.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewUpdateItem: NSObject {
  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.action = action
    self.before = before
    self.after = after
  }

  /// The index path of the item before the update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate
  @available(iOS 6.0, *)
  open var indexPathBeforeUpdate: IndexPath? { before }

  /// The index path of the item after the update.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate
  @available(iOS 6.0, *)
  open var indexPathAfterUpdate: IndexPath? { after }

  /// The action being performed on the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction-swift.property
  open var updateAction: UICollectionViewUpdateItem.Action { action }

  /// Constants that indicate the type of update to perform on the item.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action
  public enum Action: Int, @unchecked Sendable {
    /// Insert the item into the collection view.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/insert
    case insert = 0
    /// Remove the item from the collection view.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/delete
    case delete = 1
    /// Reload the item, which consists of deleting and then inserting the item.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/reload
    case reload = 2
    /// Move the item from its current location to a new location.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/move
    case move = 3
    /// Take no action on the item.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/none
    case none = 4
  }
}
