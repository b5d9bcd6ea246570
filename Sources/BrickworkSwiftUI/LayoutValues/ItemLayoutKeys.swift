#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUISurface
#endif

/// A subview of a ``WaterfallStack`` that spans every column (a header inside the feed).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum FullSpanKey: LayoutValueKey {
  /// Not full-span.
  public static let defaultValue = false
}

/// How many adjacent columns of a ``WaterfallStack`` a subview covers (at least 1).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum SpanKey: LayoutValueKey {
  /// One column.
  public static let defaultValue = 1
}

/// The column of a ``WaterfallStack`` a subview goes to, from 0 at the leading edge, or `nil`
/// to let the placement choose.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum ColumnKey: LayoutValueKey {
  /// The placement chooses.
  public static let defaultValue: Int? = nil
}

/// The aspect ratio (width / height) a ``WaterfallStack`` or ``JustifiedStack`` keeps for a
/// subview instead of measuring it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum AspectRatioKey: LayoutValueKey {
  /// Measured instead.
  public static let defaultValue: Double? = nil
}

/// The distance from a subview's top edge to its baseline, for a ``FlowStack`` with
/// `alignItems: .baseline`; `nil` means its bottom edge.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum BaselineKey: LayoutValueKey {
  /// The bottom edge.
  public static let defaultValue: Double? = nil
}

/// Whether a subview of a ``FlowStack`` begins a new line even where it would fit.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum StartsLineKey: LayoutValueKey {
  /// It flows on.
  public static let defaultValue = false
}

/// Whether a subview of a ``FlowStack`` is its "+N" badge, shown at the end of the last kept
/// line when `maxLines` or a fixed height hides items.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum MoreBadgeKey: LayoutValueKey {
  /// An ordinary item.
  public static let defaultValue = false
}

/// The grow factor of a subview of a ``FlowStack`` (CSS `flex-grow`), or `nil` for the stack's
/// `itemGrow`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public enum FlowGrowKey: LayoutValueKey {
  /// The stack's factor.
  public static let defaultValue: Double? = nil
}
