/// The shortest decimal that reads back as a given `Double`, the digits Swift's `description`
/// writes: computed with Raffaello Giulietti's Schubfach algorithm ("The Schubfach way to render
/// doubles", 2020), three 128-bit multiplications and no loop but the one dropping trailing
/// zeros.
///
/// Of the decimals in the value's rounding interval (its ends included when the significand
/// is even, as a round-to-nearest-even reader rounds them back), it is the one with the fewest
/// digits; of those, the closest to the value; of two as close, the even one.
struct ShortestDecimal: Equatable {
  /// The digits as an integer, without trailing zeros (at most 17 digits).
  var significand: UInt64
  /// The power of ten of the last digit: the decimal is `significand` · 10^`exponent`.
  var exponent: Int

  /// Creates a decimal from its digits and the power of ten of its last digit.
  init(significand: UInt64, exponent: Int) {
    self.significand = significand
    self.exponent = exponent
  }

  /// The shortest decimal of `value`'s magnitude.
  ///
  /// - Precondition: `value` is finite and not zero. (The arithmetic wraps: every
  ///   intermediate fits in 64 bits for finite doubles.)
  @inline(__always)
  init(_ value: Double) {
    let bits = value.bitPattern
    let fraction = bits & ((1 << 52) - 1)
    let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
    // value = c · 2^q.
    let c = biasedExponent == 0 ? fraction : fraction | (1 << 52)
    let q = biasedExponent == 0 ? -1074 : biasedExponent - 1075
    // A power of two (but the smallest normal) is closer to the double below than above.
    let closerBelow = fraction == 0 && biasedExponent > 1
    // k = ⌊log₁₀ of the interval's width⌋: ⌊q·log₁₀2⌋, or ⌊q·log₁₀2 + log₁₀(3/4)⌋.
    let k = (q &* 1_262_611 &- (closerBelow ? 524_031 : 0)) >> 22
    let h = q &+ ScaledPowerOfTen.floorLog2PowerOfTen(0 &- k) &+ 1
    let g = ScaledPowerOfTen(0 &- k)
    // The value and its interval's ends, times 4 · 10^-k, rounded to odd.
    let middle = g.productRoundedToOdd((c << 2) << h)
    let lowerEnd = g.productRoundedToOdd(((c << 2) &- (closerBelow ? 1 : 2)) << h)
    let upperEnd = g.productRoundedToOdd(((c << 2) &+ 2) << h)
    let even = c & 1 == 0
    let lower = even ? lowerEnd : lowerEnd &+ 1
    let upper = even ? upperEnd : upperEnd &- 1
    let digits = middle >> 2
    // One digit fewer: the interval is narrower than 10^(k+1), so it holds at most one multiple.
    if digits >= 10 {
      let shorter = digits / 10
      let belowInside = lower <= 40 &* shorter
      let aboveInside = 40 &* shorter &+ 40 <= upper
      if belowInside != aboveInside {
        self.init(trimming: aboveInside ? shorter &+ 1 : shorter, exponent: k &+ 1)
        return
      }
    }
    // It holds one or two multiples of 10^k: the one inside, or the closer of two.
    let belowInside = lower <= 4 &* digits
    let aboveInside = 4 &* digits &+ 4 <= upper
    if belowInside != aboveInside {
      self.init(trimming: aboveInside ? digits &+ 1 : digits, exponent: k)
      return
    }
    let half = 4 &* digits &+ 2
    let up = middle > half || (middle == half && digits & 1 == 1)
    self.init(trimming: up ? digits &+ 1 : digits, exponent: k)
  }

  /// `significand` · 10^`exponent` without the trailing zeros of `significand`.
  @inline(__always)
  private init(trimming significand: UInt64, exponent: Int) {
    var significand = significand
    var exponent = exponent
    while significand % 10 == 0, significand > 0 {
      significand /= 10
      exponent &+= 1
    }
    self.init(significand: significand, exponent: exponent)
  }
}
