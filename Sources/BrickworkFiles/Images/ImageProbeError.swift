import BrickworkDocument

/// Why ``ImageProbe`` could not read an image's size: one case per reason, each with a
/// one-line description such as `truncated PNG: the file ends before its size`.
public enum ImageProbeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file holds no bytes at all.
  case empty
  /// The file is none of the formats of ``ImageFormat``.
  case unknownFormat
  /// The file starts as `format` but ends before its size is known.
  case truncated(ImageFormat)
  /// The file starts as `format` but its header breaks the format's rules.
  case corrupt(ImageFormat, reason: String)
  /// The header is valid but gives a width or height of zero.
  case zeroSize(ImageFormat, width: Int, height: Int)
  /// The file could not be read; `reason` is the system's message.
  case unreadable(reason: String)

  /// The reason in one line.
  public var description: String {
    switch self {
    case .empty: "empty file"
    case .unknownFormat: "not a PNG, JPEG, GIF, WebP, BMP, HEIC, AVIF or SVG image"
    case .truncated(let format): "truncated \(format.name): the file ends before its size"
    case .corrupt(let format, let reason): "corrupt \(format.name): \(reason)"
    case .zeroSize(let format, let width, let height):
      "\(format.name) of zero size (\(width) × \(height))"
    case .unreadable(let reason): "cannot read: \(reason)"
    }
  }
}
