extension WaterfallLayout {
  /// The column geometry of a body: the first step of the waterfall.
  struct Columns: Sendable {
    /// The number of columns.
    let count: Int
    /// The width of each column.
    let width: Double
    /// The distance from one column's leading edge to the next one's.
    let pitch: Double
    /// The space between adjacent columns.
    let spacing: Double

    /// Computes the columns of a body of width `bodyWidth` from checked options.
    init(_ layout: WaterfallLayout, bodyWidth: Double) {
      count = Self.count(of: layout, bodyWidth: bodyWidth)
      width = (bodyWidth - Double(count - 1) * layout.columnSpacing) / Double(count)
      pitch = width + layout.columnSpacing
      spacing = layout.columnSpacing
    }

    /// The number of columns: `columns`, or with adaptive columns as many of at least
    /// `minColumnWidth` as fit, as CSS `repeat(auto-fill, minmax(m, 1fr))`:
    /// `max(1, floor((cw + columnSpacing) / (m + columnSpacing)))` with a relative tolerance of
    /// 1e-9 (so columns that fit exactly count), capped by `maxColumns` and by
    /// ``Limits/maximumColumns``.
    static func count(of layout: WaterfallLayout, bodyWidth: Double) -> Int {
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

    /// The width of `span` adjacent columns with the spacing between them.
    @inline(__always)
    func width(spanning span: Int) -> Double {
      span == 1 ? width : Double(span) * width + Double(span - 1) * spacing
    }

    /// The leading edge of column `index`, relative to the body's leading edge.
    @inline(__always)
    func offset(ofColumn index: Int) -> Double { Double(index) * pitch }
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
}

extension WaterfallLayout.Columns {
  /// Every rule the options break in a body of width `bodyWidth`: counts, spacings, and that
  /// the columns are wider than zero.
  static func problems(of layout: WaterfallLayout, bodyWidth: Double, section: Int)
    -> [LayoutError]
  {
    let location = LayoutError.Location.section(section)
    var problems: [LayoutError] = []
    if let minimum = layout.minColumnWidth {
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
    if let tolerance = layout.tolerance {
      if let rule = Limits.violation(ofLength: tolerance) {
        problems.append(LayoutError(location, field: "tolerance", rule: rule))
      } else if layout.placement != .shortestColumn {
        problems.append(LayoutError(location, field: "tolerance", rule: .needsShortestColumn))
      }
    }
    // Without a body (a broken section frame) the column width cannot be judged.
    guard problems.isEmpty, bodyWidth.isFinite else { return problems }
    let width = WaterfallLayout.Columns(layout, bodyWidth: bodyWidth).width
    if !(width > 0) {
      let field = layout.minColumnWidth == nil ? "columns" : "minColumnWidth"
      problems.append(LayoutError(location, field: field, rule: .columnWidthNotPositive(width)))
    }
    return problems
  }
}
