import Brickwork

// Sections of the layout document.
extension DocumentDecoder {
  /// A section, in layout `known` when it is known (else waterfall until `layout` is read); a
  /// valid empty waterfall section in place of one of the wrong shape.
  mutating func decodeSection(axis: ScrollAxis, kind known: LayoutKind?)
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
    let firstSpent = budget.used
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
    var hasColumnWeights = false
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
          hasColumnWeights = hasColumnWeights || scanner.matches(key, "columnWeights")
          // Only the options the table gives the layout; the layout's reader reads its value.
          var known = false
          if scanner.index(of: key, in: kind.optionNameList) != nil {
            switch kind {
            case .waterfall: known = try waterfallOption(key, into: &waterfall)
            case .flow: known = try flowOption(key, into: &flow)
            case .justified: known = try justifiedOption(key, into: &justified)
            }
          }
          if !known {
            let owners = kind.otherLayouts(havingOption: scanner.text(key))
            if owners.isEmpty {
              try skipUnknown(
                key, allowed: LayoutKind.commonSectionKeyList, then: kind.optionNameList,
                context: kind.sectionContext)
            } else {
              try scanner.skipValue()
              reportMisplaced(
                scanner.text(key), context: kind.sectionContext, owners: owners, items: false)
            }
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
      budget.rewind(to: firstSpent)
      return try decodeSection(axis: axis, kind: rereadAs)
    }
    if invalidLayout {
      try scanner.skipMembers(&object)
      return LayoutSection(.waterfall(WaterfallLayout()))
    }
    if kind == .waterfall, hasColumns, hasMinColumnWidth {
      report(LayoutError.Rule.excludes("columns").description, at: "minColumnWidth")
    }
    if kind == .waterfall, hasColumns, hasColumnWeights {
      report(LayoutError.Rule.excludes("columns").description, at: "columnWeights")
    }
    listHeldIssues()
    switch kind {
    case .waterfall: section.strategy = .waterfall(waterfall)
    case .flow: section.strategy = .flow(flow)
    case .justified: section.strategy = .justified(justified)
    }
    return section
  }

  /// Reads the value of `key`, an option of a waterfall section (``LayoutKind/optionNameList``),
  /// into `layout`; `false` for a key it does not read.
  mutating func waterfallOption(_ key: JSONString, into layout: inout WaterfallLayout)
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
    } else if scanner.matches(key, "columnWeights") {
      layout.columnWeights = try numberList("columnWeights")
      // As `WaterfallLayout(columnWeights:)` makes it: one column per weight.
      if let weights = layout.columnWeights { layout.columns = weights.count }
    } else if scanner.matches(key, "evenBottom") {
      layout.evenBottom = try number("evenBottom") ?? layout.evenBottom
    } else {
      return false
    }
    return true
  }

  /// Reads the value of `key`, an option of a flow section (``LayoutKind/optionNameList``),
  /// into `layout`; `false` for a key it does not read.
  mutating func flowOption(_ key: JSONString, into layout: inout FlowLayout)
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
    } else if scanner.matches(key, "itemGrow") {
      layout.itemGrow = try number("itemGrow") ?? Default.itemGrow
    } else if scanner.matches(key, "growLastLine") {
      layout.growLastLine = try bool("growLastLine") ?? Default.growLastLine
    } else {
      return false
    }
    return true
  }

  /// Reads the value of `key`, an option of a justified section (``LayoutKind/optionNameList``),
  /// into `layout`; `false` for a key it does not read.
  mutating func justifiedOption(_ key: JSONString, into layout: inout JustifiedLayout)
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
    } else if scanner.matches(key, "widowAlignment") {
      layout.widowAlignment = try choice("widowAlignment") ?? Default.widowAlignment
    } else if scanner.matches(key, "widowHeight") {
      layout.widowHeight = try choice("widowHeight") ?? Default.widowHeight
    } else {
      return false
    }
    return true
  }

  /// A header or footer: `{"height": 44, "insets": {...}}`, the extent given as `width` when
  /// the axis is horizontal.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func supplementary(
    _ key: StaticString, context: StaticString, axis: ScrollAxis
  ) throws(JSONSyntaxError) -> Supplementary? {
    guard var object = try beginObject(key, expecting: "must be an object") else { return nil }
    try spend(MemoryBudget.supplementaryCost)
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
  mutating func background() throws(JSONSyntaxError) -> SectionBackground? {
    guard
      var object = try beginObject(
        "background", expecting: "must be an object, {} or {\"insets\": {...}}")
    else { return nil }
    try spend(MemoryBudget.supplementaryCost)
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
}
