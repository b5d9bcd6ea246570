import BrickworkDocument

/// One picture of a gallery: where the page finds it, its name and its displayed size.
public struct GalleryImage: Hashable, Sendable {
  /// The picture's path relative to the page, `/`-separated, as the file system spells it
  /// (raw bytes: a name need not be valid UTF-8); the page percent-encodes it.
  public var path: [UInt8]
  /// The text standing for the picture (its `alt`), such as `Beach at dawn`.
  public var name: String
  /// The displayed width in pixels (CSS pixels for SVG).
  public var width: Double
  /// The displayed height in pixels.
  public var height: Double

  /// Creates a picture.
  public init(path: [UInt8], name: String, width: Double, height: Double) {
    self.path = path
    self.name = name
    self.width = width
    self.height = height
  }

  /// The text for a file named `fileName`: the name without its extension, underscores and
  /// runs of white space as single spaces (`IMG_2041.jpeg` → `IMG 2041`); the whole name when
  /// nothing else is left.
  public static func name(ofFile fileName: String) -> String {
    var base = Substring(fileName)
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
    var words: [Substring] = []
    for word in base.split(whereSeparator: { $0 == "_" || $0.isWhitespace }) { words.append(word) }
    let name = words.joined(separator: " ")
    return name.isEmpty ? fileName : name
  }
}
