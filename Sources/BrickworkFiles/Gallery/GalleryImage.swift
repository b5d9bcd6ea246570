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
  /// The picture's format as read from its content, or `nil` when not known.
  public var format: ImageFormat?

  /// Creates a picture.
  public init(
    path: [UInt8], name: String, width: Double, height: Double, format: ImageFormat? = nil
  ) {
    self.path = path
    self.name = name
    self.width = width
    self.height = height
    self.format = format
  }

  /// Whether the page links to the picture's file: not for SVG, known by content (``format``)
  /// or by name (a path ending in `.svg` or `.svgz`, in any case, which a server sends as
  /// `image/svg+xml`); every other picture is linked.
  ///
  /// An SVG shown by `<img>` runs no script: SVG Integration (W3C) has the image referencing
  /// mode use "secure animated mode", without script, and the HTML standard's `img` element
  /// references a resource "neither paged nor scripted". The same file opened by a link is an
  /// SVG document on the page's origin, whose `<script>` runs; so an SVG is shown, never
  /// linked. Raster formats open as image documents, which run nothing.
  public var isLinked: Bool {
    guard format != .svg else { return false }
    let fileName = path.split(separator: UInt8(ascii: "/")).last ?? []
    guard let dot = fileName.lastIndex(of: UInt8(ascii: ".")) else { return true }
    let suffix = fileName[(dot + 1)...].map {
      $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0
    }
    return suffix != Array("svg".utf8) && suffix != Array("svgz".utf8)
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
