import SeededRandom
import Testing

@testable import BrickworkDocument

/// The WebAssembly module's slow number path (`DecimalLiteral`) against `Double(_: String)`,
/// bit for bit: the native reader's slow path, so that frames read from long literals are the
/// same in the module.
@Suite("Decimal literal")
struct DecimalLiteralTests {
  /// `DecimalLiteral`'s value of `literal`.
  private func value(_ literal: String) -> Double {
    Array(literal.utf8).withUnsafeBufferPointer { DecimalLiteral.value(of: $0) }
  }

  /// Records every literal whose value differs from `Double(_: String)`'s (bit for bit);
  /// returns how many were checked.
  @discardableResult
  private func checkAll(_ literals: [String]) -> Int {
    let mismatches = literals.filter { literal in
      Double(literal).map { value(literal).bitPattern != $0.bitPattern } ?? true
    }
    for literal in mismatches.prefix(20) {
      Issue.record("\(literal.prefix(120)): \(value(literal)), expected \(Double(literal) ?? .nan)")
    }
    #expect(mismatches.isEmpty)
    return literals.count
  }

  /// A string of `count` random decimal digits.
  private func digits(_ count: Int, using generator: inout SeededGenerator) -> String {
    String(
      (0..<count).map { _ in Character(Unicode.Scalar(UInt8.random(in: 48...57, using: &generator)))
      })
  }

  @Test func edgesOfTheRangeAndZeros() {
    checkAll([
      "0", "-0", "0.0", "-0.0", "0e5", "0.000e-400", "1", "-1", "1e0", "1E+0", "1e-0",
      "1e308", "1e309", "1e400", "-1e400", "1e-400", "-1e-400", "1e100000000", "1e-100000000",
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
      "-1.7976931348623157e308", "2.2250738585072014e-308", "2.2250738585072011e-308",
      "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
      "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
      "9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000001",
      "0.1", "0.2", "0.3", "123456789012345678901234567890",
      "1" + String(repeating: "0", count: 400),
      "0." + String(repeating: "0", count: 330) + "1",
      "1" + String(repeating: "0", count: 900) + "e-900",
      // Exponents past the fast path's saturation, against as many digits.
      "1e1500000", "1e-1500000", "0." + String(repeating: "0", count: 200_000) + "1e200010",
      "1" + String(repeating: "0", count: 200_000) + "e-200003", "1e99999999999999999999",
      "0." + String(repeating: "0", count: 2_000) + "1e100100",
    ])
  }

  @Test func randomLiteralsOfManyDigits() {
    var generator = SeededGenerator(seed: 13)
    var literals: [String] = []
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...(Bool.random(using: &generator) ? 25 : 60), using: &generator)
      var text = digits(count, using: &generator)
      if Bool.random(using: &generator) {
        let point = Int.random(in: 1...count, using: &generator)
        let index = text.index(text.startIndex, offsetBy: point)
        text.insert(".", at: index)
        if point == count { text += "0" }
      }
      if text.first == "0", text.count > 1, !text.hasPrefix("0.") { text = "1" + text }
      if Bool.random(using: &generator) {
        text += "e\(Int.random(in: -360...330, using: &generator))"
      }
      if Bool.random(using: &generator) { text = "-" + text }
      literals.append(text)
    }
    #expect(checkAll(literals) == 20_000)
  }

  @Test func literalsLongerThanTheDigitsKept() {
    var generator = SeededGenerator(seed: 14)
    var literals: [String] = []
    for _ in 0..<200 {
      let count = Int.random(in: 790...1_200, using: &generator)
      let text = "1" + digits(count, using: &generator)
      let exponent = Int.random(in: -1_400...(-count + 300), using: &generator)
      literals.append(text + "e\(exponent)")
      // A tail of zeros past the kept digits, then one last nonzero digit.
      literals.append(text.prefix(700) + String(repeating: "0", count: 400) + "1e-\(count - 300)")
    }
    checkAll(literals)
  }

  /// Literals exactly halfway between two doubles, and just below and above: the ties. (Exact
  /// products in `UInt128`, which Apple platforms have from iOS 18 / macOS 15.)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func halfwayPointsRoundToEven() {
    var generator = SeededGenerator(seed: 15)
    var literals: [String] = []
    for _ in 0..<5_000 {
      // An odd 54-bit significand: halfway between two doubles of 53 bits.
      let significand = UInt128(
        UInt64.random(in: (1 << 53)...((1 << 54) - 1), using: &generator) | 1)
      let shift = Int.random(in: 0...27, using: &generator)
      var power: UInt128 = 1
      for _ in 0..<shift { power *= 5 }
      // significand × 2^−shift = significand × 5^shift × 10^−shift
      let scaled = String(significand * power)
      let whole = scaled.dropLast(shift)
      let fraction = scaled.suffix(shift)
      let exact = shift == 0 ? String(scaled) : "\(whole.isEmpty ? "0" : whole).\(fraction)"
      literals.append(exact)
      literals.append(exact + (shift == 0 ? ".000000000000000000000001" : "000000000000000000001"))
      let below = String(significand * power - 1)
      literals.append(shift == 0 ? below : "\(below.dropLast(shift)).\(below.suffix(shift))")
    }
    checkAll(literals)
  }

  @Test func subnormalsAndNearTheLargest() {
    var generator = SeededGenerator(seed: 16)
    var literals: [String] = []
    for _ in 0..<3_000 {
      let mantissa = digits(Int.random(in: 1...40, using: &generator), using: &generator)
      let lead = Int.random(in: 1...9, using: &generator)
      literals.append("\(lead).\(mantissa)e-\(Int.random(in: 305...325, using: &generator))")
      literals.append("\(lead).\(mantissa)e\(Int.random(in: 305...308, using: &generator))")
      let bits = UInt64.random(in: 1...0x000F_FFFF_FFFF_FFFF, using: &generator)
      literals.append(Double(bitPattern: bits).description)
    }
    checkAll(literals)
  }
}
