import Brickwork
import BrickworkDocument
import Foundation

extension ItemList {
  /// Reads the classic iOS image-feed property list: an array of dictionaries with `w` (or `width`) and `h` (or `height`)
  /// (the image's pixel size, numbers or strings holding numbers), and optionally `price` and
  /// `img` (the image's name), which make the caption. Other keys are ignored: real feeds carry
  /// ids and URLs.
  init(propertyList bytes: [UInt8], name: String) throws(DocumentError) {
    self.init(name: name, sizes: [])
    let malformed = DocumentError(
      path: name, message: "not a property list (malformed or truncated)")
    var bytes = bytes
    // XML allows UTF-16 and UTF-32 (a declaration may say `encoding="UTF-16"`), told by a
    // byte-order mark or by the zero bytes of `<?`: such a text is read as its UTF-8.
    if !BinaryPropertyList.isBinary(bytes),
      let encoding = bytes.withUnsafeBufferPointer({ WideUnicodeText($0) })
    {
      guard let text = encoding.utf8(bytes) else {
        throw DocumentError(path: name, message: encoding.invalidMessage)
      }
      bytes = text
    }
    let root: PropertyListValue
    if BinaryPropertyList.isBinary(bytes) {
      // Read here, not by Foundation, whose binary reader crashes on some malformed files.
      do {
        root = try BinaryPropertyList.read(bytes)
      } catch {
        throw error.isPastBudget
          ? DocumentError(path: name, message: MemoryBudget.listProblem) : malformed
      }
    } else if XMLPropertyList.isXML(bytes) {
      // Read here too: Foundation's reader keeps memory of every malformed file it refuses.
      do { root = try XMLPropertyList.read(bytes) } catch { throw malformed }
    } else {
      guard let value = Self.openStepPropertyList(bytes) else { throw malformed }
      root = value
    }
    guard case .array(let entries) = root else {
      throw DocumentError(
        path: name, message: "must be an array of dictionaries (found \(root.kindName))")
    }
    var issues = IssueCollector()
    var budget = MemoryBudget(inputSize: bytes.count)
    sizes.reserveCapacity(min(entries.count, budget.limit / MemoryBudget.listItemCost + 1))
    for (index, entry) in entries.enumerated() {
      let place = { "\(name): [\(index)]" }
      guard budget.spend(MemoryBudget.listItemCost) else {
        throw DocumentError(path: place(), message: MemoryBudget.listProblem)
      }
      guard case .dictionary = entry else {
        issues.report(place(), "must be a dictionary (found \(entry.kindName))")
        continue
      }
      var size = Size.zero
      var valid = true
      for dimension in Dimension.allCases {
        // The classic list's short names (`w`, `h`) name a missing value.
        let given = dimension.names.map(\.description).filter { entry[$0] != nil }
        guard let key = given.first else {
          issues.report(
            place() + ".\(dimension.names[1])", "required (the image's pixel size)")
          valid = false
          continue
        }
        guard given.count == 1 else {
          issues.report(
            place() + ".\(key)",
            "given twice (\(given.joined(separator: " and ")) name the same value)")
          valid = false
          continue
        }
        guard let value = entry[key] else { continue }
        guard let number = Self.number(fromPropertyListValue: value) else {
          issues.report(
            place() + ".\(key)",
            LayoutError.Rule.finiteNonNegative.description + " (found \(value.kindName))")
          valid = false
          continue
        }
        if let rule = Self.violation(ofLength: number) {
          issues.report(place() + ".\(key)", rule)
          valid = false
        } else if dimension == .width {
          size.width = number == 0 ? 0 : number
        } else {
          size.height = number == 0 ? 0 : number
        }
      }
      for key in ["img", "price"] {
        guard let value = entry[key] else { continue }
        if case .string = value { continue }
        if Self.number(fromPropertyListValue: value) == nil {
          issues.report(
            place() + ".\(key)", "must be a string or a number (found \(value.kindName))")
          valid = false
        }
      }
      guard valid else { continue }
      append(size, caption: Self.caption(image: entry["img"], price: entry["price"]))
    }
    if let error = issues.error { throw error }
  }

  /// An OpenStep property list read by Foundation, or `nil` when it is malformed or
  /// nests deeper than ``BinaryPropertyList/maximumDepth`` (checked first: Foundation's reader
  /// recurses).
  private static func openStepPropertyList(_ bytes: [UInt8]) -> PropertyListValue? {
    guard nesting(of: bytes) <= BinaryPropertyList.maximumDepth else { return nil }
    guard
      let root = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    else { return nil }
    return value(of: root)
  }

  /// The deepest nesting of `<array>`/`<dict>` tags and `(`/`{` in `bytes`, roughly (comments
  /// and strings are not skipped, which only overestimates).
  private static func nesting(of bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    let openTags = [Array("<array>".utf8), Array("<dict>".utf8)]
    let closeTags = [Array("</array>".utf8), Array("</dict>".utf8)]
    for index in bytes.indices {
      let byte = bytes[index]
      let isTag = byte == UInt8(ascii: "<")
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{")
        || (isTag && openTags.contains { bytes[index...].starts(with: $0) })
      {
        depth += 1
        deepest = max(deepest, depth)
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}")
        || (isTag && closeTags.contains { bytes[index...].starts(with: $0) })
      {
        depth = max(0, depth - 1)
      }
    }
    return deepest
  }

  /// Foundation's value as a ``PropertyListValue``. A property-list boolean arrives as `Bool`
  /// and a number as `NSNumber`, which also converts to `Bool` when it is 0 or 1: the type, not
  /// a cast, tells them apart.
  private static func value(of object: Any) -> PropertyListValue {
    if type(of: object) == Bool.self, let bool = object as? Bool { return .boolean(bool) }
    if let text = object as? String { return .string(text) }
    if let array = object as? [Any] { return .array(array.map(value(of:))) }
    if let dictionary = object as? [String: Any] {
      return .dictionary(
        dictionary.sorted { $0.key < $1.key }.map { ($0.key, value(of: $0.value)) })
    }
    if object is Date { return .other(kind: "a date") }
    if object is Data { return .other(kind: "data") }
    if let number = object as? NSNumber { return .number(number.doubleValue) }
    return .other(kind: "an unknown value")
  }

  /// A number from a property list value: a real, an integer, or a string holding a number
  /// (booleans are not numbers).
  private static func number(fromPropertyListValue value: PropertyListValue) -> Double? {
    switch value {
    case .number(let number): number
    case .string(let text): number(from: text)
    default: nil
    }
  }

  /// The caption of an image-feed entry: its image name and price, as given.
  private static func caption(image: PropertyListValue?, price: PropertyListValue?) -> String {
    var parts: [String] = []
    for value in [image, price] {
      if case .string(let text) = value {
        if !text.isEmpty { parts.append(text) }
      } else if let value, let number = number(fromPropertyListValue: value) {
        parts.append(
          number.rounded(.towardZero) == number && number.magnitude < 1e15
            ? String(Int(number)) : String(number))
      }
    }
    return parts.joined(separator: " · ")
  }
}
