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
    var width: Double = 8 + 1 + 4 + 2  // padding, border, the index's margin, slack
    var digits = index
    repeat {
      width += 8.4  // a bold digit
      digits /= 10
    } while digits > 0
    for character in text {
      switch character {
      case "i", "l", "j", "f", "t", "I", ".", ",", ":", ";", "'", "!", "|", " ": width += 4.8
      case "m", "w", "M", "W": width += 12
      case "A"..."Z": width += 9.4
      default: width += 7.7
      }
    }
    return width.rounded(.up)
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
}
