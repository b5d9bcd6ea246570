import BrickworkDocument

/// The size of an image as read from its file header, as a browser displays it.
public struct ProbedImage: Hashable, Sendable {
  /// The file's format.
  public var format: ImageFormat
  /// The displayed width: in pixels, or in CSS pixels for SVG. A quarter-turn orientation
  /// (EXIF orientations 5–8, `irot` by 90° or 270°) is already applied.
  public var width: Double
  /// The displayed height, as ``width``.
  public var height: Double
  /// Whether the stored image is turned a quarter turn for display, so that ``width`` and
  /// ``height`` are the stored height and width.
  public var isQuarterTurned: Bool

  /// Creates a probed size.
  public init(format: ImageFormat, width: Double, height: Double, isQuarterTurned: Bool = false) {
    self.format = format
    self.width = width
    self.height = height
    self.isQuarterTurned = isQuarterTurned
  }

  /// The largest width or height accepted: 2^31 - 1, PNG's limit (no format's real images
  /// come near it; HEIF's 32-bit fields could say twice as much).
  public static let maximumDimension = Int(Int32.max)

  /// The size of a stored `width` × `height` image, turned a quarter turn when `turned`.
  ///
  /// - Throws: ``ImageProbeError/zeroSize(_:width:height:)`` for a zero width or height,
  ///   ``ImageProbeError/corrupt(_:reason:)`` for one over ``maximumDimension``.
  static func stored(
    _ format: ImageFormat, width: Int, height: Int, turned: Bool = false
  ) throws(ImageProbeError) -> ProbedImage {
    guard width > 0, height > 0 else {
      throw .zeroSize(format, width: width, height: height)
    }
    guard width <= maximumDimension, height <= maximumDimension else {
      throw .corrupt(format, reason: "a width or height over 2^31 - 1")
    }
    return turned
      ? ProbedImage(
        format: format, width: Double(height), height: Double(width), isQuarterTurned: true)
      : ProbedImage(format: format, width: Double(width), height: Double(height))
  }
}
