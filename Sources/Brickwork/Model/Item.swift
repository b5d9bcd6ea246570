/// One item of a section: its size and the options that apply to it.
public struct Item: Hashable, Sendable {
  /// How the item states its size.
  public var sizing: ItemSizing
  /// Whether the item spans all columns of a waterfall section (ignored by other strategies).
  public var isFullSpan: Bool
  /// The distance from the item's top edge to its baseline, for flow `baseline` alignment;
  /// `nil` means the item's height.
  public var baseline: Double?

  /// Creates an item.
  public init(sizing: ItemSizing, isFullSpan: Bool = false, baseline: Double? = nil) {
    self.sizing = sizing
    self.isFullSpan = isFullSpan
    self.baseline = baseline
  }

  /// An item of a fixed length along the scroll axis (a height in a vertical layout).
  public static func extent(_ length: Double, fullSpan: Bool = false) -> Item {
    Item(sizing: .extent(length), isFullSpan: fullSpan)
  }

  /// An item of a given width and height (a tag's size, or a photo's pixel size).
  public static func size(width: Double, height: Double, fullSpan: Bool = false) -> Item {
    Item(sizing: .size(Size(width: width, height: height)), isFullSpan: fullSpan)
  }

  /// An item of a given aspect ratio (width divided by height).
  public static func aspectRatio(_ ratio: Double, fullSpan: Bool = false) -> Item {
    Item(sizing: .aspectRatio(ratio), isFullSpan: fullSpan)
  }
}

extension Item {
  /// The item as the strategies see it: sizes in the canonical (vertical) frame.
  @inline(__always)
  func canonical(for axis: Axis) -> Item {
    guard axis == .horizontal else { return self }
    var copy = self
    switch sizing {
    case .extent: break
    case .size(let size): copy.sizing = .size(size.transposed)
    case .aspectRatio(let ratio): copy.sizing = .aspectRatio(1 / ratio)
    }
    return copy
  }
}
