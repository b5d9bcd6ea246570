import Brickwork
import BrickworkDocument

extension ItemList {
  /// Reads a JSON array of objects with `width` (or `w`), `height` (or `h`) (numbers) and
  /// optionally `label` (a string); other keys are errors, as in layout documents.
  init(json bytes: [UInt8], name: String) throws(DocumentError) {
    self.init(name: name, sizes: [])
    let read: Result<DocumentDecoder.Outcome<ItemList?>, JSONSyntaxError> =
      bytes.withUnsafeBufferPointer { buffer in
        var decoder = DocumentDecoder(scanner: JSONScanner(buffer), prefix: name)
        do throws(JSONSyntaxError) {
          let list = try decoder.decodeItemList(name: name)
          return .success(decoder.outcome(list))
        } catch {
          return .failure(error)
        }
      }
    switch read {
    case .failure(let error):
      let syntax = DocumentIssue(syntax: error)
      throw DocumentError(
        path: syntax.path == "document" ? name : "\(name): \(syntax.path)",
        message: syntax.message)
    case .success(let outcome):
      if outcome.issueCount > 0 {
        throw DocumentError(
          listing: outcome.issues, total: outcome.issueCount, limit: outcome.limit)
      }
      // A document that is not an array has its one problem in `issues`.
      if let list = outcome.value { self = list }
    }
  }
}

extension DocumentDecoder {
  /// Reads an item list named `name`, recording the problems of its items; `nil` (after
  /// recording why) when the document is not an array.
  fileprivate mutating func decodeItemList(name: String) throws(JSONSyntaxError) -> ItemList? {
    try scanner.beginDocument()
    let kind = try scanner.valueKind()
    guard kind == .array else {
      try scanner.skipValue()
      try scanner.endDocument()
      report("must be an array of items", found: kind)
      return nil
    }
    var list = ItemList(name: name, sizes: [])
    var array = try scanner.beginArray()
    while try scanner.nextElement(&array) {
      enter(.index(array.count - 1))
      do throws(JSONSyntaxError) {
        try spend(MemoryBudget.listItemCost, problem: MemoryBudget.listProblem)
        if let (size, label) = try decodeListItem() {
          list.append(size, caption: label)
        }
      } catch {
        throw error.prefixed(.index(array.count - 1))
      }
      leave()
    }
    try scanner.endDocument()
    return list
  }

  /// One item of a list: its size and label, or `nil` (after recording why) when it has a
  /// problem.
  private mutating func decodeListItem() throws(JSONSyntaxError) -> (Size, String)? {
    let kind = try scanner.valueKind()
    guard kind == .object else {
      try scanner.skipValue()
      report("must be an object", found: kind)
      return nil
    }
    let start = issueCount
    var size = Size.zero
    var label = ""
    var hasWidth = false
    var hasHeight = false
    var object = try scanner.beginObject()
    while let key = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        let dimension = ItemList.Dimension.allCases.first { dimension in
          dimension.names.contains { scanner.matches(key, $0) }
        }
        if let dimension {
          let isWidth = dimension == .width
          let name = dimension.names.first { scanner.matches(key, $0) } ?? dimension.names[0]
          if isWidth ? hasWidth : hasHeight {
            try scanner.skipValue()
            report(
              "given twice (\(dimension.names.map(\.description).joined(separator: " and ")) "
                + "name the same value)", at: name)
            continue
          }
          if isWidth { hasWidth = true } else { hasHeight = true }
          guard let value = try number(name) else { continue }
          // The value's rule is the core's, in its words.
          if let rule = Limits.violation(ofLength: value) {
            report(rule.description, at: name)
          } else if isWidth {
            size.width = value
          } else {
            size.height = value
          }
        } else if scanner.matches(key, "label") {
          let valueKind = try scanner.valueKind()
          if valueKind == .string {
            let string = try scanner.readString()
            label = scanner.text(string)
          } else {
            try scanner.skipValue()
            report("must be a string", found: valueKind, at: "label")
          }
        } else {
          try scanner.skipValue()
          report("unknown key (allowed: width, height, label)", atKey: scanner.text(key))
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if !hasWidth { report("required (a finite number >= 0)", at: "width") }
    if !hasHeight { report("required (a finite number >= 0)", at: "height") }
    return issueCount == start ? (size, label) : nil
  }
}
