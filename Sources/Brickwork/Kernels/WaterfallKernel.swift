// The waterfall's kernel: runs of plain items (one column chosen by the placement's rule) in a
// loop of their own, specialized for the rule. The general loop
// (`Waterfall/WaterfallLayout+BodyLayout.swift`) places every item on its own too, by the same
// rule values (`WaterfallLayout.ColumnRule.swift`), to the same frames, bit for bit.

extension WaterfallLayout {
  /// Where a run of plain waterfall items is written: the running positions and the stack
  /// block of leading columns.
  struct PlainRunTarget {
    /// The running position of every column.
    let positions: UnsafeMutableBufferPointer<Double>
    /// The leading column of each item placed in this call, from its first item on.
    let lanes: UnsafeMutableBufferPointer<UInt16>
    /// The index of the item whose leading column is `lanes[0]`.
    let firstIndex: Int
    /// The body's leading edge.
    let originX: Double
  }

  /// Whether an item takes one column chosen by the placement's rule: no span, no explicit
  /// column, not full span.
  @inline(__always)
  static func isPlain(_ item: Item) -> Bool {
    !item.isFullSpan && item.span == 1 && item.column == nil
  }

  /// Places the plain items from `first` on (``isPlain(_:)``), stopping before `end` or at the
  /// first item that is not plain, and returns the index it stopped at. The general loop's
  /// operations in the same order, on one column each. Needs at least two columns (with one,
  /// every item spans the body, which the general loop places across it).
  ///
  /// - Complexity: O(n · c) for n items and c columns.
  @inline(__always)
  func placePlainRun(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    tolerant: inout TolerantRule
  ) throws(LayoutError) -> Int {
    guard let tracks = columns.tracks else {
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero, tolerant: &tolerant,
        geometry: EqualTracks(originX: target.originX, pitch: columns.pitch, width: columns.width))
    }
    #if arch(wasm32)
      // On WebAssembly, where the module's size matters more, weighted columns take the
      // general loop: the kernel places none of their items.
      _ = tracks
      return first
    #else
      return try placeWeightedRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        tracks: tracks, into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero, tolerant: &tolerant)
    #endif
  }

  #if !arch(wasm32)
    /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:tolerant:)``
    /// in weighted columns (``WaterfallLayout/columnWeights``).
    @inline(__always)
    private func placeWeightedRun(
      from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
      axis: ScrollAxis, columns: Columns, tracks: Columns.Tracks, into target: PlainRunTarget,
      appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
      tolerant: inout TolerantRule
    ) throws(LayoutError) -> Int {
      return try tracks.offsets.withUnsafeBufferPointer { offsets throws(LayoutError) in
        try tracks.widths.withUnsafeBufferPointer { widths throws(LayoutError) in
          let weighted = WeightedTracks(
            originX: target.originX, offsets: offsets.baseAddress.unsafelyUnwrapped,
            widths: widths.baseAddress.unsafelyUnwrapped)
          // Two to four columns: an item's heights in every column at once, before its column is
          // known (off the chain from one item's column to the next).
          if widths.count == 2 {
            return try placePlainRun(
              from: first, to: end, source: source, checking: section, axis: axis,
              columns: columns, into: target, appender: &appender, greatest: &greatest,
              isOffColumnZero: &isOffColumnZero, tolerant: &tolerant,
              geometry: TwoWeightedTracks(tracks: weighted, widths: SIMD2(widths[0], widths[1])))
          }
          if widths.count <= 4 {
            var vector = SIMD4<Double>(repeating: widths[0])
            for column in widths.indices { vector[column] = widths[column] }
            return try placePlainRun(
              from: first, to: end, source: source, checking: section, axis: axis,
              columns: columns, into: target, appender: &appender, greatest: &greatest,
              isOffColumnZero: &isOffColumnZero, tolerant: &tolerant,
              geometry: FewWeightedTracks(tracks: weighted, widths: vector))
          }
          return try placePlainRun(
            from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
            into: target, appender: &appender, greatest: &greatest,
            isOffColumnZero: &isOffColumnZero, tolerant: &tolerant,
            geometry: WeightedTracks(
              originX: target.originX, offsets: offsets.baseAddress.unsafelyUnwrapped,
              widths: widths.baseAddress.unsafelyUnwrapped))
        }
      }
    }

  #endif

  /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:tolerant:)``
  /// with the columns' geometry as a value the loop specializes for: equal or weighted columns.
  @inline(__always)
  private func placePlainRun<Geometry: TrackGeometry>(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    tolerant: inout TolerantRule, geometry: Geometry
  ) throws(LayoutError) -> Int {
    if tolerance != nil {
      return try placeTolerantRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero, tolerant: &tolerant, geometry: geometry)
    }
    switch placement {
    case .shortestColumn:
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero, rule: ShortestColumnRule(), geometry: geometry
      ).end
    case .leadingToTrailing, .trailingToLeading:
      return try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero,
        rule: InOrderRule(index: first, isReversed: placement == .trailingToLeading),
        geometry: geometry
      ).end
    }
  }

  /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:tolerant:)``
  /// with a tolerance: two to four columns, a count the rule's loops unroll for and for which
  /// it predicts the shortest column, each take a loop of their own (not on WebAssembly, where
  /// the module's size matters more). A function of its own, so that its loops do not weigh on
  /// the register use of the other rules' loops.
  @inline(never)
  private func placeTolerantRun<Geometry: TrackGeometry>(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    tolerant: inout TolerantRule, geometry: Geometry
  ) throws(LayoutError) -> Int {
    /// The run with the rule for `count` columns (0: any count), which each case below gives
    /// as a literal, so that each has a loop of its own.
    @inline(__always)
    func run(columns count: Int) throws(LayoutError) -> Int {
      var rule = tolerant
      rule.columns = count
      let stop: Int
      (stop, rule) = try placePlainRun(
        from: first, to: end, source: source, checking: section, axis: axis, columns: columns,
        into: target, appender: &appender, greatest: &greatest,
        isOffColumnZero: &isOffColumnZero, rule: rule, geometry: geometry)
      tolerant.cursor = rule.cursor
      return stop
    }
    #if !arch(wasm32)
      switch columns.count {
      case 2: return try run(columns: 2)
      case 3: return try run(columns: 3)
      case 4: return try run(columns: 4)
      default: break
      }
    #endif
    return try run(columns: 0)
  }

  /// ``placePlainRun(from:to:source:checking:axis:columns:into:appender:greatest:isOffColumnZero:tolerant:)``
  /// with the rule that picks each item's column, called once per item in order. The rule is
  /// a value the loop keeps in registers, with what it carries from item to item, and gives
  /// back.
  @inline(__always)
  private func placePlainRun<Rule: ColumnRule, Geometry: TrackGeometry>(
    from first: Int, to end: Int, source: UnsafeBufferPointer<Item>, checking section: Int?,
    axis: ScrollAxis, columns: Columns, into target: PlainRunTarget,
    appender: inout FrameAppender, greatest: inout Double, isOffColumnZero: inout Bool,
    rule: Rule, geometry: Geometry
  ) throws(LayoutError) -> (end: Int, rule: Rule) {
    var rule = rule
    // Locals the loop keeps in registers, written back once.
    var frames = appender
    defer { appender = frames }
    let lanes = target.lanes.baseAddress.unsafelyUnwrapped - target.firstIndex
    let positions = UnsafeBufferPointer(target.positions)
    let spacing = itemSpacing
    var bottoms = greatest
    var isOff = isOffColumnZero
    var index = first
    while index < end {
      let item = source[index]
      guard Self.isPlain(item) else { break }
      if let section {
        try Validation.check(item, at: index, section: section, axis: axis, strategy: self)
      }
      // The item's heights, computed before its column is chosen (off the chain from one
      // item's column to the next).
      let heights = geometry.heights(of: item.sizing.canonical(for: axis))
      let (lane, top) = rule.column(in: positions)
      let frame = Rect(
        x: geometry.x(ofColumn: lane), y: top, width: geometry.width(ofColumn: lane),
        height: geometry.height(heights, inColumn: lane))
      // The frame's own bottom, as `Rect.maxY` computes it.
      let bottom = frame.maxY
      target.positions[lane] = bottom + spacing
      bottoms = max(bottoms, bottom)
      frames.append(frame)
      lanes[index] = UInt16(truncatingIfNeeded: lane)
      isOff = isOff || lane != 0
      index += 1
    }
    greatest = bottoms
    isOffColumnZero = isOff
    return (index, rule)
  }
}

