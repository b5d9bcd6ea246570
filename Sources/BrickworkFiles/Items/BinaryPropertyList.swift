import BrickworkDocument

/// A reader of binary property lists (`bplist00`), written for hostile input: every offset
/// and count is checked against the file, nesting is capped at ``maximumDepth``, and the values
/// read are capped at a small multiple of the file's size and at what the memory budget of an
/// item list of that size allows (`MemoryBudget/propertyListValueCost` a value). An array or
/// dictionary referenced
/// many times (as Python's `plistlib` writes `[d] * n`) is read once and shared, as the format
/// allows.
struct BinaryPropertyList {
  /// A file that is not a readable binary property list, or that holds more values than its
  /// memory budget allows.
  struct Malformed: Error {
    /// Whether the file is past its memory budget (`MemoryBudget`) rather than malformed.
    var isPastBudget = false
  }

  /// The deepest nesting of arrays and dictionaries read.
  static let maximumDepth = 512

  /// The file.
  private let bytes: [UInt8]
  /// The size in bytes of an offset in the offset table.
  private let offsetSize: Int
  /// The size in bytes of an object reference.
  private let referenceSize: Int
  /// The number of objects.
  private var objectCount: Int
  /// Where the offset table starts.
  private var offsetTable: Int
  /// How many more values may be read.
  private var budget: Int
  /// Whether ``budget`` started as the memory budget's cap rather than the size's multiple.
  private let budgetIsMemory: Bool
  /// The arrays and dictionaries read so far, by object number, with their height (the
  /// deepest nesting below them): a shared object is read once.
  private var containers: [Int: (value: PropertyListValue, height: Int)] = [:]
  /// The height of the value ``object(_:depth:)`` returned last (0 for a scalar).
  private var lastHeight = 0

