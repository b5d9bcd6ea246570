#if !canImport(SwiftUI)
  /// A property wrapper type that can read and write a value managed by SwiftUI.
  ///
  /// The stub keeps the value in a reference, as SwiftUI keeps it outside the view struct: a
  /// write through a copy of the view is seen by every copy.
  /// https://developer.apple.com/documentation/swiftui/state
  @frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// The storage shared by the copies of one view.
    @usableFromInline let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Creates a state property that stores an initial value.
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The underlying value referenced by the state variable.
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> {
      let box = box
      return Binding(get: { box.value }, set: { box.value = $0 })
    }
  }

  /// The value of a ``State``.
  @usableFromInline final class StateBox<Value> {
    /// The value.
    var value: Value

    init(_ value: Value) { self.value = value }
  }
#endif
