import Brickwork

/// Numbers written as ASCII text straight into memory, without building a `String`: integers in
/// decimal, and doubles exactly as Swift's `description` writes them.
///
/// Digits are made eight at a time in one 64-bit register and stored whole, so a write may
/// scribble on up to ``scratch`` bytes after the start; only the bytes it reports are text.
enum NumberText {
  /// The bytes a write may touch after its start: its text, then scratch.
  static var scratch: Int { 40 }

  /// Writes `value` as its `description` does: the shortest digits that read back as the same
  /// value, in decimal from 1e-4 to 2^53 (`0.0001`, `127.66666666666667`, `375.0`), else in
  /// exponential form with a signed exponent of at least two digits (`1e-05`, `1e+16`); or
  /// `nan`, `inf`, `-inf`. At most 24 bytes (`-2.2250738585072014e-308`).
  ///
  /// - Returns: The number of bytes written.
  static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
    #if hasFeature(Embedded)
      // The WebAssembly module: the stdlib's `description` itself. It is the same shortest-digits
      // code (`_Float64ToASCII`) as a native `description`, which the digits below equal, and the
      // module links it anyway for its error texts; ShortestDecimal's tables and arithmetic are
      // then left out of the module.
      // (Not `withUTF8`, which would link the stdlib's substrings.)
      let text = value.description.utf8Bytes
      for index in text.indices { start[index] = text[index] }
      return text.count
    #else
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
        store(0x30_2E_30, at: cursor)  // "0.0"
        return cursor - start + 3
      }
      let decimal = ShortestDecimal(value)
      let count = digitCount(decimal.significand)
      // The power of ten of the first digit.
      let leading = decimal.exponent &+ count &- 1
      if leading < -4 || value.magnitude > 0x1p53 {
        // d.ddde±XX: the digits one place right, the first moved back before the point.
        writeDigits(decimal.significand, count: count, at: cursor + 1)
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
        writeDigits(magnitude, count: exponentCount, at: cursor + 2)
        return cursor + 2 + exponentCount - start
      }
      if leading < 0 {
        // 0.000ddd
        store(0x30_30_30_2E_30, at: cursor)  // "0.000"
        cursor += 1 - leading
        writeDigits(decimal.significand, count: count, at: cursor)
        return cursor + count - start
      }
      writeDigits(decimal.significand, count: count, at: cursor)
      if leading >= count - 1 {
        // ddd000.0
        cursor += count
        for _ in 0..<(leading + 1 - count) {
          cursor.pointee = UInt8(ascii: "0")
          cursor += 1
        }
        store(0x30_2E, at: cursor)  // ".0"
        return cursor + 2 - start
      }
      // ddd.ddd: the fraction (at most 16 digits) moved one place right, as two words.
      let fraction = UnsafeMutableRawPointer(cursor + leading + 1)
      let first = fraction.loadUnaligned(as: UInt64.self)
      let second = fraction.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      fraction.storeBytes(of: first, toByteOffset: 1, as: UInt64.self)
      fraction.storeBytes(of: second, toByteOffset: 9, as: UInt64.self)
      fraction.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
      return cursor + count + 1 - start
    #endif
  }

  /// Writes `value` in decimal, with a leading `-` when negative: at most 20 bytes.
  ///
  /// - Returns: The number of bytes written.
  static func write(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    if value >= 0, value < 10 {
      // A section, a column, a zero.
      start.pointee = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
      return 1
    }
    let magnitude = UInt64(value.magnitude)
    let count = digitCount(magnitude)
    if value < 0 {
      start.pointee = UInt8(ascii: "-")
      writeDigits(magnitude, count: count, at: start + 1)
      return count + 1
    }
    writeDigits(magnitude, count: count, at: start)
    return count
  }

  /// The number of decimal digits of `value` (1 for zero).
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    // ⌊log₁₀ 2^bits⌋ is the count, or one less; 10^t = 5^t · 2^t.
    let odd = value | 1  // the same count (10^t is even for t > 0), and 1 for zero
    let estimate = ((64 - odd.leadingZeroBitCount) &* 1233) >> 12
    return odd >= powersOfFive[estimate] << UInt64(estimate) ? estimate + 1 : estimate
  }

  /// Writes the `count` decimal digits of `value` (as many as it has, at most 20) from `start`:
  /// the leading ones (up to eight), then blocks of eight, each stored as one word.
  ///
  /// Scribbles on up to 8 bytes after the digits.
  @inline(__always)
  static func writeDigits(_ value: UInt64, count: Int, at start: UnsafeMutablePointer<UInt8>) {
    var blocks = (0, 0, 0)  // the blocks of eight below the leading digits, last first
    var rest = value
    var leadingCount = count
    if leadingCount > 8 {
      let (quotient, block) = rest.quotientAndRemainder(dividingBy: 100_000_000)
      blocks.0 = Int(truncatingIfNeeded: block)
      rest = quotient
      leadingCount &-= 8
      if leadingCount > 8 {
        let (quotient, block) = rest.quotientAndRemainder(dividingBy: 100_000_000)
        blocks.1 = Int(truncatingIfNeeded: block)
        rest = quotient
        leadingCount &-= 8
      }
    }
    // The leading digits: eight with leading zeros, the zeros shifted out (the first digit is
    // the lowest byte).
    let leading = eightDigits(UInt32(truncatingIfNeeded: rest)) >> UInt64(64 &- 8 &* leadingCount)
    let raw = UnsafeMutableRawPointer(start)
    raw.storeBytes(of: leading.littleEndian, as: UInt64.self)
    if count > 16 {
      raw.storeBytes(
        of: eightDigits(UInt32(truncatingIfNeeded: blocks.1)).littleEndian,
        toByteOffset: leadingCount, as: UInt64.self)
      raw.storeBytes(
        of: eightDigits(UInt32(truncatingIfNeeded: blocks.0)).littleEndian,
        toByteOffset: leadingCount &+ 8, as: UInt64.self)
    } else if count > 8 {
      raw.storeBytes(
        of: eightDigits(UInt32(truncatingIfNeeded: blocks.0)).littleEndian,
        toByteOffset: leadingCount, as: UInt64.self)
    }
  }

  /// The eight ASCII digits of `value` (below 10^8, with leading zeros), the first in the lowest
  /// byte, made in one register: the halves of four digits side by side in 32-bit lanes, each
  /// split into pairs (16-bit lanes), each pair into digits (bytes), by multiplications that
  /// divide by 100 and by 10 exactly at these sizes.
  @inline(__always)
  static func eightDigits(_ value: UInt32) -> UInt64 {
    let high = value / 10_000
    let low = value &- high &* 10_000
    let halves = UInt64(high) | UInt64(low) << 32
    // ⌊x · 10486 / 2^20⌋ = ⌊x / 100⌋ for x < 10^4.
    let hundreds = ((halves &* 10_486) >> 20) & 0x0000_007F_0000_007F
    let pairs = (halves &- hundreds &* 100) << 16 | hundreds
    // ⌊x · 103 / 2^10⌋ = ⌊x / 10⌋ for x < 100.
    let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
    let digits = tens | (pairs &- tens &* 10) << 8
    return digits | 0x3030_3030_3030_3030
  }

  /// Stores the low bytes of `bytes` at `cursor`, the lowest first (a short literal, with
  /// scratch after it).
  @inline(__always)
  private static func store(_ bytes: UInt64, at cursor: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(cursor).storeBytes(of: bytes.littleEndian, as: UInt64.self)
  }
}
