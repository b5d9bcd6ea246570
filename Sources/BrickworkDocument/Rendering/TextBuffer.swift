/// A buffer of UTF-8 text that a writer fills and empties into a ``ByteOutput`` in chunks of
/// about ``chunkSize`` bytes, so that no output is ever built as one giant string.
struct TextBuffer<Output: ByteOutput> {
  /// The size at which the buffer is emptied into the output.
  static var chunkSize: Int { 1 << 16 }

  /// The destination.
  var output: Output
  /// The bytes not yet written.
  private var bytes: [UInt8] = []
  /// The first non-finite number appended, which stops all further output.
  private var nonFinite: Double?

  /// Creates a buffer emptied into `output`.
  init(output: Output) {
    self.output = output
    bytes.reserveCapacity(Self.chunkSize + 1024)
  }

  /// Writes the buffer out once it holds a chunk.
  @inline(__always)
  mutating func flushIfNeeded() throws(WriteFailure<Output.WriteError>) {
    if bytes.count >= Self.chunkSize { try flush() }
  }

  /// Writes out everything buffered.
  ///
  /// - Throws: ``WriteFailure/nonFiniteNumber(_:)`` when a number appended was not finite
  ///   (nothing of the chunk holding it is written), else what the output throws.
  mutating func flush() throws(WriteFailure<Output.WriteError>) {
    if let nonFinite { throw .nonFiniteNumber(NonFiniteNumberError(value: nonFinite)) }
    guard !bytes.isEmpty else { return }
    // `withUnsafeBytes` rethrows untyped errors, so the typed one travels out as a `Result`.
    let written = bytes.withUnsafeBytes { chunk in
      Result { () throws(Output.WriteError) in try output.write(chunk) }
    }
    do throws(Output.WriteError) {
      try written.get()
    } catch {
      throw .output(error)
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends literal text.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends text as it is.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends an integer in decimal.
  mutating func append(_ value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      append(UInt64(value.magnitude))
    } else {
      append(UInt64(value))
    }
  }

  private mutating func append(_ value: UInt64) {
    var divisor: UInt64 = 1
    while value / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// Appends a number with the fewest digits that read back as the same `Double` (Swift's
  /// `description`), integers without a fraction (`375`, not `375.0`), and no negative zero.
  ///
  /// The text is valid in JSON, SVG and CSS alike. Non-finite values cannot come from a valid
  /// layout; one is never written: the next ``flush()`` throws ``NonFiniteNumberError``.
  mutating func append(number value: Double) {
    if !value.isFinite {
      nonFinite = nonFinite ?? value
    } else if value == 0 {
      bytes.append(UInt8(ascii: "0"))
    } else if value.magnitude < 1e15, value.rounded(.towardZero) == value {
      append(Int(value))
    } else {
      // `Double` writes its shortest round-trip digits into a text stream as ASCII without
      // building a `String`; see `TextBuffer: TextOutputStream` below.
      value.write(to: &self)
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
      case "\t", "\n", "\r": bytes.append(UInt8(scalar.value))
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          append("\u{FFFD}")
        } else if scalar.isASCII {
          bytes.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }
  }
}

extension TextBuffer: TextOutputStream {
  /// Appends text (the stream's general entry point).
  mutating func write(_ string: String) {
    bytes.append(contentsOf: string.utf8)
  }

  /// Appends ASCII text as it is: the entry point through which numbers write their digits
  /// without building a `String`.
  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }
}
