@testable import Brickwork
@testable import BrickworkDocument
@testable import BrickworkFiles

/// The item-list half of the reader the streaming one replaced: the JSON tree walked into an
/// item list (the oracle of ``ReaderOracleTests``).
enum TreeItemList {
  /// Reads an item list as the tree reader did.
  static func read(_ bytes: [UInt8], name: String) throws(DocumentError) -> ItemList {
    var list = ItemList(name: name, sizes: [])
    let root: JSONValue
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(bytes)
    } catch {
      let syntax = DocumentIssue(syntax: error)
      throw DocumentError(
        path: syntax.path == "document" ? name : "\(name): \(syntax.path)",
        message: syntax.message)
    }
    guard case .array(let elements) = root else {
      throw DocumentError(
        path: name, message: "must be an array of items (found \(root.kindName))")
    }
    var decoder = TreeDocumentDecoder(prefix: name)
    for (index, element) in elements.enumerated() {
      decoder.enter(.index(index))
      defer { decoder.leave() }
      guard case .object(let object) = element else {
        decoder.report("must be an object (found \(element.kindName))")
        continue
      }
      let start = decoder.issueCount
      var size = Size.zero
      var label = ""
      var seen: Set<String> = []
      for member in object.members {
        switch member.key {
        case "width", "height", "w", "h":
          let isWidth = member.key.hasPrefix("w")
          let both = isWidth ? ["width", "w"] : ["height", "h"]
          guard seen.insert(both[0]).inserted else {
            decoder.report(
              "given twice (\(both[0]) and \(both[1]) name the same value)", at: member.key)
            continue
          }
          guard let value = decoder.number(member.value, member.key) else { continue }
          // The value's rule is the core's, in its words.
          if let rule = Limits.violation(ofLength: value) {
            decoder.report(rule.description, at: member.key)
          } else if isWidth {
            size.width = value
          } else {
            size.height = value
          }
        case "label":
          if case .string(let text) = member.value {
            label = text
          } else {
            decoder.report("must be a string (found \(member.value.kindName))", at: "label")
          }
        default:
          decoder.report("unknown key (allowed: width, height, label)", at: member.key)
        }
      }
      for key in ["width", "height"]
      where object[key] == nil && object[String(key.prefix(1))] == nil {
        decoder.report("required (a finite number >= 0)", at: key)
      }
      if decoder.issueCount == start {
        list.sizes.append(size)
        list.captions.append(label)
      }
    }
    if decoder.issueCount > 0 {
      throw DocumentError(listing: decoder.issues, total: decoder.issueCount, limit: decoder.limit)
    }
    // A list none of whose items has a caption keeps no captions.
    if list.captions.allSatisfy(\.isEmpty) { list.captions = [] }
    return list
  }
}
