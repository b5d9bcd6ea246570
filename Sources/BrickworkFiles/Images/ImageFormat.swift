import BrickworkDocument

/// An image file format whose size ``ImageProbe`` reads from the file's header.
public enum ImageFormat: Hashable, Sendable, CaseIterable {
  /// Portable Network Graphics (`IHDR`).
  case png
  /// JPEG/JFIF/EXIF: any frame header (baseline, extended, progressive, lossless), with the
  /// EXIF orientation applied.
  case jpeg
  /// GIF 87a and 89a (the logical screen).
  case gif
  /// WebP: lossy (`VP8 `), lossless (`VP8L`) and extended (`VP8X`).
  case webp
  /// Windows and OS/2 bitmaps.
  case bmp
  /// HEIF images (HEIC and other `mif1` brands): the primary item's `ispe`, with `irot`.
  case heic
  /// AVIF images: the primary item's `ispe`, with `irot`.
  case avif
  /// SVG: the root element's `width` and `height`, or its `viewBox`.
  case svg

  /// The format's usual name, such as `JPEG`.
  public var name: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .gif: "GIF"
    case .webp: "WebP"
    case .bmp: "BMP"
    case .heic: "HEIC"
    case .avif: "AVIF"
    case .svg: "SVG"
    }
  }
}
