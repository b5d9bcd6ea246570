import Brickwork

/// How an item of a lazy container states its size: declared (exact) or estimated (measured
/// once its view is shown).
public enum LazyItemSize: Hashable, Sendable {
  /// A fixed height (waterfall).
  case height(Double)
  /// A photo's pixel size, scaled to the item's width keeping its proportions.
  case pixelSize(width: Double, height: Double)
  /// An aspect ratio (width / height), kept at the item's width.
  case aspectRatio(Double)
  /// An estimated height (waterfall), replaced by the view's measured height once shown.
  case estimatedHeight(Double)

  /// The core's item for this size.
  public var item: Item {
    switch self {
    case .height(let height), .estimatedHeight(let height): .extent(height)
    case .pixelSize(let width, let height): .size(width: width, height: height)
    case .aspectRatio(let ratio): .aspectRatio(ratio)
    }
  }

  /// Whether the size is an estimate to be measured.
  public var isEstimated: Bool {
    if case .estimatedHeight = self { return true }
    return false
  }
}
