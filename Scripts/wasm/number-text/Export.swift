// The writers' number text as the WebAssembly module writes it (Embedded Swift), for
// Scripts/wasm/check-number-text.sh: compiled with Sources/BrickworkDocument/Rendering/Numbers.

/// Writes the double with bit pattern `bits` as the module's JSON writer does, at `text` (at
/// least `NumberText.scratch` bytes).
///
/// - Returns: The number of bytes written.
@_cdecl("number_text_write")
public func numberTextWrite(_ bits: UInt64, _ text: UnsafeMutablePointer<UInt8>) -> Int32 {
  Int32(NumberText.write(Double(bitPattern: bits), to: text))
}
