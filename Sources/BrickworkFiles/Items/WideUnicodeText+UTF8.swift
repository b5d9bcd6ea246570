import BrickworkDocument

extension WideUnicodeText {
  /// `bytes`, text in this encoding (after its byte-order mark, if any), as UTF-8; `nil` when
  /// it is not valid text in it (a count of bytes that is not a whole number of code units, a
  /// lone surrogate, a code point past U+10FFFF).
  ///
  /// - Complexity: O(n) for n bytes; memory at most 1.5n for the text returned.
  func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    let unit: Int
    let bigEndian: Bool
    switch self {
    case .utf16BigEndian: (unit, bigEndian) = (2, true)
    case .utf16LittleEndian: (unit, bigEndian) = (2, false)
    case .utf32BigEndian: (unit, bigEndian) = (4, true)
    case .utf32LittleEndian: (unit, bigEndian) = (4, false)
    }
    let mark: UInt32 = 0xFEFF
    let first = bytes.count >= unit ? Self.codeUnit(bytes, at: 0, unit, bigEndian) : nil
    let start = first == mark ? unit : 0
    guard (bytes.count - start) % unit == 0 else { return nil }
    let units = stride(from: start, to: bytes.count, by: unit).lazy.map {
      Self.codeUnit(bytes, at: $0, unit, bigEndian)
    }
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count - start) / unit)
    let failed =
      unit == 2
      ? transcode(
        units.map { UInt16(truncatingIfNeeded: $0) }.makeIterator(), from: UTF16.self,
        to: UTF8.self, stoppingOnError: true
      ) { text.append($0) }
      : transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) {
        text.append($0)
      }
    return failed ? nil : text
  }

  /// The code unit of `unit` bytes at `offset`.
  private static func codeUnit(_ bytes: [UInt8], at offset: Int, _ unit: Int, _ bigEndian: Bool)
    -> UInt32
  {
    var value: UInt32 = 0
    for index in 0..<unit {
      let byte = UInt32(bytes[bigEndian ? offset + index : offset + unit - 1 - index])
      value = value << 8 | byte
    }
    return value
  }

  /// What is wrong with text that is not valid in this encoding, in one line: `the text looks
  /// like UTF-16 (little-endian) but is not valid in it (…)`. No byte of the text is shown.
  var invalidMessage: String {
    "the text looks like \(name) but is not valid in it (an incomplete code unit, a lone "
      + "surrogate or a code point past U+10FFFF); save it as UTF-8"
  }
}
