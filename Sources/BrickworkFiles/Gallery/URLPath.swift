import BrickworkDocument

/// Relative URLs for file paths.
enum URLPath {
  /// `path` (raw bytes, `/`-separated) as a relative URL: every byte but the unreserved ones
  /// (`A–Z a–z 0–9 - . _ ~`) and the separators percent-encoded, so that no name can end the
  /// path early (`?`, `#`), start a scheme (`:`), or escape its attribute (`"`, `<`, `&`).
  static func encoded(_ path: [UInt8]) -> [UInt8] {
    var url: [UInt8] = []
    url.reserveCapacity(path.count + 8)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in path {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        url.append(byte)
      default:
        url += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return url
  }
}
