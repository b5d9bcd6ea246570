import BrickworkDocument

/// A reader of XML property lists (Apple's `plist` DTD), written for hostile input: it keeps no
/// state between reads and allocates only the values it returns, so a malformed file costs
/// nothing once refused (Foundation's reader on Linux keeps some memory of every malformed file
/// it refuses), and nesting is capped at ``BinaryPropertyList/maximumDepth``.
///
/// It reads what the DTD allows: an optional XML declaration, comments, processing
/// instructions and a doctype, then `<plist>` around one value: `<dict>` (keys and values),
/// `<array>`, `<string>` (with the five XML entities, character references and CDATA
/// sections), `<integer>` (decimal or `0x` hexadecimal), `<real>` (also `nan`, `inf`),
/// `<true/>`, `<false/>`, `<date>` and `<data>`.
struct XMLPropertyList {
  /// A file that is not a readable XML property list.
  struct Malformed: Error {}

  /// The file.
  private let bytes: [UInt8]
  /// The position of the next byte.
  private var position = 0

  /// Whether `bytes` starts as markup (after a byte-order mark and white space): an XML
  /// property list if it is one at all.
  static func isXML(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  /// Reads the value of the property list `bytes`.
  ///
  /// - Complexity: O(n) for a file of n bytes.
  static func read(_ bytes: [UInt8]) throws(Malformed) -> PropertyListValue {
    var reader = XMLPropertyList(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    try reader.skipMisc()
    let root = try reader.startTag()
    guard root.name == "plist", !root.isEmpty else { throw Malformed() }
    try reader.skipMisc()
    let value = try reader.value(depth: 0)
    try reader.skipMisc()
    try reader.endTag("plist")
    try reader.skipMisc()
    guard reader.position == bytes.count else { throw Malformed() }
    return value
  }

  /// One value, its start tag next.
  private mutating func value(depth: Int) throws(Malformed) -> PropertyListValue {
    guard depth < BinaryPropertyList.maximumDepth else { throw Malformed() }
    let tag = try startTag()
    switch tag.name {
    case "true", "false":
      if !tag.isEmpty { try endTag(tag.name) }
      return .boolean(tag.name == "true")
    case "string": return .string(tag.isEmpty ? "" : try text(closing: "string"))
    case "integer":
      guard !tag.isEmpty, let number = Self.integer(try text(closing: "integer")) else {
        throw Malformed()
      }
      return .number(number)
    case "real":
      guard !tag.isEmpty, let number = Self.real(try text(closing: "real")) else {
        throw Malformed()
      }
      return .number(number)
    case "date":
      if !tag.isEmpty { _ = try text(closing: "date") }
      return .other(kind: "a date")
    case "data":
      if !tag.isEmpty { _ = try text(closing: "data") }
      return .other(kind: "data")
    case "array":
      var values: [PropertyListValue] = []
      guard !tag.isEmpty else { return .array(values) }
      while true {
        try skipMisc()
        if try closes("array") { return .array(values) }
        values.append(try value(depth: depth + 1))
      }
    case "dict":
      var entries: [(key: String, value: PropertyListValue)] = []
      guard !tag.isEmpty else { return .dictionary(entries) }
      while true {
        try skipMisc()
        if try closes("dict") { return .dictionary(entries) }
        let key = try startTag()
        guard key.name == "key" else { throw Malformed() }
        let name = key.isEmpty ? "" : try text(closing: "key")
        try skipMisc()
        entries.append((name, try value(depth: depth + 1)))
      }
    default: throw Malformed()
    }
  }

  // MARK: - Markup

  /// A start tag's name and whether it closes itself (`<true/>`).
  private struct Tag {
    var name: String
    var isEmpty: Bool
  }

  /// Reads a start tag (its attributes skipped).
  private mutating func startTag() throws(Malformed) -> Tag {
    try expect(UInt8(ascii: "<"))
    let name = try self.name()
    var quote: UInt8?
    while true {
      let byte = try next()
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return Tag(name: name, isEmpty: false)
      } else if byte == UInt8(ascii: "/") {
        try expect(UInt8(ascii: ">"))
        return Tag(name: name, isEmpty: true)
      } else if byte == UInt8(ascii: "<") {
        throw Malformed()
      }
    }
  }

  /// Whether the end tag `</name>` comes next (read if so).
  private mutating func closes(_ name: String) throws(Malformed) -> Bool {
    guard matches("</") else { return false }
    try endTag(name)
    return true
  }

  /// Reads the end tag `</name>`.
  private mutating func endTag(_ name: String) throws(Malformed) {
    guard matches("</") else { throw Malformed() }
    position += 2
    guard try self.name() == name else { throw Malformed() }
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    try expect(UInt8(ascii: ">"))
  }

  /// An element or attribute name.
  private mutating func name() throws(Malformed) -> String {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      guard !Self.isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"),
        byte != UInt8(ascii: "<"), byte != UInt8(ascii: "=")
      else { break }
      position += 1
    }
    guard position > start, position - start <= 64 else { throw Malformed() }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The text up to the end tag `</name>`, entities and CDATA sections decoded; the end tag
  /// is read.
  private mutating func text(closing name: String) throws(Malformed) -> String {
    var text: [UInt8] = []
    while true {
      guard position < bytes.count else { throw Malformed() }
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        if matches("<![CDATA[") {
          position += 9
          guard let end = find("]]>") else { throw Malformed() }
          text += bytes[position..<end]
          position = end + 3
        } else if matches("<!--") {
          try skipComment()
        } else {
          try endTag(name)
          // Valid UTF-8 decodes to the same bytes; anything else gains U+FFFD somewhere.
          let string = String(decoding: text, as: UTF8.self)
          guard string.utf8.elementsEqual(text) else { throw Malformed() }
          return string
        }
      } else if byte == UInt8(ascii: "&") {
        try appendEntity(to: &text)
      } else {
        text.append(byte)
        position += 1
      }
    }
  }

