/// A buffer of UTF-8 text that a writer fills and empties into a ``ByteOutput`` in chunks of
/// about ``chunkSize`` bytes, so that no output is ever built as one giant string.
///
/// The text is a ``TextBytes``, its first stored property: its appends are not generic, and
/// reach it at a fixed offset, so a writer's code is as fast unspecialized (called from another
/// module with its own output type) as specialized. It cannot be copied.
package struct TextBuffer<Output: ByteOutput>: ~Copyable {
  /// The size at which the buffer is emptied into the output.
  package static var chunkSize: Int { 1 << 16 }

  /// The bytes not yet written.
  package var text: TextBytes
  /// The destination.
  package var output: Output

  /// Creates a buffer emptied into `output`.
  package init(output: Output) {
    text = TextBytes(chunkSize: Self.chunkSize)
    self.output = output
  }

  /// Runs `body` on a buffer that takes `output` over, then writes out what it holds and gives
  /// the output back (also when `body` throws). The output is moved, not copied: an array grows
  /// in place rather than being copied on its first write.
  package static func writing(
    into output: inout Output,
    _ body: (inout TextBuffer) throws(WriteFailure<Output.WriteError>) -> Void
  ) throws(WriteFailure<Output.WriteError>) {
    var buffer = TextBuffer(output: consume output)
    defer { output = buffer.output }
    try body(&buffer)
    try buffer.flush()
  }

  /// Writes the buffer out once it holds a chunk.
  @inline(__always)
  package mutating func flushIfNeeded() throws(WriteFailure<Output.WriteError>) {
    if text.count >= Self.chunkSize { try flush() }
  }

  /// Writes out everything buffered.
  ///
  /// - Throws: ``WriteFailure/nonFiniteNumber(_:)`` when a number appended was not finite
  ///   (nothing of the chunk holding it is written), else what the output throws.
  package mutating func flush() throws(WriteFailure<Output.WriteError>) {
    try Self.write(text, to: &output)
    text.removeAll()
  }

  /// Writes `bytes` to the output, after what was flushed before (not after ``text``).
  ///
  /// - Throws: ``WriteFailure/nonFiniteNumber(_:)`` when a number appended to `bytes` was not
  ///   finite (nothing of them is written), else what the output throws.
  package mutating func write(_ bytes: borrowing TextBytes) throws(WriteFailure<Output.WriteError>)
  {
    try Self.write(bytes, to: &output)
  }

  /// Writes `bytes` to `output`, as ``write(_:)`` does.
  private static func write(_ bytes: borrowing TextBytes, to output: inout Output)
    throws(WriteFailure<Output.WriteError>)
  {
    if let nonFinite = bytes.nonFinite {
      throw .nonFiniteNumber(NonFiniteNumberError(value: nonFinite))
    }
    guard bytes.count > 0 else { return }
    // The closure cannot throw a typed error through `withBytes`: the error travels as a value.
    let failure = bytes.withBytes { chunk -> Output.WriteError? in
      do throws(Output.WriteError) {
        try output.write(chunk)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw .output(failure) }
  }

  /// Appends literal text.
  @inline(__always)
  package mutating func append(_ literal: StaticString) { text.append(literal) }

  /// Appends text as it is (literals go to the `StaticString` overload).
  @_disfavoredOverload
  @inline(__always)
  package mutating func append(_ string: String) { text.append(string) }

  /// Appends bytes as they are (ASCII, or other UTF-8 already encoded).
  @inline(__always)
  package mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) { text._writeASCII(bytes) }

  /// Appends an integer in decimal.
  @inline(__always)
  package mutating func append(_ value: Int) { text.append(value) }

  /// Appends a number as ``TextBytes/append(number:)`` does: the shortest round-trip digits,
  /// integers below 1e15 without a fraction, no negative zero; a non-finite one makes the next
  /// ``flush()`` throw.
  @inline(__always)
  package mutating func append(number value: Double) { text.append(number: value) }

  /// Appends text escaped for HTML and XML, as ``TextBytes/append(escaping:)`` does.
  @inline(__always)
  package mutating func append(escaping string: String) { text.append(escaping: string) }
}
