/// The UTF-8 bytes of an error text, built by appends: literals, integers, numbers, other text.
///
/// Error texts are built with it instead of `String` concatenation or interpolation, whose
/// machinery (appending, index walking, substrings) the WebAssembly module would otherwise link
/// whole for its error texts alone. A `String` is made once, from the bytes (``string``), where
/// a public API returns one; the module hands the bytes over as they are. Every append adds
/// whole Unicode scalars, so the bytes are always valid UTF-8.
///
/// ```swift
/// var text = MessageText()
/// text.append("sections[")
/// text.append(3)
/// text.append("]")
/// text.string  // "sections[3]"
/// ```
package struct MessageText {
  /// The text so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// Creates empty text.
  package init() {}

  /// Whether the text has no bytes.
  package var isEmpty: Bool { bytes.isEmpty }

  /// The text as a `String`.
  ///
  /// - Complexity: O(n) for n bytes.
  package var string: String {
    String(validUTF8: bytes)
  }

  /// Appends literal text.
  package mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends an integer in decimal, as its `description` writes it.
  package mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// Appends a number as its `description` writes it (`375.0`, `1e-05`, `nan`).
  package mutating func append(_ value: Double) {
    append(string: value.description)
  }

  /// Appends a number as the layout document writes it: a whole number below 1e15 without a
  /// fraction (`375`), any other as its `description`.
  package mutating func append(number value: Double) {
    if value.rounded() == value, abs(value) < 1e15 {
      append(Int(value))
    } else {
      append(value)
    }
  }

  /// Appends the text of a `String`.
  ///
  /// Its contiguous UTF-8 is copied as a block (every string in Embedded Swift and on Linux);
  /// only a string without it (one bridged from Objective-C) is read scalar by scalar, by an
  /// iterator: the WebAssembly module then links none of the stdlib's index code for such
  /// strings.
  package mutating func append(string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      bytes.append(contentsOf: utf8)
    }
    if copied == nil {
      for scalar in string.unicodeScalars { append(scalar: scalar) }
    }
  }

  /// Appends another text's bytes.
  package mutating func append(_ other: MessageText) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends one Unicode scalar.
  package mutating func append(scalar: Unicode.Scalar) {
    UTF8.encode(scalar) { bytes.append($0) }
  }

  /// Appends `"s"` when `count` is not 1: the plural ending of the word just appended.
  package mutating func appendPlural(_ count: Int) {
    if count != 1 { bytes.append(UInt8(ascii: "s")) }
  }
}

extension String {
  /// The string's UTF-8, copied as ``MessageText/append(string:)`` copies it.
  package var utf8Bytes: [UInt8] {
    var text = MessageText()
    text.append(string: self)
    return text.bytes
  }
}

extension String {
  /// The string of `utf8`, which the caller guarantees is valid UTF-8 (a ``MessageText``'s
  /// bytes, a literal's, a JSON string the scanner checked).
  ///
  /// In Embedded Swift (the WebAssembly module) it is made by validating, not by
  /// `String(decoding:as:)`: that one's repair of invalid UTF-8 (never needed here) grows
  /// strings by appends, and would link all of the stdlib's `String` machinery into the module.
  /// Natively it is `String(decoding:as:)`, which is specialized for bytes, where
  /// `String(validating:as:)` runs generic code (and needs macOS 15 or iOS 18).
  ///
  /// - Complexity: O(n) for n bytes.
  @inlinable  // natively one call of the stdlib's, inlined into the reader
  package init(validUTF8 utf8: some Collection<UInt8>) {
    #if hasFeature(Embedded)
      // `nil` only for invalid UTF-8, which the callers never pass.
      self = String(validating: utf8, as: UTF8.self) ?? "\u{FFFD}"
    #else
      self = String(decoding: utf8, as: UTF8.self)
    #endif
  }
}
