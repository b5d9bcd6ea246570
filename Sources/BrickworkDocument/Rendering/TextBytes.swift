/// The bytes of a ``TextBuffer`` not yet written: UTF-8 text in memory it owns (one allocation,
/// reused for every chunk, grown only by text longer than its slack).
///
/// Each append checks the room left once and copies its bytes as a block, literals and numbers
/// alike, with no per-byte array bookkeeping. Not generic, so that a writer's appends are the
/// same fast code whatever its output; it cannot be copied, so the memory has one owner.
package struct TextBytes: ~Copyable {
  /// The room beyond a chunk: enough for everything a writer appends between two checks of
  /// the chunk size without growing (longer text grows the memory instead).
  package static var slack: Int { 4096 }

  /// The memory of the bytes.
  private var start: UnsafeMutablePointer<UInt8>
  /// The bytes `start` has room for.
  private var capacity: Int
  /// The number of bytes.
  package private(set) var count = 0
  /// The first non-finite number appended, which stops all further output.
  package private(set) var nonFinite: Double?
  /// The text of the numbers appended last.
  let numbers = NumberTextCache()

  /// Creates empty text with room for `chunkSize` bytes and the slack.
  package init(chunkSize: Int) {
    capacity = chunkSize + Self.slack
    start = .allocate(capacity: capacity)
    // Numbers read back scratch bytes past their text (``NumberText``): all bytes are set.
    start.initialize(repeating: 0, count: capacity)
  }

  deinit {
    start.deallocate()
    numbers.deallocate()
  }

  /// Calls `body` with the bytes.
  package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: start, count: count))
  }

  /// Removes every byte, keeping the memory.
  package mutating func removeAll() {
    count = 0
  }

  /// Lets `body` write up to `maximum` bytes after those appended; it returns how many it
  /// wrote.
  @inline(__always)
  package mutating func append(
    atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if capacity - count < maximum { grow(toHold: maximum) }
    count += body(start + count)
  }

  /// Marks the text unwritable: ``nonFinite`` is `value` unless it was already set.
  package mutating func refuse(_ value: Double) {
    nonFinite = nonFinite ?? value
  }

  /// Appends literal text.
  @inline(__always)
  package mutating func append(_ text: StaticString) {
    _writeASCII(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends text as it is (literals go to the `StaticString` overload).
  @_disfavoredOverload
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { _writeASCII($0) }
  }

  /// Appends bytes as they are (the name is the one text streams give it: ASCII or other
  /// UTF-8 already encoded).
  @inline(__always)
  package mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let count = bytes.count
    append(atMost: count) { destination in
      // The keys and punctuation of a writer: 4 to 16 bytes, as two words that may overlap,
      // no call to `memcpy`.
      let from = UnsafeRawPointer(source)
      let to = UnsafeMutableRawPointer(destination)
      if count >= 8, count <= 16 {
        let first = from.loadUnaligned(as: UInt64.self)
        let last = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: last, toByteOffset: count &- 8, as: UInt64.self)
      } else if count >= 4, count < 8 {
        let first = from.loadUnaligned(as: UInt32.self)
        let last = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        to.storeBytes(of: first, as: UInt32.self)
        to.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
      } else {
        destination.update(from: source, count: count)
      }
      return count
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
  package mutating func append(escaping text: String) {
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
    moved.initialize(repeating: 0, count: larger)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
