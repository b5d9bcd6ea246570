import Foundation

// On macOS, AppKit extends `IndexPath` with these same members (for `NSCollectionView`): the
// double uses AppKit's there, so that a module that also sees AppKit (through SwiftUI) finds one
// `init(item:section:)`, not two.
#if os(macOS)
  import AppKit
#else
  extension IndexPath {
    /// Initializes an index path with the indexes of a specific item and section in a
    /// collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// An index number identifying an item in a section of a collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// An index number identifying a section in a table view or collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
