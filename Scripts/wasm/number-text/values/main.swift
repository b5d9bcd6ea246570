// The values of Scripts/wasm/check-number-text.sh and their native `description`s: writes
// COUNT bit patterns of each kind (little-endian, 8 bytes each) to BITS and one `description`
// per line to TEXT.
//
//   number-values COUNT SEED BITS TEXT

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
let count = Int(arguments[1]) ?? 1_000_000
var generator = SplitMix(state: UInt64(arguments[2]) ?? 1)
/// Values near the thresholds of the formats, and the special ones.
let edges: [Double] = [
  0, -0.0, 1e-4, 1e-5, 0x1p53, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, .leastNonzeroMagnitude,
  .leastNormalMagnitude,
  .greatestFiniteMagnitude, 0.1, 0.3, 1.0 / 3, 127.66666666666667,
]
let kinds: [(inout SplitMix) -> Double] = [
  // Every finite double is equally likely to come up by its bits.
  { Double(bitPattern: $0.next()) },
  // Frames: lengths up to the core's 1e9, divided as columns and rows divide them.
  { Double.random(in: -1e9...1e9, using: &$0) / Double(Int.random(in: 1...13, using: &$0)) },
  // Offsets of long feeds, past 1e15 where integers are written as decimals too.
  {
    Double.random(in: 1e12...1e19, using: &$0).rounded() / Double(Int.random(in: 1...4, using: &$0))
  },
  // The neighbours of a threshold.
  { generator in
    var value = edges[Int.random(in: 0..<edges.count, using: &generator)]
    for _ in 0..<Int.random(in: 0...64, using: &generator) {
      value = Bool.random(using: &generator) ? value.nextUp : value.nextDown
    }
    return value
  },
  // Subnormals.
  { Double(bitPattern: $0.next() & ((1 << 52) - 1)) },
]

var bits: [UInt8] = []
var text = ""
bits.reserveCapacity(8 * count * kinds.count)
for value in edges {
  withUnsafeBytes(of: value.bitPattern.littleEndian) { bits += $0 }
  text += value.description + "\n"
}
for make in kinds {
  var written = 0
  while written < count {
    let value = make(&generator)
    guard value.isFinite else { continue }
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bits += $0 }
    text += value.description + "\n"
    written += 1
  }
}
func save(_ bytes: [UInt8], to path: String) {
  guard let file = fopen(path, "wb") else { exit(2) }
  _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
}
save(bits, to: arguments[3])
save(Array(text.utf8), to: arguments[4])