  /// Decodes the entity or character reference at the current position.
  private mutating func appendEntity(to text: inout [UInt8]) throws(Malformed) {
    guard let end = find(";"), end - position <= 12 else { throw Malformed() }
    let entity = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    position = end + 1
    let named: [String: UInt8] = [
      "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"),
      "quot": UInt8(ascii: "\""), "apos": UInt8(ascii: "'"),
    ]
    if let byte = named[entity] {
      text.append(byte)
      return
    }
    var digits = Substring(entity)
    guard digits.first == "#" else { throw Malformed() }
    digits = digits.dropFirst()
    var radix = 10
    if digits.first == "x" || digits.first == "X" {
      radix = 16
      digits = digits.dropFirst()
    }
    guard let value = UInt32(digits, radix: radix), value != 0,
      let scalar = Unicode.Scalar(value)
    else { throw Malformed() }
    text += Array(String(Character(scalar)).utf8)
  }

  /// Skips white space, comments, processing instructions and a doctype.
  private mutating func skipMisc() throws(Malformed) {
    while true {
      while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
      if matches("<!--") {
        try skipComment()
      } else if matches("<?") {
        guard let end = find("?>") else { throw Malformed() }
        position = end + 2
      } else if matches("<!DOCTYPE") {
        var depth = 0
        while true {
          let byte = try next()
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">"), depth <= 0 { break }
        }
      } else {
        return
      }
    }
  }

  /// Skips the comment at the current position.
  private mutating func skipComment() throws(Malformed) {
    position += 4
    guard let end = find("-->") else { throw Malformed() }
    position = end + 3
  }

  /// The next byte, read.
  private mutating func next() throws(Malformed) -> UInt8 {
    guard position < bytes.count else { throw Malformed() }
    position += 1
    return bytes[position - 1]
  }

  /// Reads `byte`, which must come next.
  private mutating func expect(_ byte: UInt8) throws(Malformed) {
    guard try next() == byte else { throw Malformed() }
  }

  /// Whether `text` comes next.
  private func matches(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    return text.withUTF8Buffer { expected in
      for index in 0..<count where bytes[position + index] != expected[index] { return false }
      return true
    }
  }

  /// The position of the next `text` from the current position, if any.
  private func find(_ text: StaticString) -> Int? {
    let first = text.utf8Start.pointee
    var index = position
    while let start = bytes[index...].firstIndex(of: first) {
      var probe = self
      probe.position = start
      if probe.matches(text) { return start }
      index = start + 1
    }
    return nil
  }

  // MARK: - Numbers

  /// An `<integer>`: decimal with an optional sign, or `0x` hexadecimal, spaces around allowed.
  private static func integer(_ text: String) -> Double? {
    var digits = text.trimmingSpaces
    var negative = false
    if let sign = digits.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    let value: Double?
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      value = UInt64(digits.dropFirst(2), radix: 16).map(Double.init)
    } else {
      value =
        digits.allSatisfy(\.isASCIIDigit) && !digits.isEmpty ? Double(String(digits)) : nil
    }
    return value.map { negative ? -$0 : $0 }
  }

  /// A `<real>`: a decimal number, or `nan`, `inf`, `-inf` (any case).
  private static func real(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    switch trimmed.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: return ItemList.number(from: trimmed)
    }
  }

  /// Whether `byte` is XML white space.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
