import Brickwork

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
#endif

/// A length a subview answered, as the core accepts it: NaN, infinite and negative answers are
/// zero (a view that answers them lays out at zero size, never traps), and lengths beyond
/// ``Limits/maximumLength`` are that limit.
@inline(__always)
func measuredLength(_ value: CGFloat) -> Double {
  Limits.sanitizedLength(Double(value))
}

/// A size a subview answered, each side as ``measuredLength(_:)`` keeps it.
@inline(__always)
func measuredSize(_ size: CGSize) -> Size {
  Size(width: measuredLength(size.width), height: measuredLength(size.height))
}
