import BrickworkDocument

/// The order people expect of file names: runs of digits compare as numbers (`img2` before
/// `img10`), letters without regard to ASCII case, `/` before everything (a folder's pictures
/// stay together); what is still tied is ordered by fewer leading zeros, then by the raw bytes,
/// so the order is total and the same on every platform.
enum NaturalOrder {
  /// Whether `a` comes before `b`.
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    var i = 0
    var j = 0
    var zeros = 0  // the first difference in leading zeros: < 0 when `a` has fewer
    while i < a.count, j < b.count {
      if isDigit(a[i]), isDigit(b[j]) {
        let (startA, startB) = (i, j)
        while i < a.count, a[i] == UInt8(ascii: "0") { i += 1 }
        while j < b.count, b[j] == UInt8(ascii: "0") { j += 1 }
        let (digitsA, digitsB) = (i, j)
        while i < a.count, isDigit(a[i]) { i += 1 }
        while j < b.count, isDigit(b[j]) { j += 1 }
        if i - digitsA != j - digitsB { return i - digitsA < j - digitsB }
        for (x, y) in zip(a[digitsA..<i], b[digitsB..<j]) where x != y { return x < y }
        if zeros == 0 { zeros = (digitsA - startA) - (digitsB - startB) }
        continue
      }
      let (x, y) = (key(a[i]), key(b[j]))
      if x != y { return x < y }
      i += 1
      j += 1
    }
    if a.count - i != b.count - j { return a.count - i < b.count - j }
    if zeros != 0 { return zeros < 0 }
    return a.lexicographicallyPrecedes(b)
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The byte's rank: `/` first, ASCII letters folded to lower case.
  private static func key(_ byte: UInt8) -> Int {
    if byte == UInt8(ascii: "/") { return -1 }
    if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { return Int(byte) + 32 }
    return Int(byte)
  }
}
