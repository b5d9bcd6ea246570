#if !canImport(SwiftUI)
  /// A property wrapper type that can read and write a value owned by a source of truth.
  /// https://developer.apple.com/documentation/swiftui/binding
  @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Reads the value.
    let read: () -> Value
    /// Writes the value.
    let write: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      read = get
      write = set
    }

    /// The underlying value referenced by the binding variable.
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    {
      let read = read
      let write = write
      return Binding<Subject>(
        get: { read()[keyPath: keyPath] },
        set: {
          var value = read()
          value[keyPath: keyPath] = $0
          write(value)
        })
    }
  }
#endif
