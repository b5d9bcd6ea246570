import Brickwork
import SeededRandom

/// A random waterfall section and container that CSS `display: grid-lanes` renders exactly:
/// every length, and every column width, a multiple of 1/64 px (Chromium's layout unit), so the
/// browser holds every input and derives nothing it must round.
///
/// The container is built from its columns: `width = insets + c · w + (c - 1) · columnSpacing`
/// for a column width `w` on the grid. Adaptive documents choose `minColumnWidth` so that the
/// CSS auto-fill formula gives a known count, sometimes as an exact fit.
///
/// A horizontal document is the same waterfall turned: its columns are CSS rows
/// (`grid-template-rows` in a container of that height, `width: max-content`), its items as wide
/// as their extents.
struct WaterfallBrowserDocument {
  /// How the document states its columns.
  enum Columns: Hashable, CaseIterable {
    /// `columns`: CSS `repeat(c, 1fr)`.
    case fixed
    /// `minColumnWidth`: CSS `repeat(auto-fill, minmax(m, 1fr))`.
    case adaptive
    /// `minColumnWidth` and `maxColumns`: the minimum raised to the capped columns' width, so
    /// that auto-fill stops at the cap.
    case capped
  }

  /// The container's extent across the scroll axis: its width, or its height when horizontal.
  var crossExtent: Double
  var axis: ScrollAxis
  var direction: ReadingDirection
  /// The section's insets in the canonical (vertical) frame: `left` is the leading inset across
  /// the scroll axis, `top` the inset before the body along it.
  var insets: Insets
  var waterfall: WaterfallLayout
  var items: [Item]
  /// How the columns are stated.
  var columnsMode: Columns
  /// The column count the document was built for.
  var columnCount: Int
  /// The column width the document was built for.
  var columnWidth: Double
  /// The count `minColumnWidth` alone fits, before any cap (the column count when not adaptive).
  var fittingCount: Int
  /// With `columnWeights`: the weights, written as CSS `fr` tracks (fixed columns only).
  var weights: [Double]? = nil

  /// Rounds to Chromium's layout unit.
  static func quantized(_ value: Double) -> Double { (value * 64).rounded() / 64 }

  /// A random length in `range`, on Chromium's grid.
  static func length(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
    quantized(Double.random(in: range, using: &rng))
  }

  /// A random spacing: zero a quarter of the time.
  static func spacing(using rng: inout SeededGenerator) -> Double {
    Int.random(in: 0..<4, using: &rng) == 0 ? 0 : length(0...16, using: &rng)
  }

