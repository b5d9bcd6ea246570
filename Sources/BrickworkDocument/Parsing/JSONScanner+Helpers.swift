import Brickwork

// Helpers of the JSON grammar, read by the pull scanner.
extension JSONScanner {
  /// Reads spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    // Compact JSON has none: one compare when the next byte is already something else.
    if position < bytes.count, bytes[position] > 0x20 { return }
    position = Self.skipWhitespace(bytes, from: position)
  }

  /// The position of the first byte from `index` on that is not whitespace.
  @inline(never)  // the loop, apart from the inlined first compare
  static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
      default: return index
      }
    }
    return index
  }

  /// Appends the byte at `position` to `text`, as an error message names it: `'x'`, `'\x0A'`
  /// or `end of input`.
  func describeByte(at position: Int, to text: inout MessageText) {
    guard position < bytes.count else {
      text.append("end of input")
      return
    }
    text.append("'")
    Self.writePrintable(bytes[position], to: &text)
    text.append("'")
  }

  /// Appends a byte as printable text: itself when it is printable ASCII, else its hex code.
  static func writePrintable(_ byte: UInt8, to text: inout MessageText) {
    if byte >= 0x21, byte < 0x7F, byte != UInt8(ascii: "'") {
      text.append(scalar: Unicode.Scalar(byte))
      return
    }
    let digits: StaticString = "0123456789ABCDEF"
    text.append("\\x")
    text.append(scalar: Unicode.Scalar(digits.utf8Start[Int(byte >> 4)]))
    text.append(scalar: Unicode.Scalar(digits.utf8Start[Int(byte & 15)]))
  }

  /// An error at `position` whose message names the byte there: `before`, the byte, `after`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func error(byteAt position: Int, _ before: StaticString, _ after: StaticString = "")
    -> JSONSyntaxError
  {
    var text = MessageText()
    text.append(before)
    describeByte(at: position, to: &text)
    text.append(after)
    return error(at: position, text.string)
  }

  /// An error at the current position.
  func error(_ message: String) -> JSONSyntaxError { error(at: position, message) }

  /// An error at `position`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func error(at position: Int, _ message: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    let end = min(position, bytes.count)
    var index = 0
    while index < end {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    index = lineStart
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}
