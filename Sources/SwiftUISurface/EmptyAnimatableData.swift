#if !canImport(SwiftUI)
  /// An empty type for animatable data.
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
  @frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty value.
    /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/init()
    public init() {}

    /// The zero value.
    /// https://developer.apple.com/documentation/swift/additivearithmetic/zero (the conformance)
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Adds two empty values.
    /// https://developer.apple.com/documentation/swift/additivearithmetic (the conformance)
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
      -> EmptyAnimatableData
    { EmptyAnimatableData() }

    /// Subtracts two empty values.
    /// https://developer.apple.com/documentation/swift/additivearithmetic (the conformance)
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
      -> EmptyAnimatableData
    { EmptyAnimatableData() }

    /// Multiplies each component of this value by the given value.
    /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:) (the conformance)
    public mutating func scale(by rhs: Double) {}

    /// The dot-product of this animatable data instance with itself.
    /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/magnitudesquared
    public var magnitudeSquared: Double { 0 }
  }
#endif
