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
struct DocumentDecoder {
  /// The problems found so far (at most ``limit``), in document order, each with the section
  /// and item it is in (-1 for none).
  private(set) var issues: [(issue: DocumentIssue, place: DocumentPlace)] = []
  /// How many problems were found, including those past ``limit``.
  private(set) var issueCount = 0
  /// The most problems kept.
  let limit: Int
  /// The bytes being read.
  var scanner: JSONScanner
  /// The path of the value being decoded.
  private var path: [JSONPath.Component] = []
  /// Text put before every issue's path (an item list's name), or empty.
  private let prefix: String
  /// The problems of the items of the section being read (at most ``limit``), listed after the
  /// section's own.
  private var heldIssues: [(issue: DocumentIssue, place: DocumentPlace)] = []
  /// Whether problems go to ``heldIssues``.
  private var holdsIssues = false
  /// The index of the item being read, the last component of its path (kept apart from
  /// ``path`` so that the path is not rewritten for every item).
  private var itemIndex: Int?

  /// Creates a decoder of the bytes of `scanner` whose issue paths start with `prefix` (an item
  /// list's name), if any, keeping at most `limit` problems.
  init(scanner: JSONScanner, prefix: String = "", limit: Int = DocumentError.defaultLimit) {
    self.scanner = scanner
    self.prefix = prefix
    self.limit = limit
  }

  /// What a decoder read: a value and the problems found.
  struct Outcome<Value> {
    /// The value read.
    var value: Value
    /// The problems listed (at most ``limit``), with their places.
    var issues: [(issue: DocumentIssue, place: DocumentPlace)]
    /// How many problems were found in all.
    var issueCount: Int
    /// The most problems listed.
    var limit: Int
  }

