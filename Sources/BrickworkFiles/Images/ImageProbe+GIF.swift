import BrickworkDocument

extension ImageProbe {
  /// A GIF's size: the logical screen of a `GIF87a` or `GIF89a` file.
  static func probeGIF<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    let is87 = try reader.matches("7a", at: 4)
    let is89 = try reader.matches("9a", at: 4)
    guard is87 || is89 else {
      try reader.need(4, 2)
      throw .corrupt(.gif, reason: "version is neither 87a nor 89a")
    }
    return try .stored(.gif, width: reader.uint16LE(6), height: reader.uint16LE(8))
  }
}
