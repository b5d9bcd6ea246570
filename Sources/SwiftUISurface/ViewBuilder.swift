#if !canImport(SwiftUI)
  /// A custom parameter attribute that constructs views from closures.
  ///
  /// As in the SDK: `buildBlock(_:)`, `buildIf(_:)` and `buildEither` put no constraint on
  /// their content (`buildExpression(_:)` takes views), so a builder's result is a view where
  /// its parts are.
  /// https://developer.apple.com/documentation/swiftui/viewbuilder
  @resultBuilder public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content { content }

    /// Builds a tuple view from the views of a block.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4aa74
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
      (repeat each Content)
    > where repeat each Content: View {
      TupleView((repeat each content))
    }

    /// Builds an expression within the builder.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View {
      content
    }

    /// Produces an optional view for conditional statements in multi-statement closures that's
    /// only visible when the condition evaluates to true.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    {
      _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    {
      _ConditionalContent(storage: .falseContent(second))
    }
  }

  /// A view that doesn't contain any content.
  /// https://developer.apple.com/documentation/swiftui/emptyview
  @frozen nonisolated public struct EmptyView: View {
    /// Creates an empty view.
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}

    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }

  /// A View created from a swift tuple of View values.
  /// https://developer.apple.com/documentation/swiftui/tupleview
  @frozen nonisolated public struct TupleView<T>: View {
    /// The views.
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T

    /// Creates the view of a tuple of views.
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) { self.value = value }

    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }

  /// View content that shows one of two possible children.
  /// https://developer.apple.com/documentation/swiftui/_conditionalcontent
  ///
  /// Unconstrained, as the builders that make it: a view when both children are.
  @frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which child is shown.
    @usableFromInline enum Storage {
      case trueContent(TrueContent)
      case falseContent(FalseContent)
    }

    /// The child shown.
    @usableFromInline let storage: Storage
  }

  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }

  /// An optional view is a view: nothing when `nil`.
  /// https://developer.apple.com/documentation/swift/optional (conformance to `View`)
  extension Optional: View where Wrapped: View {
    /// A primitive view: no body.
    @MainActor public var body: Never { surfaceCannotRender() }
  }
#endif
