/// A fuzzer's input read as a stream of choices: each call takes the next bytes, and an
/// exhausted input answers zeros, so every byte string is a valid (if short) program.
public struct FuzzBytes {
  /// The input.
  private let bytes: [UInt8]
  /// The position of the next unread byte.
  private var position = 0

  /// Creates a reader of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 at the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// An integer in `range`, from one byte (two when the range is wider than 256).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt(range.upperBound - range.lowerBound)
    var value = UInt(byte())
    if width > 255 { value = value << 8 | UInt(byte()) }
    return range.lowerBound + Int(value % (width + 1))
  }

  /// A Boolean from one byte.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `choices`, picked by one byte.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// A length: usually an ordinary one (a whole or quarter number up to 1,000), sometimes one
  /// of the values that break layouts (zero, subnormals, huge, negative, not finite).
  public mutating func length() -> Double {
    let kind = byte()
    if kind < 160 { return Double(int(in: 0...4000)) / 4 }
    if kind < 240 { return Double(int(in: 0...255)) }
    return pick(Self.hostileLengths)
  }

  /// Lengths that have broken, or could break, layout code.
  public static let hostileLengths: [Double] = [
    0, -0.0, 1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1, 1e9, 1e9 + 1, 1e15, 1e300,
    .greatestFiniteMagnitude, -1, -1e-300, .infinity, -.infinity, .nan, 1e-9, 1e9 - 0.5,
  ]
}
