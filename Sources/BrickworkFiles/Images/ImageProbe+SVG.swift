import BrickworkDocument

extension ImageProbe {
  /// The most bytes of prolog (XML declaration, comments, doctype) read before the root
  /// element: 64 KiB.
  static var maximumSVGProlog: Int { 1 << 16 }

  /// Whether the file starts as markup: optional UTF-8 byte order mark and white space, then
  /// `<`.
  static func startsAsMarkup<Source>(_ reader: inout ImageReader<Source>)
    throws(ImageProbeError) -> Bool
  {
    var offset = try reader.matches("\u{FEFF}", at: 0) ? 3 : 0
    while try reader.has(offset, 1), offset < 1024 {
      let byte = try reader.uint8(offset)
      if byte == UInt8(ascii: "<") { return true }
      guard isSpace(byte) else { return false }
      offset += 1
    }
    return false
  }

  /// An SVG's size from its root element: `width` and `height`, or one of them and the
  /// `viewBox`'s aspect ratio, or the `viewBox` alone (lengths in CSS pixels; percentages and
  /// invalid lengths count as absent, as browsers treat them). A document whose root is not
  /// `svg` is of unknown format.
  static func probeSVG<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    reader.format = .svg
    var scanner = MarkupScanner(offset: try reader.matches("\u{FEFF}", at: 0) ? 3 : 0)
    try scanner.skipProlog(&reader)
    guard try scanner.rootIsSVG(&reader) else { throw .unknownFormat }
    let attributes = try scanner.attributes(&reader, named: ["width", "height", "viewBox"])
    let width = attributes["width"].flatMap(SVGLength.pixels)
    let height = attributes["height"].flatMap(SVGLength.pixels)
    let box = attributes["viewBox"].flatMap(SVGLength.viewBoxSize)
    let size: (Double, Double)
    switch (width, height, box) {
    case (let width?, let height?, _): size = (width, height)
    case (let width?, nil, let box?): size = (width, width * box.1 / box.0)
    case (nil, let height?, let box?): size = (height * box.0 / box.1, height)
    case (nil, nil, let box?): size = box
    default:
      // Name a width or height given that is not a length (browsers ignore it as absent).
      var ignored: [String] = []
      for (name, pixels) in [("width", width), ("height", height)] where pixels == nil {
        if let text = attributes[name] {
          ignored.append("\(name) '\(Self.shown(text))' is not an absolute length")
        }
      }
      if !ignored.isEmpty {
        throw .corrupt(
          .svg, reason: ignored.joined(separator: ", ") + ", and no viewBox gives a size")
      }
      throw .corrupt(.svg, reason: "no width and height, and no viewBox to give a size")
    }
    // The range first (a NaN fails it too): only then is a size small enough to convert to
    // an integer for the zero-size message.
    guard size.0 <= 1e9, size.1 <= 1e9 else {
      throw .corrupt(.svg, reason: "a width or height over a billion pixels")
    }
    guard size.0 > 0, size.1 > 0 else {
      throw .zeroSize(.svg, width: Int(size.0.rounded()), height: Int(size.1.rounded()))
    }
    return ProbedImage(format: .svg, width: size.0, height: size.1)
  }

  /// An attribute's text for a message: at most 32 characters, control characters as `?`.
  private static func shown(_ text: String) -> String {
    let scalars = text.unicodeScalars.prefix(32).map { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F ? "?" : Character(scalar)
    }
    return String(scalars) + (text.unicodeScalars.count > 32 ? "…" : "")
  }

  /// Whether `byte` is XML white space.
  static func isSpace(_ byte: Int) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

/// Walks the start of an XML document to its root element's attributes.
private struct MarkupScanner {
  /// The offset of the next byte to read.
  var offset: Int
  /// Whether the root element's name has been read (its attributes are being read).
  private var isInRoot = false

