#if !canImport(SwiftUI)
  /// A type that can serve as the animatable data of an animatable type.
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic
  public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:)
    mutating func scale(by rhs: Double)

    /// Returns the dot-product of this vector arithmetic instance with itself.
    /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared
    var magnitudeSquared: Double { get }
  }
#endif
