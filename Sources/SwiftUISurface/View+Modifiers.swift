#if !canImport(SwiftUI)
  import Foundation

  // The view modifiers the adapter uses, declared as SwiftUI declares them. Each returns the
  // modified view (an opaque `some View`, as in SwiftUI) and renders nothing.
  extension View {
    /// Positions this view within an invisible frame with the specified size.
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(
      width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
      ModifiedView(content: self)
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
      minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
      alignment: Alignment = .center
    ) -> some View {
      ModifiedView(content: self)
    }

    /// Fixes this view at its ideal size.
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize()
    nonisolated public func fixedSize() -> some View { ModifiedView(content: self) }

    /// Fixes this view at its ideal size in the specified dimensions.
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
      ModifiedView(content: self)
    }

    /// Clips this view to its bounding rectangular frame.
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
      ModifiedView(content: self)
    }

    /// Offset this view by the specified horizontal and vertical distances.
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
      ModifiedView(content: self)
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space.
    /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
      ModifiedView(content: self)
    }

    /// Associates a value with a custom layout property.
    /// https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View
    where K: LayoutValueKey {
      ModifiedView(content: self)
    }

    /// Binds a view's identity to the given proxy value.
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
      ModifiedView(content: self)
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    @preconcurrency nonisolated public func onGeometryChange<T>(
      for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
      action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
      ModifiedView(content: self)
    }

    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    nonisolated public func onScrollGeometryChange<T>(
      for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
      action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable {
      ModifiedView(content: self)
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes.
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    nonisolated public func onScrollPhaseChange(
      _ action: @escaping (ScrollPhase, ScrollPhase) -> Void
    ) -> some View {
      ModifiedView(content: self)
    }

    /// Associates a binding to a scroll position with a scroll view within this view.
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
    nonisolated public func scrollPosition(
      _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
    ) -> some View {
      ModifiedView(content: self)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, with
    /// the old and the new value.
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
      ModifiedView(content: self)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
    nonisolated public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
      ModifiedView(content: self)
    }
  }
#endif
