import BrickworkDocument

/// SVG lengths and view boxes as browsers read them for an image's intrinsic size.
enum SVGLength {
  /// CSS pixels per unit of the absolute and font-relative units (font units at the default
  /// 16 px font).
  private static let units: [String: Double] = [
    "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
    "q": 96 / 101.6, "em": 16, "ex": 8, "rem": 16, "ch": 8,
  ]

  /// A `width` or `height` in CSS pixels; `nil` for a percentage, `auto`, a negative or an
  /// invalid length (which browsers treat as absent).
  static func pixels(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    skipSpace(bytes, &index)
    guard let number = number(bytes, &index), number >= 0 else { return nil }
    var unit: [UInt8] = []
    while index < bytes.count, !isSpace(bytes[index]) {
      unit.append(bytes[index] | 0x20)  // lower case (letters only are valid units)
      index += 1
    }
    skipSpace(bytes, &index)
    guard index == bytes.count, let scale = units[String(decoding: unit, as: UTF8.self)] else {
      return nil
    }
    return number * scale
  }

  /// The width and height of a `viewBox` (`min-x min-y width height`, separated by white space
  /// and/or a comma); `nil` when malformed or not positive (browsers then ignore it).
  static func viewBoxSize(_ text: String) -> (Double, Double)? {
    let bytes = Array(text.utf8)
    var index = 0
    var values: [Double] = []
    while values.count < 4 {
      skipSpace(bytes, &index)
      if !values.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipSpace(bytes, &index)
      }
      guard let value = number(bytes, &index) else { return nil }
      values.append(value)
    }
    skipSpace(bytes, &index)
    guard index == bytes.count, values[2] > 0, values[3] > 0 else { return nil }
    return (values[2], values[3])
  }

  /// Whether `byte` is white space.
  private static func isSpace(_ byte: UInt8) -> Bool {
    ImageProbe.isSpace(Int(byte))
  }

  /// Skips white space.
  private static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  /// A decimal number (`-1.5e3`, `.5`, `10.`) at `index`, which moves past it; `nil` when
  /// there is none or it is not finite.
  static func number(_ bytes: [UInt8], _ index: inout Int) -> Double? {
    var position = index
    var negative = false
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
    {
      negative = bytes[position] == UInt8(ascii: "-")
      position += 1
    }
    var digits = 0
    var mantissa = 0.0
    var exponent = 0
    while position < bytes.count, let digit = decimalDigit(bytes[position]) {
      if digits < 18 { mantissa = mantissa * 10 + digit } else { exponent += 1 }
      digits += 1
      position += 1
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      while position < bytes.count, let digit = decimalDigit(bytes[position]) {
        if digits < 18 {
          mantissa = mantissa * 10 + digit
          exponent -= 1
        }
        digits += 1
        position += 1
      }
    }
    guard digits > 0 else { return nil }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var look = position + 1
      var exponentNegative = false
      if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") {
        exponentNegative = bytes[look] == UInt8(ascii: "-")
        look += 1
      }
      var written = 0
      var count = 0
      while look < bytes.count, let digit = decimalDigit(bytes[look]) {
        written = min(written * 10 + Int(digit), 10_000)
        count += 1
        look += 1
      }
      if count > 0 {
        exponent += exponentNegative ? -written : written
        position = look
      }
    }
    var value = mantissa
    var power = 1.0
    for _ in 0..<min(abs(exponent), 400) { power *= 10 }
    value = exponent < 0 ? value / power : value * power
    guard value.isFinite else { return nil }
    index = position
    return negative ? -value : value
  }

  /// The value of a decimal digit, or `nil`.
  private static func decimalDigit(_ byte: UInt8) -> Double? {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      ? Double(byte - UInt8(ascii: "0")) : nil
  }
}
