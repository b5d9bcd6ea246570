import Brickwork

/// Walks a JSON tree against the layout document's contract (layout-json.md), collecting every
/// problem with its path rather than stopping at the first, and builds the core's values when
/// there is none.
///
/// The checks here are those of the document itself: types, unknown keys, enum values,
/// required keys, the rules of lengths, counts and aspect ratios, the sizing forms of items.
/// Rules that depend on several values at once (a column width <= 0, insets wider than the
/// container) are the core's; ``LayoutDocument/layout()`` reports them.
struct DocumentDecoder {
  /// The problems found so far, in document order.
  private(set) var issues: [DocumentIssue] = []
  /// The path of the value being decoded.
  private var path: [JSONPath.Component] = []
  /// Text put before every issue's path (an item list's file name), or empty.
  private let prefix: String

  /// Creates a decoder whose issue paths start with `prefix` (an item list's name), if any.
  init(prefix: String = "") {
    self.prefix = prefix
  }

  // MARK: - The document

  /// Decodes a whole document, or returns `nil` after recording its problems.
  mutating func decodeDocument(_ root: JSONValue) -> (Container, [Section])? {
    let start = issues.count
    guard case .object(let object) = root else {
      report("must be a JSON object (found \(root.kindName))")
      return nil
    }
    var axis = Axis.vertical
    if let value = object["axis"] {
      axis = choice(value, "axis", [("vertical", .vertical), ("horizontal", .horizontal)]) ?? axis
    }
    var width: Double?
    var height: Double?
    var direction = LayoutDirection.leftToRight
    var scale = 0.0
    var sections: [Section] = []
    for member in object.members {
      switch member.key {
      case "width": width = positiveLength(member.value, "width")
      case "height": height = length(member.value, "height")
      case "axis": break
      case "direction":
        direction =
          choice(member.value, "direction", [("ltr", .leftToRight), ("rtl", .rightToLeft)])
          ?? direction
      case "scale":
        scale = length(member.value, "scale") ?? scale
        if scale.rounded(.down) != scale {
          report(LayoutError.Rule.wholeScale.description, at: "scale")
        }
      case "sections": sections = decodeSections(member.value, axis: axis)
      default:
        reportUnknown(
          member.key, allowed: ["width", "height", "axis", "direction", "scale", "sections"],
          context: "the document")
      }
    }
    if object["width"] == nil { report("required (a finite number > 0)", at: "width") }
    if axis == .horizontal {
      if object["height"] == nil {
        report("required when axis is horizontal (a finite number > 0)", at: "height")
      } else if height == 0 {
        report(
          LayoutError.Rule.finitePositive.description + " when axis is horizontal", at: "height")
      }
    }
    guard issues.count == start, let width else { return nil }
    let container = Container(
      width: width, height: height ?? 0, axis: axis, direction: direction, scale: scale)
    return (container, sections)
  }

