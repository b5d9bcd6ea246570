import Foundation

/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
}
