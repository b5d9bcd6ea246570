import Brickwork
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import UIKitSurface
#endif

extension Insets {
  /// Brickwork insets from UIKit edge insets.
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}