  private mutating func decodeSections(_ value: JSONValue, axis: Axis) -> [Section] {
    guard case .array(let elements) = value else {
      report("must be an array of sections (found \(value.kindName))", at: "sections")
      return []
    }
    path.append(.key("sections"))
    defer { path.removeLast() }
    var sections: [Section] = []
    sections.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      path.append(.index(index))
      if let section = decodeSection(element, axis: axis) { sections.append(section) }
      path.removeLast()
    }
    return sections
  }

  // MARK: - Sections

  private mutating func decodeSection(_ value: JSONValue, axis: Axis) -> Section? {
    guard case .object(let object) = value else {
      report("must be an object (found \(value.kindName))")
      return nil
    }
    let start = issues.count
    var kind = LayoutKind.waterfall
    if let layout = object["layout"] {
      guard let chosen = choice(layout, "layout", LayoutKind.allCases.map { ($0.rawValue, $0) })
      else { return nil }
      kind = chosen
    }
    var section = Section(.waterfall(WaterfallLayout()))
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
      case "items": items = value
      default:
        let known: Bool
        switch kind {
        case .waterfall: known = waterfallOption(key, value, into: &waterfall)
        case .flow: known = flowOption(key, value, into: &flow)
        case .justified: known = justifiedOption(key, value, into: &justified)
        }
        if !known {
          reportUnknown(
            key, allowed: ["layout", "insets", "header", "footer", "items"] + kind.optionKeys,
            context: "a \(kind.rawValue) section")
        }
      }
    }
    if let items {
      section.items = decodeItems(items, kind: kind, axis: axis)
    }
    switch kind {
    case .waterfall: section.strategy = .waterfall(waterfall)
    case .flow: section.strategy = .flow(flow)
    case .justified: section.strategy = .justified(justified)
    }
    return issues.count == start ? section : nil
  }

  private mutating func waterfallOption(
    _ key: String, _ value: JSONValue, into layout: inout WaterfallLayout
  ) -> Bool {
    switch key {
    case "columns":
      layout.columns =
        count(value, key, minimum: 1, maximum: Limits.maximumColumns) ?? layout.columns
    case "columnSpacing": layout.columnSpacing = length(value, key) ?? 0
    case "itemSpacing": layout.itemSpacing = length(value, key) ?? 0
    case "placement":
      layout.placement =
        choice(
          value, key,
          [
            ("shortestColumn", .shortestColumn), ("leftToRight", .leftToRight),
            ("rightToLeft", .rightToLeft),
          ]) ?? layout.placement
    default: return false
    }
    return true
  }

  private mutating func flowOption(
    _ key: String, _ value: JSONValue, into layout: inout FlowLayout
  ) -> Bool {
    let justifyCases: [(String, FlowLayout.Justify)] = [
      ("leading", .leading), ("center", .center), ("trailing", .trailing),
      ("spaceBetween", .spaceBetween), ("spaceAround", .spaceAround),
      ("spaceEvenly", .spaceEvenly),
    ]
    switch key {
    case "itemSpacing": layout.itemSpacing = length(value, key) ?? 0
    case "lineSpacing": layout.lineSpacing = length(value, key) ?? 0
    case "justify": layout.justify = choice(value, key, justifyCases) ?? layout.justify
    case "lastLineJustify": layout.lastLineJustify = choice(value, key, justifyCases)
    case "alignItems":
      layout.alignItems =
        choice(
          value, key,
          [
            ("top", .top), ("center", .center), ("bottom", .bottom), ("stretch", .stretch),
            ("baseline", .baseline),
          ]) ?? layout.alignItems
    case "height": layout.height = length(value, key) ?? 0
    case "alignContent":
      layout.alignContent =
        choice(
          value, key,
          [
            ("top", .top), ("center", .center), ("bottom", .bottom),
            ("spaceBetween", .spaceBetween), ("spaceAround", .spaceAround),
            ("spaceEvenly", .spaceEvenly), ("stretch", .stretch),
          ]) ?? layout.alignContent
    case "lineBreaking":
      layout.lineBreaking =
        choice(value, key, [("greedy", .greedy), ("balanced", .balanced)]) ?? layout.lineBreaking
    case "maxLines": layout.maxLines = count(value, key) ?? 0
    case "moreBadge": layout.moreBadge = size(value, key)
    default: return false
    }
    return true
  }

  private mutating func justifiedOption(
    _ key: String, _ value: JSONValue, into layout: inout JustifiedLayout
  ) -> Bool {
    switch key {
    case "targetRowHeight":
      layout.targetRowHeight = positiveLength(value, key) ?? layout.targetRowHeight
    case "tolerance": layout.tolerance = length(value, key) ?? layout.tolerance
    case "itemSpacing": layout.itemSpacing = length(value, key) ?? layout.itemSpacing
    case "lineSpacing": layout.lineSpacing = length(value, key) ?? layout.lineSpacing
    case "maxRows": layout.maxRows = count(value, key) ?? 0
    case "showWidows": layout.showWidows = bool(value, key) ?? layout.showWidows
    case "breakoutCadence": layout.breakoutCadence = count(value, key) ?? 0
    case "breaking":
      layout.breaking =
        choice(value, key, [("greedy", .greedy), ("optimal", .optimal)]) ?? layout.breaking
    default: return false
    }
    return true
  }

  /// A header or footer: `{"height": 44, "insets": {...}}`, the extent given as `width` when
  /// the axis is horizontal.
  private mutating func supplementary(_ value: JSONValue, _ key: String, axis: Axis)
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
      case extentKey: result.extent = length(member.value, extentKey) ?? 0
      case "insets": result.insets = insets(member.value, "insets") ?? .zero
      case "width", "height":
        report(
          "unknown key (with axis \(axis == .vertical ? "vertical" : "horizontal") a \(key) "
            + "gives its extent as \(extentKey))", at: member.key)
      default:
        reportUnknown(member.key, allowed: [extentKey, "insets"], context: "a \(key)")
      }
    }
    if object[extentKey] == nil { report("required (a finite number >= 0)", at: extentKey) }
    return result
  }

  // MARK: - Items

  /// Decodes an array of items for a section of `kind`.
  mutating func decodeItems(_ value: JSONValue, kind: LayoutKind, axis: Axis) -> [Item] {
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
      if let item = decodeItem(element, kind: kind, axis: axis) { items.append(item) }
      path.removeLast()
    }
    return items
  }

  private mutating func decodeItem(_ value: JSONValue, kind: LayoutKind, axis: Axis) -> Item? {
    guard case .object(let object) = value else {
      report("must be an object (found \(value.kindName))")
      return nil
    }
    let start = issues.count
    var width: Double?
    var height: Double?
    var aspectRatio: Double?
    var fullSpan = false
    var baseline: Double?
    var given = SizingKeys()
    for member in object.members {
      switch (member.key, kind) {
      case ("width", _):
        given.insert(.width)
        width = length(member.value, "width")
      case ("height", _):
        given.insert(.height)
        height = length(member.value, "height")
      case ("aspectRatio", .waterfall), ("aspectRatio", .justified):
        given.insert(.aspectRatio)
        aspectRatio = self.aspectRatio(member.value, "aspectRatio")
      case ("fullSpan", .waterfall): fullSpan = bool(member.value, "fullSpan") ?? false
      case ("baseline", .flow): baseline = length(member.value, "baseline")
      default:
        reportUnknown(member.key, allowed: kind.itemKeys, context: "a \(kind.rawValue) item")
      }
    }
    let extentKey: SizingKeys = axis == .vertical ? .height : .width
    var sizing: ItemSizing?
    switch kind {
    case .waterfall, .justified:
      if kind == .waterfall, given == extentKey, let extent = axis == .vertical ? height : width {
        sizing = .extent(extent)
      } else if given == [.width, .height], let width, let height {
        sizing = .size(Size(width: width, height: height))
        checkAspectRatio(width: width, height: height)
      } else if given == .aspectRatio, let aspectRatio {
        sizing = .aspectRatio(aspectRatio)
      }
    case .flow:
      if given == [.width, .height], let width, let height {
        sizing = .size(Size(width: width, height: height))
      }
    }
    if sizing == nil, issues.count == start {
      let forms: String
      switch kind {
      case .waterfall where axis == .vertical: forms = "height, width and height, or aspectRatio"
      case .waterfall:
        forms = "width (its extent along the horizontal axis), width and height, or aspectRatio"
      case .flow: forms = "width and height"
      case .justified: forms = "aspectRatio, or width and height"
      }
      report("must give \(forms) (found \(given.names))")
    }
    guard issues.count == start, let sizing else { return nil }
    return Item(sizing: sizing, isFullSpan: fullSpan, baseline: baseline)
  }

  /// Checks that a photo's pixel size gives a usable aspect ratio.
  private mutating func checkAspectRatio(width: Double, height: Double) {
    if width == 0, height > 0 {
      report(LayoutError.Rule.degenerateAspectRatio.description)
    } else if width > 0, height > 0, !Limits.aspectRatios.contains(width / height) {
      report(LayoutError.Rule.aspectRatioOutOfRange.description)
    }
  }

  // MARK: - Values

  /// Insets: `{"top", "left", "bottom", "right"}`, each a length, 0 when absent.
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
      case "top": insets.top = length(member.value, "top") ?? 0
      case "left": insets.left = length(member.value, "left") ?? 0
      case "bottom": insets.bottom = length(member.value, "bottom") ?? 0
      case "right": insets.right = length(member.value, "right") ?? 0
      default:
        reportUnknown(member.key, allowed: ["top", "left", "bottom", "right"], context: "insets")
      }
    }
    return insets
  }

  /// A size: `{"width", "height"}`, both required lengths.
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
      case "width": size.width = length(member.value, "width") ?? 0
      case "height": size.height = length(member.value, "height") ?? 0
      default: reportUnknown(member.key, allowed: ["width", "height"], context: "a size")
      }
    }
    for required in ["width", "height"] where object[required] == nil {
      report("required (a finite number >= 0)", at: required)
    }
    return size
  }

  /// A length: a finite number >= 0, at most ``Limits/maximumLength``.
  mutating func length(_ value: JSONValue, _ key: String) -> Double? {
    let rule = LayoutError.Rule.finiteNonNegative.description
    guard case .number(let number) = value else {
      report("\(rule) (found \(value.kindName))", at: key)
      return nil
    }
    guard number.isFinite, number >= 0 else {
      report(rule, at: key)
      return nil
    }
    guard number <= Limits.maximumLength else {
      report(LayoutError.Rule.lengthTooLarge.description, at: key)
      return nil
    }
    return number == 0 ? 0 : number  // no negative zero
  }

  /// A length that must be greater than zero.
  private mutating func positiveLength(_ value: JSONValue, _ key: String) -> Double? {
    guard let number = length(value, key) else { return nil }
    guard number > 0 else {
      report(LayoutError.Rule.finitePositive.description, at: key)
      return nil
    }
    return number
  }

  /// An aspect ratio: a finite number > 0 within ``Limits/aspectRatios``.
  private mutating func aspectRatio(_ value: JSONValue, _ key: String) -> Double? {
    let rule = LayoutError.Rule.finitePositive.description
    guard case .number(let number) = value else {
      report("\(rule) (found \(value.kindName))", at: key)
      return nil
    }
    guard number.isFinite, number > 0 else {
      report(rule, at: key)
      return nil
    }
    guard Limits.aspectRatios.contains(number) else {
      report(LayoutError.Rule.aspectRatioOutOfRange.description, at: key)
      return nil
    }
    return number
  }

  /// A count: an integer >= `minimum` and <= `maximum`.
  private mutating func count(
    _ value: JSONValue, _ key: String, minimum: Int = 0, maximum: Int = 1_000_000_000
  ) -> Int? {
    let rule = "must be an integer >= \(minimum)"
    guard case .number(let number) = value else {
      report("\(rule) (found \(value.kindName))", at: key)
      return nil
    }
    guard number.isFinite, number >= Double(minimum), number.rounded(.towardZero) == number else {
      report(rule, at: key)
      return nil
    }
    guard number <= Double(maximum) else {
      report(LayoutError.Rule.atMost(maximum).description, at: key)
      return nil
    }
    return Int(number)
  }

  /// `true` or `false`.
  private mutating func bool(_ value: JSONValue, _ key: String) -> Bool? {
    guard case .bool(let flag) = value else {
      report("must be true or false (found \(value.kindName))", at: key)
      return nil
    }
    return flag
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
    var components = path
    if let key { components.append(.key(key)) }
    let rendered = JSONPath.render(components)
    let place: String
    if prefix.isEmpty {
      place = rendered.isEmpty ? "document" : rendered
    } else {
      place = rendered.isEmpty ? prefix : prefix + ": " + rendered
    }
    issues.append(DocumentIssue(path: place, message: message))
  }

  /// Records an unknown key, suggesting the allowed key it is likely a typo of.
  private mutating func reportUnknown(_ key: String, allowed: [String], context: String) {
    if let suggestion = Self.closest(to: key, among: allowed) {
      report("unknown key for \(context) (did you mean '\(suggestion)'?)", at: key)
    } else {
      report(
        "unknown key for \(context) (allowed: \(allowed.joined(separator: ", ")))", at: key)
    }
  }

  /// The allowed key within edit distance 2 of `key` (ignoring case), if any.
  static func closest(to key: String, among allowed: [String]) -> String? {
    guard key.utf8.count <= 64 else { return nil }
    let typed = Array(key.lowercased().utf8)
    var best: (key: String, distance: Int)?
    for candidate in allowed {
      let distance = editDistance(typed, Array(candidate.lowercased().utf8))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.key
  }

  /// The Levenshtein distance between two byte strings.
  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// The sizing keys an item gives.
private struct SizingKeys: OptionSet {
  let rawValue: UInt8

  static let width = SizingKeys(rawValue: 1)
  static let height = SizingKeys(rawValue: 2)
  static let aspectRatio = SizingKeys(rawValue: 4)

  /// The keys in words, in the order items usually give them: `aspectRatio and height`.
  var names: String {
    var names: [String] = []
    if contains(.aspectRatio) { names.append("aspectRatio") }
    if contains(.height) { names.append("height") }
    if contains(.width) { names.append("width") }
    return names.isEmpty ? "none" : names.joined(separator: " and ")
  }
}
