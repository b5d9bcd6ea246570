#if !canImport(SwiftUI)
  /// A collection of proxy values that represent the subviews of a layout view.
  ///
  /// Apple's initializer is not public: SwiftUI makes the collection. The stub's is `package`
  /// (see ``LayoutSubview``).
  /// https://developer.apple.com/documentation/swiftui/layoutsubviews
  public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A type that contains a subsequence of proxy values.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/subsequence
    public typealias SubSequence = LayoutSubviews
    /// A type that contains a proxy value.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/element
    public typealias Element = LayoutSubview
    /// A type that you can use to index proxy values.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/index
    public typealias Index = Int

    /// The proxies, with the indices of the collection they were sliced from.
    let proxies: ArraySlice<LayoutSubview>

    /// Creates the collection of the proxies of fake views (the package's tests and benchmarks).
    package init(_ proxies: [LayoutSubview]) { self.proxies = proxies[...] }

    init(slice: ArraySlice<LayoutSubview>) { proxies = slice }

    /// The index of the first subview.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/startindex
    public var startIndex: Int { proxies.startIndex }

    /// An index that's one higher than the last subview.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/endindex
    public var endIndex: Int { proxies.endIndex }

    /// Gets the subview proxy at a specified index.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)
    public subscript(index: Int) -> LayoutSubview { proxies[index] }

    /// Gets the subview proxies in the specified range.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
      LayoutSubviews(slice: proxies[bounds])
    }
  }
#endif