  /// Whether `bytes` starts like a binary property list.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist".utf8))
  }

  /// Reads the top object of `bytes`.
  ///
  /// - Complexity: O(n) for a file of n bytes.
  static func read(_ bytes: [UInt8]) throws(Malformed) -> PropertyListValue {
    var reader = try BinaryPropertyList(bytes)
    let top = try reader.unsigned(at: bytes.count - 16, size: 8)
    return try reader.object(top, depth: 0)
  }

  /// Checks the header and the trailer.
  private init(_ bytes: [UInt8]) throws(Malformed) {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
      throw Malformed()
    }
    self.bytes = bytes
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let memoryCap = MemoryBudget(inputSize: bytes.count).limit / MemoryBudget.propertyListValueCost
    budget = min(4 * bytes.count, memoryCap)
    budgetIsMemory = memoryCap < 4 * bytes.count
    objectCount = 0
    offsetTable = 0
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw Malformed() }
    let count = try unsigned(at: trailer + 8, size: 8)
    let table = try unsigned(at: trailer + 24, size: 8)
    guard count <= trailer, table >= 8, table <= trailer,
      count <= (trailer - table) / offsetSize
    else { throw Malformed() }
    objectCount = count
    offsetTable = table
  }

  /// The big-endian unsigned integer of `size` bytes at `offset`, if it fits an `Int`.
  private func unsigned(at offset: Int, size: Int) throws(Malformed) -> Int {
    guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { throw Malformed() }
    var value: UInt64 = 0
    for byte in bytes[offset..<(offset + size)] {
      guard value >> 56 == 0 else { throw Malformed() }
      value = value << 8 | UInt64(byte)
    }
    guard value <= UInt64(Int.max) else { throw Malformed() }
    return Int(value)
  }

  /// The object numbered `index`.
  private mutating func object(_ index: Int, depth: Int) throws(Malformed) -> PropertyListValue {
    budget -= 1
    guard budget >= 0 else { throw Malformed(isPastBudget: budgetIsMemory) }
    guard index < objectCount, depth <= Self.maximumDepth else { throw Malformed() }
    if let shared = containers[index] {
      guard depth + shared.height <= Self.maximumDepth else { throw Malformed() }
      lastHeight = shared.height
      return shared.value
    }
    lastHeight = 0
    let start = try unsigned(at: offsetTable + index * offsetSize, size: offsetSize)
    guard start >= 8, start < offsetTable else { throw Malformed() }
    let marker = bytes[start]
    let info = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return .boolean(false)
      case 0x09: return .boolean(true)
      default: return .other(kind: "an unknown value")
      }
    case 0x1:
      guard info <= 3 else { return .other(kind: "an unknown value") }  // 128-bit integers
      let size = 1 << info
      let value = try raw(at: start + 1, size: size)
      // Eight-byte integers are signed; shorter ones are unsigned.
      return .number(size == 8 ? Double(Int64(bitPattern: value)) : Double(value))
    case 0x2:
      guard info == 2 || info == 3 else { return .other(kind: "an unknown value") }
      let value = try raw(at: start + 1, size: 1 << info)
      return .number(
        info == 2 ? Double(Float(bitPattern: UInt32(value))) : Double(bitPattern: value))
    case 0x3: return .other(kind: "a date")
    case 0x4: return .other(kind: "data")
    case 0x5:
      let (count, first) = try length(at: start, info: info)
      guard first <= offsetTable - count else { throw Malformed() }
      let text = bytes[first..<(first + count)]
      guard text.allSatisfy({ $0 < 0x80 }) else { throw Malformed() }
      return .string(String(decoding: text, as: UTF8.self))
    case 0x6:
      let (count, first) = try length(at: start, info: info)
      guard count <= (offsetTable - first) / 2 else { throw Malformed() }
      let units = (0..<count).map {
        UInt16(bytes[first + 2 * $0]) << 8 | UInt16(bytes[first + 2 * $0 + 1])
      }
      var text = ""
      var decoder = UTF16()
      var iterator = units.makeIterator()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
        case .emptyInput: return .string(text)
        case .error: throw Malformed()  // a lone surrogate
        }
      }
    case 0x8: return .other(kind: "a UID")
    case 0xA:
      let (count, first) = try length(at: start, info: info)
      let references = try self.references(count, at: first)
      var values: [PropertyListValue] = []
      values.reserveCapacity(references.count)
      var height = 0
      for reference in references {
        values.append(try object(reference, depth: depth + 1))
        height = max(height, lastHeight + 1)
      }
      return shared(.array(values), index, height: height)
    case 0xC: return .other(kind: "a set")
    case 0xD:
      let (count, first) = try length(at: start, info: info)
      let references = try self.references(2 * count, at: first)
      var entries: [(key: String, value: PropertyListValue)] = []
      entries.reserveCapacity(count)
      var height = 0
      for pair in 0..<count {
        guard case .string(let key) = try object(references[pair], depth: depth + 1) else {
          throw Malformed()
        }
        entries.append((key, try object(references[count + pair], depth: depth + 1)))
        height = max(height, lastHeight + 1)
      }
      return shared(.dictionary(entries), index, height: height)
    default: return .other(kind: "an unknown value")
    }
  }

  /// Records the container `value`, object `index`, for its other references.
  private mutating func shared(_ value: PropertyListValue, _ index: Int, height: Int)
    -> PropertyListValue
  {
    containers[index] = (value, height)
    lastHeight = height
    return value
  }

  /// The raw big-endian bits of `size` (at most 8) bytes at `offset`.
  private func raw(at offset: Int, size: Int) throws(Malformed) -> UInt64 {
    guard offset <= offsetTable - size else { throw Malformed() }
    return bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// The count of the object whose marker is at `start` (in its low nibble, or in the integer
  /// object after it when that nibble is 15) and where its contents start.
  private func length(at start: Int, info: Int) throws(Malformed) -> (count: Int, first: Int) {
    guard info == 0x0F else { return (info, start + 1) }
    guard start + 1 < offsetTable, bytes[start + 1] >> 4 == 0x1 else { throw Malformed() }
    let size = 1 << Int(bytes[start + 1] & 0x0F)
    guard size <= 8 else { throw Malformed() }
    let count = try unsigned(at: start + 2, size: size)
    guard count <= offsetTable else { throw Malformed() }
    return (count, start + 2 + size)
  }

  /// `count` object references starting at `offset`.
  private func references(_ count: Int, at offset: Int) throws(Malformed) -> [Int] {
    guard count <= (offsetTable - min(offset, offsetTable)) / referenceSize else {
      throw Malformed()
    }
    var result: [Int] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      result.append(try unsigned(at: offset + index * referenceSize, size: referenceSize))
    }
    return result
  }
}
