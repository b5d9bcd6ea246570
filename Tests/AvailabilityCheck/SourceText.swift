/// A Swift file's text with comments and string literals blanked (every byte but line breaks
/// becomes a space), so that what the check matches is code: a type named in a doc comment or
/// a pattern inside a string is not a use. Offsets and line numbers stay those of the file.
struct SourceText {
  /// The blanked bytes.
  let code: [UInt8]
  /// Where each line starts.
  let lineStarts: [Int]

  init(_ text: String) {
    var bytes = Array(text.utf8)
    var blanker = Blanker(bytes: bytes)
    blanker.code(until: nil)
    bytes = blanker.bytes
    code = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// The line (from 1) of `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The text of line `number` (from 1), blanked.
  func lineText(_ number: Int) -> String {
    let start = lineStarts[number - 1]
    let end = number < lineStarts.count ? lineStarts[number] - 1 : code.count
    return String(decoding: code[start..<max(start, end)], as: UTF8.self)
  }

  /// The number of lines.
  var lineCount: Int { lineStarts.count }
}

/// Walks the bytes of a file, blanking comments and string literals (with their
/// interpolations, whose strings nest).
private struct Blanker {
  var bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  func starts(_ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    guard offset + pattern.count <= bytes.count else { return false }
    return Array(bytes[offset..<(offset + pattern.count)]) == pattern
  }

  mutating func blank(_ range: Range<Int>) {
    for offset in range where bytes[offset] != UInt8(ascii: "\n") { bytes[offset] = 32 }
  }

  /// Code up to `closer` (the `)` that ends an interpolation) or the end of the file.
  mutating func code(until closer: UInt8?) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if starts("//", at: index) {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        blank(start..<index)
      } else if starts("/*", at: index) {
        blockComment()
      } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringAhead()) {
        string()
      } else if closer != nil, byte == UInt8(ascii: "(") {
        depth += 1
        index += 1
      } else if let closer, byte == closer {
        if depth == 0 { return }
        depth -= 1
        index += 1
      } else {
        index += 1
      }
    }
  }

  /// Whether `#`s at `index` open a raw string.
  func rawStringAhead() -> Bool {
    var offset = index
    while at(offset) == UInt8(ascii: "#") { offset += 1 }
    return at(offset) == UInt8(ascii: "\"")
  }

  mutating func blockComment() {
    let start = index
    var depth = 0
    while index < bytes.count {
      if starts("/*", at: index) {
        depth += 1
        index += 2
      } else if starts("*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { break }
      } else {
        index += 1
      }
    }
    blank(start..<index)
  }

  /// A string literal: `"…"`, `"""…"""`, raw `#"…"#`; `\(…)` (or `\#(…)`) interpolations hold
  /// code, whose own strings are skipped too. The whole literal is blanked.
  mutating func string() {
    let start = index
    var hashes = 0
    while at(index) == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = starts("\"\"\"", at: index)
    index += multiline ? 3 : 1
    let quote = multiline ? "\"\"\"" : "\""
    let escape = "\\" + String(repeating: "#", count: hashes)
    while index < bytes.count {
      if starts(escape, at: index) {
        index += escape.utf8.count
        if at(index) == UInt8(ascii: "(") {
          index += 1
          code(until: UInt8(ascii: ")"))
        }
        index += 1
      } else if starts(quote + String(repeating: "#", count: hashes), at: index) {
        index += quote.utf8.count + hashes
        break
      } else if !multiline, bytes[index] == UInt8(ascii: "\n") {
        break
      } else {
        index += 1
      }
    }
    blank(start..<min(index, bytes.count))
  }
}
