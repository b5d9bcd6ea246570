/// The import and export sections of a WebAssembly module, read from its bytes.
struct WasmSections {
  /// The number of imports.
  var importCount = 0
  /// The names of the exports.
  var exports: [String] = []

  /// A module that is not one.
  struct Malformed: Error {}

  init(_ bytes: [UInt8]) throws {
    guard bytes.count >= 8, bytes[0..<4] == [0x00, 0x61, 0x73, 0x6D] else { throw Malformed() }
    var position = 8
    func leb() throws -> Int {
      var result = 0
      var shift = 0
      while true {
        guard position < bytes.count else { throw Malformed() }
        let byte = bytes[position]
        position += 1
        result |= Int(byte & 0x7F) << shift
        shift += 7
        if byte < 0x80 { return result }
      }
    }
    while position < bytes.count {
      let id = bytes[position]
      position += 1
      let size = try leb()
      let end = position + size
      if id == 2 { importCount = try leb() }
      if id == 7 {
        for _ in 0..<(try leb()) {
          let length = try leb()
          exports.append(String(decoding: bytes[position..<(position + length)], as: UTF8.self))
          position += length + 1  // the kind
          _ = try leb()  // the index
        }
      }
      position = end
    }
  }
}