/// Where the kernel puts an item of one column: the column's leading edge and width, as
/// `WaterfallLayout.Columns` gives them to the general loop, to the same bits.
protocol TrackGeometry {
  /// What an item's height needs before its column is known.
  associatedtype Heights
  /// The leading edge of column `column`, absolute.
  func x(ofColumn column: Int) -> Double
  /// The width of column `column`.
  func width(ofColumn column: Int) -> Double
  /// What the height of an item of `sizing` needs, before its column is chosen.
  func heights(of sizing: ItemSizing) -> Heights
  /// The height of the item in column `column`: its sizing's extent at the column's width.
  func height(_ heights: Heights, inColumn column: Int) -> Double
}

extension WaterfallLayout {
  /// Equal columns: `originX + j * pitch`, all `width` wide.
  struct EqualTracks: TrackGeometry {
    /// The body's leading edge.
    let originX: Double
    /// The distance from one column's leading edge to the next one's.
    let pitch: Double
    /// The width of every column.
    let width: Double

    @inline(__always)
    func x(ofColumn column: Int) -> Double { originX + Double(column) * pitch }

    @inline(__always)
    func width(ofColumn column: Int) -> Double { width }

    /// The height itself: every column has the same width.
    @inline(__always)
    func heights(of sizing: ItemSizing) -> Double { sizing.extent(forWidth: width) }

