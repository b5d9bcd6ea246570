/// Text shown with the elements of a layout in SVG and HTML pictures: item captions (a product's
/// name and price, a file's label) and section titles. Everything is escaped when written.
public struct Captions: Hashable, Sendable {
  /// `items[s][i]` is the caption of item `i` of section `s`; missing entries have none.
  public var items: [[String]]
  /// `sections[s]` is the title shown in section `s`'s header; missing entries have none.
  public var sections: [String]

  /// Creates captions.
  public init(items: [[String]] = [], sections: [String] = []) {
    self.items = items
    self.sections = sections
  }

  /// The caption of an item, if any.
  public func caption(ofItem item: Int, inSection section: Int) -> String? {
    guard items.indices.contains(section), items[section].indices.contains(item) else {
      return nil
    }
    let caption = items[section][item]
    return caption.isEmpty ? nil : caption
  }

  /// The title of a section, if any.
  public func title(ofSection section: Int) -> String? {
    guard sections.indices.contains(section), !sections[section].isEmpty else { return nil }
    return sections[section]
  }
}
