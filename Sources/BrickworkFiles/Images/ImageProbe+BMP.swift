import BrickworkDocument

extension ImageProbe {
  /// A bitmap's size from its DIB header: the 12-byte OS/2 1.x header (16-bit sizes) or any
  /// later one (signed 32-bit sizes; a negative height is a top-down bitmap).
  static func probeBMP<Source>(_ reader: inout ImageReader<Source>) throws(ImageProbeError)
    -> ProbedImage
  {
    let header = try reader.uint32LE(14)
    if header == 12 {
      return try .stored(.bmp, width: reader.uint16LE(18), height: reader.uint16LE(20))
    }
    guard [16, 40, 52, 56, 64, 108, 124].contains(header) else {
      throw .corrupt(.bmp, reason: "unknown DIB header size \(header)")
    }
    let width = Int(Int32(truncatingIfNeeded: try reader.uint32LE(18)))
    let height = Int(Int32(truncatingIfNeeded: try reader.uint32LE(22)))
    guard width >= 0 else { throw .corrupt(.bmp, reason: "a negative width") }
    guard height > Int(Int32.min) else { throw .corrupt(.bmp, reason: "an invalid height") }
    return try .stored(.bmp, width: width, height: abs(height))
  }
}