  /// `value` with the problems found so far.
  func outcome<Value>(_ value: Value) -> Outcome<Value> {
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
  private mutating func decodeRoot(axis known: ScrollAxis?) throws(JSONSyntaxError)
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

  private mutating func decodeSections(axis: ScrollAxis) throws(JSONSyntaxError) -> [LayoutSection]
  {
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
        sections.append(try decodeSection(axis: axis, kind: nil))
      } catch {
        throw error.prefixed(.index(array.count - 1))
      }
      path.removeLast()
    }
    return sections
  }

  // MARK: - Sections

  /// A section, in layout `known` when it is known (else waterfall until `layout` is read); a
  /// valid empty waterfall section in place of one of the wrong shape.
  private mutating func decodeSection(axis: ScrollAxis, kind known: LayoutKind?)
    throws(JSONSyntaxError) -> LayoutSection
  {
    var section = LayoutSection(.waterfall(WaterfallLayout()))
    let valueKind = try scanner.valueKind()
    guard valueKind == .object else {
      try scanner.skipValue()
      report("must be an object", found: valueKind)
      return section
    }
    let start = scanner.position
    let firstIssue = issues.count
    let firstCount = issueCount
    heldIssues.removeAll(keepingCapacity: true)
    var object = try scanner.beginObject()
    var kind = known ?? .waterfall
    // Whether a value read so far depended on the layout.
    var readByKind = false
    var invalidLayout = false
    var rereadAs: LayoutKind?
    var waterfall = WaterfallLayout()
    var flow = FlowLayout()
    var justified = JustifiedLayout()
    var hasColumns = false
    var hasMinColumnWidth = false
    members: while let key = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(key, "layout") {
          switch try readChoice(LayoutKind.documentNameList) {
          case .index(let index):
            let chosen = LayoutKind.allCases[index]
            if chosen != kind {
              if readByKind {
                rereadAs = chosen
                break members
              }
              kind = chosen
            }
          case .problem(let message):
            // The section's one problem: the contract reads nothing else of it.
            dropIssues(from: firstIssue, count: firstCount)
            report(message, at: "layout")
            invalidLayout = true
            break members
          }
        } else if scanner.matches(key, "insets") {
          section.insets = try insets("insets") ?? .zero
        } else if scanner.matches(key, "header") {
          section.header = try supplementary("header", context: "a header", axis: axis)
        } else if scanner.matches(key, "footer") {
          section.footer = try supplementary("footer", context: "a footer", axis: axis)
        } else if scanner.matches(key, "background") {
          section.background = try background()
        } else if scanner.matches(key, "items") {
          readByKind = true
          section.items = try decodeItems(kind: kind, axis: axis)
        } else {
          readByKind = true
          hasColumns = hasColumns || scanner.matches(key, "columns")
          hasMinColumnWidth = hasMinColumnWidth || scanner.matches(key, "minColumnWidth")
          let known: Bool
          switch kind {
          case .waterfall: known = try waterfallOption(key, into: &waterfall)
          case .flow: known = try flowOption(key, into: &flow)
          case .justified: known = try justifiedOption(key, into: &justified)
          }
          if !known {
            try skipUnknown(key, allowed: kind.sectionKeyList, context: kind.sectionContext)
          }
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if let rereadAs {
      // Values were read in the wrong layout: read the section again.
      scanner.rewind(to: start, before: object)
      dropIssues(from: firstIssue, count: firstCount)
      return try decodeSection(axis: axis, kind: rereadAs)
    }
    if invalidLayout {
      try scanner.skipMembers(&object)
      return LayoutSection(.waterfall(WaterfallLayout()))
    }
    if kind == .waterfall, hasColumns, hasMinColumnWidth {
      report(LayoutError.Rule.excludes("columns").description, at: "minColumnWidth")
    }
    listHeldIssues()
    switch kind {
    case .waterfall: section.strategy = .waterfall(waterfall)
    case .flow: section.strategy = .flow(flow)
    case .justified: section.strategy = .justified(justified)
    }
    return section
  }

  private mutating func waterfallOption(_ key: JSONString, into layout: inout WaterfallLayout)
    throws(JSONSyntaxError) -> Bool
  {
    if scanner.matches(key, "columns") {
      layout.columns = try count("columns") ?? layout.columns
    } else if scanner.matches(key, "minColumnWidth") {
      layout.minColumnWidth = try number("minColumnWidth")
    } else if scanner.matches(key, "maxColumns") {
      layout.maxColumns = try count("maxColumns") ?? 0
    } else if scanner.matches(key, "columnSpacing") {
      layout.columnSpacing = try number("columnSpacing") ?? 0
    } else if scanner.matches(key, "itemSpacing") {
      layout.itemSpacing = try number("itemSpacing") ?? 0
    } else if scanner.matches(key, "placement") {
      layout.placement = try choice("placement") ?? layout.placement
    } else if scanner.matches(key, "tolerance") {
      layout.tolerance = try number("tolerance")
    } else {
      return false
    }
    return true
  }

  private mutating func flowOption(_ key: JSONString, into layout: inout FlowLayout)
    throws(JSONSyntaxError) -> Bool
  {
    if scanner.matches(key, "itemSpacing") {
      layout.itemSpacing = try number("itemSpacing") ?? 0
    } else if scanner.matches(key, "lineSpacing") {
      layout.lineSpacing = try number("lineSpacing") ?? 0
    } else if scanner.matches(key, "justify") {
      layout.justify = try choice("justify") ?? layout.justify
    } else if scanner.matches(key, "lastLineJustify") {
      layout.lastLineJustify = try choice("lastLineJustify")
    } else if scanner.matches(key, "alignItems") {
      layout.alignItems = try choice("alignItems") ?? layout.alignItems
    } else if scanner.matches(key, "height") {
      layout.height = try number("height") ?? 0
    } else if scanner.matches(key, "alignContent") {
      layout.alignContent = try choice("alignContent") ?? layout.alignContent
    } else if scanner.matches(key, "lineBreaking") {
      layout.lineBreaking = try choice("lineBreaking") ?? layout.lineBreaking
    } else if scanner.matches(key, "maxLines") {
      layout.maxLines = try count("maxLines") ?? 0
    } else if scanner.matches(key, "moreBadge") {
      layout.moreBadge = try size("moreBadge")
    } else {
      return false
    }
    return true
  }

  private mutating func justifiedOption(_ key: JSONString, into layout: inout JustifiedLayout)
    throws(JSONSyntaxError) -> Bool
  {
    if scanner.matches(key, "targetRowHeight") {
      layout.targetRowHeight = try number("targetRowHeight") ?? layout.targetRowHeight
    } else if scanner.matches(key, "tolerance") {
      layout.tolerance = try number("tolerance") ?? layout.tolerance
    } else if scanner.matches(key, "itemSpacing") {
      layout.itemSpacing = try number("itemSpacing") ?? layout.itemSpacing
    } else if scanner.matches(key, "lineSpacing") {
      layout.lineSpacing = try number("lineSpacing") ?? layout.lineSpacing
    } else if scanner.matches(key, "maxRows") {
      layout.maxRows = try count("maxRows") ?? 0
    } else if scanner.matches(key, "showWidows") {
      layout.showWidows = try bool("showWidows") ?? layout.showWidows
    } else if scanner.matches(key, "breakoutCadence") {
      layout.breakoutCadence = try count("breakoutCadence") ?? 0
    } else if scanner.matches(key, "breaking") {
      layout.breaking = try choice("breaking") ?? layout.breaking
    } else if scanner.matches(key, "minItemsPerRow") {
      layout.minItemsPerRow = try count("minItemsPerRow") ?? layout.minItemsPerRow
    } else if scanner.matches(key, "maxItemsPerRow") {
      layout.maxItemsPerRow = try count("maxItemsPerRow") ?? 0
    } else {
      return false
    }
    return true
  }

  /// A header or footer: `{"height": 44, "insets": {...}}`, the extent given as `width` when
  /// the axis is horizontal.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func supplementary(
    _ key: StaticString, context: StaticString, axis: ScrollAxis
  ) throws(JSONSyntaxError) -> Supplementary? {
    guard var object = try beginObject(key, expecting: "must be an object") else { return nil }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    let extentKey: StaticString = axis == .vertical ? "height" : "width"
    var result = Supplementary(extent: 0)
    var hasExtent = false
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, extentKey) {
          hasExtent = true
          result.extent = try number(extentKey) ?? 0
        } else if scanner.matches(member, "insets") {
          result.insets = try insets("insets") ?? .zero
        } else if scanner.matches(member, "width") || scanner.matches(member, "height") {
          try scanner.skipValue()
          var message = MessageText()
          message.append("unknown key (with axis ")
          message.append(string: axis.documentName)
          message.append(" a ")
          message.append(key)
          message.append(" gives its extent as ")
          message.append(extentKey)
          message.append(")")
          report(message.string, atKey: scanner.text(member))
        } else {
          try skipUnknown(
            member, allowed: axis == .vertical ? "height, insets" : "width, insets",
            context: context)
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if !hasExtent { report("required (a finite number >= 0)", at: extentKey) }
    return result
  }

  /// A background: `{}` or `{"insets": {...}}`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func background() throws(JSONSyntaxError) -> SectionBackground? {
    guard
      var object = try beginObject(
        "background", expecting: "must be an object, {} or {\"insets\": {...}}")
    else { return nil }
    path.append(.key("background"))
    defer { path.removeLast() }
    var result = SectionBackground()
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, "insets") {
          result.insets = try insets("insets") ?? .zero
        } else {
          try skipUnknown(member, allowed: "insets", context: "a background")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    return result
  }

  // MARK: - Items

  /// Reads an array of items for a section of `kind`, holding back their problems until the
  /// section's own are listed.
  private mutating func decodeItems(kind: LayoutKind, axis: ScrollAxis) throws(JSONSyntaxError)
    -> [Item]
  {
    holdsIssues = true
    defer { holdsIssues = false }
    let valueKind = try scanner.valueKind()
    guard valueKind == .array else {
      try scanner.skipValue()
      report("must be an array of items", found: valueKind, at: "items")
      return []
    }
    path.append(.key("items"))
    defer {
      path.removeLast()
      itemIndex = nil
    }
    // A valid item of the section's kind, in place of one of the wrong shape.
    let placeholder: Item
    switch kind {
    case .waterfall: placeholder = .extent(0)
    case .flow: placeholder = .size(width: 0, height: 0)
    case .justified: placeholder = .aspectRatio(1)
    }
    var array = try scanner.beginArray()
    var items: [Item] = []
    while try scanner.nextElement(&array) {
      itemIndex = array.count - 1
      if items.count == Self.itemsBeforeReserving { reserveItems(&items) }
      // Plain items are read here, in the loop (no call per item); others by the full reader.
      if let sizing = plainSizing(kind: kind, axis: axis) {
        var item = placeholder
        item.sizing = sizing
        items.append(item)
        continue
      }
      do throws(JSONSyntaxError) {
        items.append(try decodeFullItem(kind: kind, axis: axis, placeholder: placeholder))
      } catch {
        throw error.prefixed(.index(array.count - 1))
      }
    }
    return items
  }

  /// How many items a section holds before ``reserveItems(_:)`` makes room for the rest.
  static let itemsBeforeReserving = 1 << 16

  /// Makes room in `items`, once a section has many, for as many more as the rest of the input
  /// could hold (a plain item and its comma, `{"height":1},`, take 13 bytes at least): the
  /// array's doublings would otherwise copy it each time into freshly faulted pages (half the
  /// page faults of `brickwork layout` on a 1,000,000-item document). Room left unused is never
  /// touched, so it costs address space, not memory.
  @inline(never)  // once per large section
  private func reserveItems(_ items: inout [Item]) {
    items.reserveCapacity(items.count + (scanner.bytes.count - scanner.position) / 13)
  }

  /// An item that is not plain sizing keys (``plainSizing(kind:axis:)``): every key, and its
  /// problems; `placeholder` in place of one of the wrong shape.
  @inline(never)  // the fast path's caller keeps a small frame
  private mutating func decodeFullItem(kind: LayoutKind, axis: ScrollAxis, placeholder: Item)
    throws(JSONSyntaxError) -> Item
  {
    let valueKind = try scanner.valueKind()
    guard valueKind == .object else {
      try scanner.skipValue()
      report("must be an object", found: valueKind)
      return placeholder
    }
    var object = try scanner.beginObject()
    let start = issueCount
    var item = placeholder
    var width: Double?
    var height: Double?
    var aspectRatio: Double?
    var given = SizingKeys()
    while let key = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(key, "width") {
          given.insert(.width)
          width = try number("width")
        } else if scanner.matches(key, "height") {
          given.insert(.height)
          height = try number("height")
        } else if kind != .flow, scanner.matches(key, "aspectRatio") {
          given.insert(.aspectRatio)
          aspectRatio = try number("aspectRatio")
        } else if kind == .waterfall, scanner.matches(key, "fullSpan") {
          item.isFullSpan = try bool("fullSpan") ?? false
        } else if kind == .waterfall, scanner.matches(key, "span") {
          item.span = try count("span") ?? 1
        } else if kind == .waterfall, scanner.matches(key, "column") {
          // The model keeps no negative column: the count's rule is reported here, in its words.
          if let column = try count("column") {
            if let rule = Limits.violation(ofCount: column, minimum: 0) {
              report(rule.description, at: "column")
            } else {
              item.column = column
            }
          }
        } else if kind == .flow, scanner.matches(key, "baseline") {
          item.baseline = try number("baseline")
        } else if kind == .flow, scanner.matches(key, "startsLine") {
          item.startsLine = try bool("startsLine") ?? false
        } else {
          try skipUnknown(key, allowed: kind.itemKeyList, context: kind.itemContext)
        }
      } catch {
        throw error.prefixed(scanner.component(object))
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

  /// The fast path of items: reads an item made only of sizing keys (`width`, `height`, and
  /// `aspectRatio` outside flow sections), each once, with number values, giving one valid
  /// sizing form, and returns its sizing; anything else (other keys, escapes, other values, a
  /// syntax error, a problem) reads nothing and returns `nil`, for the full reader to read the
  /// item again and say what is wrong.
  @inline(__always)
  private mutating func plainSizing(kind: LayoutKind, axis: ScrollAxis) -> ItemSizing? {
    let start = scanner.position
    guard scanner.depth < JSONScanner.maximumDepth, scanner.skip(UInt8(ascii: "{")) else {
      scanner.position = start
      return nil
    }
    var width = 0.0
    var height = 0.0
    var aspectRatio = 0.0
    var given = SizingKeys()
    repeat {
      scanner.skipWhitespace()
      let key: SizingKeys
      if scanner.skipKnownKey("width") {
        key = .width
      } else if scanner.skipKnownKey("height") {
        key = .height
      } else if kind != .flow, scanner.skipKnownKey("aspectRatio") {
        key = .aspectRatio
      } else {
        scanner.position = start
        return nil
      }
      guard !given.contains(key), let value = scanner.readNumberIfValid()
      else {
        scanner.position = start
        return nil
      }
      given.insert(key)
      switch key {
      case .width: width = value == 0 ? 0 : value
      case .height: height = value == 0 ? 0 : value
      default: aspectRatio = value == 0 ? 0 : value
      }
    } while scanner.skip(UInt8(ascii: ","))
    guard scanner.skip(UInt8(ascii: "}")),
      let sizing = given.sizing(
        kind: kind, axis: axis, width: width, height: height, aspectRatio: aspectRatio)
    else {
      scanner.position = start
      return nil
    }
    return sizing
  }

  // MARK: - Values

  /// Insets: `{"top", "left", "bottom", "right"}`, each a number, 0 when absent.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func insets(_ key: StaticString) throws(JSONSyntaxError) -> Insets? {
    guard
      var object = try beginObject(
        key, expecting: "must be an object with top, left, bottom, right")
    else { return nil }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    var insets = Insets.zero
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, "top") {
          insets.top = try number("top") ?? 0
        } else if scanner.matches(member, "left") {
          insets.left = try number("left") ?? 0
        } else if scanner.matches(member, "bottom") {
          insets.bottom = try number("bottom") ?? 0
        } else if scanner.matches(member, "right") {
          insets.right = try number("right") ?? 0
        } else {
          try skipUnknown(member, allowed: "top, left, bottom, right", context: "insets")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    return insets
  }

  /// A size: `{"width", "height"}`, both required numbers.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func size(_ key: StaticString) throws(JSONSyntaxError) -> Size? {
    guard var object = try beginObject(key, expecting: "must be an object with width and height")
    else { return nil }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    var size = Size.zero
    var given = SizingKeys()
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, "width") {
          given.insert(.width)
          size.width = try number("width") ?? 0
        } else if scanner.matches(member, "height") {
          given.insert(.height)
          size.height = try number("height") ?? 0
        } else {
          try skipUnknown(member, allowed: "width, height", context: "a size")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if !given.contains(.width) { report("required (a finite number >= 0)", at: "width") }
    if !given.contains(.height) { report("required (a finite number >= 0)", at: "height") }
    return size
  }

  /// Begins the object at the current position, or skips a value of another kind and reports
  /// `message` (with what was found) at `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func beginObject(_ key: StaticString, expecting message: StaticString)
    throws(JSONSyntaxError) -> JSONObjectState?
  {
    let kind = try scanner.valueKind()
    guard kind == .object else {
      try scanner.skipValue()
      report(message, found: kind, at: key)
      return nil
    }
    return try scanner.beginObject()
  }

  /// A number, of any value: its rules are the core's.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func number(_ key: StaticString) throws(JSONSyntaxError) -> Double? {
    let kind = try scanner.valueKind()
    guard kind == .number else {
      try scanner.skipValue()
      report("must be a number", found: kind, at: key)
      return nil
    }
    let number = try scanner.readNumber()
    return number == 0 ? 0 : number  // no negative zero
  }

  /// A count: a number read as the core reads counts (``Limits/count(fromNumber:)``), so that
  /// one that is not a whole number breaks the count's own rule in the core's words.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func count(_ key: StaticString) throws(JSONSyntaxError) -> Int? {
    let kind = try scanner.valueKind()
    guard kind == .number else {
      try scanner.skipValue()
      report("must be an integer", found: kind, at: key)
      return nil
    }
    return Limits.count(fromNumber: try scanner.readNumber())
  }

  /// `true` or `false`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func bool(_ key: StaticString) throws(JSONSyntaxError) -> Bool? {
    let kind = try scanner.valueKind()
    guard kind == .bool else {
      try scanner.skipValue()
      report("must be true or false", found: kind, at: key)
      return nil
    }
    return try scanner.readBool()
  }

  /// One of an option's values, by its document name.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func choice<Value: DocumentNamed>(_ key: StaticString) throws(JSONSyntaxError)
    -> Value?
  {
    switch try readChoice(Value.documentNameList) {
    case .index(let index):
      return Value.allCases[index]
    case .problem(let message):
      report(message, at: key)
      return nil
    }
  }

  /// The index of the one of the names in `list` (separated by `, `) that the value is, or the
  /// problem of a value that is none of them.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func readChoice(_ list: StaticString) throws(JSONSyntaxError) -> Choice {
    let kind = try scanner.valueKind()
    var found = MessageText()
    if kind == .string {
      let text = try scanner.readString()
      if let index = scanner.index(of: text, in: list) { return .index(index) }
      JSONPath.writeQuoted(scanner.text(text), to: &found)
    } else {
      try scanner.skipValue()
      found.append(kind.name)
    }
    var message = MessageText()
    message.append("must be one of ")
    for (index, name) in list.listedNames.enumerated() {
      if index > 0 { message.append(", ") }
      message.append("\"")
      message.append(string: name)
      message.append("\"")
    }
    message.append(" (found ")
    message.append(found)
    message.append(")")
    return .problem(message.string)
  }

  /// Skips the value of an unknown key and reports the key, with the keys `allowed` (their
  /// names separated by `, `) in a `context` such as `a size`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func skipUnknown(
    _ key: JSONString, allowed: StaticString, context: StaticString
  ) throws(JSONSyntaxError) {
    try scanner.skipValue()
    reportUnknown(scanner.text(key), allowed: allowed, context: context)
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

  /// Records a problem at the current path's member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func report(_ message: String, at key: StaticString) {
    report(message, atKey: Self.text(key))
  }

  /// Records that the value at the current path's member `key` (or at the current path) breaks
  /// `rule` by its kind: `must be a number (found a string)`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func report(_ rule: StaticString, found kind: JSONKind, at key: StaticString? = nil) {
    var message = MessageText()
    message.append(rule)
    message.append(" (found ")
    message.append(kind.name)
    message.append(")")
    report(message.string, atKey: key.map { Self.text($0) })
  }

  /// Records a problem at the current path, or at its member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func report(_ message: String, atKey key: String? = nil) {
    issueCount += 1
    if holdsIssues {
      if heldIssues.count < limit { heldIssues.append(issue(message, at: key)) }
    } else if issues.count < limit {
      issues.append(issue(message, at: key))
    }
  }

  /// Records a problem at the current path's member `key`, ahead of every problem so far.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func reportFirst(_ message: String, at key: StaticString) {
    issueCount += 1
    issues.insert(issue(message, at: Self.text(key)), at: 0)
    if issues.count > limit { issues.removeLast() }
  }

  /// Lists the problems held back (a section's items'), after those listed so far.
  @inline(never)  // once per section: kept out of the section's reader in the WebAssembly module
  private mutating func listHeldIssues() {
    for held in heldIssues where issues.count < limit {
      issues.append(held)
    }
    heldIssues.removeAll(keepingCapacity: true)
  }

  /// Forgets the problems recorded since there were `first` listed and `count` found.
  private mutating func dropIssues(from first: Int, count: Int) {
    issues.removeSubrange(first...)
    heldIssues.removeAll(keepingCapacity: true)
    issueCount = count
  }

  /// A problem at the current path, or at its member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private func issue(_ message: String, at key: String?) -> (
    issue: DocumentIssue, place: DocumentPlace
  ) {
    var components = path
    if let itemIndex { components.append(.index(itemIndex)) }
    if let key { components.append(.key(key)) }
    var place = MessageText()
    if !prefix.isEmpty {
      place.append(string: prefix)
      if !components.isEmpty { place.append(": ") }
    }
    JSONPath.write(components, to: &place)
    if place.isEmpty { place.append("document") }
    return (DocumentIssue(path: place.string, message: message), DocumentPlace(components))
  }

  /// Records an unknown key, suggesting the allowed key it is likely a typo of.
  ///
  /// `allowed` is the keys' names separated by `, `, as the problem lists them.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  private mutating func reportUnknown(
    _ key: String, allowed: StaticString, context: StaticString
  ) {
    var message = MessageText()
    message.append("unknown key for ")
    message.append(context)
    if let suggestion = Self.closest(to: key, among: allowed.listedNames) {
      message.append(" (did you mean '")
      message.append(string: suggestion)
      message.append("'?)")
    } else {
      message.append(" (allowed: ")
      message.append(allowed)
      message.append(")")
    }
    report(message.string, atKey: key)
  }

  /// `text` as a `String`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  static func text(_ text: StaticString) -> String {
    String(validUTF8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// The allowed key within edit distance 2 of `key` (ignoring the case of ASCII letters), if
  /// any.
  static func closest(to key: String, among allowed: [String]) -> String? {
    guard key.utf8Bytes.count <= 64 else { return nil }
    let typed = asciiLowercased(key)
    var best: (key: String, distance: Int)?
    for candidate in allowed {
      let distance = editDistance(typed, asciiLowercased(candidate))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.key
  }

  /// The bytes of `text` with ASCII capitals made small.
  private static func asciiLowercased(_ text: String) -> [UInt8] {
    var bytes = text.utf8Bytes
    for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] |= 0x20 }
    return bytes
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
private enum Choice {
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
