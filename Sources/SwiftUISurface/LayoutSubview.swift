#if !canImport(SwiftUI)
  import Foundation

  /// A proxy that represents one subview of a layout.
  ///
  /// Apple's initializer is not public: SwiftUI makes the proxies. The stub's is `package`, so
  /// that this package's tests and benchmarks can make proxies of fake views (a measuring
  /// closure, layout values and a closure that receives placements); no app can.
  /// https://developer.apple.com/documentation/swiftui/layoutsubview
  public struct LayoutSubview: Equatable {
    /// Tells a fake view where it was placed: position, anchor and proposal.
    package typealias Placement = @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void

    /// Which fake view this proxy stands for (proxies are equal when they stand for one view).
    let identity: Int
    /// The fake view's answer to a size proposal.
    let measure: @Sendable (ProposedViewSize) -> CGSize
    /// The layout values set on the fake view, by key type.
    let values: [ObjectIdentifier: any Sendable]
    /// Receives the placement of the fake view.
    let placement: Placement
    /// The fake view's explicit first text baseline at a size (a text view's), if it has one.
    let baseline: @Sendable (CGSize) -> CGFloat?
    /// The fake view's spacing preferences.
    let preferredSpacing: ViewSpacing

    /// The layout priority of the subview.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/priority
    public let priority: Double

    /// Creates the proxy of a fake view (the package's tests and benchmarks only).
    package init(
      identity: Int, priority: Double = 0, values: [ObjectIdentifier: any Sendable] = [:],
      spacing: ViewSpacing = ViewSpacing(),
      sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize,
      firstTextBaseline: @escaping @Sendable (CGSize) -> CGFloat? = { _ in nil },
      place: @escaping Placement = { _, _, _ in }
    ) {
      self.identity = identity
      self.priority = priority
      self.values = values
      self.preferredSpacing = spacing
      self.measure = sizeThatFits
      self.baseline = firstTextBaseline
      self.placement = place
    }

    /// The proxy with `value` set for `key`, as `View.layoutValue(key:value:)` sets it.
    package func settingValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) -> Self
    where K.Value: Sendable {
      var values = values
      values[ObjectIdentifier(key)] = value
      return Self(
        identity: identity, priority: priority, values: values, spacing: preferredSpacing,
        sizeThatFits: measure, firstTextBaseline: baseline, place: placement)
    }

    /// Asks the subview for its size.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/dimensions(in:)
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
      let size = measure(proposal)
      return ViewDimensions(size: size, firstTextBaseline: baseline(size))
    }

    /// Assigns a position and proposed size to the subview.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(
      at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
    ) {
      placement(position, anchor, proposal)
    }

    /// The subviews's preferred spacing values.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/spacing
    public var spacing: ViewSpacing { preferredSpacing }

    /// Gets the value for the subview that's associated with the specified key.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
      values.isEmpty ? K.defaultValue : values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Whether two proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
      lhs.identity == rhs.identity
    }
  }
#endif
