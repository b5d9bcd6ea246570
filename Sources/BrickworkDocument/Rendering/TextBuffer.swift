/// A buffer of UTF-8 text that a writer fills and empties into a ``ByteOutput`` in chunks of
/// about ``chunkSize`` bytes, so that no output is ever built as one giant string.
///
/// The bytes go straight into memory the buffer owns (one allocation, reused for every chunk):
/// each append checks the room left once and copies its bytes as a block, literals and numbers
/// alike, with no per-byte array bookkeeping. It cannot be copied, so the memory has one owner.
struct TextBuffer<Output: ByteOutput>: ~Copyable {
  /// The size at which the buffer is emptied into the output.
  static var chunkSize: Int { 1 << 16 }

  /// The room beyond a chunk: enough for everything a writer appends between two calls of
  /// ``flushIfNeeded()`` without growing (longer text grows the buffer instead).
  private static var slack: Int { 4096 }

  /// The destination.
  var output: Output
  /// The memory of the bytes not yet written.
  private var start: UnsafeMutablePointer<UInt8>
  /// The bytes `start` has room for.
  private var capacity: Int
  /// The bytes not yet written.
  private var count = 0
  /// The first non-finite number appended, which stops all further output.
  private var nonFinite: Double?

  /// Creates a buffer emptied into `output`.
  init(output: Output) {
    self.output = output
    capacity = Self.chunkSize + Self.slack
    start = .allocate(capacity: capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Writes the buffer out once it holds a chunk.
  @inline(__always)
  mutating func flushIfNeeded() throws(WriteFailure<Output.WriteError>) {
    if count >= Self.chunkSize { try flush() }
  }

  /// Writes out everything buffered.
  ///
  /// - Throws: ``WriteFailure/nonFiniteNumber(_:)`` when a number appended was not finite
  ///   (nothing of the chunk holding it is written), else what the output throws.
  mutating func flush() throws(WriteFailure<Output.WriteError>) {
    if let nonFinite { throw .nonFiniteNumber(NonFiniteNumberError(value: nonFinite)) }
    guard count > 0 else { return }
    do throws(Output.WriteError) {
      try output.write(UnsafeRawBufferPointer(start: start, count: count))
    } catch {
      throw .output(error)
    }
    count = 0
  }

  /// Lets `body` write up to `maximum` bytes after those appended; it returns how many it
  /// wrote.
  @inline(__always)
  mutating func append(
    atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if capacity - count < maximum { grow(toHold: maximum) }
    count += body(start + count)
  }

  /// Marks the text unwritable: the next ``flush()`` throws ``NonFiniteNumberError`` for
  /// `value` (the first such value is kept).
  mutating func refuse(_ value: Double) {
    nonFinite = nonFinite ?? value
  }

  /// Appends literal text.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    _writeASCII(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends text as it is.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { _writeASCII($0) }
  }

  /// Appends bytes as they are (the name is the one text streams give it: ASCII or other
  /// UTF-8 already encoded).
  @inline(__always)
  mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    append(atMost: bytes.count) { destination in
      destination.update(from: source, count: bytes.count)
      return bytes.count
    }
  }

  /// Appends one byte.
  @inline(__always)
  private mutating func append(byte: UInt8) {
    append(atMost: 1) { destination in
      destination.pointee = byte
      return 1
    }
  }

  /// Appends text escaped for HTML and XML content and attribute values: `&`, `<`, `>`, `"`
  /// and `'` as entities, and the characters XML forbids (C0 controls but tab, line feed and
  /// carriage return; U+FFFE, U+FFFF) as U+FFFD.
  mutating func append(escaping text: String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"": append("&quot;")
      case "'": append("&#39;")
      case "\t", "\n", "\r": append(byte: UInt8(scalar.value))
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          append("\u{FFFD}")
        } else if scalar.isASCII {
          append(byte: UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { append(byte: $0) }
        }
      }
    }
  }

  /// Moves the bytes into memory with room for `extra` more.
  private mutating func grow(toHold extra: Int) {
    let larger = max(2 * capacity, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
