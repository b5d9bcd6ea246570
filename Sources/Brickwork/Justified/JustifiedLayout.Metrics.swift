// What every step reads: the numbers of the options and the body width, and the photos'
// aspect ratios.

extension JustifiedLayout {
  /// The numbers every step of the justified layout shares, read once from checked options and a
  /// body width.
  struct Metrics: Sendable, Equatable {
    /// The body width `cw` that rows fill.
    let width: Double
    /// The target row height `T`.
    let target: Double
    /// The space between adjacent photos in a row.
    let itemSpacing: Double
    /// The space between adjacent rows.
    let lineSpacing: Double
    /// `cw / T * (1 - tolerance)`: a greedy row whose aspect ratios sum to less is still open.
    let minAspectRatio: Double
    /// `cw / T * (1 + tolerance)`: a greedy row whose aspect ratios sum to more is too wide.
    let maxAspectRatio: Double
    /// The least displayed row height, `T / 2`.
    let minHeight: Double
    /// The greatest displayed row height, `2 * T`.
    let maxHeight: Double
    /// The fewest photos of a complete row (`minItemsPerRow`).
    let minCount: Int
    /// The most photos of any row: `maxItemsPerRow`, at most the breaking's own cap
    /// (``JustifiedLayout/maximumRowCount`` for greedy, ``Limits/maximumPhotosPerOptimalRow``
    /// for optimal), which it is when `maxItemsPerRow` is 0.
    let maxCount: Int
    /// Whether `minItemsPerRow` or `maxItemsPerRow` constrains the rows.
    let constrainsRows: Bool
    /// The most photos a greedy row takes when nothing constrains the rows
    /// (``GreedyRow/capacity(of:)``).
    private(set) var greedyCapacity = 1

    /// Reads the metrics of a body `bodyWidth` wide.
    init(_ layout: JustifiedLayout, bodyWidth: Double) {
      width = bodyWidth
      target = layout.targetRowHeight
      itemSpacing = layout.itemSpacing
      lineSpacing = layout.lineSpacing
      // The same operations, in the same order, as flickr/justified-layout.
      minAspectRatio = bodyWidth / layout.targetRowHeight * (1 - layout.tolerance)
      maxAspectRatio = bodyWidth / layout.targetRowHeight * (1 + layout.tolerance)
      minHeight = 0.5 * layout.targetRowHeight
      maxHeight = 2 * layout.targetRowHeight
      minCount = layout.minItemsPerRow
      let most =
        layout.breaking == .optimal
        ? Limits.maximumPhotosPerOptimalRow : JustifiedLayout.maximumRowCount
      maxCount = layout.maxItemsPerRow > 0 ? min(layout.maxItemsPerRow, most) : most
      constrainsRows = layout.constrainsRows
      greedyCapacity = GreedyRow.capacity(of: self)
    }

    /// The width left for the photos of a row of `count` items: `cw - (count - 1) * s`.
    ///
    /// Counts are at most a few thousand above 0, so `count - 1` cannot overflow.
    @inline(__always)
    func photoWidth(count: Int) -> Double { width - Double(count &- 1) * itemSpacing }
  }
}

extension ItemSizing {
  /// The photo's aspect ratio (width / height) as the justified layout reads it: a pixel size's
  /// width over its height, or the ratio given.
  ///
  /// Only items the justified layout accepted reach it (both sides of a size positive); a bare
  /// extent, which validation rejects, reads as 1 so that nothing can trap.
  @inline(__always)
  var photoAspectRatio: Double {
    switch self {
    case .aspectRatio(let ratio): ratio
    case .size(let size): size.width / size.height
    case .extent: 1
    }
  }

  /// The rule this sizing breaks as a justified photo, if any; generic checks (finite,
  /// non-negative sides, a finite positive ratio in range) have been made already.
  var justifiedViolation: LayoutError.Rule? {
    switch self {
    case .extent: return .aspectRatioRequired
    case .size(let size):
      guard size.width > 0, size.height > 0 else { return .degenerateAspectRatio }
      return Limits.aspectRatios.contains(size.width / size.height) ? nil : .aspectRatioOutOfRange
    case .aspectRatio: return nil
    }
  }
}

extension JustifiedLayout {
  /// The photos of a body as the steps read them: canonical aspect ratios straight from the
  /// items' storage, with no copy, uniqueness or bounds check per photo.
  struct Photos {
    /// The items' storage.
    let items: UnsafeBufferPointer<Item>
    /// The axis the items were given for.
    let axis: ScrollAxis

    /// The canonical aspect ratio of item `index`: the `photoAspectRatio` of its canonical
    /// sizing, read without copying the item (the same operations, so the same bits).
    @inline(__always)
    func aspectRatio(at index: Int) -> Double { Self.aspectRatio(of: items[index], axis: axis) }

    /// The canonical aspect ratio of item `index` if the item plainly passes every check a
    /// justified photo takes (no baseline; a ratio in range, or both sides of a size positive,
    /// at most ``Limits/maximumLength``, their ratio in range), `nil` otherwise: then the
    /// detailed check decides (an item this passes always passes it).
    @inline(__always)
    func plainAspectRatio(at index: Int) -> Double? {
      let item = items.baseAddress.unsafelyUnwrapped + index
      guard item.pointee.baseline == nil else { return nil }
      let ratios = Limits.aspectRatios
      let vertical = axis == .vertical
      switch item.pointee.sizing {
      case .aspectRatio(let given):
        guard ratios.contains(given) else { return nil }
        return vertical ? given : 1 / given
      case .size(let size):
        let longest = Limits.maximumLength
        guard size.width > 0, size.width <= longest, size.height > 0, size.height <= longest
        else { return nil }
        let ratio = vertical ? size.width / size.height : size.height / size.width
        return ratios.contains(ratio) ? ratio : nil
      case .extent: return nil
      }
    }

    /// The canonical aspect ratio of `item` for `axis`.
    @inline(__always)
    static func aspectRatio(of item: Item, axis: ScrollAxis) -> Double {
      let vertical = axis == .vertical
      switch item.sizing {
      case .aspectRatio(let ratio): return vertical ? ratio : 1 / ratio
      case .size(let size): return vertical ? size.width / size.height : size.height / size.width
      case .extent: return 1
      }
    }
  }
}

extension CanonicalItems {
  /// The canonical aspect ratio of item `index` (see ``JustifiedLayout/Photos``).
  @inline(__always)
  func aspectRatio(at index: Int) -> Double {
    JustifiedLayout.Photos.aspectRatio(of: items[index], axis: axis)
  }

  /// Calls `body` with the photos, read from the items' storage.
  @inline(__always)
  func withPhotos<Result, Failure: Error>(
    _ body: (JustifiedLayout.Photos) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try items.withUnsafeBufferPointer { storage throws(Failure) -> Result in
      try body(JustifiedLayout.Photos(items: storage, axis: axis))
    }
  }
}
