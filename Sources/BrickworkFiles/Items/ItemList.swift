import Brickwork
import BrickworkDocument

/// A list of item sizes with optional captions, read from the formats people keep them in: the
/// classic iOS image-feed property list, CSV, or a JSON array.
///
/// Every format gives each item a width and a height (a photo's pixel size, or a tag's size in
/// points) and optionally a caption; ``items`` turns them into core items of that size, which a
/// waterfall or justified section scales keeping the aspect ratio and a flow section uses as is.
public struct ItemList: Hashable, Sendable {
  /// A file format of item lists.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// A property list (XML or binary): an array of dictionaries with `w` (or `width`) and `h` (or `height`) (numbers, or
    /// strings holding numbers) and optional `price` and `img`; other keys are ignored.
    case plist
    /// CSV (RFC 4180) with a header row naming the columns `width` (or `w`), `height` (or `h`) and optionally
    /// `label`, in any order.
    case csv
    /// A JSON array of objects with `width` (or `w`), `height` (or `h`) and optionally `label`.
    case json

    /// The format a file name's extension names (`.plist`, `.csv`, `.json`, any case), if any.
    public init?(fileName: String) {
      guard let dot = fileName.lastIndex(of: ".") else { return nil }
      self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
  }

  /// The name of the list in messages, usually its file name.
  public var name: String
  /// Each item's width and height, in order.
  public var sizes: [Size]
  /// Each item's caption (empty for none), or no captions at all when no item has one: a
  /// reader keeps captions only from the first item that has one on, so that a list without
  /// them costs no memory for them.
  public var captions: [String]
  /// The line each item starts on (CSV), or empty (the other formats name items by index).
  var lines: [Int] = []
  /// What reading noticed without refusing the list, one line each naming its place, such as
  /// the CSV columns ignored (`items.csv:1: ignored column 3 "size"`).
  public var notes: [String] = []

  /// Creates a list from sizes and captions.
  public init(name: String, sizes: [Size], captions: [String] = []) {
    self.name = name
    self.sizes = sizes
    self.captions = captions
  }

  /// Reads a list in `format` from `bytes`; `name` (a file name) starts every error message.
  ///
  /// Each item counts `MemoryBudget.listItemCost` bytes against the budget
  /// of a document of the same size (64 MiB plus 20 bytes a byte): a list past it is refused
  /// at its first item past it.
  ///
  /// - Throws: ``/BrickworkDocument/DocumentError`` with every bad row, each naming its place (`items.csv:7`,
  ///   `goods.plist: [3].h`) and the rule it breaks.
  public init(reading bytes: [UInt8], format: Format, name: String) throws(DocumentError) {
    switch format {
    case .plist: try self.init(propertyList: bytes, name: name)
    case .csv: try self.init(csv: bytes, name: name)
    case .json: try self.init(json: bytes, name: name)
    }
  }

  /// Adds an item of `size` captioned `caption` (empty for none), keeping ``captions`` empty
  /// until an item has one.
  mutating func append(_ size: Size, caption: String) {
    if !caption.isEmpty, captions.count < sizes.count {
      captions += repeatElement("", count: sizes.count - captions.count)
    }
    sizes.append(size)
    if !captions.isEmpty || !caption.isEmpty { captions.append(caption) }
  }

  /// The items: one of each size.
  public var items: [Item] {
    sizes.map { Item(sizing: .size($0)) }
  }

  /// Where item `index` comes from, as messages name it: `items.csv:7` or `goods.plist: [3]`.
  public func place(ofItem index: Int) -> String {
    if lines.indices.contains(index) { return "\(name):\(lines[index])" }
    return "\(name): [\(index)]"
  }

  /// Checks a size read from a list by the core's rule of lengths; returns the rule broken, in
  /// the core's words, if any.
  static func violation(ofLength value: Double) -> String? {
    Limits.violation(ofLength: value)?.description
  }

  /// A decimal number written as text (digits, sign, point, exponent; spaces around are
  /// ignored), or `nil`. Rejects `nan`, `inf` and hexadecimal forms that `Double(_:)` accepts.
  static func number(from text: some StringProtocol) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty,
      trimmed.utf8.allSatisfy({ byte in
        (48...57).contains(byte) || byte == 46 || byte == 43 || byte == 45 || byte | 0x20 == 101
      })
    else { return nil }
    return Double(trimmed)
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  var trimmingSpaces: Substring {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
