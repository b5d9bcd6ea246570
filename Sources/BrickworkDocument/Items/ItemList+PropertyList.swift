import Brickwork
import Foundation

extension ItemList {
  /// Reads the classic iOS image-feed property list: an array of dictionaries with `w` and `h`
  /// (the image's pixel size, numbers or strings holding numbers), and optionally `price` and
  /// `img` (the image's name), which make the caption. Other keys are ignored: real feeds carry
  /// ids and URLs.
  init(propertyList bytes: [UInt8], name: String) throws(DocumentError) {
    self.init(name: name, sizes: [])
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw DocumentError(
        path: name, message: "not a property list (malformed or truncated)")
    }
    guard let entries = root as? [Any] else {
      throw DocumentError(
        path: name, message: "must be an array of dictionaries (found \(Self.kindName(of: root)))")
    }
    var issues: [DocumentIssue] = []
    sizes.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let place = "\(name): [\(index)]"
      guard let dictionary = entry as? [String: Any] else {
        issues.append(
          DocumentIssue(
            path: place, message: "must be a dictionary (found \(Self.kindName(of: entry)))"))
        continue
      }
      var size = Size.zero
      var valid = true
      for key in ["w", "h"] {
        guard let value = dictionary[key] else {
          issues.append(
            DocumentIssue(path: place + ".\(key)", message: "required (the image's pixel size)"))
          valid = false
          continue
        }
        guard let number = Self.number(fromPropertyListValue: value) else {
          issues.append(
            DocumentIssue(
              path: place + ".\(key)",
              message: LayoutError.Rule.finiteNonNegative.description
                + " (found \(Self.kindName(of: value)))"))
          valid = false
          continue
        }
        if let rule = Self.violation(ofLength: number) {
          issues.append(DocumentIssue(path: place + ".\(key)", message: rule))
          valid = false
        } else if key == "w" {
          size.width = number == 0 ? 0 : number
        } else {
          size.height = number == 0 ? 0 : number
        }
      }
      for key in ["img", "price"] {
        guard let value = dictionary[key] else { continue }
        if !(value is String), Self.number(fromPropertyListValue: value) == nil {
          issues.append(
            DocumentIssue(
              path: place + ".\(key)",
              message: "must be a string or a number (found \(Self.kindName(of: value)))"))
          valid = false
        }
      }
      guard valid else { continue }
      sizes.append(size)
      captions.append(Self.caption(image: dictionary["img"], price: dictionary["price"]))
    }
    if !issues.isEmpty { throw DocumentError(issues: issues) }
  }

  /// A number from a property list value: a real, an integer, or a string holding a number
  /// (booleans are not numbers).
  private static func number(fromPropertyListValue value: Any) -> Double? {
    if value is Bool { return nil }
    if let text = value as? String { return number(from: text) }
    if let number = value as? Double { return number }
    if let number = value as? Int { return Double(number) }
    if let number = value as? NSNumber { return number.doubleValue }
    return nil
  }

  /// The caption of an image-feed entry: its image name and price, as given.
  private static func caption(image: Any?, price: Any?) -> String {
    var parts: [String] = []
    for value in [image, price] {
      if let text = value as? String {
        if !text.isEmpty { parts.append(text) }
      } else if let value, let number = number(fromPropertyListValue: value) {
        parts.append(
          number.rounded(.towardZero) == number && number.magnitude < 1e15
            ? String(Int(number)) : String(number))
      }
    }
    return parts.joined(separator: " · ")
  }

  /// The kind of a property list value, as messages name it.
  private static func kindName(of value: Any) -> String {
    switch value {
    case is Bool: "a boolean"
    case is String: "a string"
    case is [Any]: "an array"
    case is [String: Any]: "a dictionary"
    case is Date: "a date"
    case is Data: "data"
    default: number(fromPropertyListValue: value) == nil ? "an unknown value" : "a number"
    }
  }
}
