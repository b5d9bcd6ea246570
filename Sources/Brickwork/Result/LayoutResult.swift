/// A computed layout: the frames of every header, item, badge and footer, the content size, and
/// an index for rectangle queries.
///
/// Create one from a container and sections; read frames in O(1), query a rectangle in
/// O(log n + k), and apply appends and item changes with
/// ``update(_:after:stableColumns:)``, which gives exactly the frames a full recompute gives.
///
/// ```swift
/// let feed = LayoutSection(
///   .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
///   items: photos.map { .size(width: $0.width, height: $0.height) },
///   insets: Insets(all: 10))
/// let layout = try LayoutResult(container: Container(width: 375), sections: [feed])
/// let visible = layout.elements(in: Rect(x: 0, y: offset, width: 375, height: 812))
/// ```
///
/// Frames are stored in one contiguous array in document order (each section's header, visible
/// items, badge and footer), with no object per item: 32 bytes per element, and 2 for its
/// column from the first waterfall item placed off the leading column on (a waterfall item's
/// leading column, 0 otherwise; a layout of flows and justified rows stores none), plus under a byte of
/// index when the frames are sorted by top (4 bytes more otherwise), plus each strategy's saved
/// state (a waterfall's column positions every 1,024 items or more; an optimal justified section's
/// table, 24 bytes per photo).
public struct LayoutResult: Sendable {
  /// The container the layout fills.
  public private(set) var container: Container
  /// The frames of all elements in document order, canonical (vertical, left to right,
  /// unrounded).
  var frames: FrameStore
  /// One record per section.
  var records: [SectionRecord]
  /// The scroll-axis index of `frames`.
  var index: ElementIndex
  /// The canonical content height.
  var extent: Double
  /// The mapping from canonical to displayed frames.
  private(set) var orientation: Orientation
  /// Whether runs of items take the strategies' fast loops (`Kernels/`) in every layout this
  /// result makes (``init(container:sections:)``, ``relayout(_:in:)``, updates): the one switch
  /// that sends every item through the general loops instead, which place every item where the
  /// kernels do (`KernelConformanceTests`).
  let usesKernels: Bool

  /// Lays out `sections` in `container`.
  ///
  /// - Throws: ``LayoutError`` naming the first invalid value (container, section option,
  ///   header, footer or item) and the rule it breaks.
  /// - Complexity: O(n) for n items of greedy flows and justified rows, O(n · c) for a waterfall
  ///   of c columns (each item looks for the shortest), O(n · k) for balanced flows and optimal
  ///   rows of up to k items a line; plus O(n log n) at worst to index frames far from sorted by
  ///   top (round-robin columns can be).
  public init(container: Container, sections: [LayoutSection]) throws(LayoutError) {
    try self.init(container: container, sections: sections, usesKernels: true)
  }

  /// Lays out `sections` in `container`, with the strategies' fast loops or without them
  /// (``usesKernels``), as every later layout of the result is.
  init(container: Container, sections: [LayoutSection], usesKernels: Bool) throws(LayoutError) {
    try Validation.check(container)
    // Frames and options first; items are checked block by block as they are placed.
    for index in sections.indices {
      try SectionStack.check(sections[index], at: index, items: 0..<0, in: container)
    }
    // At most a header, the items, a badge and a footer per section: reserve them at once, in
    // one allocation the frames are written into, with room for a few pages of appends (1,024
    // items) so that the first ones do not copy the frames. The room is a constant, not a
    // fraction of the items: the memory a fresh layout gets is only cheap when the allocator
    // hands back memory a dropped layout freed, and glibc's malloc does so only for blocks under
    // its largest dynamic mmap threshold (32 MiB, a million frames); a larger block is mapped
    // afresh every time, and its first touch costs a page fault every 4 KiB (128 frames).
    var frames = FrameStore()
    frames.reserveCapacity(sections.reduce(1024) { $0 + $1.items.count + 3 })
    var records: [SectionRecord] = []
    records.reserveCapacity(sections.count)
    let extent = try Self.layOutSections(
      sections, from: 0, checkingItems: true, container: container, usesKernels: usesKernels,
      frames: &frames, records: &records)
    var index = ElementIndex()
    index.rebuild(frames: frames)
    _ = frames.takeOverwritten()
    // Built in locals and stored once nothing can throw: the result is then not copied on its
    // way out.
    self.container = container
    self.frames = consume frames
    self.records = consume records
    self.index = consume index
    self.extent = extent
    orientation = Orientation(container)
    self.usesKernels = usesKernels
  }

  /// Lays out `sections` again in `container`, reusing this result's storage: nothing is
  /// reallocated when the new layout has no more elements than the old one had room for. This
  /// is a collection view layout's `prepare()` after an invalidation (a rotation, new data).
  ///
  /// - Throws: ``LayoutError`` as ``init(container:sections:)`` does; the result is then an
  ///   empty layout of the previous container.
  /// - Complexity: O(n) for n items, as ``init(container:sections:)``.
  public mutating func relayout(_ sections: [LayoutSection], in container: Container)
    throws(LayoutError)
  {
    try Validation.check(container)
    for (index, section) in sections.enumerated() {
      try SectionStack.check(section, at: index, items: 0..<0, in: container)
    }
    let previous = self.container
    frames.removeAll()
    records.removeAll(keepingCapacity: true)
    self.container = container
    orientation = Orientation(container)
    do {
      try layOutSections(sections, from: 0, checkingItems: true)
    } catch {
      self.container = previous
      orientation = Orientation(previous)
      frames.removeAll()
      records.removeAll(keepingCapacity: true)
      extent = 0
      index.rebuild(frames: frames)
      throw error
    }
    index.rebuild(frames: frames)
    _ = frames.takeOverwritten()
  }

