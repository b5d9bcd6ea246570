/// The correctly rounded value of a JSON number literal, computed exactly with big numbers:
/// the number reader's slow path in the WebAssembly module (literals of more than 15
/// significant digits or with a large exponent).
///
/// `Double(_: String)` gives the same values (the test compares them over many seeds), but in
/// the module it links the standard library's `String` machinery (substrings, C strings, index
/// walking); natively the reader keeps it.
///
/// The value is d × 10^e for the literal's digits d and exponent e, a quotient of natural
/// numbers (d × 5^e over 1, or d over 5^−e) times 2^e. Its first 64 bits come from long
/// division, whether any remains from the remainder, and the double from rounding those to the
/// nearest, ties to even (subnormals included). Digits past the 800th only count as a nonzero
/// tail: a point halfway between two doubles has at most 767 significant digits, so no such
/// point lies between the literal and its digits cut there with a 1 put after them.
enum DecimalLiteral {
  /// The significant digits kept exactly.
  static var maximumDigits: Int { 800 }

  /// The value of `literal`, which the JSON grammar has checked (an optional `-`, digits, an
  /// optional fraction and exponent): infinite beyond the largest double, zero below half the
  /// smallest.
  ///
  /// - Complexity: O(n + m²) for n bytes and an m-digit result of the big arithmetic (at most
  ///   about 1,100 digits).
  static func value(of literal: UnsafeBufferPointer<UInt8>) -> Double {
    var index = 0
    let negative = literal.first == UInt8(ascii: "-")
    if negative { index += 1 }
    // The kept significant digits, 9 at a time, and the power of ten of the first.
    var digits = BigNatural(0)
    var chunk: UInt32 = 0
    var chunkCount = 0
    var digitCount = 0
    var nonzeroTail = false
    // The position of the decimal point: the number of digits before it, leading zeros not
    // counted.
    var point = 0
    var seenPoint = false
    while index < literal.count {
      let byte = literal[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else if byte | 0x20 == UInt8(ascii: "e") {
        break
      } else {
        let digit = UInt32(byte &- UInt8(ascii: "0"))
        if digitCount == 0, digit == 0 {
          if seenPoint { point -= 1 }
        } else {
          if !seenPoint { point += 1 }
          if digitCount < maximumDigits {
            chunk = chunk * 10 + digit
            chunkCount += 1
            digitCount += 1
            if chunkCount == 9 {
              digits.multiply(by: 1_000_000_000)
              digits.add(chunk)
              (chunk, chunkCount) = (0, 0)
            }
          } else if digit != 0 {
            nonzeroTail = true
          }
        }
      }
      index += 1
    }
    if nonzeroTail {
      chunk = chunk * 10 + 1
      chunkCount += 1
      digitCount += 1
    }
    var scale: UInt32 = 1
    for _ in 0..<chunkCount { scale *= 10 }
    digits.multiply(by: scale)
    digits.add(chunk)
    // In 64 bits on every platform (`Int` is 32 bits in the WebAssembly module).
    let exponent = Int64(point) + readExponent(literal, from: index + 1)
    let sign: FloatingPointSign = negative ? .minus : .plus
    // The value lies in [10^(exponent − 1), 10^exponent).
    if digitCount == 0 || exponent < -324 { return negative ? -0.0 : 0 }
    if exponent > 310 { return negative ? -.infinity : .infinity }
    return rounded(digits, timesTenToThe: Int(exponent) - digitCount, sign: sign)
  }

  /// The exponent after the `e` at `start`, with its sign, saturated past the literal's length
  /// plus 400: the value is then infinite or zero whatever its digits.
  private static func readExponent(_ literal: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int64
  {
    guard start <= literal.count else { return 0 }
    var index = start
    let sign = index < literal.count ? literal[index] : 0
    if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
    let saturation = Int64(literal.count) + 400
    var value: Int64 = 0
    while index < literal.count {
      if value <= saturation { value = value * 10 + Int64(literal[index] &- UInt8(ascii: "0")) }
      index += 1
    }
    return sign == UInt8(ascii: "-") ? -value : value
  }

  /// `digits` × 10^`exponent` (digits not zero) rounded to the nearest double.
  private static func rounded(
    _ digits: BigNatural, timesTenToThe exponent: Int, sign: FloatingPointSign
  )
    -> Double
  {
    var numerator = digits
    var denominator = BigNatural(1)
    if exponent >= 0 {
      numerator.multiply(byPowerOfFive: exponent)
    } else {
      denominator = BigNatural(powerOfFive: -exponent)
    }
    // Both to the same bit width, then the numerator to [denominator, 2 · denominator): the
    // value is their quotient times 2^binaryExponent, the quotient in [1, 2).
    var binaryExponent = exponent
    let difference = numerator.bitWidth - denominator.bitWidth
    if difference > 0 {
      denominator.shiftLeft(by: difference)
      binaryExponent += difference
    } else {
      numerator.shiftLeft(by: -difference)
      binaryExponent += difference
    }
    if !numerator.isAtLeast(denominator) {
      numerator.double()
      binaryExponent -= 1
    }
    // 64 bits of the quotient, the first one set: quotient × 2^(binaryExponent − 63).
    var quotient: UInt64 = 0
    for _ in 0..<64 {
      quotient <<= 1
      if numerator.isAtLeast(denominator) {
        numerator.subtract(denominator)
        quotient |= 1
      }
      numerator.double()
    }
    return rounded(quotient, inexact: numerator.bitWidth > 0, exponent: binaryExponent, sign: sign)
  }

  /// The double nearest to `bits` × 2^(exponent − 63) (`bits` with its top bit set), plus a
  /// little more when `inexact`; ties to even.
  private static func rounded(_ bits: UInt64, inexact: Bool, exponent: Int, sign: FloatingPointSign)
    -> Double
  {
    if exponent > 1023 { return sign == .minus ? -.infinity : .infinity }
    // The significant bits the result keeps: 53, fewer for a subnormal.
    let kept = exponent >= -1022 ? 53 : exponent + 1075
    if kept <= 0 {
      // Below the smallest subnormal: it, when above half of it, else zero.
      let aboveHalf = kept == 0 && (bits != 1 << 63 || inexact)
      let magnitude = aboveHalf ? Double.leastNonzeroMagnitude : 0
      return sign == .minus ? -magnitude : magnitude
    }
    let dropped = UInt64(64 - kept)
    var significand = bits >> dropped
    let rest = bits & (1 << dropped - 1)
    let half: UInt64 = 1 << (dropped - 1)
    if rest > half || (rest == half && (inexact || significand & 1 == 1)) {
      significand += 1
    }
    // Exact: at most 54 bits, scaled by a power of two within range (or to infinity).
    return Double(
      sign: sign, exponent: exponent - kept + 1, significand: Double(significand))
  }
}
