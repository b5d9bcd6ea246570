// What every step reads: the body's width, spacing and fit limits, and the boxes of its items.

extension FlowLayout {
  /// What every step of a flow reads: the body's width and spacing, and the boxes of its items.
  struct Body {
    /// The relative tolerance of every fit: a line fits its width, and lines fit a fixed height,
    /// when they exceed it by no more than this fraction of it.
    static let fitTolerance = 1e-9

    /// The options.
    let layout: FlowLayout
    /// The width of the body (the content width `cw`).
    let width: Double
    /// The greatest main size that fits the width.
    let widthLimit: Double
    /// The greatest bottom that fits a fixed height (infinite when the height is not fixed).
    let heightLimit: Double
    /// The items, canonical.
    let items: CanonicalItems

    /// The measures of a body of width `width` holding `items`.
    init(_ layout: FlowLayout, width: Double, items: CanonicalItems) {
      self.layout = layout
      self.width = width
      self.items = items
      widthLimit = width + width * Self.fitTolerance
      heightLimit =
        layout.height > 0 ? layout.height + layout.height * Self.fitTolerance : .infinity
    }

    /// The number of items.
    var count: Int { items.count }

    /// The box of item `index`. Items have been checked to give a size.
    @inline(__always)
    func box(_ index: Int) -> Box { box(of: items.items[index]) }

    /// The box of `item`, an item of the body as given (not canonical). Items have been checked
    /// to give a size.
    @inline(__always)
    func box(of item: Item) -> Box {
      guard case .size(let size) = item.sizing else { return Box(width: 0, height: 0, ascent: 0) }
      return box(items.axis == .vertical ? size : size.transposed, baseline: item.baseline)
    }

    /// The box of `item` (as given) if it plainly passes every rule of a flow item (a size
    /// within the limits, no baseline: ``Validation/isPlainlyValid(_:)``), so that it needs no
    /// check; `nil` for any other item, which takes the detailed path.
    @inline(__always)
    func plainBox(of item: Item) -> Box? {
      plainBox(of: item, vertical: items.axis == .vertical, width: width)
    }

    /// ``plainBox(of:)`` with the body's axis (whether it is vertical) and width given, for a
    /// loop that keeps them in registers.
    ///
    /// A flow item may have a grow factor and still be plain, when the factor plainly passes
    /// its rule (``Limits/violation(ofGrowFactor:)``).
    @inline(__always)
    func plainBox(of item: Item, vertical: Bool, width: Double) -> Box? {
      guard Self.isPlain(item), case .size(let size) = item.sizing else { return nil }
      return Self.box(vertical ? size : size.transposed, baseline: nil, width: width)
    }

    /// ``plainBox(of:vertical:width:)`` for an item without a grow factor; `nil` for one with.
    @inline(__always)
    func plainBoxWithoutGrowth(of item: Item, vertical: Bool, width: Double) -> Box? {
      guard Validation.isPlainlyValid(item), case .size(let size) = item.sizing else { return nil }
      return Self.box(vertical ? size : size.transposed, baseline: nil, width: width)
    }

    /// Whether `item` plainly passes every rule of a flow item: ``Validation/isPlainlyValid(_:)``,
    /// or a plainly valid grow factor with no baseline and a plain size. (NaN fails every
    /// comparison and takes the detailed path.)
    @inline(__always)
    static func isPlain(_ item: Item) -> Bool {
      if Validation.isPlainlyValid(item) { return true }
      guard item.baseline == nil, let grow = item.grow, grow >= 0, grow <= Limits.maximumLength,
        case .size(let size) = item.sizing
      else { return false }
      let most = Limits.maximumLength
      return size.width >= 0 && size.width <= most && size.height >= 0 && size.height <= most
    }

    /// Whether item `index` begins a new line (a forced break).
    @inline(__always)
    func startsLine(_ index: Int) -> Bool { items.items[index].startsLine }

    /// Whether a run of items between forced breaks ends before item `index`: the body ends
    /// there, or the item starts a line.
    @inline(__always)
    func endsRun(at index: Int) -> Bool { index == count || startsLine(index) }

    /// The box of the "more" badge, if the layout has one.
    var badge: Box? {
      guard let size = layout.moreBadge else { return nil }
      return box(items.axis == .vertical ? size : size.transposed, baseline: nil)
    }

    /// A box of canonical size `size`, clamped to the body width.
    @inline(__always)
    private func box(_ size: Size, baseline: Double?) -> Box {
      Self.box(size, baseline: baseline, width: width)
    }

    /// The box of an item of size `size` (canonical) with `baseline` in a body of width `width`:
    /// never wider than the body.
    @inline(__always)
    private static func box(_ size: Size, baseline: Double?, width: Double) -> Box {
      Box(width: min(size.width, width), height: size.height, ascent: baseline ?? size.height)
    }

    /// Whether a line of main size `mainSize` fits the width.
    @inline(__always)
    func fits(_ mainSize: Double) -> Bool { mainSize <= widthLimit }

    /// The main size of a line of main size `mainSize` after another box of width `width`.
    @inline(__always)
    func extending(_ mainSize: Double, by width: Double) -> Double {
      mainSize + layout.itemSpacing + width
    }
  }
}

extension FlowLayout {
  /// A box on a flow line in canonical measures: an item, or the "more" badge.
  struct Box: Equatable, Sendable {
    /// Its extent along the line, clamped to the body width (as CSS `max-width: 100%`).
    var width: Double
    /// Its extent across the line.
    var height: Double
    /// The distance from its top edge to its baseline.
    var ascent: Double
  }
}