  /// Creates a scanner starting at `offset`.
  init(offset: Int) {
    self.offset = offset
  }

  /// The byte at the current offset.
  private func byte<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError) -> Int {
    guard offset < ImageProbe.maximumSVGProlog else {
      throw .corrupt(
        .svg,
        reason: isInRoot
          ? "the root element's attributes run past the first 64 KiB"
          : "no root element in the first 64 KiB")
    }
    return try reader.uint8(offset)
  }

  /// Skips white space.
  private mutating func skipSpace<Source>(_ reader: inout ImageReader<Source>)
    throws(ImageProbeError)
  {
    while ImageProbe.isSpace(try byte(&reader)) { offset += 1 }
  }

  /// Skips past the next `terminator`.
  private mutating func skip<Source>(
    past terminator: StaticString, _ reader: inout ImageReader<Source>
  )
    throws(ImageProbeError)
  {
    while true {
      _ = try byte(&reader)
      if try reader.matches(terminator, at: offset) {
        offset += terminator.utf8CodeUnitCount
        return
      }
      offset += 1
    }
  }

  /// Skips the XML declaration, processing instructions, comments, the doctype (with its
  /// internal subset) and white space before the root element.
  mutating func skipProlog<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError) {
    while true {
      try skipSpace(&reader)
      if try reader.matches("<?", at: offset) {
        try skip(past: "?>", &reader)
      } else if try reader.matches("<!--", at: offset) {
        try skip(past: "-->", &reader)
      } else if try reader.matches("<!", at: offset) {
        var depth = 0
        while true {
          let byte = try byte(&reader)
          offset += 1
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">"), depth <= 0 { break }
        }
      } else {
        return
      }
    }
  }

  /// Reads the root element's name; whether it is `svg` (with or without a prefix).
  mutating func rootIsSVG<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> Bool
  {
    guard try byte(&reader) == UInt8(ascii: "<") else { return false }
    offset += 1
    var name: [UInt8] = []
    while true {
      let byte = try byte(&reader)
      if ImageProbe.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
        break
      }
      name.append(UInt8(byte))
      offset += 1
      guard name.count <= 64 else { return false }
    }
    let local = name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last
    isInRoot = true
    return local.map { Array($0) == Array("svg".utf8) } ?? false
  }

  /// The values of the attributes `names` of the element whose name was just read.
  mutating func attributes<Source>(_ reader: inout ImageReader<Source>, named names: Set<String>)
    throws(ImageProbeError) -> [String: String]
  {
    var found: [String: String] = [:]
    while true {
      try skipSpace(&reader)
      let first = try byte(&reader)
      if first == UInt8(ascii: ">") || first == UInt8(ascii: "/") { return found }
      var name: [UInt8] = []
      while true {
        let byte = try byte(&reader)
        if byte == UInt8(ascii: "=") || ImageProbe.isSpace(byte) { break }
        guard byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") else {
          throw .corrupt(.svg, reason: "a malformed attribute in the root element")
        }
        guard name.count < 256 else {
          throw .corrupt(.svg, reason: "an attribute name over 256 bytes in the root element")
        }
        name.append(UInt8(byte))
        offset += 1
      }
      try skipSpace(&reader)
      guard try byte(&reader) == UInt8(ascii: "=") else {
        throw .corrupt(.svg, reason: "a malformed attribute in the root element")
      }
      offset += 1
      try skipSpace(&reader)
      let quote = try byte(&reader)
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw .corrupt(.svg, reason: "an unquoted attribute value in the root element")
      }
      offset += 1
      var value: [UInt8] = []
      while true {
        let byte = try byte(&reader)
        offset += 1
        if byte == quote { break }
        if value.count < 1024 { value.append(UInt8(byte)) }
      }
      let key = String(decoding: name, as: UTF8.self)
      if names.contains(key), found[key] == nil {
        found[key] = String(decoding: value, as: UTF8.self)
      }
    }
  }
}
