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

    /// The layout direction inherited by the container view. SwiftUI flips the x position of
    /// each view within its parent when the direction is right-to-left, so a layout computes in
    /// left-to-right terms in both directions.
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection
    public var layoutDirection: LayoutDirection

    /// Creates the collection of the proxies of fake views in a container laid out in
    /// `layoutDirection` (the package's tests and benchmarks).
    package init(_ proxies: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
      self.proxies = proxies[...]
      self.layoutDirection = layoutDirection
    }

    init(slice: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
      proxies = slice
      self.layoutDirection = layoutDirection
    }

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
      LayoutSubviews(slice: proxies[bounds], layoutDirection: layoutDirection)
    }
  }
#endif
