import Brickwork
import Foundation
import SeededRandom

/// A random flow section and container that CSS flexbox can render exactly: every length a
/// multiple of 1/64 px (Chromium's layout unit), so the browser holds the inputs exactly and
/// rounds only what it derives from them (the shares of free space, centring).
struct FlowBrowserDocument {
  var width: Double
  var direction: ReadingDirection
  var insets: Insets
  var flow: FlowLayout
  var items: [Item]

  /// Rounds to Chromium's layout unit.
  static func quantized(_ value: Double) -> Double { (value * 64).rounded() / 64 }

  /// A random length in `range`, on Chromium's grid.
  static func length(_ range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
    quantized(Double.random(in: range, using: &rng))
  }

  /// Document `index` of a run: the justify, align and direction modes cycle so every one is
  /// covered; the rest is random.
  static func random(index: Int, using rng: inout SeededGenerator) -> FlowBrowserDocument {
    let justify = FlowLayout.Justify.allCases[index % 6]
    let alignItems = FlowLayout.AlignItems.allCases[(index / 6) % 5]
    let alignContent = FlowLayout.AlignContent.allCases[index % 7]
    let width = length(60...360, using: &rng)
    let insets =
      Bool.random(using: &rng)
      ? Insets(
        top: length(0...16, using: &rng), left: length(0...24, using: &rng),
        bottom: length(0...16, using: &rng), right: length(0...24, using: &rng))
      : .zero
    let bodyWidth = width - insets.horizontal
    let itemSpacing = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : length(0...12, using: &rng)
    let lineSpacing = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : length(0...12, using: &rng)
    var flow = FlowLayout(
      itemSpacing: itemSpacing, lineSpacing: lineSpacing, justify: justify,
      alignItems: alignItems, alignContent: alignContent)

    // Truncation: a fixed height, maxLines, a badge.
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<4: flow.height = length(0...160, using: &rng)
    case 4: flow.maxLines = Int.random(in: 1...3, using: &rng)
    default: break
    }
    let badge = Size(width: length(0...40, using: &rng), height: length(0...30, using: &rng))
    // A badge CSS can render: it must never sit alone on its line (CSS would pull it onto the
    // line before) nor raise the height of a fixed-height body's last line.
    let hasBadge =
      (flow.maxLines > 0 || flow.height > 0) && Int.random(in: 0..<2, using: &rng) == 0
      && bodyWidth - itemSpacing - badge.width > 4
      && (flow.height == 0 || alignItems != .baseline)
    if hasBadge { flow.moreBadge = badge }
    let widest = hasBadge ? bodyWidth - itemSpacing - badge.width : bodyWidth * 1.3
    // Forced breaks, each rendered as a zero-height element wider than the line before the item
    // (see `html`). That element is a line of its own, so the document has no row gap (the
    // element's line would add one) and, with a fixed height, no alignContent that shares free
    // space among lines.
    let hasBreaks =
      Int.random(in: 0..<3, using: &rng) == 0
      && (flow.height == 0 || [.top, .center, .bottom].contains(alignContent))
    if hasBreaks { flow.lineSpacing = 0 }

