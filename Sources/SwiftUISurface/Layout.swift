#if !canImport(SwiftUI)
  import Foundation

  /// A type that defines the geometry of a collection of views.
  ///
  /// Declared as SwiftUI declares it, for Linux builds of the adapter: the members the adapter
  /// and its users implement or call (the horizontal `explicitAlignment` overload is left out:
  /// nothing here implements it).
  /// https://developer.apple.com/documentation/swiftui/layout
  @preconcurrency public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container.
    /// https://developer.apple.com/documentation/swiftui/layout/layoutproperties
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    /// https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    /// https://developer.apple.com/documentation/swiftui/layout/subviews
    typealias Subviews = LayoutSubviews

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
      cache: inout Self.Cache)

    /// Returns the preferred spacing values of the composite view.
    /// https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Creates and initializes a cache for a layout instance.
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the position of the specified vertical alignment guide along the y axis.
    /// https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-3iqmu
    func explicitAlignment(
      of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
  }

  extension Layout {
    /// The default properties of a layout container.
    /// https://developer.apple.com/documentation/swiftui/layout/layoutproperties-6h7w0
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default implementation recreates the cache by calling `makeCache(subviews:)`.
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
      cache = makeCache(subviews: subviews)
    }

    /// The default spacing: "merges the spacing preferences across all of the layout's
    /// subviews on each edge".
    /// https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
      var spacing = ViewSpacing()
      for subview in subviews { spacing.formUnion(subview.spacing) }
      return spacing
    }

    /// The default: no explicit guide, so SwiftUI merges the subviews' explicit guides.
    /// https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)-3iqmu
    public func explicitAlignment(
      of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
  }

  extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms
    /// of the custom layout container.
    /// https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
      ModifiedView(content: content())
    }
  }

  extension Layout where Self.Cache == () {
    /// The default cache of a layout that keeps none.
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
  }
#endif
