import SeededRandom
import Testing

@testable import BrickworkDocument

/// The writers' own number formatting against Swift's `description`, byte for byte.
@Suite("Number text")
struct NumberTextTests {
  /// The text `NumberText` writes for `value`.
  private func text(_ value: Double) -> String {
    var bytes = [UInt8](repeating: 0, count: NumberText.scratch)
    let count = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { NumberText.write(value, to: $0) } ?? 0
    }
    return String(decoding: bytes[..<count], as: UTF8.self)
  }

  /// The text a writer appends for `value`.
  private func appended(_ value: Double) -> String {
    var buffer = TextBuffer(output: [UInt8]())
    buffer.append(number: value)
    try? buffer.flush()
    return String(decoding: buffer.output, as: UTF8.self)
  }

  /// Records every value whose text is not its `description`; returns how many were checked.
  @discardableResult
  private func checkAll(_ values: some Sequence<Double>) -> Int {
    var checked = 0
    var failures = 0
    for value in values {
      checked += 1
      let expected = value.description
      let written = text(value)
      if written != expected {
        failures += 1
        if failures <= 20 {
          Issue.record("\(value.bitPattern): wrote \(written), description \(expected)")
        }
      }
    }
    #expect(failures == 0)
    return checked
  }

  /// Every double near `value`: it and its `spread` neighbours either side.
  private func around(_ value: Double, spread: Int = 3) -> [Double] {
    var values = [value]
    var below = value
    var above = value
    for _ in 0..<spread {
      below = below.nextDown
      above = above.nextUp
      values += [below, above]
    }
    return values.filter(\.isFinite)
  }

  @Test func randomBitPatternsWriteTheirDescription() {
    var generator = SeededGenerator(seed: 15)
    let values = (0..<30_000).lazy.map { _ in
      Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
    }.filter(\.isFinite)
    #expect(checkAll(values) > 28_000)
  }

  @Test func layoutValuesWriteTheirDescription() {
    var generator = SeededGenerator(seed: 16)
    var values: [Double] = []
    for _ in 0..<100_000 {
      let width = Double.random(in: 0...2000, using: &generator)
      let columns = Double(Int.random(in: 1...12, using: &generator))
      let scale = Double([1, 2, 3][Int.random(in: 0...2, using: &generator)])
      values.append(width)
      values.append(width / columns)
      values.append((width * scale).rounded() / scale)
      values.append(Double(Int.random(in: 0...1_000_000, using: &generator)) / 3)
      values.append(Double.random(in: 0...1e9, using: &generator) / 7)
      values.append(-Double.random(in: 0...1, using: &generator))
      values.append(Double.random(in: 1e-6...1e-3, using: &generator))
      values.append(Double.random(in: 1e14...1e17, using: &generator))
    }
    checkAll(values)
  }

  @Test func everyBinaryExponentWritesItsDescription() {
    var generator = SeededGenerator(seed: 17)
    var values: [Double] = []
    for exponent in UInt64(0)...2046 {
      let random = UInt64.random(in: 0..<(1 << 52), using: &generator)
      for fraction: UInt64 in [0, 1, 2, (1 << 52) - 1, 1 << 51, random] {
        let value = Double(bitPattern: exponent << 52 | fraction)
        values += [value, -value]
      }
    }
    checkAll(values)
  }

  @Test func boundariesWriteTheirDescription() {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100.5, 375, 1e15, 1e16, 1e17, 1e21, 1e22,
      1e23, 0x1p53, 0x1p54, 0x1p63, 0x1p64, 1e-4, 1e-5, 9.5e15, 9e15, 123_456_789_012_345.6,
      18_014_398_509_481_992, 18_014_398_509_481_988, 9_007_199_254_740_994,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .pi, .ulpOfOne,
      Double.leastNormalMagnitude.nextDown, Double(Float.greatestFiniteMagnitude),
    ]
    for value in values { values += around(value) }
    var power = 1.0
    for _ in 0...308 {
      values += around(power, spread: 1)
      power *= 10
    }
    power = 1.0
    for _ in 0...330 {
      values += around(power, spread: 1)
      power /= 10
    }
    for numerator in 1...3000 { values.append(Double(numerator) / 3) }
    checkAll(values + values.map { -$0 })
  }

  @Test func writersKeepIntegersShortAndZeroUnsigned() {
    #expect(appended(375) == "375")
    #expect(appended(-0.0) == "0")
    #expect(appended(0) == "0")
    #expect(appended(-42) == "-42")
    #expect(appended(999_999_999_999_999) == "999999999999999")
    // From 1e15 on, `description` as before: with its fraction.
    #expect(appended(1e15) == "1000000000000000.0")
    #expect(appended(1e16) == "1e+16")
    #expect(appended(1e-7) == "1e-07")
    #expect(appended(0.0001) == "0.0001")
    #expect(appended(127.66666666666667) == "127.66666666666667")
    var generator = SeededGenerator(seed: 18)
    for _ in 0..<10_000 {
      let value = Double.random(in: -1e16...1e16, using: &generator).rounded()
      let expected = value.magnitude < 1e15 ? String(Int(value)) : value.description
      #expect(appended(value) == expected)
    }
  }

  @Test func integersWriteTheirDescription() {
    var generator = SeededGenerator(seed: 19)
    var values = [0, 1, -1, 9, 10, 99, 100, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power]
    }
    for _ in 0..<10_000 { values.append(Int.random(in: .min ... .max, using: &generator)) }
    for value in values {
      var buffer = TextBuffer(output: [UInt8]())
      buffer.append(value)
      try? buffer.flush()
      #expect(String(decoding: buffer.output, as: UTF8.self) == String(value))
    }
  }

  @Test func digitCountsMatchTheDigits() {
    var value: UInt64 = 1
    for digits in 1...19 {
      #expect(NumberText.digitCount(value) == digits)
      #expect(NumberText.digitCount(value * 10 - 1) == digits)
      value *= 10
    }
    #expect(NumberText.digitCount(0) == 1)
    #expect(NumberText.digitCount(.max) == 20)
  }

  @Test func powersOfTenAreScaledIntoTheTopBit() {
    // 10^0 is 2^127 exactly (then rounded up); the others start with their top bit set.
    #expect(ScaledPowerOfTen(0) == ScaledPowerOfTen(high: 1 << 63, low: 1))
    #expect(ScaledPowerOfTen(1) == ScaledPowerOfTen(high: 0xA000_0000_0000_0000, low: 1))
    for exponent in -292...324 {
      #expect(ScaledPowerOfTen(exponent).high >> 63 == 1, "\(exponent)")
    }
  }
}
