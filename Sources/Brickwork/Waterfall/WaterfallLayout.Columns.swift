extension WaterfallLayout {
  /// The column geometry of a body: the first step of the waterfall.
  struct Columns: Sendable {
    /// The number of columns.
    let count: Int
    /// The width of each column (equal columns), or of the first one (weighted columns).
    let width: Double
    /// The distance from one column's leading edge to the next one's (equal columns).
    let pitch: Double
    /// The space between adjacent columns.
    let spacing: Double
    /// With ``WaterfallLayout/columnWeights``, each column's offset and width; `nil` for equal
    /// columns.
    let tracks: Tracks?

    /// The offsets and widths of weighted columns (CSS `fr` tracks).
    struct Tracks: Sendable {
      /// The leading edge of each column, relative to the body's leading edge.
      let offsets: [Double]
      /// The width of each column.
      let widths: [Double]

      /// Column j is `F * w_j / max(1, sum(w))` wide, with `F = bodyWidth - (c - 1) * spacing`,
      /// and starts at the sum of the earlier columns' widths and spacings.
      init(weights: [Double], bodyWidth: Double, spacing: Double) {
        let free = bodyWidth - Double(weights.count - 1) * spacing
        var total = 0.0
        for weight in weights { total += weight }
        let share = max(1, total)
        var offsets: [Double] = []
        var widths: [Double] = []
        offsets.reserveCapacity(weights.count)
        widths.reserveCapacity(weights.count)
        var offset = 0.0
        for weight in weights {
          let width = free * weight / share
          offsets.append(offset)
          widths.append(width)
          offset += width + spacing
        }
        self.offsets = offsets
        self.widths = widths
      }
    }

    /// Computes the columns of a body of width `bodyWidth` from checked options.
    init(_ layout: WaterfallLayout, bodyWidth: Double) {
      count = Self.count(of: layout, bodyWidth: bodyWidth)
      spacing = layout.columnSpacing
      if let weights = layout.columnWeights, weights.count == count {
        let tracks = Tracks(weights: weights, bodyWidth: bodyWidth, spacing: spacing)
        self.tracks = tracks
        width = tracks.widths[0]
        pitch = width + spacing
      } else {
        tracks = nil
        width = (bodyWidth - Double(count - 1) * layout.columnSpacing) / Double(count)
        pitch = width + layout.columnSpacing
      }
    }

    /// The number of columns: `columns`, or with adaptive columns as many of at least
    /// `minColumnWidth` as fit, as CSS `repeat(auto-fill, minmax(m, 1fr))`:
    /// `max(1, floor((cw + columnSpacing) / (m + columnSpacing)))` with a relative tolerance of
    /// 1e-9 (so columns that fit exactly count), capped by `maxColumns` and by
    /// ``Limits/maximumColumns``; with column weights, one column per weight.
    static func count(of layout: WaterfallLayout, bodyWidth: Double) -> Int {
      if let weights = layout.columnWeights, layout.minColumnWidth == nil {
        return max(1, min(weights.count, Limits.maximumColumns))
      }
      guard let minimum = layout.minColumnWidth else {
        return max(1, min(layout.columns, Limits.maximumColumns))
      }
      let fitting = (bodyWidth + layout.columnSpacing) / (minimum + layout.columnSpacing)
      var cap = Limits.maximumColumns
      if layout.maxColumns > 0 { cap = min(cap, layout.maxColumns) }
      // Comparisons with NaN are false: unchecked options give one column.
      guard fitting >= 1 else { return 1 }
      let counted = (fitting * (1 + 1e-9)).rounded(.down)
      return counted >= Double(cap) ? cap : max(1, Int(counted))
    }

    /// The width of `span` adjacent columns with the spacing between them (equal columns).
    @inline(__always)
    func width(spanning span: Int) -> Double {
      span == 1 ? width : Double(span) * width + Double(span - 1) * spacing
    }

    /// The width of the `span` adjacent columns from `column` on, with the spacing between
    /// them: with weights `w_j + … + w_{j+k-1} + (k - 1) * spacing`.
    @inline(__always)
    func width(from column: Int, spanning span: Int) -> Double {
      guard let tracks else { return width(spanning: span) }
      var sum = tracks.widths[column]
      if span == 1 { return sum }
      for next in (column + 1)..<(column + span) { sum += tracks.widths[next] }
      return sum + Double(span - 1) * spacing
    }

    /// The leading edge of column `index`, relative to the body's leading edge.
    @inline(__always)
    func offset(ofColumn index: Int) -> Double {
      guard let tracks else { return Double(index) * pitch }
      return tracks.offsets[index]
    }

    /// The narrowest column's width (every column's, for equal columns).
    var narrowestWidth: Double {
      guard let tracks else { return width }
      var least = tracks.widths[0]
      for width in tracks.widths where !(width >= least) { least = width }
      return least
    }
  }
}