  /// Lays out `sections[first...]` after the sections already laid out, checking their items
  /// on the way when `checkingItems` is true.
  mutating func layOutSections(_ sections: [LayoutSection], from first: Int, checkingItems: Bool)
    throws(LayoutError)
  {
    extent = try Self.layOutSections(
      sections, from: first, checkingItems: checkingItems, container: container,
      usesKernels: usesKernels, frames: &frames, records: &records)
  }

  /// Lays out `sections[first...]` in `container` after the sections of `records`, appending
  /// their frames and records, and returns the canonical content height.
  private static func layOutSections(
    _ sections: [LayoutSection], from first: Int, checkingItems: Bool, container: Container,
    usesKernels: Bool, frames: inout FrameStore, records: inout [SectionRecord]
  ) throws(LayoutError) -> Double {
    var top = first > 0 ? records[first - 1].bottom : 0
    var position = first > 0 ? records[first - 1].endPosition : 0
    for index in first..<sections.count {
      let record = try SectionStack.layOut(
        sections[index], at: index, top: top, container: container, resuming: nil,
        checkingItems: checkingItems, usesKernels: usesKernels, frames: &frames,
        position: position)
      top = record.bottom
      position = record.endPosition
      records.append(consume record)
    }
    return records.last?.bottom ?? 0
  }

  /// The size of the content: the container across the scroll axis, the last section's end
  /// along it.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { orientation.contentSize(extent: extent) }

  /// The number of sections.
  public var numberOfSections: Int { records.count }

  /// The number of items in `section`, visible or hidden.
  ///
  /// - Precondition: `section` is a valid section index.
  public func numberOfItems(inSection section: Int) -> Int { records[section].itemCount }

  /// The items of `section` that are not shown (cut by a flow's `maxLines` or fixed height, a
  /// justified layout's `maxRows` or hidden widows): always the last ones of the section.
  ///
  /// - Precondition: `section` is a valid section index.
  public func hiddenItems(inSection section: Int) -> Range<Int> {
    records[section].visibleCount..<records[section].itemCount
  }

  /// The frame of an item, or `nil` when the item is hidden or out of range.
  ///
  /// - Complexity: O(1).
  public func frame(ofItem item: Int, inSection section: Int) -> Rect? {
    guard records.indices.contains(section), item >= 0, item < records[section].visibleCount
    else { return nil }
    return displayed(records[section].firstItemElement + item)
  }

  /// The frame of a section's header, or `nil` when it has none.
  ///
  /// - Complexity: O(1).
  public func frame(ofHeaderInSection section: Int) -> Rect? {
    guard records.indices.contains(section), records[section].hasHeader else { return nil }
    return displayed(records[section].firstElement)
  }

  /// The frame of a section's footer, or `nil` when it has none.
  ///
  /// - Complexity: O(1).
  public func frame(ofFooterInSection section: Int) -> Rect? {
    guard records.indices.contains(section), let element = records[section].footerElement
    else { return nil }
    return displayed(element)
  }

  /// The frame of a section's background, or `nil` when it has none.
  ///
  /// - Complexity: O(1).
  public func frame(ofBackgroundInSection section: Int) -> Rect? {
    guard records.indices.contains(section), let frame = records[section].backgroundFrame
    else { return nil }
    return displayed(frame)
  }

  /// The number of columns a waterfall section has (adaptive columns included), or 0 for a
  /// section of another strategy.
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(1).
  public func numberOfColumns(inSection section: Int) -> Int { records[section].columnCount }

  /// The leading column of a visible item of a waterfall section, counted from 0 at the leading
  /// edge (for a spanning item, the first of its columns; 0 for a full-span item), or `nil` for
  /// a hidden item, an index out of range or a section of another strategy.
  ///
  /// An adapter can give each item its column back as ``Item/column`` so that items keep their
  /// columns while their sizes settle.
  ///
  /// - Complexity: O(1).
  public func column(ofItem item: Int, inSection section: Int) -> Int? {
    guard records.indices.contains(section), records[section].columnCount > 0, item >= 0,
      item < records[section].visibleCount
    else { return nil }
    return frames.lane(at: records[section].firstItemElement + item)
  }

  /// A section's "more" badge and how many items it stands for, or `nil` when it shows none.
  ///
  /// - Complexity: O(1).
  public func moreBadge(inSection section: Int) -> (frame: Rect, hiddenCount: Int)? {
    guard records.indices.contains(section), let element = records[section].badgeElement,
      let count = records[section].badgeHiddenCount
    else { return nil }
    return (displayed(element), count)
  }

  /// The range a section covers along the scroll axis, from its header's top inset to its
  /// footer's bottom inset, as displayed before snapping: y when vertical, x when horizontal
  /// (mirrored when right-to-left).
  ///
  /// - Precondition: `section` is a valid section index.
  /// - Complexity: O(1).
  public func extent(ofSection section: Int) -> ClosedRange<Double> {
    let range = orientation.scrollRange(
      records[section].top, records[section].bottom, extent: extent)
    return range.lower...range.upper
  }

  /// The displayed frame of the element stored at `element`.
  @inline(__always)
  func displayed(_ element: Int) -> Rect { displayed(frames[element]) }

  /// The displayed frame of a canonical frame.
  @inline(__always)
  func displayed(_ frame: Rect) -> Rect { orientation.physical(frame, extent: extent) }
}
