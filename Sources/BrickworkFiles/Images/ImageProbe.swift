import BrickworkDocument

/// Reads an image's displayed size from its file header, without decoding pixels: PNG, JPEG,
/// GIF, WebP, BMP, HEIC, AVIF and SVG, recognised by their content (not their name).
///
/// A probe reads the first block of the file (4 KiB) and, where a format places its size
/// after skippable metadata (JPEG segments, HEIF boxes), a smaller block where each jump
/// lands; typical files need one or two blocks, and no file more than 256 KiB read, however
/// many segments or boxes come first. Every way a header can fail is a typed
/// ``ImageProbeError``; no input makes a probe crash or loop.
///
/// ```swift
/// var source = ImageBytes(bytes)
/// let image = try ImageProbe.probe(&source)   // ProbedImage(format: .png, width: 640, ...)
/// ```
public enum ImageProbe {
  /// The signatures that identify a format from a file's first bytes.
  private static let signatures: [(ImageFormat, [UInt8])] = [
    (.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    (.jpeg, [0xFF, 0xD8, 0xFF]),
    (.gif, Array("GIF8".utf8)),
    (.bmp, Array("BM".utf8)),
  ]

  /// The displayed size of the image in `source`.
  ///
  /// - Throws: ``ImageProbeError``: the file is empty, of an unknown format, truncated,
  ///   corrupt, of zero size, or unreadable.
  /// - Complexity: O(1): at most 256 KiB are read, whatever the file's size.
  public static func probe<Source: ImageSource>(_ source: inout Source)
    throws(ImageProbeError) -> ProbedImage
  {
    var reader = ImageReader(source)
    defer { source = reader.source }
    return try probe(&reader)
  }

  /// The displayed size of the image `bytes` hold.
  ///
  /// - Throws: As ``probe(_:)``.
  public static func probe(bytes: [UInt8]) throws(ImageProbeError) -> ProbedImage {
    var source = ImageBytes(bytes)
    return try probe(&source)
  }

  /// Detects the format and reads the size with the format's prober.
  static func probe<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    guard try reader.has(0, 1) else { throw .empty }
    for (format, signature) in signatures {
      let agreeing = try reader.agreeingPrefix(signature, at: 0)
      if agreeing == signature.count {
        reader.format = format
        return try probe(format, &reader)
      }
      // A file too short for its signature but agreeing with all of it that exists.
      if agreeing >= 2, reader.end == agreeing {
        throw .truncated(format)
      }
    }
    if try reader.matches("RIFF", at: 0) {
      guard try reader.has(8, 4) else { throw .truncated(.webp) }
      if try reader.matches("WEBP", at: 8) {
        reader.format = .webp
        return try probeWebP(&reader)
      }
    }
    if try reader.matches("ftyp", at: 4) {
      return try probeHEIF(&reader)
    }
    if try startsAsMarkup(&reader) {
      return try probeSVG(&reader)
    }
    throw .unknownFormat
  }

  /// Runs the prober of a format recognised by its signature.
  private static func probe<Source>(_ format: ImageFormat, _ reader: inout ImageReader<Source>)
    throws(ImageProbeError) -> ProbedImage
  {
    switch format {
    case .png: try probePNG(&reader)
    case .jpeg: try probeJPEG(&reader)
    case .gif: try probeGIF(&reader)
    case .bmp: try probeBMP(&reader)
    case .webp: try probeWebP(&reader)
    case .heic, .avif: try probeHEIF(&reader)
    case .svg: try probeSVG(&reader)
    }
  }
}
