import Brickwork

// Items of a section.
extension DocumentDecoder {
  /// Reads an array of items for a section of `kind`, holding back their problems until the
  /// section's own are listed.
  mutating func decodeItems(kind: LayoutKind, axis: ScrollAxis) throws(JSONSyntaxError)
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
      do throws(JSONSyntaxError) {
        try spend(MemoryBudget.itemCost)
      } catch {
        throw error.prefixed(.index(array.count - 1))
      }
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
  func reserveItems(_ items: inout [Item]) {
    items.reserveCapacity(items.count + (scanner.bytes.count - scanner.position) / 13)
  }

  /// An item that is not plain sizing keys (``plainSizing(kind:axis:)``): every key, and its
  /// problems; `placeholder` in place of one of the wrong shape.
  @inline(never)  // the fast path's caller keeps a small frame
  mutating func decodeFullItem(kind: LayoutKind, axis: ScrollAxis, placeholder: Item)
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
        } else if kind == .flow, scanner.matches(key, "grow") {
          item.grow = try number("grow")
        } else {
          let owners = kind.otherLayouts(havingItemKey: scanner.text(key))
          if owners.isEmpty {
            try skipUnknown(key, allowed: kind.itemKeyList, context: kind.itemContext)
          } else {
            try scanner.skipValue()
            reportMisplaced(
              scanner.text(key), context: kind.itemContext, owners: owners, items: true)
          }
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
  mutating func plainSizing(kind: LayoutKind, axis: ScrollAxis) -> ItemSizing? {
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
}