extension ItemSizing {
  /// The item's length along the scroll axis when it is `width` wide (canonical sizing).
  ///
  /// A pixel size is scaled by `height * width / size.width`; a subnormal pixel size is first
  /// scaled by a power of two (exact), so that its product does not lose precision.
  @inline(__always)
  func extent(forWidth width: Double) -> Double {
    switch self {
    case .extent(let length): return length
    case .size(let size):
      guard size.width > 0 else { return 0 }
      if size.width < 0x1p-900 || size.height < 0x1p-900 {
        return (size.height * 0x1p900) * width / (size.width * 0x1p900)
      }
      return size.height * width / size.width
    case .aspectRatio(let ratio): return width / ratio
    }
  }

  /// ``extent(forWidth:)`` at every lane's width at once, in one vector of the same operations:
  /// each lane has the bits the scalar rule gives for its width.
  @inline(__always)
  func extents<Widths: SIMD>(forWidths widths: Widths) -> Widths where Widths.Scalar == Double {
    switch self {
    case .extent(let length): return Widths(repeating: length)
    case .size(let size):
      guard size.width > 0 else { return Widths(repeating: 0) }
      if size.width < 0x1p-900 || size.height < 0x1p-900 {
        var extents = Widths()
        for lane in widths.indices { extents[lane] = extent(forWidth: widths[lane]) }
        return extents
      }
      return Widths(repeating: size.height) * widths / Widths(repeating: size.width)
    case .aspectRatio(let ratio): return widths / Widths(repeating: ratio)
    }
  }
}

extension WaterfallLayout.Columns {
  /// Every rule the options break in a body of width `bodyWidth`: counts, spacings, and that
  /// the columns are wider than zero.
  static func problems(of layout: WaterfallLayout, bodyWidth: Double, section: Int)
    -> [LayoutError]
  {
    let location = LayoutError.Location.section(section)
    var problems: [LayoutError] = []
    if let weights = layout.columnWeights {
      problems.append(contentsOf: weightProblems(weights, layout: layout, location: location))
    } else if let minimum = layout.minColumnWidth {
      if let rule = Limits.violation(ofPositiveLength: minimum) {
        problems.append(LayoutError(location, field: "minColumnWidth", rule: rule))
      }
      if let rule = Limits.violation(ofCount: layout.maxColumns, minimum: 0) {
        problems.append(LayoutError(location, field: "maxColumns", rule: rule))
      }
    } else if let rule = Limits.violation(
      ofCount: layout.columns, minimum: 1, maximum: Limits.maximumColumns)
    {
      problems.append(LayoutError(location, field: "columns", rule: rule))
    }
    problems.append(
      location, field: "columnSpacing", breaking: Limits.violation(ofLength: layout.columnSpacing))
    problems.append(
      location, field: "itemSpacing", breaking: Limits.violation(ofLength: layout.itemSpacing))
    if let rule = Limits.violation(ofLength: layout.evenBottom) {
      problems.append(LayoutError(location, field: "evenBottom", rule: rule))
    }
    if let tolerance = layout.tolerance {
      if let rule = Limits.violation(ofLength: tolerance) {
        problems.append(LayoutError(location, field: "tolerance", rule: rule))
      } else if layout.placement != .shortestColumn {
        problems.append(LayoutError(location, field: "tolerance", rule: .needsShortestColumn))
      }
    }
    // Without a body (a broken section frame) the column width cannot be judged.
    guard problems.isEmpty, bodyWidth.isFinite else { return problems }
    let width = WaterfallLayout.Columns(layout, bodyWidth: bodyWidth).narrowestWidth
    if !(width > 0) {
      let field =
        layout.columnWeights != nil
        ? "columnWeights" : layout.minColumnWidth == nil ? "columns" : "minColumnWidth"
      problems.append(LayoutError(location, field: field, rule: .columnWidthNotPositive(width)))
    }
    return problems
  }

  /// The rules column weights break: one or more (at most ``Limits/maximumColumns``), each a
  /// finite number > 0, and not with adaptive columns.
  private static func weightProblems(
    _ weights: [Double], layout: WaterfallLayout, location: LayoutError.Location
  ) -> [LayoutError] {
    var problems: [LayoutError] = []
    if layout.minColumnWidth != nil {
      problems.append(
        LayoutError(location, field: "columnWeights", rule: .excludes("minColumnWidth")))
    }
    if weights.isEmpty {
      problems.append(LayoutError(location, field: "columnWeights", rule: .notEmpty))
    } else if weights.count > Limits.maximumColumns {
      problems.append(
        LayoutError(location, field: "columnWeights", rule: .atMost(Limits.maximumColumns)))
    }
    for (index, weight) in weights.enumerated() {
      if let rule = Limits.violation(ofPositiveLength: weight) {
        var field = MessageText()
        field.append(string: "columnWeights[")
        field.append(index)
        field.append("]")
        problems.append(LayoutError(location, field: field.string, rule: rule))
      }
    }
    return problems
  }
}
