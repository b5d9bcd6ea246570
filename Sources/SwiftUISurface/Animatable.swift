#if !canImport(SwiftUI)
  /// A type that describes how to animate a property of a view.
  /// https://developer.apple.com/documentation/swiftui/animatable
  public protocol Animatable {
    /// The type defining the data to animate.
    /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    var animatableData: Self.AnimatableData { get set }
  }

  extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    /// The data to animate: nothing.
    /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    public var animatableData: EmptyAnimatableData {
      get { EmptyAnimatableData() }
      set {}
    }
  }
#endif
