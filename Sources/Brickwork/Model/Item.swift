/// One item of a section: its size and the options that apply to it.
///
/// An item takes 40 bytes: its flags, span and column share the word after the sizing, then
/// its baseline and its flow growth factor, so a million-item feed is read from memory in 40 MB.
public struct Item: Hashable, Sendable {
  /// How the item states its size.
  public var sizing: ItemSizing
  /// Bit 0: full span; bit 1: has a baseline; bit 2: starts a line; bit 3: has a grow factor.
  private var flags: UInt8 = 0
  /// The span, clamped to `0...UInt16.max` (beyond any column count, so the clamp changes no
  /// layout; a span below 1 is kept as 0, which the rules reject).
  private var storedSpan: UInt16 = 1
  /// The explicit column plus one, clamped to `UInt32.max`; 0 means none.
  private var storedColumn: UInt32 = 0
  /// The baseline when bit 1 of `flags` is set, else 0.
  private var storedBaseline: Double = 0
  /// The grow factor when bit 3 of `flags` is set, else 0.
  private var storedGrow: Double = 0

  /// Whether the item spans all columns of a waterfall section (ignored by other strategies).
  public var isFullSpan: Bool {
    get { flags & 1 != 0 }
    set { flags = newValue ? flags | 1 : flags & ~1 }
  }

  /// The distance from the item's top edge to its baseline, for flow `baseline` alignment;
  /// `nil` means the item's height.
  public var baseline: Double? {
    get { flags & 2 != 0 ? storedBaseline : nil }
    set {
      flags = newValue == nil ? flags & ~2 : flags | 2
      storedBaseline = newValue ?? 0
    }
  }

  /// Whether the item begins a new line of a flow section even where it would fit on the
  /// current one (ignored by other strategies).
  public var startsLine: Bool {
    get { flags & 4 != 0 }
    set { flags = newValue ? flags | 4 : flags & ~4 }
  }

  /// How much of its flow line's free space the item takes, as CSS `flex-grow` (its share is
  /// `grow / max(1, sum of the line's grow factors)`); `nil` means the section's
  /// ``FlowLayout/itemGrow`` (ignored by other strategies). A layout rejects a negative or
  /// non-finite factor.
  public var grow: Double? {
    get { flags & 8 != 0 ? storedGrow : nil }
    set {
      flags = newValue == nil ? flags & ~8 : flags | 8
      storedGrow = newValue ?? 0
    }
  }

  /// Whether the item has a grow factor (``grow`` is not `nil`), read from its flags alone.
  @inline(__always)
  var hasGrow: Bool { flags & 8 != 0 }

  /// Whether the item has a baseline or a grow factor: what the plain path of the checks leaves
  /// to the detailed one.
  @inline(__always)
  var hasFlowDetails: Bool { flags & 10 != 0 }

  /// How many adjacent columns of a waterfall section the item covers, at least 1; a span
  /// beyond the column count covers every column (ignored by other strategies).
  ///
  /// Values below 1 are kept as 0, which a layout rejects; values beyond 65,535 are kept as
  /// 65,535, more than any section's columns.
  public var span: Int {
    get { Int(storedSpan) }
    set { storedSpan = UInt16(clamping: max(0, newValue)) }
  }

  /// The column of a waterfall section the item goes to, counted from 0 at the leading edge,
  /// or `nil` to let the placement rule choose (ignored by other strategies).
  ///
  /// A negative column is kept as `nil`; a layout rejects a column beyond its columns.
  public var column: Int? {
    get { storedColumn == 0 ? nil : Int(storedColumn) - 1 }
    set {
      guard let newValue, newValue >= 0 else {
        storedColumn = 0
        return
      }
      // Clamped before adding: `Int(UInt32.max)` does not fit a 32-bit `Int` (wasm32).
      let clamped = UInt32(clamping: newValue)
      storedColumn = clamped == .max ? .max : clamped + 1
    }
  }

  /// Creates an item.
  public init(
    sizing: ItemSizing, isFullSpan: Bool = false, baseline: Double? = nil, span: Int = 1,
    column: Int? = nil, startsLine: Bool = false, grow: Double? = nil
  ) {
    self.sizing = sizing
    self.isFullSpan = isFullSpan
    self.baseline = baseline
    self.span = span
    self.column = column
    self.startsLine = startsLine
    self.grow = grow
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
  func canonical(for axis: ScrollAxis) -> Item {
    guard axis == .horizontal else { return self }
    var copy = self
    copy.sizing = sizing.canonical(for: axis)
    return copy
  }
}

extension ItemSizing {
  /// The sizing in the canonical (vertical) frame: transposed for a horizontal axis.
  @inline(__always)
  func canonical(for axis: ScrollAxis) -> ItemSizing {
    guard axis == .horizontal else { return self }
    switch self {
    case .extent: return self
    case .size(let size): return .size(size.transposed)
    case .aspectRatio(let ratio): return .aspectRatio(1 / ratio)
    }
  }
}
