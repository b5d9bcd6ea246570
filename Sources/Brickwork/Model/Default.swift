/// The default options of every layout, stated once: the core's option types, the layout
/// document, the UIKit layouts and the SwiftUI stacks and lazy containers all read them.
///
/// An option left out anywhere takes the value named here, so a waterfall made from
/// `WaterfallLayout()`, from a document section without `columnSpacing`, from a
/// `WaterfallStack()` or a `LazyWaterfall` has the same columns and spacings.
public enum Default {
  /// The number of waterfall columns.
  public static let columns = 2
  /// The space between adjacent waterfall columns.
  public static let columnSpacing = 0.0
  /// The space between an item and the next one in its waterfall column or flow line.
  public static let itemSpacing = 0.0
  /// The space between adjacent flow lines.
  public static let lineSpacing = 0.0
  /// The grow factor of flow items that give none (CSS `flex-grow`): 0, own widths.
  public static let itemGrow = 0.0
  /// Whether the last shown flow line grows (as CSS).
  public static let growLastLine = true
  /// The row height justified rows aim for.
  public static let targetRowHeight = 320.0
  /// How far a justified row's natural height may stray from the target, as a fraction of it
  /// (flickr's `targetRowHeightTolerance`).
  public static let targetRowHeightTolerance = 0.25
  /// The space between adjacent photos of a justified row, and between its rows.
  public static let photoSpacing = 10.0
  /// Where the photos of a justified widow row sit.
  public static let widowAlignment = JustifiedLayout.WidowAlignment.leading
  /// The height a greedy justified widow row starts from.
  public static let widowHeight = JustifiedLayout.WidowHeight.previous
  /// The waterfall's even-bottom factor: 0, no item is stretched.
  public static let evenBottom = 0.0
}
