import Brickwork

/// The encoding of a text that is UTF-16 or UTF-32 where the readers want UTF-8, told by its
/// byte-order mark or, without one, by the zero bytes that ASCII characters leave among its
/// first four bytes (as RFC 4627, section 3, tells JSON's encodings apart).
///
/// A UTF-8 document never holds a zero byte (JSON allows none outside strings, nor a raw one
/// inside), so the guess never turns a UTF-8 document away.
package enum WideUnicodeText: Sendable {
  case utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

  /// The encoding of `bytes` when it is UTF-16 or UTF-32 text, else `nil`.
  package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    func byte(_ index: Int) -> UInt8? { index < count ? bytes[index] : nil }
    let (first, second, third, fourth) = (byte(0), byte(1), byte(2), byte(3))
    switch (first, second, third, fourth) {
    case (0x00, 0x00, 0xFE, 0xFF): self = .utf32BigEndian
    case (0xFF, 0xFE, 0x00, 0x00): self = .utf32LittleEndian
    case (0xFE, 0xFF, _, _): self = .utf16BigEndian
    case (0xFF, 0xFE, _, _): self = .utf16LittleEndian
    case (0x00, 0x00, 0x00, .some(let last)) where last != 0: self = .utf32BigEndian
    case (.some(let lead), 0x00, 0x00, 0x00) where lead != 0: self = .utf32LittleEndian
    case (0x00, .some(let last), _, _) where last != 0: self = .utf16BigEndian
    case (.some(let lead), 0x00, _, _) where lead != 0: self = .utf16LittleEndian
    default: return nil
    }
  }

  /// The encoding's name: `UTF-16 (little-endian)`.
  package var name: StaticString {
    switch self {
    case .utf16BigEndian: "UTF-16 (big-endian)"
    case .utf16LittleEndian: "UTF-16 (little-endian)"
    case .utf32BigEndian: "UTF-32 (big-endian)"
    case .utf32LittleEndian: "UTF-32 (little-endian)"
    }
  }

  /// The encoding's name as `iconv` takes it: `UTF-16LE`.
  var iconvName: StaticString {
    switch self {
    case .utf16BigEndian: "UTF-16BE"
    case .utf16LittleEndian: "UTF-16LE"
    case .utf32BigEndian: "UTF-32BE"
    case .utf32LittleEndian: "UTF-32LE"
    }
  }

  /// What is wrong, in one line: `the text is UTF-16 (little-endian), not UTF-8: convert it
  /// (iconv -f UTF-16LE -t UTF-8)`. No byte of the text is shown.
  package var message: String {
    var text = MessageText()
    text.append("the text is ")
    text.append(name)
    text.append(", not UTF-8: convert it (iconv -f ")
    text.append(iconvName)
    text.append(" -t UTF-8)")
    return text.string
  }
}