    @inline(__always)
    func height(_ heights: Double, inColumn column: Int) -> Double { heights }
  }

  /// Weighted columns (``WaterfallLayout/columnWeights``): each column's offset and width.
  struct WeightedTracks: TrackGeometry {
    /// The body's leading edge.
    let originX: Double
    /// Each column's leading edge, relative to the body's.
    let offsets: UnsafePointer<Double>
    /// Each column's width.
    let widths: UnsafePointer<Double>

    @inline(__always)
    func x(ofColumn column: Int) -> Double { originX + offsets[column] }

    @inline(__always)
    func width(ofColumn column: Int) -> Double { widths[column] }

    /// The sizing, sized once the column is known.
    @inline(__always)
    func heights(of sizing: ItemSizing) -> ItemSizing { sizing }

    @inline(__always)
    func height(_ sizing: ItemSizing, inColumn column: Int) -> Double {
      sizing.extent(forWidth: widths[column])
    }
  }

  /// Two to four weighted columns: an item's extent at every column's width at once
  /// (``ItemSizing/extents(forWidths:)``; unused lanes repeat the first column); offsets and
  /// widths read as ``WeightedTracks`` reads them.
  struct FewWeightedTracks: TrackGeometry {
    /// The columns' offsets and widths.
    let tracks: WeightedTracks
    /// Each column's width, as a vector.
    let widths: SIMD4<Double>

    @inline(__always)
    func x(ofColumn column: Int) -> Double { tracks.x(ofColumn: column) }

    @inline(__always)
    func width(ofColumn column: Int) -> Double { tracks.width(ofColumn: column) }

    @inline(__always)
    func heights(of sizing: ItemSizing) -> SIMD4<Double> { sizing.extents(forWidths: widths) }

    @inline(__always)
    func height(_ heights: SIMD4<Double>, inColumn column: Int) -> Double { heights[column] }
  }

  /// Two weighted columns: ``FewWeightedTracks`` in a two-lane vector (one instruction a step
  /// where four lanes take two).
  struct TwoWeightedTracks: TrackGeometry {
    /// The columns' offsets and widths.
    let tracks: WeightedTracks
    /// Both columns' widths, as a vector.
    let widths: SIMD2<Double>

    @inline(__always)
    func x(ofColumn column: Int) -> Double { tracks.x(ofColumn: column) }

    @inline(__always)
    func width(ofColumn column: Int) -> Double { tracks.width(ofColumn: column) }

    @inline(__always)
    func heights(of sizing: ItemSizing) -> SIMD2<Double> { sizing.extents(forWidths: widths) }

    /// Selected by a mask of its bits: no branch (the columns of successive items are not
    /// predictable), no memory, every bit kept.
    @inline(__always)
    func height(_ heights: SIMD2<Double>, inColumn column: Int) -> Double {
      let second = 0 &- UInt64(truncatingIfNeeded: column & 1)
      return Double(bitPattern: (heights.x.bitPattern & ~second) | (heights.y.bitPattern & second))
    }
  }
}