  /// Document `index` of a run: the column modes cycle so every one is covered; the rest is
  /// random.
  static func random(index: Int, using rng: inout SeededGenerator) -> WaterfallBrowserDocument {
    var mode = Columns.allCases[index % Columns.allCases.count]
    let axis: ScrollAxis = (index / Columns.allCases.count) % 2 == 0 ? .vertical : .horizontal
    let count = Int.random(in: 1...8, using: &rng)
    let columnWidth = length(8...90, using: &rng)
    let columnSpacing = spacing(using: &rng)
    let itemSpacing = spacing(using: &rng)
    let insets =
      Bool.random(using: &rng)
      ? Insets(
        top: length(0...16, using: &rng), left: length(0...24, using: &rng),
        bottom: length(0...16, using: &rng), right: length(0...24, using: &rng))
      : .zero
    let bodyWidth = Double(count) * columnWidth + Double(count - 1) * columnSpacing
    var waterfall = WaterfallLayout(
      columns: count, columnSpacing: columnSpacing, itemSpacing: itemSpacing)
    var fitting = count
    if mode != .fixed {
      // The cap binds in a capped document: more columns would fit than it allows.
      fitting = mode == .capped ? count + Int.random(in: 0...3, using: &rng) : count
      if let minimum = minColumnWidth(
        fitting: fitting, bodyWidth: bodyWidth, spacing: columnSpacing,
        exactFit: fitting == count && Int.random(in: 0..<4, using: &rng) == 0, using: &rng)
      {
        waterfall = WaterfallLayout(
          minColumnWidth: minimum, maxColumns: mode == .capped ? count : 0,
          columnSpacing: columnSpacing, itemSpacing: itemSpacing)
      } else {
        mode = .fixed
        fitting = count
      }
    }

    var items: [Item] = []
    for _ in 0..<Int.random(in: 0...28, using: &rng) {
      let height = Int.random(in: 0..<15, using: &rng) == 0 ? 0 : length(0...120, using: &rng)
      var item = Item.extent(height)
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: item.isFullSpan = true
      case 1...2:
        // An explicit column, with a span that fits from it.
        let column = Int.random(in: 0..<count, using: &rng)
        item.column = column
        item.span = Int.random(in: 1...(count - column), using: &rng)
      case 3...9: item.span = Int.random(in: 2...(count + 2), using: &rng)
      default: break
      }
      items.append(item)
    }
    return WaterfallBrowserDocument(
      crossExtent: insets.horizontal + bodyWidth, axis: axis,
      direction: Bool.random(using: &rng) ? .rightToLeft : .leftToRight, insets: insets,
      waterfall: waterfall, items: items, columnsMode: mode, columnCount: count,
      columnWidth: columnWidth, fittingCount: fitting)
  }

  /// A minimum column width on the grid for which exactly `fitting` columns fit `bodyWidth`
  /// by the auto-fill formula `floor((bodyWidth + spacing) / (m + spacing))`, or `nil` when the
  /// grid holds none; with `exactFit`, the largest such width, which fits exactly.
  private static func minColumnWidth(
    fitting: Int, bodyWidth: Double, spacing: Double, exactFit: Bool,
    using rng: inout SeededGenerator
  ) -> Double? {
    let pitch = bodyWidth + spacing
    let most = pitch / Double(fitting) - spacing  // exactly `fitting` columns at this width
    let least = pitch / Double(fitting + 1) - spacing  // one more column fits at this width
    guard exactFit || most >= max(least, 0) else { return nil }
    let minimum =
      exactFit
      ? most : (Double.random(in: max(least, 0)...most, using: &rng) * 64).rounded(.up) / 64
    guard minimum > 0, minimum > least, minimum <= most, minimum == quantized(minimum) else {
      return nil
    }
    return minimum
  }

  /// The options in short, for a failure message.
  var summary: String {
    let columns =
      switch columnsMode {
      case .fixed: "columns \(columnCount)"
      case .adaptive: "minColumnWidth \(waterfall.minColumnWidth ?? 0)"
      case .capped:
        "minColumnWidth \(waterfall.minColumnWidth ?? 0) maxColumns \(waterfall.maxColumns)"
      }
    return "\(axis) across \(crossExtent), \(direction), canonical insets \(insets), \(columns)"
      + " (\(columnCount) of"
      + " \(columnWidth)), spacing \(waterfall.columnSpacing)/\(waterfall.itemSpacing),"
      + " \(items.count) items"
  }

  /// Brickwork's layout of the document.
  func layout() throws -> LayoutResult {
    try LayoutResult(
      container: Container(
        width: axis == .vertical ? crossExtent : 1, height: axis == .vertical ? 0 : crossExtent,
        axis: axis, direction: direction),
      sections: [LayoutSection(.waterfall(waterfall), items: items, insets: physicalInsets)])
  }

  /// The section's insets as given: the canonical ones, transposed for a horizontal axis.
  var physicalInsets: Insets {
    axis == .vertical
      ? insets
      : Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
  }

  /// A displayed frame, or a browser's box, in the canonical frame: unmirrored in a content
  /// `contentWidth` wide, then transposed for a horizontal axis.
  func canonical(_ frame: Rect, contentWidth: Double) -> Rect {
    var frame = frame
    if direction == .rightToLeft { frame.origin.x = contentWidth - frame.maxX }
    guard axis == .horizontal else { return frame }
    return Rect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)
  }

  /// The span item `index` covers, clamped to the columns.
  func span(ofItem index: Int) -> Int {
    items[index].isFullSpan ? columnCount : min(items[index].span, columnCount)
  }

  /// The document as a CSS grid-lanes container holding every item.
  func html(id: Int) -> String {
    // CSS keeps padding physical: in right-to-left the leading inset is the right padding.
    let physical = physicalInsets
    let (left, right) =
      direction == .leftToRight ? (physical.left, physical.right) : (physical.right, physical.left)
    let vertical = axis == .vertical
    let gap = waterfall.columnSpacing
    let tracks: String
    switch columnsMode {
    case .fixed:
      tracks =
        weights.map { $0.map { "\($0)fr" }.joined(separator: " ") } ?? "repeat(\(columnCount),1fr)"
    case .adaptive: tracks = "repeat(auto-fill,minmax(\(waterfall.minColumnWidth ?? 0)px,1fr))"
    case .capped:
      // Auto-fill stops at k columns when the minimum is at least the width of k columns.
      let cap = waterfall.maxColumns
      tracks =
        "repeat(auto-fill,minmax(max(\(waterfall.minColumnWidth ?? 0)px,"
        + "calc((100% - \(cap - 1) * \(gap)px) / \(cap))),1fr))"
    }
    // Vertical: columns across the width. Horizontal: rows down the height, the container as
    // wide as its content.
    let (across, along) = vertical ? ("column", "row") : ("row", "column")
    var style =
      (vertical ? "width:\(crossExtent)px;" : "height:\(crossExtent)px;width:max-content;")
      + "padding:\(physical.top)px \(right)px \(physical.bottom)px \(left)px;"
      + "grid-template-\(across)s:\(tracks);\(across)-gap:\(gap)px;"
      + "\(along)-gap:\(waterfall.itemSpacing)px;"
    if direction == .rightToLeft { style += "direction:rtl;" }
    if let tolerance = waterfall.tolerance { style += "flow-tolerance:\(tolerance)px;" }
    let children = items.indices.map { index -> String in
      let item = items[index]
      guard case .extent(let height) = item.sizing else { return "" }
      // CSS does not clamp a span to the columns (it adds implicit tracks): write it clamped.
      let placement: String
      if item.isFullSpan {
        placement = "1 / -1"
      } else if let column = item.column {
        placement = "\(column + 1) / span \(span(ofItem: index))"
      } else {
        placement = "span \(span(ofItem: index))"
      }
      return
        "<div style=\"\(vertical ? "height" : "width"):\(height)px;grid-\(across):\(placement)\">"
        + "</div>"
    }
    let lanes = vertical ? "gridTemplateColumns" : "gridTemplateRows"
    return "<div class=\"c\" id=\"d\(id)\" data-lanes=\"\(lanes)\" style=\"\(style)\">"
      + "\(children.joined())</div>\n"
  }

  /// The page: every document stacked, and a script writing into `#out`, per document, a line
  /// `document -2 tracks 0 0 0` with its column (or, horizontally, row) count and then each box relative to its
  /// container as `document child left top width height` (child -1 is the container itself).
  static func page(_ containers: [String]) -> String {
    """
    <!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; padding: 0; }
    body { font: 16px sans-serif; }
    .c { display: grid-lanes; flow-tolerance: 0; position: relative; margin-bottom: 8px; }
    </style></head><body>
    \(containers.joined())
    <pre id="out"></pre>
    <script>
    const rows = [];
    for (const c of document.querySelectorAll('.c')) {
      const id = c.id.slice(1), r = c.getBoundingClientRect();
      const tracks = getComputedStyle(c)[c.dataset.lanes].trim().split(/\\s+/).length;
      rows.push([id, -2, getComputedStyle(c).display === 'grid-lanes' ? tracks : 0, 0, 0, 0]
        .join(' '));
      rows.push([id, -1, 0, 0, r.width, r.height].join(' '));
      let i = 0;
      for (const child of c.children) {
        const b = child.getBoundingClientRect();
        rows.push([id, i++, b.left - r.left, b.top - r.top, b.width, b.height].join(' '));
      }
    }
    document.getElementById('out').textContent = rows.join('\\n');
    </script></body></html>
    """
  }
}
