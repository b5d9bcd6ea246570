/// How an item states its size; each strategy turns it into a frame.
///
/// Sizes are given as for a vertical layout. In a horizontal layout the item gives its extent
/// along the scroll axis where a vertical layout uses the height: an `extent` is then a width,
/// and a `size` is transposed before the strategy sees it, so a photo keeps its proportions.
public enum ItemSizing: Hashable, Sendable {
  /// A fixed length along the scroll axis (a height in a vertical layout).
  ///
  /// Waterfall only: the item is as wide as its column (or the body, when full-span).
  case extent(Double)
  /// A width and a height: a fixed size in a flow, and a photo's pixel size that waterfall
  /// and justified layouts scale keeping its aspect ratio.
  case size(Size)
  /// An aspect ratio, width divided by height, that waterfall and justified layouts keep.
  case aspectRatio(Double)
}
