#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUISurface
#endif

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  /// Makes the view span every column of a ``WaterfallStack``.
  public func fullSpan(_ isFullSpan: Bool = true) -> some View {
    layoutValue(key: FullSpanKey.self, value: isFullSpan)
  }

  /// Makes the view cover `columns` adjacent columns of a ``WaterfallStack``.
  public func span(_ columns: Int) -> some View {
    layoutValue(key: SpanKey.self, value: columns)
  }

  /// Sends the view to `column` of a ``WaterfallStack`` (0 is the leading column).
  public func column(_ column: Int?) -> some View {
    layoutValue(key: ColumnKey.self, value: column)
  }

  /// Gives the view an aspect ratio (width / height) that a ``WaterfallStack`` or a
  /// ``JustifiedStack`` keeps instead of measuring the view.
  public func itemAspectRatio(_ ratio: Double?) -> some View {
    layoutValue(key: AspectRatioKey.self, value: ratio)
  }

  /// Gives the view a baseline (from its top edge) for a ``FlowStack`` aligning baselines.
  public func itemBaseline(_ baseline: Double?) -> some View {
    layoutValue(key: BaselineKey.self, value: baseline)
  }

  /// Makes the view begin a new line of a ``FlowStack``.
  public func startsLine(_ startsLine: Bool = true) -> some View {
    layoutValue(key: StartsLineKey.self, value: startsLine)
  }

  /// Gives the view a grow factor in a ``FlowStack`` (CSS `flex-grow`): it takes
  /// `factor / max(1, sum of its line's factors)` of its line's free space; `nil` for the
  /// stack's `itemGrow`. Named for the flow, as `.flowMoreBadge()`, so that it cannot collide
  /// with another library's `.grow(_:)` or a future SwiftUI modifier.
  public func flowGrow(_ factor: Double?) -> some View {
    layoutValue(key: FlowGrowKey.self, value: factor)
  }

  /// Makes the view the "+N" badge of a ``FlowStack``.
  public func flowMoreBadge(_ isBadge: Bool = true) -> some View {
    layoutValue(key: MoreBadgeKey.self, value: isBadge)
  }
}
