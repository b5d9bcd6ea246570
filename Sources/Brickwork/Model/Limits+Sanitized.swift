extension Limits {
  /// A length an adapter measured or was given (a view's answer, a scroll geometry), as the core
  /// accepts it: NaN, infinite and negative lengths are 0 (a view that answers them lays out at
  /// zero size, never traps), and lengths beyond ``maximumLength`` are that limit.
  ///
  /// The UIKit and SwiftUI adapters, the lazy containers' windowing and the gallery all clamp
  /// through this one function, so the same bad value becomes the same length everywhere.
  @inline(__always)
  package static func sanitizedLength(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, maximumLength) : 0
  }

  /// A size with both sides as ``sanitizedLength(_:)`` keeps them.
  @inline(__always)
  package static func sanitizedSize(_ size: Size) -> Size {
    Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
  }
}
