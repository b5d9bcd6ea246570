/// A natural number of any size, in 32-bit limbs, least significant first: just what
/// ``ScaledPowerOfTen`` needs to compute the powers of ten outside its fast range exactly
/// (powers of five, powers of two, and a division of one by the other), and what
/// ``DecimalLiteral`` needs to read a long number literal exactly.
///
/// Only doubles below about 1e-38 or above about 7e16 need it, never a layout's frames.
struct BigNatural: Equatable {
  /// The limbs, least significant first, without leading zero limbs.
  private(set) var limbs: [UInt32]

  /// `value`.
  init(_ value: UInt32) {
    limbs = value == 0 ? [] : [value]
  }

  /// 2 to the power `exponent`.
  init(powerOfTwo exponent: Int) {
    limbs = Array(repeating: 0, count: exponent / 32 + 1)
    limbs[exponent / 32] = 1 << UInt32(exponent % 32)
  }

  /// 5 to the power `exponent`.
  init(powerOfFive exponent: Int) {
    self.init(1)
    multiply(byPowerOfFive: exponent)
  }

  /// The number of bits up to and including the highest one (0 for zero).
  var bitWidth: Int {
    guard let top = limbs.last else { return 0 }
    return 32 * limbs.count - top.leadingZeroBitCount
  }

  /// The bit at `position` (0 is the least significant).
  func bit(_ position: Int) -> UInt64 {
    let limb = position / 32
    guard limb < limbs.count else { return 0 }
    return UInt64(limbs[limb] >> UInt32(position % 32) & 1)
  }

  /// Multiplies by `factor`.
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
    trim()
  }

  /// Doubles the number.
  mutating func double() {
    var carry: UInt32 = 0
    for index in limbs.indices {
      let limb = limbs[index]
      limbs[index] = limb << 1 | carry
      carry = limb >> 31
    }
    if carry > 0 { limbs.append(carry) }
  }

  /// Multiplies the number by 5 to the power `exponent`.
  mutating func multiply(byPowerOfFive exponent: Int) {
    var remaining = exponent
    // 5^13 is the largest power of five below 2^32.
    while remaining >= 13 {
      multiply(by: 1_220_703_125)
      remaining -= 13
    }
    var last: UInt32 = 1
    for _ in 0..<remaining { last *= 5 }
    multiply(by: last)
  }

  /// Adds `value`.
  mutating func add(_ value: UInt32) {
    var carry = UInt64(value)
    var index = 0
    while carry > 0 {
      if index == limbs.count { limbs.append(0) }
      let sum = UInt64(limbs[index]) + carry
      limbs[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
      index += 1
    }
  }

  /// Multiplies the number by 2 to the power `count`.
  mutating func shiftLeft(by count: Int) {
    guard !limbs.isEmpty, count > 0 else { return }
    let words = count / 32
    let bits = UInt32(count % 32)
    if bits > 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let limb = limbs[index]
        limbs[index] = limb << bits | carry
        carry = limb >> (32 - bits)
      }
      if carry > 0 { limbs.append(carry) }
    }
    if words > 0 { limbs.insert(contentsOf: repeatElement(0, count: words), at: 0) }
  }

  /// Subtracts `other`, which is at most `self`.
  mutating func subtract(_ other: BigNatural) {
    var borrow: UInt64 = 0
    for index in limbs.indices {
      let subtrahend = (index < other.limbs.count ? UInt64(other.limbs[index]) : 0) + borrow
      let minuend = UInt64(limbs[index])
      limbs[index] = UInt32(truncatingIfNeeded: minuend &- subtrahend)
      borrow = minuend < subtrahend ? 1 : 0
    }
    trim()
  }

  /// Whether `self` is at least `other`.
  func isAtLeast(_ other: BigNatural) -> Bool {
    guard limbs.count == other.limbs.count else { return limbs.count > other.limbs.count }
    for index in limbs.indices.reversed() where limbs[index] != other.limbs[index] {
      return limbs[index] > other.limbs[index]
    }
    return true
  }

  /// Drops the leading zero limbs.
  private mutating func trim() {
    while limbs.last == 0 { limbs.removeLast() }
  }
}
