import Brickwork

// Numbers of the JSON grammar, read by the pull scanner.
extension JSONScanner {
  /// Reads a number, correctly rounded to the nearest `Double` (infinite when the literal
  /// overflows).
  @inline(__always)
  mutating func readNumber() throws(JSONSyntaxError) -> Double {
    if let value = readShortInteger() { return value }
    return try readAnyNumber()
  }

  /// Reads a number when one starts at the current position and is valid, and returns its
  /// value, as ``readNumber()`` does; else returns `nil` (for a fast path that then reads the
  /// value again the slow way, to say what is wrong).
  @inline(__always)
  mutating func readNumberIfValid() -> Double? {
    if let value = readShortInteger() { return value }
    return readOtherNumberIfValid()
  }

  /// ``readNumberIfValid()`` past its inlined first step.
  @inline(never)  // the general path: out of the fast path's registers and frame
  mutating func readOtherNumberIfValid() -> Double? {
    guard atNumber else { return nil }
    return try? readAnyNumber()
  }

  /// Reads a positive integer of at most 15 digits (exact as a `Double`) and returns its value
  /// when one is at the current position; else reads nothing and returns `nil`. The first step
  /// of ``readNumber()``, inlined where it is read.
  @inline(__always)
  mutating func readShortInteger() -> Double? {
    // Fast path, inlined: a positive integer of at most 15 digits, exact as a `Double`. One
    // loop over the digits with one bound check each; the count is checked once after it.
    let bytes = self.bytes
    let start = position
    if start < bytes.count, bytes[start] &- UInt8(ascii: "1") < 9 {
      var value = UInt64(bytes[start] &- UInt8(ascii: "0"))
      var index = start &+ 1
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ UInt64(digit)  // wraps only past 19 digits, not used then
        index &+= 1
      }
      if index &- start <= 15, Self.endsNumber(bytes, at: index) {
        position = index
        return Double(Int64(bitPattern: value))
      }
    }
    return nil
  }

  /// Whether a number whose digits end before `index` ends there: the input ends, or the byte
  /// there cannot continue it (most often the `,` or `}` after a member's value).
  @inline(__always)
  static func endsNumber(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index < bytes.count else { return true }
    let byte = bytes[index]
    return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || !isNumberTail(byte)
  }

  /// Reads a number of any form (the general path of ``readNumber()``).
  mutating func readAnyNumber() throws(JSONSyntaxError) -> Double {
    // Locals the optimizer keeps in registers; `position` is stored back on every exit.
    let bytes = self.bytes
    let start = position
    var position = start
    defer { self.position = position }
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    // Significant digits, accumulated while they fit exactly.
    var mantissa: UInt64 = 0
    var digits = 0
    var decimalExponent = 0
    guard position < bytes.count, Self.isDigit(bytes[position]) else {
      throw error(at: position, "invalid number: expected a digit after '-'")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, Self.isDigit(bytes[position]) {
        throw error(at: position, "invalid number: leading zero")
      }
    } else {
      while position < bytes.count, Self.isDigit(bytes[position]) {
        accumulate(bytes[position], into: &mantissa, digits: &digits, exponent: &decimalExponent)
        position += 1
      }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw error(at: position, "invalid number: expected a digit after '.'")
      }
      while position < bytes.count, Self.isDigit(bytes[position]) {
        if digits < 19 {
          accumulate(bytes[position], into: &mantissa, digits: &digits, exponent: &decimalExponent)
          decimalExponent -= 1
        } else {
          digits += 1
        }
        position += 1
      }
    }
    var explicitExponent = 0
    var exponentSaturated = false
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw error(at: position, "invalid number: expected a digit in the exponent")
      }
      while position < bytes.count, Self.isDigit(bytes[position]) {
        if explicitExponent < 100_000 {
          explicitExponent = explicitExponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        } else {
          exponentSaturated = true
        }
        position += 1
      }
      if exponentNegative { explicitExponent = -explicitExponent }
    }
    if position < bytes.count, Self.isNumberTail(bytes[position]) {
      throw error(byteAt: position, "invalid number: unexpected ")
    }
    // A saturated exponent takes the slow path, which reads the literal exactly (to infinity or
    // zero), however many digits the fraction had.
    if !exponentSaturated,
      let exact = Self.exactValue(
        mantissa: mantissa, digits: digits, exponent: decimalExponent + explicitExponent)
    {
      return negative ? -exact : exact
    }
    guard let value = Self.convert(UnsafeBufferPointer(rebasing: bytes[start..<position])) else {
      position = start
      throw error(at: position, "invalid number")
    }
    return value
  }

  /// The correctly rounded value of a number literal that the grammar has checked, by
  /// `Double(_: String)` (public API, not the runtime's C function behind it); `nil` if it
  /// does not convert. The WebAssembly module computes the same value with
  /// ``DecimalLiteral``: `Double(_: String)` would link the stdlib's `String` machinery there.
  @inline(never)  // the slow path: kept out of the number reader's registers and frame
  static func convert(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
    #if hasFeature(Embedded)
      DecimalLiteral.value(of: literal)
    #else
      Double(String(decoding: literal, as: UTF8.self))
    #endif
  }

  /// Adds a significant digit to `mantissa` while it has room; later integer digits only scale
  /// the exponent (the slow path then converts the literal exactly).
  @inline(__always)
  func accumulate(
    _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int
  ) {
    if digits < 19 {
      mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
      if mantissa != 0 { digits += 1 }
    } else {
      digits += 1
      exponent += 1
    }
  }

  /// The correctly rounded value of `mantissa * 10^exponent` when it can be computed exactly in
  /// one IEEE operation (Clinger's fast path: at most 15 significant digits and a power of ten
  /// that is itself exact), else `nil`.
  @inline(__always)
  static func exactValue(mantissa: UInt64, digits: Int, exponent: Int) -> Double? {
    if mantissa == 0 { return digits <= 19 ? 0 : nil }
    guard digits <= 15, mantissa < (1 << 53), (-22...22).contains(exponent) else { return nil }
    let base = Double(Int64(bitPattern: mantissa))  // below 2^53: one exact conversion
    if exponent == 0 { return base }
    return exponent > 0 ? base * powerOfTen(exponent) : base / powerOfTen(-exponent)
  }

  /// 10^`exponent` for 0 … 22, all exactly representable as `Double`.
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    default: 1e22
    }
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Bytes that cannot directly follow a number: letters, digits, `.`, `+`, `-`.
  @inline(__always)
  static func isNumberTail(_ byte: UInt8) -> Bool {
    // `+`, `,`, `-`, `.` are 0x2B ... 0x2E; `|0x20` folds capital letters onto small ones.
    isDigit(byte) || (byte &- UInt8(ascii: "+") < 4 && byte != UInt8(ascii: ","))
      || (byte | 0x20) &- UInt8(ascii: "a") < 26
  }
}
