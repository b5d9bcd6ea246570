@testable import Brickwork
@testable import BrickworkDocument

/// Walks a JSON tree against the layout document's contract (layout-json.md), collecting every
/// problem of its shape with its path rather than stopping at the first, and builds the core's
/// values.
///
/// The checks here are those of the document's shape only: types, unknown keys, enum names,
/// required keys, the sizing forms of items, and keys that exclude each other. Every rule of a
/// value (finite, >= 0, limits, aspect ratios, counts, scale, column widths) is the core's:
/// ``LayoutDocument`` asks ``LayoutResult/problems(container:sections:limit:)`` for them, so the
/// document prints the core's words. A value of the wrong type, or a section or item of the
/// wrong shape, is replaced by a valid default so that the core's problems keep their indices.
struct TreeDocumentDecoder {
  /// The problems found so far (at most ``limit``), in document order, each with the section
  /// and item it is in (-1 for none).
  private(set) var issues: [(issue: DocumentIssue, place: DocumentPlace)] = []
  /// How many problems were found, including those past ``limit``.
  private(set) var issueCount = 0
  /// The most problems kept.
  let limit: Int
  /// The path of the value being decoded.
  private var path: [JSONPath.Component] = []
  /// Text put before every issue's path (an item list's name), or empty.
  private let prefix: String

  /// Creates a decoder whose issue paths start with `prefix` (an item list's name), if any,
  /// keeping at most `limit` problems.
  init(prefix: String = "", limit: Int = DocumentError.defaultLimit) {
    self.prefix = prefix
    self.limit = limit
  }

  // MARK: - The document

  /// Decodes a whole document: its container, sections and pinning edge, or `nil` (after
  /// recording why) when it is not an object or has no usable width.
  mutating func decodeDocument(_ root: JSONValue) -> LayoutDocument? {
    guard case .object(let object) = root else {
      report("must be a JSON object (found \(root.kindName))")
      return nil
    }
    // A width that is missing or not a number is reported here and replaced by a valid one, so
    // that the core reports no second problem for it.
    var container = Container(width: 1)
    if let value = object["axis"] { container.axis = choice(value, "axis") ?? .vertical }
    var sections: [LayoutSection] = []
    var pinnedHeadersAt: Double?
    for member in object.members {
      switch member.key {
      case "width": container.width = number(member.value, "width") ?? 1
      case "height": container.height = number(member.value, "height") ?? 0
      case "axis": break
      case "direction": container.direction = choice(member.value, "direction") ?? .leftToRight
      case "scale": container.scale = number(member.value, "scale") ?? 0
      case "sections": sections = decodeSections(member.value, axis: container.axis)
      case "pinnedHeadersAt":
        if let edge = number(member.value, "pinnedHeadersAt") {
          // The edge is the document's own value: the core's length rule applies to it.
          if let rule = Limits.violation(ofLength: edge) {
            report(rule.description, at: "pinnedHeadersAt")
          } else {
            pinnedHeadersAt = edge
          }
        }
      default:
        reportUnknown(
          member.key,
          allowed: [
            "width", "height", "axis", "direction", "scale", "sections", "pinnedHeadersAt",
          ],
          context: "the document")
      }
    }
    if object["width"] == nil { report("required (a finite number > 0)", at: "width") }
    if container.axis == .horizontal, object["height"] == nil {
      report("required when axis is horizontal (a finite number > 0)", at: "height")
      container.height = 1
    }
    return LayoutDocument(
      container: container, sections: sections, pinnedHeadersAt: pinnedHeadersAt)
  }