    var items: [Item] = []
    for _ in 0..<Int.random(in: 0...18, using: &rng) {
      var itemWidth: Double
      switch Int.random(in: 0..<12, using: &rng) {
      case 0: itemWidth = 0
      case 1: itemWidth = length(bodyWidth...(bodyWidth * 1.5 + 1), using: &rng)  // clamped
      default: itemWidth = length(0...(bodyWidth * 0.6), using: &rng)
      }
      itemWidth = min(itemWidth, quantized(widest))
      var itemHeight = Int.random(in: 0..<15, using: &rng) == 0 ? 0 : length(0...40, using: &rng)
      if hasBadge, flow.height > 0 { itemHeight = max(itemHeight, badge.height) }
      var item = Item.size(width: itemWidth, height: itemHeight)
      if alignItems == .baseline, Int.random(in: 0..<4, using: &rng) != 0 {
        item.baseline = length(0...(itemHeight * 1.25 + 2), using: &rng)
      }
      if hasBreaks { item.startsLine = Int.random(in: 0..<4, using: &rng) == 0 }
      items.append(item)
    }
    return FlowBrowserDocument(
      width: width, direction: Bool.random(using: &rng) ? .rightToLeft : .leftToRight,
      insets: insets, flow: flow, items: items)
  }

  /// The options in short, for a failure message.
  var summary: String {
    "width \(width), \(direction), insets \(insets), justify \(flow.justify), alignItems"
      + " \(flow.alignItems), height \(flow.height), alignContent \(flow.alignContent), maxLines"
      + " \(flow.maxLines), badge \(flow.moreBadge.map { "\($0)" } ?? "none"), spacing"
      + " \(flow.itemSpacing)/\(flow.lineSpacing), \(items.count) items, forced breaks before"
      + " \(items.indices.filter { items[$0].startsLine })"
  }

  /// Brickwork's layout of the document.
  func layout() throws -> LayoutResult {
    try FlowTest.layout(flow, items: items, width: width, insets: insets, direction: direction)
  }

  /// The document as a CSS flex container holding the visible items and the badge, if any.
  ///
  /// A forced break (an item that starts a line, other than the first) is an element before
  /// the item of zero height and wider than the container (`flex-basis: calc(100% + 1px)`):
  /// it fits on no line with another box, so it ends the line before and sits alone on a line
  /// of zero height; the script skips it.
  func html(id: Int, visibleCount: Int, hasBadge: Bool) -> String {
    // CSS keeps padding physical: in right-to-left the leading inset is the right padding.
    let (left, right) =
      direction == .leftToRight ? (insets.left, insets.right) : (insets.right, insets.left)
    var style =
      "width:\(width)px;padding:\(insets.top)px \(right)px \(insets.bottom)px \(left)px;"
      + "column-gap:\(flow.itemSpacing)px;row-gap:\(flow.lineSpacing)px;"
      + "justify-content:\(Self.css(flow.justify));align-items:\(Self.css(flow.alignItems));"
      + "align-content:\(flow.height > 0 ? Self.css(flow.alignContent) : "flex-start");"
    if flow.height > 0 { style += "height:\(insets.top + flow.height + insets.bottom)px;" }
    if direction == .rightToLeft { style += "direction:rtl;" }
    let forcedBreak =
      "<div class=\"f\" style=\"flex-basis:calc(100% + 1px);max-width:none;height:0\"></div>"
    var children = items.prefix(visibleCount).enumerated().map { index, item -> String in
      guard case .size(let size) = item.sizing else { return "" }
      return (index > 0 && item.startsLine ? forcedBreak : "")
        + child(size, baseline: item.baseline, grow: item.grow ?? flow.itemGrow)
    }
    if hasBadge, let badge = flow.moreBadge { children.append(child(badge, baseline: nil)) }
    return "<div class=\"c\" id=\"d\(id)\" style=\"\(style)\">\(children.joined())</div>\n"
  }

  /// A flex item of `size`: stretched items take their height from their content; an item
  /// with a baseline holds an inline-block as tall as the baseline sitting on it; an item that
  /// grows is `flex: <grow> 0 <width>px`.
  private func child(_ size: Size, baseline: Double?, grow: Double = 0) -> String {
    let flex = grow > 0 ? "flex:\(grow) 0 \(size.width)px;" : ""
    if flow.alignItems == .stretch {
      return "<div style=\"\(flex)width:\(size.width)px\"><div style=\"height:\(size.height)px\">"
        + "</div></div>"
    }
    let box = "\(flex)width:\(size.width)px;height:\(size.height)px"
    guard let baseline else { return "<div style=\"\(box)\"></div>" }
    return "<div class=\"b\" style=\"\(box)\"><span style=\"height:\(baseline)px\"></span></div>"
  }

  /// The page: every document stacked, and a script writing each box relative to its
  /// container into `#out` as `document child left top width height` (child -1 is the
  /// container itself).
  static func page(_ containers: [String]) -> String {
    """
    <!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; padding: 0; }
    body { font: 16px sans-serif; }
    .c { display: flex; flex-flow: row wrap; position: relative; margin-bottom: 8px; }
    .c > div { flex: none; max-width: 100%; }
    .b { font-size: 0; line-height: 0; }
    .b > span { display: inline-block; width: 0; vertical-align: baseline; }
    </style></head><body>
    \(containers.joined())
    <pre id="out"></pre>
    <script>
    const rows = [];
    for (const c of document.querySelectorAll('.c')) {
      const id = c.id.slice(1), r = c.getBoundingClientRect();
      rows.push([id, -1, 0, 0, r.width, r.height].join(' '));
      let i = 0;
      for (const child of c.children) {
        if (child.classList.contains('f')) continue;
        const b = child.getBoundingClientRect();
        rows.push([id, i++, b.left - r.left, b.top - r.top, b.width, b.height].join(' '));
      }
    }
    document.getElementById('out').textContent = rows.join('\\n');
    </script></body></html>
    """
  }

  static func css(_ justify: FlowLayout.Justify) -> String {
    switch justify {
    case .leading: "flex-start"
    case .center: "center"
    case .trailing: "flex-end"
    case .spaceBetween: "space-between"
    case .spaceAround: "space-around"
    case .spaceEvenly: "space-evenly"
    }
  }

  static func css(_ align: FlowLayout.AlignItems) -> String {
    switch align {
    case .top: "flex-start"
    case .center: "center"
    case .bottom: "flex-end"
    case .stretch: "stretch"
    case .baseline: "baseline"
    }
  }

  static func css(_ align: FlowLayout.AlignContent) -> String {
    switch align {
    case .top: "flex-start"
    case .center: "center"
    case .bottom: "flex-end"
    case .spaceBetween: "space-between"
    case .spaceAround: "space-around"
    case .spaceEvenly: "space-evenly"
    case .stretch: "stretch"
    }
  }
}
