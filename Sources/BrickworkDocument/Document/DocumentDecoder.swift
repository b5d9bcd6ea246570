import Brickwork

/// Reads a layout document (or an item list) straight from its bytes against the document's
/// contract (layout-json.md), collecting every problem of its shape with its path rather than
/// stopping at the first, and builds the core's values as it goes: no JSON tree, no `String` per
/// key (keys are compared as bytes).
///
/// The checks here are those of the document's shape only: types, unknown keys, enum names,
/// required keys, the sizing forms of items, and keys that exclude each other. Every rule of a
/// value (finite, >= 0, limits, aspect ratios, counts, scale, column widths) is the core's:
/// ``LayoutDocument`` asks ``LayoutResult/problems(container:sections:limit:)`` for them, so the
/// document prints the core's words. A value of the wrong type, or a section or item of the
/// wrong shape, is replaced by a valid default so that the core's problems keep their indices.
///
/// Problems are listed in the order of the contract's walk, whatever the order of the keys: a
/// document's `axis` first, then its members; a section's `layout` first, then its members,
/// then its items. A section's items are read where they stand, in the layout the section has
/// so far (waterfall unless `layout` came first), and their problems held back until the
/// section ends; a `layout` (or `axis`) met after values that depended on it sends the reader
/// back to the start of the section (or document) to read it again, so only documents written
/// in that order pay twice.
package struct DocumentDecoder {
  /// The problems found so far (at most ``limit``), in document order, each with the section
  /// and item it is in (-1 for none).
  var issues: [(issue: DocumentIssue, place: DocumentPlace)] = []
  /// How many problems were found, including those past ``limit``.
  package var issueCount = 0
  /// The most problems kept.
  let limit: Int
  /// The bytes being read.
  package var scanner: JSONScanner
  /// The path of the value being decoded.
  var path: [JSONPath.Component] = []
  /// Text put before every issue's path (an item list's name), or empty.
  let prefix: String
  /// The problems of the items of the section being read (at most ``limit``), listed after the
  /// section's own.
  var heldIssues: [(issue: DocumentIssue, place: DocumentPlace)] = []
  /// Whether problems go to ``heldIssues``.
  var holdsIssues = false
  /// The index of the item being read, the last component of its path (kept apart from
  /// ``path`` so that the path is not rewritten for every item).
  var itemIndex: Int?
  /// The memory the values read so far count, against the input's budget.
  package var budget: MemoryBudget

  /// Creates a decoder of the bytes of `scanner` whose issue paths start with `prefix` (an item
  /// list's name), if any, keeping at most `limit` problems.
  package init(scanner: JSONScanner, prefix: String = "", limit: Int = DocumentError.defaultLimit) {
    self.scanner = scanner
    self.prefix = prefix
    self.limit = limit
    budget = MemoryBudget(inputSize: scanner.bytes.count)
  }

  /// Counts `cost` bytes of memory for the value about to be read.
  ///
  /// - Throws: A syntax error at the value, saying the budget (`problem`, by default the
  ///   document's, `MemoryBudget/problem`), once the values read count more than it: reading
  ///   stops there.
  @inline(__always)
  package mutating func spend(
    _ cost: Int, problem: @autoclosure () -> String = MemoryBudget.problem
  )
    throws(JSONSyntaxError)
  {
    if !budget.spend(cost) { throw scanner.error(problem()) }
  }

  /// What a decoder read: a value and the problems found.
  package struct Outcome<Value> {
    /// The value read.
    package var value: Value
    /// The problems listed (at most ``limit``), with their places.
    package var issues: [(issue: DocumentIssue, place: DocumentPlace)]
    /// How many problems were found in all.
    package var issueCount: Int
    /// The most problems listed.
    package var limit: Int
  }

  /// `value` with the problems found so far.
  package func outcome<Value>(_ value: Value) -> Outcome<Value> {
    Outcome(value: value, issues: issues, issueCount: issueCount, limit: limit)
  }

  // MARK: - The document

  /// Reads a whole document: its container, sections and pinning edge, or `nil` (after
  /// recording why) when it is not an object or has no usable width.
  ///
  /// - Throws: The first syntax error (the problems found before it are dropped).
  /// - Complexity: O(n) in the size of the input.
  mutating func decodeDocument() throws(JSONSyntaxError) -> LayoutDocument? {
    try scanner.beginDocument()
    let document = try decodeRoot(axis: nil)
    try scanner.endDocument()
    return document
  }

  /// The document's object, in `axis` when it is known (else vertical until `axis` is read).
  mutating func decodeRoot(axis known: ScrollAxis?) throws(JSONSyntaxError)
    -> LayoutDocument?
  {
    let kind = try scanner.valueKind()
    guard kind == .object else {
      try scanner.skipValue()
      report("must be a JSON object", found: kind)
      return nil
    }
    let start = scanner.position
    var object = try scanner.beginObject()
    // A width that is missing or not a number is reported here and replaced by a valid one, so
    // that the core reports no second problem for it.
    var container = Container(width: 1)
    container.axis = known ?? .vertical
    var sections: [LayoutSection] = []
    var pinnedHeadersAt: Double?
    var hasWidth = false
    var hasHeight = false
    var readSections = false
    var rereadAs: ScrollAxis?
    members: while let key = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(key, "width") {
          hasWidth = true
          container.width = try number("width") ?? 1
        } else if scanner.matches(key, "height") {
          hasHeight = true
          container.height = try number("height") ?? 0
        } else if scanner.matches(key, "axis") {
          switch try readChoice(ScrollAxis.documentNameList) {
          case .index(let index):
            let axis = ScrollAxis.allCases[index]
            if axis != container.axis, readSections {
              rereadAs = axis
              break members
            }
            container.axis = axis
          case .problem(let message):
            // The contract reads the axis before any other member.
            reportFirst(message, at: "axis")
          }
        } else if scanner.matches(key, "direction") {
          container.direction = try choice("direction") ?? .leftToRight
        } else if scanner.matches(key, "scale") {
          container.scale = try number("scale") ?? 0
        } else if scanner.matches(key, "sections") {
          readSections = true
          sections = try decodeSections(axis: container.axis)
        } else if scanner.matches(key, "pinnedHeadersAt") {
          if let edge = try number("pinnedHeadersAt") {
            // The edge is the document's own value: the core's length rule applies to it.
            if let rule = Limits.violation(ofLength: edge) {
              report(rule.description, at: "pinnedHeadersAt")
            } else {
              pinnedHeadersAt = edge
            }
          }
        } else {
          try skipUnknown(
            key, allowed: "width, height, axis, direction, scale, sections, pinnedHeadersAt",
            context: "the document")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if let rereadAs {
      // The sections were read in the wrong axis: read the document again.
      scanner.rewind(to: start, before: object)
      issues.removeAll()
      issueCount = 0
      budget.rewind(to: 0)
      return try decodeRoot(axis: rereadAs)
    }
    if !hasWidth { report("required (a finite number > 0)", at: "width") }
    if container.axis == .horizontal, !hasHeight {
      report("required when axis is horizontal (a finite number > 0)", at: "height")
      container.height = 1
    }
    return LayoutDocument(
      container: container, sections: sections, pinnedHeadersAt: pinnedHeadersAt)
  }

  mutating func decodeSections(axis: ScrollAxis) throws(JSONSyntaxError) -> [LayoutSection] {
    let kind = try scanner.valueKind()
    guard kind == .array else {
      try scanner.skipValue()
      report("must be an array of sections", found: kind, at: "sections")
      return []
    }
    path.append(.key("sections"))
    defer { path.removeLast() }
    var array = try scanner.beginArray()
    var sections: [LayoutSection] = []
    while try scanner.nextElement(&array) {
      path.append(.index(array.count - 1))
      do throws(JSONSyntaxError) {
        try spend(MemoryBudget.sectionCost)
        sections.append(try decodeSection(axis: axis, kind: nil))
      } catch {
        throw error.prefixed(.index(array.count - 1))
      }
      path.removeLast()
    }
    return sections
  }

}

/// The sizing keys an item gives.
struct SizingKeys: OptionSet {
  let rawValue: UInt8

  static let width = SizingKeys(rawValue: 1)
  static let height = SizingKeys(rawValue: 2)
  static let aspectRatio = SizingKeys(rawValue: 4)

  /// The keys in words, in the order items usually give them: `aspectRatio and height`.
  var names: StaticString {
    switch rawValue & 7 {
    case 1: "width"
    case 2: "height"
    case 3: "height and width"
    case 4: "aspectRatio"
    case 5: "aspectRatio and width"
    case 6: "aspectRatio and height"
    case 7: "aspectRatio and height and width"
    default: "none"
    }
  }
}

/// A value read for an option with named values: which of them (its index among the names,
/// in the order of `allCases`), or what is wrong.
enum Choice {
  case index(Int)
  case problem(String)
}

extension SizingKeys {
  /// The sizing form these keys give in a section of `kind` along `axis`, with their values;
  /// `nil` when they are not one of the forms of the section's layout, or a value is missing
  /// (it had the wrong type).
  @inline(__always)
  func sizing(
    kind: LayoutKind, axis: ScrollAxis, width: Double?, height: Double?, aspectRatio: Double?
  ) -> ItemSizing? {
    let extentKey: SizingKeys = axis == .vertical ? .height : .width
    if kind == .waterfall, self == extentKey {
      return (axis == .vertical ? height : width).map { .extent($0) }
    }
    if self == [.width, .height] {
      guard let width, let height else { return nil }
      return .size(Size(width: width, height: height))
    }
    if kind != .flow, self == .aspectRatio { return aspectRatio.map { .aspectRatio($0) } }
    return nil
  }

  /// The problem of an item of `kind` that gives these keys and no sizing form.
  func problem(kind: LayoutKind, axis: ScrollAxis) -> String {
    let forms: StaticString
    switch kind {
    case .waterfall where axis == .vertical: forms = "height, width and height, or aspectRatio"
    case .waterfall:
      forms = "width (its extent along the horizontal axis), width and height, or aspectRatio"
    case .flow: forms = "width and height"
    case .justified: forms = "aspectRatio, or width and height"
    }
    var message = MessageText()
    message.append("must give ")
    message.append(forms)
    message.append(" (found ")
    message.append(names)
    message.append(")")
    return message.string
  }
}