  private mutating func decodeSections(_ value: JSONValue, axis: ScrollAxis) -> [LayoutSection] {
    guard case .array(let elements) = value else {
      report("must be an array of sections (found \(value.kindName))", at: "sections")
      return []
    }
    path.append(.key("sections"))
    defer { path.removeLast() }
    var sections: [LayoutSection] = []
    sections.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      sections.append(decodeSection(element, axis: axis))
      path.removeLast()
    }
    return sections
  }

  // MARK: - Sections

  /// A section; a valid empty waterfall section in place of one of the wrong shape.
  private mutating func decodeSection(_ value: JSONValue, axis: ScrollAxis) -> LayoutSection {
    var section = LayoutSection(.waterfall(WaterfallLayout()))
    guard case .object(let object) = value else {
      report("must be an object (found \(value.kindName))")
      return section
    }
    var kind = LayoutKind.waterfall
    if let layout = object["layout"] {
      guard let chosen = choice(layout, "layout", LayoutKind.allCases.map { ($0.rawValue, $0) })
      else { return section }
      kind = chosen
    }
    var waterfall = WaterfallLayout()
    var flow = FlowLayout()
    var justified = JustifiedLayout()
    var items: JSONValue?
    for member in object.members {
      let key = member.key
      let value = member.value
      switch key {
      case "layout": break
      case "insets": section.insets = insets(value, "insets") ?? .zero
      case "header": section.header = supplementary(value, "header", axis: axis)
      case "footer": section.footer = supplementary(value, "footer", axis: axis)
      case "background": section.background = background(value)
      case "items": items = value
      default:
        let known: Bool
        switch kind {
        case .waterfall: known = waterfallOption(key, value, into: &waterfall)
        case .flow: known = flowOption(key, value, into: &flow)
        case .justified: known = justifiedOption(key, value, into: &justified)
        }
        let owners = LayoutKind.allCases.filter { $0 != kind && $0.optionKeys.contains(key) }
        if !known, !owners.isEmpty {
          let names = owners.map(\.rawValue)
          let listed =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
          report(
            "unknown key for a \(kind.rawValue) section (an option of \(listed) sections)",
            at: key)
        } else if !known {
          reportUnknown(
            key,
            allowed: ["layout", "insets", "header", "footer", "background", "items"]
              + kind.optionKeys, context: "a \(kind.rawValue) section")
        }
      }
    }
    if kind == .waterfall, object["columns"] != nil, object["minColumnWidth"] != nil {
      report(LayoutError.Rule.excludes("columns").description, at: "minColumnWidth")
    }
    if kind == .waterfall, object["columns"] != nil, object["columnWeights"] != nil {
      report(LayoutError.Rule.excludes("columns").description, at: "columnWeights")
    }
    if let items {
      section.items = decodeItems(items, kind: kind, axis: axis)
    }
    switch kind {
    case .waterfall: section.strategy = .waterfall(waterfall)
    case .flow: section.strategy = .flow(flow)
    case .justified: section.strategy = .justified(justified)
    }
    return section
  }

  private mutating func waterfallOption(
    _ key: String, _ value: JSONValue, into layout: inout WaterfallLayout
  ) -> Bool {
    switch key {
    case "columns": layout.columns = count(value, key) ?? layout.columns
    case "minColumnWidth": layout.minColumnWidth = number(value, key)
    case "maxColumns": layout.maxColumns = count(value, key) ?? 0
    case "columnSpacing": layout.columnSpacing = number(value, key) ?? 0
    case "itemSpacing": layout.itemSpacing = number(value, key) ?? 0
    case "placement": layout.placement = choice(value, key) ?? layout.placement
    case "tolerance": layout.tolerance = number(value, key)
    case "columnWeights":
      layout.columnWeights = numbers(value, key)
      if let weights = layout.columnWeights { layout.columns = weights.count }
    case "evenBottom": layout.evenBottom = number(value, key) ?? layout.evenBottom
    default: return false
    }
    return true
  }

  /// An array of numbers, or `nil` after a problem of its shape.
  private mutating func numbers(_ value: JSONValue, _ key: String) -> [Double]? {
    guard case .array(let elements) = value else {
      report("must be an array of numbers (found \(value.kindName))", at: key)
      return nil
    }
    path.append(.key(key))
    defer { path.removeLast() }
    var numbers: [Double] = []
    var isValid = true
    for (index, element) in elements.enumerated() {
      guard case .number(let number) = element else {
        path.append(.index(index))
        report("must be a number (found \(element.kindName))")
        path.removeLast()
        isValid = false
        continue
      }
      numbers.append(number == 0 ? 0 : number)
    }
    return isValid ? numbers : nil
  }

  private mutating func flowOption(
    _ key: String, _ value: JSONValue, into layout: inout FlowLayout
  ) -> Bool {
    switch key {
    case "itemSpacing": layout.itemSpacing = number(value, key) ?? 0
    case "lineSpacing": layout.lineSpacing = number(value, key) ?? 0
    case "justify": layout.justify = choice(value, key) ?? layout.justify
    case "lastLineJustify": layout.lastLineJustify = choice(value, key)
    case "alignItems": layout.alignItems = choice(value, key) ?? layout.alignItems
    case "height": layout.height = number(value, key) ?? 0
    case "alignContent": layout.alignContent = choice(value, key) ?? layout.alignContent
    case "lineBreaking": layout.lineBreaking = choice(value, key) ?? layout.lineBreaking
    case "maxLines": layout.maxLines = count(value, key) ?? 0
    case "moreBadge": layout.moreBadge = size(value, key)
    case "itemGrow": layout.itemGrow = number(value, key) ?? Default.itemGrow
    case "growLastLine": layout.growLastLine = bool(value, key) ?? Default.growLastLine
    default: return false
    }
    return true
  }

  private mutating func justifiedOption(
    _ key: String, _ value: JSONValue, into layout: inout JustifiedLayout
  ) -> Bool {
    switch key {
    case "targetRowHeight": layout.targetRowHeight = number(value, key) ?? layout.targetRowHeight
    case "tolerance": layout.tolerance = number(value, key) ?? layout.tolerance
    case "itemSpacing": layout.itemSpacing = number(value, key) ?? layout.itemSpacing
    case "lineSpacing": layout.lineSpacing = number(value, key) ?? layout.lineSpacing
    case "maxRows": layout.maxRows = count(value, key) ?? 0
    case "showWidows": layout.showWidows = bool(value, key) ?? layout.showWidows
    case "breakoutCadence": layout.breakoutCadence = count(value, key) ?? 0
    case "breaking": layout.breaking = choice(value, key) ?? layout.breaking
    case "minItemsPerRow": layout.minItemsPerRow = count(value, key) ?? layout.minItemsPerRow
    case "maxItemsPerRow": layout.maxItemsPerRow = count(value, key) ?? 0
    case "widowAlignment": layout.widowAlignment = choice(value, key) ?? Default.widowAlignment
    case "widowHeight": layout.widowHeight = choice(value, key) ?? Default.widowHeight
    default: return false
    }
    return true
  }

  /// A header or footer: `{"height": 44, "insets": {...}}`, the extent given as `width` when
  /// the axis is horizontal.
  private mutating func supplementary(_ value: JSONValue, _ key: String, axis: ScrollAxis)
    -> Supplementary?
  {
    guard case .object(let object) = value else {
      report("must be an object (found \(value.kindName))", at: key)
      return nil
    }
    path.append(.key(key))
    defer { path.removeLast() }
    let extentKey = axis == .vertical ? "height" : "width"
    var result = Supplementary(extent: 0)
    for member in object.members {
      switch member.key {
      case extentKey: result.extent = number(member.value, extentKey) ?? 0
      case "insets": result.insets = insets(member.value, "insets") ?? .zero
      case "width", "height":
        report(
          "unknown key (with axis \(axis.documentName) a \(key) gives its extent as "
            + "\(extentKey))", at: member.key)
      default:
        reportUnknown(member.key, allowed: [extentKey, "insets"], context: "a \(key)")
      }
    }
    if object[extentKey] == nil { report("required (a finite number >= 0)", at: extentKey) }
    return result
  }

  /// A background: `{}` or `{"insets": {...}}`.
  private mutating func background(_ value: JSONValue) -> SectionBackground? {
    guard case .object(let object) = value else {
      report(
        "must be an object, {} or {\"insets\": {...}} (found \(value.kindName))", at: "background")
      return nil
    }
    path.append(.key("background"))
    defer { path.removeLast() }
    var result = SectionBackground()
    for member in object.members {
      if member.key == "insets" {
        result.insets = insets(member.value, "insets") ?? .zero
      } else {
        reportUnknown(member.key, allowed: ["insets"], context: "a background")
      }
    }
    return result
  }

  // MARK: - Items

  /// Decodes an array of items for a section of `kind`.
  mutating func decodeItems(_ value: JSONValue, kind: LayoutKind, axis: ScrollAxis) -> [Item] {
    guard case .array(let elements) = value else {
      report("must be an array of items (found \(value.kindName))", at: "items")
      return []
    }
    path.append(.key("items"))
    defer { path.removeLast() }
    var items: [Item] = []
    items.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      items.append(decodeItem(element, kind: kind, axis: axis))
      path.removeLast()
    }
    return items
  }

  /// An item; a valid item of the section's kind in place of one of the wrong shape.
  private mutating func decodeItem(_ value: JSONValue, kind: LayoutKind, axis: ScrollAxis) -> Item {
    let placeholder: Item
    switch kind {
    case .waterfall: placeholder = .extent(0)
    case .flow: placeholder = .size(width: 0, height: 0)
    case .justified: placeholder = .aspectRatio(1)
    }
    guard case .object(let object) = value else {
      report("must be an object (found \(value.kindName))")
      return placeholder
    }
    let start = issueCount
    var item = placeholder
    var width: Double?
    var height: Double?
    var aspectRatio: Double?
    var given = SizingKeys()
    for member in object.members {
      switch (member.key, kind) {
      case ("width", _):
        given.insert(.width)
        width = number(member.value, "width")
      case ("height", _):
        given.insert(.height)
        height = number(member.value, "height")
      case ("aspectRatio", .waterfall), ("aspectRatio", .justified):
        given.insert(.aspectRatio)
        aspectRatio = number(member.value, "aspectRatio")
      case ("fullSpan", .waterfall): item.isFullSpan = bool(member.value, "fullSpan") ?? false
      case ("span", .waterfall): item.span = count(member.value, "span") ?? 1
      case ("column", .waterfall):
        // The model keeps no negative column: the count's rule is reported here, in its words.
        if let column = count(member.value, "column") {
          if let rule = Limits.violation(ofCount: column, minimum: 0) {
            report(rule.description, at: "column")
          } else {
            item.column = column
          }
        }
      case ("baseline", .flow): item.baseline = number(member.value, "baseline")
      case ("startsLine", .flow): item.startsLine = bool(member.value, "startsLine") ?? false
      case ("grow", .flow): item.grow = number(member.value, "grow")
      default:
        let owners = LayoutKind.allCases.filter { $0 != kind && $0.itemKeys.contains(member.key) }
        if owners.isEmpty {
          reportUnknown(member.key, allowed: kind.itemKeys, context: "a \(kind.rawValue) item")
        } else {
          report(
            "unknown key for a \(kind.rawValue) item (a key of "
              + owners.map(\.rawValue).joined(separator: " and ") + " items)", at: member.key)
        }
      }
    }
    let sizing = given.sizing(
      kind: kind, axis: axis, width: width, height: height, aspectRatio: aspectRatio)
    if sizing == nil, issueCount == start {
      report(given.problem(kind: kind, axis: axis))
    }
    guard let sizing else { return placeholder }
    item.sizing = sizing
    return item
  }

  // MARK: - Values

  /// Insets: `{"top", "left", "bottom", "right"}`, each a number, 0 when absent.
  private mutating func insets(_ value: JSONValue, _ key: String) -> Insets? {
    guard case .object(let object) = value else {
      report("must be an object with top, left, bottom, right (found \(value.kindName))", at: key)
      return nil
    }
    path.append(.key(key))
    defer { path.removeLast() }
    var insets = Insets.zero
    for member in object.members {
      switch member.key {
      case "top": insets.top = number(member.value, "top") ?? 0
      case "left": insets.left = number(member.value, "left") ?? 0
      case "bottom": insets.bottom = number(member.value, "bottom") ?? 0
      case "right": insets.right = number(member.value, "right") ?? 0
      default:
        reportUnknown(member.key, allowed: ["top", "left", "bottom", "right"], context: "insets")
      }
    }
    return insets
  }

  /// A size: `{"width", "height"}`, both required numbers.
  private mutating func size(_ value: JSONValue, _ key: String) -> Size? {
    guard case .object(let object) = value else {
      report("must be an object with width and height (found \(value.kindName))", at: key)
      return nil
    }
    path.append(.key(key))
    defer { path.removeLast() }
    var size = Size.zero
    for member in object.members {
      switch member.key {
      case "width": size.width = number(member.value, "width") ?? 0
      case "height": size.height = number(member.value, "height") ?? 0
      default: reportUnknown(member.key, allowed: ["width", "height"], context: "a size")
      }
    }
    for required in ["width", "height"] where object[required] == nil {
      report("required (a finite number >= 0)", at: required)
    }
    return size
  }

  /// A number, of any value: its rules are the core's.
  mutating func number(_ value: JSONValue, _ key: String) -> Double? {
    guard case .number(let number) = value else {
      report("must be a number (found \(value.kindName))", at: key)
      return nil
    }
    return number == 0 ? 0 : number  // no negative zero
  }

  /// A count: a number read as the core reads counts (``Limits/count(fromNumber:)``), so that
  /// one that is not a whole number breaks the count's own rule in the core's words.
  private mutating func count(_ value: JSONValue, _ key: String) -> Int? {
    guard case .number(let number) = value else {
      report("must be an integer (found \(value.kindName))", at: key)
      return nil
    }
    return Limits.count(fromNumber: number)
  }

  /// `true` or `false`.
  private mutating func bool(_ value: JSONValue, _ key: String) -> Bool? {
    guard case .bool(let flag) = value else {
      report("must be true or false (found \(value.kindName))", at: key)
      return nil
    }
    return flag
  }

  /// One of an option's values, by its document name.
  private mutating func choice<Value: DocumentNamed>(_ value: JSONValue, _ key: String) -> Value? {
    choice(value, key, Value.allCases.map { ($0.documentName, $0) })
  }

  /// One of the strings of `cases`.
  private mutating func choice<Value>(
    _ value: JSONValue, _ key: String, _ cases: [(String, Value)]
  ) -> Value? {
    if case .string(let text) = value {
      for (name, choice) in cases where name == text { return choice }
    }
    let names = cases.map { "\"\($0.0)\"" }.joined(separator: ", ")
    let found: String
    if case .string(let text) = value {
      found = JSONPath.quoted(text)
    } else {
      found = value.kindName
    }
    report("must be one of \(names) (found \(found))", at: key)
    return nil
  }

  // MARK: - Reporting

  /// Descends into `component` of the current value.
  mutating func enter(_ component: JSONPath.Component) {
    path.append(component)
  }

  /// Returns to the value that contains the current one.
  mutating func leave() {
    path.removeLast()
  }

  /// Records a problem at the current path, or at its member `key`.
  mutating func report(_ message: String, at key: String? = nil) {
    issueCount += 1
    guard issues.count < limit else { return }
    var components = path
    if let key { components.append(.key(key)) }
    let rendered = JSONPath.render(components)
    let place: String
    if prefix.isEmpty {
      place = rendered.isEmpty ? "document" : rendered
    } else {
      place = rendered.isEmpty ? prefix : prefix + ": " + rendered
    }
    issues.append((DocumentIssue(path: place, message: message), DocumentPlace(components)))
  }

  /// Records an unknown key, suggesting the allowed key it is likely a typo of.
  private mutating func reportUnknown(_ key: String, allowed: [String], context: String) {
    // The suggestion is the streaming decoder's (ASCII-only case folding, its own tests).
    if let suggestion = DocumentDecoder.closest(to: key, among: allowed) {
      report("unknown key for \(context) (did you mean '\(suggestion)'?)", at: key)
    } else {
      report(
        "unknown key for \(context) (allowed: \(allowed.joined(separator: ", ")))", at: key)
    }
  }
}
