import BrickworkDocument

extension ImageProbe {
  /// The brands of `ftyp` that make a file an AVIF image.
  private static let avifBrands: Set<String> = ["avif", "avis"]
  /// The brands of `ftyp` that make a file a HEIF image (HEIC and the generic `mif1`).
  private static let heifBrands: Set<String> = [
    "heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "miaf",
  ]

  /// A HEIF or AVIF image's size: the `ispe` property of the primary item (`pitm`), found
  /// through `meta` → `iprp` → `ipco`/`ipma` by skipping whole boxes, turned when the item's
  /// `irot` rotates it by 90° or 270°. An ISO media file of other brands (a video) is of
  /// unknown format.
  static func probeHEIF<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    let fileType = try box(&reader, at: 0, within: nil)
    reader.format = try brandFormat(&reader, fileType)
    var offset = fileType.end
    for _ in 0..<64 {
      let next = try box(&reader, at: offset, within: nil)
      if next.type == "meta" {
        return try probeMeta(&reader, meta: next)
      }
      offset = next.end
    }
    throw .corrupt(reader.format ?? .heic, reason: "no meta box among the first 64 boxes")
  }

  /// The format the `ftyp` box's major and compatible brands name.
  private static func brandFormat<Source>(
    _ reader: inout ImageReader<Source>, _ fileType: Box
  ) throws(ImageProbeError) -> ImageFormat {
    var brands: [String] = []
    var offset = fileType.content
    while offset + 4 <= min(fileType.end, fileType.content + 4 * 66) {
      if offset != fileType.content + 4 {  // the minor version
        brands.append(printable(try reader.bytes(offset, 4)))
      }
      offset += 4
    }
    if brands.contains(where: avifBrands.contains) { return .avif }
    if brands.contains(where: heifBrands.contains) { return .heic }
    throw .unknownFormat
  }

  /// The size within the `meta` box.
  private static func probeMeta<Source>(_ reader: inout ImageReader<Source>, meta: Box)
    throws(ImageProbeError) -> ProbedImage
  {
    let format = reader.format ?? .heic
    var primary: Int?
    var properties: [Property] = []
    var associations: [Int]?
    var offset = meta.content + 4  // a full box: version and flags
    for _ in 0..<64 where offset < meta.end {
      let child = try box(&reader, at: offset, within: meta)
      switch child.type {
      case "pitm":
        let version = try reader.uint8(child.content)
        primary = try reader.uint(child.content + 4, version == 0 ? 2 : 4)
      case "iprp":
        var inner = child.content
        for _ in 0..<16 where inner < child.end {
          let grandchild = try box(&reader, at: inner, within: child)
          if grandchild.type == "ipco" {
            properties = try readProperties(&reader, grandchild)
          } else if grandchild.type == "ipma" {
            associations = try readAssociations(&reader, grandchild, of: primary)
          }
          inner = grandchild.end
        }
      default: break
      }
      offset = child.end
    }
    // Without a primary item or associations, the first image size stands for the image.
    let chosen = associations.map { indices in indices.compactMap { properties[safe: $0 - 1] } }
    let candidates = chosen ?? properties
    guard let size = candidates.first(where: { $0.size != nil })?.size else {
      throw .corrupt(
        format, reason: chosen == nil ? "no image size (ispe)" : "the primary image has no ispe")
    }
    let rotation = candidates.first(where: { $0.rotation != nil })?.rotation ?? 0
    return try .stored(format, width: size.0, height: size.1, turned: rotation % 2 == 1)
  }

  /// One property of `ipco`: a size (`ispe`), a rotation (`irot`) or another property.
  private struct Property {
    var size: (Int, Int)?
    var rotation: Int?
  }

  /// The properties of an `ipco` box, in order (the associations count them from 1).
  private static func readProperties<Source>(_ reader: inout ImageReader<Source>, _ container: Box)
    throws(ImageProbeError) -> [Property]
  {
    var properties: [Property] = []
    var offset = container.content
    while offset < container.end, properties.count < 1024 {
      let property = try box(&reader, at: offset, within: container)
      var entry = Property()
      if property.type == "ispe" {
        entry.size = (
          try reader.uint32(property.content + 4), try reader.uint32(property.content + 8)
        )
      } else if property.type == "irot" {
        entry.rotation = try reader.uint8(property.content) & 3
      }
      properties.append(entry)
      offset = property.end
    }
    return properties
  }

  /// The property indices `ipma` associates with the item `primary` (or with the first item
  /// listed, when there is no `pitm` before it); `nil` when it lists no such item.
  private static func readAssociations<Source>(
    _ reader: inout ImageReader<Source>, _ map: Box, of primary: Int?
  ) throws(ImageProbeError) -> [Int]? {
    let version = try reader.uint8(map.content)
    let wideIndices = try reader.uint8(map.content + 3) & 1 == 1
    let count = try reader.uint32(map.content + 4)
    var offset = map.content + 8
    for _ in 0..<min(count, 65_536) {
      let item = try reader.uint(offset, version < 1 ? 2 : 4)
      offset += version < 1 ? 2 : 4
      let associated = try reader.uint8(offset)
      offset += 1
      var indices: [Int] = []
      for _ in 0..<associated {
        let value = try reader.uint(offset, wideIndices ? 2 : 1)
        indices.append(value & (wideIndices ? 0x7FFF : 0x7F))
        offset += wideIndices ? 2 : 1
      }
      guard offset <= map.end else {
        throw .corrupt(reader.format ?? .heic, reason: "ipma runs past its box")
      }
      if item == primary ?? item { return indices }
    }
    return nil
  }

  /// An ISO base media box: its type, where its content starts and where it ends.
  private struct Box {
    var type: String
    var content: Int
    var end: Int
  }

  /// The box at `offset`, which must lie within `parent` (or the file).
  private static func box<Source>(
    _ reader: inout ImageReader<Source>, at offset: Int, within parent: Box?
  ) throws(ImageProbeError) -> Box {
    let format = reader.format ?? .heic
    var size = try reader.uint32(offset)
    let type = printable(try reader.bytes(offset + 4, 4))
    var header = 8
    if size == 1 {
      let large = try reader.uint(offset + 8, 8)
      guard large >= 0, large <= ImageReader<Source>.maximumOffset else {
        throw .corrupt(format, reason: "box '\(type)' is larger than 1 TiB")
      }
      size = large
      header = 16
    } else if size == 0 {
      size = (parent?.end ?? ImageReader<Source>.maximumOffset) - offset  // to the end
    }
    guard size >= header else {
      throw .corrupt(format, reason: "box '\(type)' is \(size) bytes, shorter than its header")
    }
    let end = offset + size
    if let parent, end > parent.end {
      throw .corrupt(format, reason: "box '\(type)' runs past its parent '\(parent.type)'")
    }
    return Box(type: type, content: offset + header, end: end)
  }
}

extension ImageProbe {
  /// A box type as text: printable ASCII as it is, any other byte as `?` (a corrupt file's
  /// type must not break the one-line error it is named in).
  fileprivate static func printable(_ bytes: ArraySlice<UInt8>) -> String {
    String(
      decoding: bytes.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
