/// Numbers written as ASCII text straight into memory, without building a `String`: integers in
/// decimal, and doubles exactly as Swift's `description` writes them.
enum NumberText {
  /// The most bytes ``write(_:to:)-(Double,_)`` writes: `-2.2250738585072014e-308`.
  static var maximumDoubleLength: Int { 24 }

  /// The most bytes ``write(_:to:)-(Int,_)`` writes: `-9223372036854775808`.
  static var maximumIntegerLength: Int { 20 }

  /// Writes `value` as its `description` does: the shortest digits that read back as the same
  /// value, in decimal from 1e-4 to 2^53 (`0.0001`, `127.66666666666667`, `375.0`), else in
  /// exponential form with a signed exponent of at least two digits (`1e-05`, `1e+16`); or
  /// `nan`, `inf`, `-inf`.
  ///
  /// - Returns: The number of bytes written, at most ``maximumDoubleLength``.
  static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
    guard value.isFinite else {
      let text: StaticString = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
      start.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
      return text.utf8CodeUnitCount
    }
    var cursor = start
    if value.sign == .minus {
      cursor.pointee = UInt8(ascii: "-")
      cursor += 1
    }
    guard value != 0 else {
      write(ascii: "0.0", at: cursor)
      return cursor - start + 3
    }
    let decimal = ShortestDecimal(value)
    let count = digitCount(decimal.significand)
    // The power of ten of the first digit.
    let leading = decimal.exponent + count - 1
    if leading < -4 || value.magnitude > 0x1p53 {
      // d.ddde±XX: the digits one place right, the first moved back before the point.
      writeDigits(decimal.significand, count: count, endingAt: cursor + count + 1)
      cursor.pointee = cursor[1]
      if count > 1 {
        cursor[1] = UInt8(ascii: ".")
        cursor += count + 1
      } else {
        cursor += 1
      }
      cursor[0] = UInt8(ascii: "e")
      cursor[1] = leading < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
      let magnitude = UInt64(leading.magnitude)
      let exponentCount = magnitude >= 100 ? 3 : 2
      writeDigits(magnitude, count: exponentCount, endingAt: cursor + 2 + exponentCount)
      return cursor + 2 + exponentCount - start
    }
    if leading < 0 {
      // 0.000ddd
      let zeros = -leading - 1
      write(ascii: "0.000", at: cursor)
      cursor += 2 + zeros
      writeDigits(decimal.significand, count: count, endingAt: cursor + count)
      return cursor + count - start
    }
    if leading >= count - 1 {
      // ddd000.0
      writeDigits(decimal.significand, count: count, endingAt: cursor + count)
      cursor += count
      for _ in 0..<(leading + 1 - count) {
        cursor.pointee = UInt8(ascii: "0")
        cursor += 1
      }
      write(ascii: ".0", at: cursor)
      return cursor + 2 - start
    }
    // ddd.ddd: the digits one place right, the integer part moved back before the point.
    writeDigits(decimal.significand, count: count, endingAt: cursor + count + 1)
    for index in 0...leading { cursor[index] = cursor[index + 1] }
    cursor[leading + 1] = UInt8(ascii: ".")
    return cursor + count + 1 - start
  }

  /// Writes `value` in decimal, with a leading `-` when negative.
  ///
  /// - Returns: The number of bytes written, at most ``maximumIntegerLength``.
  @inline(__always)
  static func write(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    let magnitude = UInt64(value.magnitude)
    let count = digitCount(magnitude)
    if value < 0 {
      start.pointee = UInt8(ascii: "-")
      writeDigits(magnitude, count: count, endingAt: start + 1 + count)
      return count + 1
    }
    writeDigits(magnitude, count: count, endingAt: start + count)
    return count
  }

  /// The number of decimal digits of `value` (1 for zero).
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    // ⌊log₁₀ 2^bits⌋ is the count, or one less; 10^t = 5^t · 2^t.
    let odd = value | 1  // the same count (10^t is even for t > 0), and 1 for zero
    let estimate = ((64 - odd.leadingZeroBitCount) * 1233) >> 12
    return odd >= powersOfFive[estimate] << UInt64(estimate) ? estimate + 1 : estimate
  }

  /// Writes the `count` last decimal digits of `value` into the bytes before `end`, two at a
  /// time.
  @inline(__always)
  static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
    var cursor = end
    var rest = value
    var remaining = count
    while remaining >= 2 {
      let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
      // The tens of 0...99: ⌊pair · 103 / 1024⌋.
      let tens = (pair &* 103) >> 10
      cursor -= 2
      cursor[0] = UInt8(truncatingIfNeeded: tens) &+ UInt8(ascii: "0")
      cursor[1] = UInt8(truncatingIfNeeded: pair &- tens &* 10) &+ UInt8(ascii: "0")
      rest = quotient
      remaining -= 2
    }
    if remaining == 1 {
      (cursor - 1).pointee = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
    }
  }

  /// Writes the bytes of `text` at `cursor`.
  @inline(__always)
  private static func write(ascii text: StaticString, at cursor: UnsafeMutablePointer<UInt8>) {
    cursor.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
  }
}
