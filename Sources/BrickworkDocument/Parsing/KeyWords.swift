/// A key in double quotes as the two little-endian 8-byte words ``JSONScanner`` compares the
/// input with (``JSONScanner/skipKnownKey(_:)``): the first eight bytes of `"name"` and the
/// next eight, each with the mask of the bytes that belong to the quoted name.
///
/// Built from a literal in code the optimizer sees whole, the words fold into constants.
struct KeyWords {
  /// The number of bytes of the quoted name (at most 16).
  let length: Int
  /// Its bytes 0 ..< 8, the first in the lowest 8 bits; zeros past its end.
  let first: UInt64
  /// The bits of ``first`` that belong to the quoted name.
  let firstMask: UInt64
  /// Its bytes 8 ..< 16; zeros past its end.
  let second: UInt64
  /// The bits of ``second`` that belong to the quoted name.
  let secondMask: UInt64

  /// The words of `name` (ASCII, at most 14 bytes) in double quotes.
  @inline(__always)
  init(quoting name: StaticString) {
    let count = name.utf8CodeUnitCount
    // A check on a literal, folded away where the name is known (every caller).
    precondition(count <= 14, "a known key of at most 14 bytes")
    length = count &+ 2
    var words: (UInt64, UInt64) = (0, 0)
    var masks: (UInt64, UInt64) = (0, 0)
    var offset = 0
    while offset < length && offset < 16 {
      let byte: UInt8 =
        offset == 0 || offset == length &- 1
        ? UInt8(ascii: "\"") : name.utf8Start[offset &- 1]
      let shift = 8 &* UInt64(offset & 7)
      if offset < 8 {
        words.0 |= UInt64(byte) &<< shift
        masks.0 |= 0xFF &<< shift
      } else {
        words.1 |= UInt64(byte) &<< shift
        masks.1 |= 0xFF &<< shift
      }
      offset &+= 1
    }
    (first, second) = words
    (firstMask, secondMask) = masks
  }
}
