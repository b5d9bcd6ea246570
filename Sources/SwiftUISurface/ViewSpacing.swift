#if !canImport(SwiftUI)
  /// A collection of the geometric spacing preferences of a view.
  ///
  /// The stub keeps, per edge, the spacing a view prefers (`nil`: none stated, the platform's
  /// default, whose value Apple does not document) and merges them as `formUnion(_:edges:)`
  /// documents: each edge takes the larger preference of the two.
  /// https://developer.apple.com/documentation/swiftui/viewspacing
  public struct ViewSpacing: Equatable, Sendable {
    /// The preferred spacing per edge (by `Edge.rawValue`), `nil` for the default.
    var edges: [Double?] = [nil, nil, nil, nil]

    /// Initializes an instance with default spacing values.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/init()
    public init() {}

    /// A view spacing instance that contains zero on all edges.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/zero
    public static let zero: ViewSpacing = {
      var spacing = ViewSpacing()
      spacing.edges = [0, 0, 0, 0]
      return spacing
    }()

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/formunion(_:edges:)
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
      for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
        let index = Int(edge.rawValue)
        switch (self.edges[index], other.edges[index]) {
        case (let mine?, let theirs?): self.edges[index] = max(mine, theirs)
        case (nil, let theirs): self.edges[index] = theirs
        case (_, nil): break
        }
      }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with
    /// this instance for a specified set of edges.
    /// https://developer.apple.com/documentation/swiftui/viewspacing/union(_:edges:)
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
      var merged = self
      merged.formUnion(other, edges: edges)
      return merged
    }
  }
#endif
