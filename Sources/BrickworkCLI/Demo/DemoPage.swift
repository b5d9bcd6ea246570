import Brickwork

/// The demo page: a 3-column waterfall feed of the catalogue, 375 points wide, filled page by
/// page, below optional tag and photo sections.
enum DemoPage {
  /// The container: an iPhone-width column.
  static let container = Container(width: 375, height: 812)
  /// The number of products per page of the feed.
  static let pageSize = 30

  /// The sections shown above the feed.
  ///
  /// The sections above the feed: tags and a justified lookbook. The feed stays the last
  /// section, so its pages are appended with `.itemsAppended`.
  static func leadingSections() -> [DemoSection] {
    [tagSection(), photoSection()]
  }

  /// The feed section holding the first `count` products.
  static func feed(count: Int) -> DemoSection {
    let products = Catalogue.products.prefix(count)
    return DemoSection(
      section: LayoutSection(
        .waterfall(WaterfallLayout(columns: 3, columnSpacing: 10, itemSpacing: 10)),
        items: products.map { .size(width: Double($0.width), height: Double($0.height)) },
        insets: Insets(all: 10), header: Supplementary(extent: 44)),
      title: "New arrivals: \(Catalogue.products.count) products",
      captions: products.map { "\($0.name) \($0.price)" })
  }

  /// A flow section of tag chips, two lines at most, with a "+N" badge for the rest.
  static func tagSection() -> DemoSection {
    let tags = [
      "New", "Linen", "Under $50", "Ceramics", "Outerwear", "Kitchen", "Gifts", "Wool",
      "Sale", "Home office", "Bath", "Leather goods", "Shoes", "Lighting", "Summer", "Knitwear",
      "Tableware", "Bags",
    ]
    return DemoSection(
      section: LayoutSection(
        .flow(
          FlowLayout(
            itemSpacing: 8, lineSpacing: 8, maxLines: 2, moreBadge: Size(width: 44, height: 28))),
        items: tags.enumerated().map { .size(width: tagWidth(index: $0, text: $1), height: 28) },
        insets: Insets(top: 8, left: 10, bottom: 8, right: 10), header: Supplementary(extent: 36)),
      title: "Popular tags", captions: tags)
  }

  /// The width of the chip of tag `index` showing `text` as the HTML page draws it: its
  /// padding and border, the bold index and its margin, and the text, at 12 px in a sans-serif
  /// font, estimated per character from the widest common one (DejaVu Sans, which Linux falls
  /// back to), so that no tag's text is clipped or wrapped.
  static func tagWidth(index: Int, text: String) -> Double {
    (labelWidth(index: index) + textWidth(text)).rounded(.up)
  }

  /// The width a box's label takes besides its text: padding, border, the bold index and its
  /// margin, and slack.
  static func labelWidth(index: Int) -> Double {
    var width: Double = 8 + 1 + 4 + 2  // padding, border, the index's margin, slack
    var digits = index
    repeat {
      width += 8.4  // a bold digit
      digits /= 10
    } while digits > 0
    return width
  }

  /// The width of `text` at 12 px in a sans-serif font, estimated per character from the
  /// widest common font (DejaVu Sans, which Linux falls back to).
  static func textWidth(_ text: some StringProtocol) -> Double {
    var width = 0.0
    for character in text {
      switch character {
      case "i", "l", "j", "f", "t", "I", ".", ",", ":", ";", "'", "!", "|", " ": width += 4.8
      case "m", "w", "M", "W": width += 12
      case "A"..."Z": width += 9.4
      case "…": width += 12
      default: width += 7.7
      }
    }
    return width
  }

  /// `caption` as item `index`'s box `width` points wide shows it on one line: whole when it
  /// fits, else cut at a character and ended with "…" (only the index when not even that
  /// fits), so that no label is clipped by its box.
  static func fitted(_ caption: String, index: Int, width: Double) -> String {
    let room = width - labelWidth(index: index)
    guard textWidth(caption) > room else { return caption }
    var kept = Substring(caption)
    while !kept.isEmpty, textWidth(kept) + textWidth("…") > room { kept.removeLast() }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept.isEmpty ? "" : kept + "…"
  }

  /// A justified section of the first products' photos in rows of even height.
  static func photoSection() -> DemoSection {
    let products = Catalogue.products.prefix(14)
    return DemoSection(
      section: LayoutSection(
        .justified(JustifiedLayout(targetRowHeight: 110, itemSpacing: 4, lineSpacing: 4)),
        items: products.map { .size(width: Double($0.width), height: Double($0.height)) },
        insets: Insets(top: 0, left: 10, bottom: 10, right: 10), header: Supplementary(extent: 36)),
      title: "Lookbook", captions: products.map(\.name))
  }

  /// The index of ``photoSection()`` among the sections.
  static let photoSectionIndex = 1

  /// The captions of the lookbook's photos fitted to the boxes of `layout` (``fitted(_:index:width:)``):
  /// its justified rows make some photos too narrow for their names.
  static func fittingPhotoCaptions(_ sections: [DemoSection], in layout: LayoutResult)
    -> [DemoSection]
  {
    var sections = sections
    let section = photoSectionIndex
    guard sections.indices.contains(section) else { return sections }
    for (item, caption) in sections[section].captions.enumerated() {
      guard let frame = layout.frame(ofItem: item, inSection: section) else { continue }
      sections[section].captions[item] = fitted(caption, index: item, width: frame.width)
    }
    return sections
  }
}
