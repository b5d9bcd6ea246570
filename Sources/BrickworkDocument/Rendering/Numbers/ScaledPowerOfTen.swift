/// A power of ten 10^n as the 128-bit multiplier of ``ShortestDecimal``: scaled by a power of
/// two into [2^127, 2^128) and rounded up, g = ⌊10^n · 2^(127 − ⌊n·log₂10⌋)⌋ + 1.
///
/// It is exact arithmetic, never a stored table of approximations: for 0 ≤ n ≤ 54 the value is
/// 5^n shifted (5^27 · 5^27), from a 28-entry table of powers of five, which covers every
/// double from about 1e-38 to 7e16; any other n is computed with ``BigNatural``.
struct ScaledPowerOfTen: Equatable {
  /// The high 64 bits.
  var high: UInt64
  /// The low 64 bits.
  var low: UInt64

  /// A multiplier from its halves.
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The multiplier for 10^`exponent`, for -292 ≤ `exponent` ≤ 324 (the range doubles need).
  @inline(__always)
  init(_ exponent: Int) {
    guard exponent >= 0, exponent <= 54 else {
      self = Self.computed(exponent)
      return
    }
    var (high, low) = (UInt64(0), powersOfFive[min(exponent, 27)])
    if exponent > 27 {
      (high, low) = powersOfFive[27].multipliedFullWidth(by: powersOfFive[exponent &- 27])
    }
    let shift = high == 0 ? 64 &+ low.leadingZeroBitCount : high.leadingZeroBitCount
    if shift >= 64 {
      (high, low) = (low << UInt64(shift &- 64), 0)
    } else if shift > 0 {
      (high, low) = (high << UInt64(shift) | low >> UInt64(64 &- shift), low << UInt64(shift))
    }
    // Rounded up: 5^54 has 126 bits, so the shift left is at least 2 and the low bits zeros.
    self.init(high: high, low: low &+ 1)
  }

  /// The multiplier for an exponent outside 0...54, from exact big numbers.
  @inline(never)
  private static func computed(_ exponent: Int) -> ScaledPowerOfTen {
    var result: ScaledPowerOfTen
    if exponent > 54 {
      let power = BigNatural(powerOfFive: exponent)
      let start = power.bitWidth - 128
      result = ScaledPowerOfTen(
        high: word(of: power, from: start + 64), low: word(of: power, from: start))
    } else {
      result = ScaledPowerOfTen(reciprocalOfPowerOfTen: -exponent)
    }
    // The rounding up (no power of ten has 64 one bits where it is cut).
    (result.low, result.high) =
      result.low == .max ? (0, result.high + 1) : (result.low + 1, result.high)
    return result
  }

  /// ⌊2^(127 − ⌊−m·log₂10⌋) / 10^m⌋ = ⌊2^e / 5^m⌋ with e = 127 − ⌊−m·log₂10⌋ − m, by long
  /// division, one quotient bit at a time (it has exactly 128).
  private init(reciprocalOfPowerOfTen m: Int) {
    let divisor = BigNatural(powerOfFive: m)
    // The quotient is in [2^127, 2^128), so 2^(e − 127) is in [divisor, 2 · divisor).
    var remainder = BigNatural(powerOfTwo: -Self.floorLog2PowerOfTen(-m) - m)
    remainder.subtract(divisor)
    var (high, low): (UInt64, UInt64) = (0, 1)
    for _ in 0..<127 {
      remainder.double()
      (high, low) = (high << 1 | low >> 63, low << 1)
      if remainder.isAtLeast(divisor) {
        remainder.subtract(divisor)
        low |= 1
      }
    }
    self.init(high: high, low: low)
  }

  /// The 64 bits of `number` from bit `start` up.
  private static func word(of number: BigNatural, from start: Int) -> UInt64 {
    var word: UInt64 = 0
    for offset in 0..<64 { word |= number.bit(start + offset) << UInt64(offset) }
    return word
  }

  /// ⌊n·log₂10⌋, exact for |n| ≤ 1233.
  @inline(__always)
  static func floorLog2PowerOfTen(_ n: Int) -> Int { (n &* 1_741_647) >> 19 }

  /// ⌊g·x / 2^128⌋ rounded to odd: with its lowest bit set when the 64 bits below it are above 1,
  /// the product as Schubfach needs it (the rounding up of g stays below that bit).
  @inline(__always)
  func productRoundedToOdd(_ x: UInt64) -> UInt64 {
    let lowProduct = low.multipliedFullWidth(by: x)
    let highProduct = high.multipliedFullWidth(by: x)
    let (middle, carry) = highProduct.low.addingReportingOverflow(lowProduct.high)
    let top = highProduct.high &+ (carry ? 1 : 0)
    return top | (middle > 1 ? 1 : 0)
  }
}

/// 5^0 through 5^27, the powers of five below 2^64 (10^n is `powersOfFive[n] << n` for n < 20).
let powersOfFive: [UInt64] = [
  1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1_953_125, 9_765_625, 48_828_125,
  244_140_625, 1_220_703_125, 6_103_515_625, 30_517_578_125, 152_587_890_625, 762_939_453_125,
  3_814_697_265_625, 19_073_486_328_125, 95_367_431_640_625, 476_837_158_203_125,
  2_384_185_791_015_625, 11_920_928_955_078_125, 59_604_644_775_390_625,
  298_023_223_876_953_125, 1_490_116_119_384_765_625, 7_450_580_596_923_828_125,
]
