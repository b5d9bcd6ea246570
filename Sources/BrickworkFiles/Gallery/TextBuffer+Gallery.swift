import BrickworkDocument

extension TextBuffer {
  /// Appends bytes as they are (text already escaped or encoded).
  mutating func append(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { _writeASCII($0) }
  }

  /// Appends text that comes from file names (a picture's name, the folder's title) escaped as
  /// ``append(escaping:)`` does, without the explicit bidirectional controls (embeddings,
  /// overrides, isolates: U+202A–U+202E, U+2066–U+2069), so that no name can reorder the text
  /// after it or disguise itself (`photo\u{202E}gpj.exe` shown as `photoexe.jpg`).
  mutating func append(strippingBidiControls text: String) {
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars
    where !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value) {
      kept.append(scalar)
    }
    append(escaping: String(kept))
  }

  /// Appends `value` rounded to four decimals, without trailing zeros (`12.5`, `0.3333`,
  /// `-2`): short, and the same on every platform. A value of 10^11 or more, where four
  /// decimals exceed what an integer of the rounding holds, is written in full as
  /// ``append(number:)`` writes it; a value that is not finite fails the flush that would
  /// write it, as any number of a writer.
  mutating func append(fixed value: Double) {
    let scaled = (value * 10_000).rounded()
    guard scaled.isFinite, scaled.magnitude < 1e15 else {
      append(number: value)
      return
    }
    guard scaled != 0 else {
      append("0")
      return
    }
    let units = Int(scaled)
    if units < 0 { append("-") }
    append(Int(units.magnitude / 10_000))
    var fraction = Int(units.magnitude % 10_000)
    guard fraction > 0 else { return }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    append(".")
    var divisor = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      append(fraction / divisor % 10)
      divisor /= 10
    }
  }
}
