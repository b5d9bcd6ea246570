// The long run of the writers' number text against Swift's `description`: compiled with the
// files of Sources/BrickworkDocument/Rendering/Numbers by Scripts/check-number-text.sh.
//
//   check-number-text COUNT [SEED]   checks COUNT values of each kind; exit 1 on a difference

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
var generator = SplitMix(state: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1)
var buffer = [UInt8](repeating: 0, count: NumberText.scratch)
var checked = 0
var failures = 0

func check(_ value: Double) {
  guard value.isFinite else { return }
  checked += 1
  let written = buffer.withUnsafeMutableBufferPointer {
    $0.baseAddress.map { NumberText.write(value, to: $0) } ?? 0
  }
  let expected = value.description
  let matches = expected.utf8.elementsEqual(buffer[..<written])
  if !matches {
    failures += 1
    if failures <= 20 {
      print(
        "DIFFERS: \(value.bitPattern): \(String(decoding: buffer[..<written], as: UTF8.self)) vs \(expected)"
      )
    }
  }
}

let kinds: [(String, (inout SplitMix) -> Double)] = [
  ("random bit patterns", { Double(bitPattern: $0.next()) }),
  (
    "layout values (0-2000, divided by 1-12)",
    {
      Double.random(in: 0...2000, using: &$0) / Double(Int.random(in: 1...12, using: &$0))
    }
  ),
  (
    "snapped values k/2, k/3",
    {
      Double(Int.random(in: 0...100_000_000, using: &$0))
        / Double(Int.random(in: 2...3, using: &$0))
    }
  ),
  ("large offsets (1e5-1e9) / 7", { Double.random(in: 1e5...1e9, using: &$0) / 7 }),
  (
    "around 2^53 and 1e-4",
    {
      let base = Bool.random(using: &$0) ? 0x1p53 : 1e-4
      var value = base
      for _ in 0..<Int.random(in: 0...1000, using: &$0) { value = value.nextUp }
      return Bool.random(using: &$0) ? value : -value
    }
  ),
  ("subnormals", { Double(bitPattern: $0.next() & ((1 << 52) - 1)) }),
  ("integers to 2^60", { Double(UInt64.random(in: 0...(1 << 60), using: &$0)) }),
]
let clock = ContinuousClock()
let start = clock.now
// Every block of eight digits, against the digits of its `description`.
var blockFailures = 0
for value in UInt32(0)..<100_000_000 {
  let digits = NumberText.eightDigits(value)
  var expected = value
  for index in (0..<8).reversed() {
    let digit = UInt8(truncatingIfNeeded: digits >> UInt64(8 * index))
    if digit != UInt8(ascii: "0") + UInt8(expected % 10) { blockFailures += 1 }
    expected /= 10
  }
}
print("eight-digit blocks: 100000000 checked, \(blockFailures) differ")
failures += blockFailures
for (name, make) in kinds {
  let before = checked
  for _ in 0..<count { check(make(&generator)) }
  print("\(name): \(checked - before) checked")
}
print("check-number-text: \(checked) values checked, \(failures) differ (\(clock.now - start))")
exit(failures == 0 ? 0 : 1)
