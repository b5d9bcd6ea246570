import Brickwork

/// How an item of a lazy container states its size: declared (exact) or estimated (measured
/// once its view is shown).
public enum LazyItemSize: Hashable, Sendable {
  /// A fixed height (waterfall).
  case height(Double)
  /// A photo's pixel size, scaled to the item's width keeping its proportions (waterfall,
  /// justified), or a tag's fixed size (flow).
  case pixelSize(width: Double, height: Double)
  /// An aspect ratio (width / height), kept at the item's width (waterfall, justified).
  case aspectRatio(Double)
  /// An estimated height (waterfall), replaced by the view's height at its column width once
  /// shown.
  case estimatedHeight(Double)
  /// An estimated size, replaced by what the view measures once shown: its height at its column
  /// width (waterfall), its ideal size (flow) or the aspect ratio of its ideal size (justified).
  case estimatedSize(width: Double, height: Double)

  /// The core's item for this size, as given.
  public var item: Item {
    switch self {
    case .height(let height), .estimatedHeight(let height): .extent(height)
    case .pixelSize(let width, let height), .estimatedSize(let width, let height):
      .size(width: width, height: height)
    case .aspectRatio(let ratio): .aspectRatio(ratio)
    }
  }

  /// Whether the size is an estimate to be measured.
  public var isEstimated: Bool {
    switch self {
    case .estimatedHeight, .estimatedSize: true
    case .height, .pixelSize, .aspectRatio: false
    }
  }
}

extension SectionStrategy {
  /// The item a section of this strategy lays out for `size`, and the rule the given size
  /// breaks, if it breaks one.
  ///
  /// A size the core rejects (NaN, negative or huge lengths, a degenerate ratio, a size a
  /// strategy cannot use, such as a bare height in a flow) is replaced by the strategy's empty
  /// item: zero height in a waterfall, zero size in a flow, a square in justified rows.
  func sanitizedItem(for size: LazyItemSize) -> (item: Item, rule: LayoutError.Rule?) {
    let item = size.item
    guard let rule = violation(ofSize: item) else { return (item, nil) }
    return (emptyItem, rule)
  }

  /// The item a section of this strategy lays out for a view that measured `size` (its height
  /// at its width in a waterfall, its ideal size otherwise), with the same replacement of
  /// unusable values.
  func measuredItem(_ size: Size) -> Item {
    let clean = Limits.sanitizedSize(size)
    let item: Item =
      switch self {
      case .waterfall: .extent(clean.height)
      case .flow, .justified: .size(width: clean.width, height: clean.height)
      }
    return violation(ofSize: item) == nil ? item : emptyItem
  }

  /// The item that stands for an unusable size.
  var emptyItem: Item {
    switch self {
    case .waterfall: .extent(0)
    case .flow: .size(width: 0, height: 0)
    case .justified: .aspectRatio(1)
    }
  }
}
