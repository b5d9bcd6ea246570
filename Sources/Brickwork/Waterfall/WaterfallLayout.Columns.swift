extension WaterfallLayout {
  /// The column geometry of a body: the first step of the waterfall.
  struct Columns: Sendable {
    /// The number of columns.
    let count: Int
    /// The width of each column.
    let width: Double
    /// The distance from one column's leading edge to the next one's.
    let pitch: Double

    /// Computes the columns of a body of width `bodyWidth` from checked options.
    init(_ layout: WaterfallLayout, bodyWidth: Double) {
      count = max(1, min(layout.columns, Limits.maximumColumns))
      width = (bodyWidth - Double(count - 1) * layout.columnSpacing) / Double(count)
      pitch = width + layout.columnSpacing
    }

    /// Checks that the options give columns of positive width in a body of width `bodyWidth`.
    static func check(_ layout: WaterfallLayout, bodyWidth: Double, section: Int)
      throws(LayoutError)
    {
      let location = LayoutError.Location.section(section)
      guard layout.columns >= 1 else {
        throw LayoutError(location, field: "columns", rule: .atLeastOne)
      }
      guard layout.columns <= Limits.maximumColumns else {
        throw LayoutError(location, field: "columns", rule: .atMost(Limits.maximumColumns))
      }
      for (field, value) in [
        ("columnSpacing", layout.columnSpacing), ("itemSpacing", layout.itemSpacing),
      ] {
        if let rule = Limits.violation(ofLength: value) {
          throw LayoutError(location, field: field, rule: rule)
        }
      }
      let width = Columns(layout, bodyWidth: bodyWidth).width
      guard width > 0 else {
        throw LayoutError(location, field: "columns", rule: .columnWidthNotPositive(width))
      }
    }

    /// The leading edge of column `index`, relative to the body's leading edge.
    @inline(__always)
    func offset(ofColumn index: Int) -> Double { Double(index) * pitch }
  }
}

extension ItemSizing {
  /// The item's length along the scroll axis when it is `width` wide (canonical sizing).
  @inline(__always)
  func extent(forWidth width: Double) -> Double {
    switch self {
    case .extent(let length): length
    case .size(let size): size.width > 0 ? size.height * width / size.width : 0
    case .aspectRatio(let ratio): width / ratio
    }
  }
}
