import Brickwork
import BrickworkDocument
import BrickworkFiles

/// The options of `brickwork layout --items`: how to lay out an item list as a one-section
/// document.
struct ItemListOptions: Hashable, Sendable {
  /// The options that only make sense with `--items`.
  static let names = [
    "--items-format", "--layout", "--width", "--height", "--axis", "--direction", "--scale",
    "--columns", "--min-column-width", "--spacing", "--insets", "--target-row-height",
    "--tolerance", "--breaking", "--min-items-per-row", "--max-items-per-row",
    "--item-grow", "--widow-alignment", "--widow-height", "--column-weights", "--even-bottom",
  ]

  /// The flags that set one option of the section, with the option's name in the document:
  /// each applies to the layouts that have the option (``LayoutKind/optionNameList``), and
  /// names the option in the core's problems.
  static let optionFlags: [(flag: String, option: String)] = [
    ("--columns", "columns"), ("--min-column-width", "minColumnWidth"),
    ("--target-row-height", "targetRowHeight"), ("--breaking", "breaking"),
    ("--min-items-per-row", "minItemsPerRow"), ("--max-items-per-row", "maxItemsPerRow"),
    ("--tolerance", "tolerance"), ("--column-weights", "columnWeights"),
    ("--even-bottom", "evenBottom"),
    ("--item-grow", "itemGrow"), ("--widow-alignment", "widowAlignment"),
    ("--widow-height", "widowHeight"),
  ]

  /// The list's format.
  var format: ItemList.Format
  /// The container.
  var container: Container
  /// The section's strategy, with its options.
  var strategy: SectionStrategy
  /// The section's insets.
  var insets: Insets
  /// The flags given, to name in messages.
  var given: Set<String>

  /// Reads the options from parsed arguments, for the list at `path`.
  ///
  /// Only the syntax is checked here (a number, a choice, an option that applies to the layout
  /// chosen); the rules of the values are the core's (``problems(for:)``).
  ///
  /// - Throws: A usage error for a value that is not a number, not a choice, or an option
  ///   that does not apply to the layout chosen.
  init(_ parsed: CommandLineParser.Parsed, path: String, parser: CommandLineParser)
    throws(UsageError)
  {
    given = Set(Self.names.filter(parsed.has))
    if let name = parsed.values["--items-format"] {
      guard let format = ItemList.Format(rawValue: name) else {
        throw parser.usage("--items-format must be plist, csv or json")
      }
      self.format = format
    } else if let format = ItemList.Format(fileName: path) {
      self.format = format
    } else {
      throw parser.usage(
        "cannot tell the format of \(CommandLineParser.quoted(path)); give --items-format")
    }
    guard let layout = LayoutKind(rawValue: parsed.values["--layout"] ?? "waterfall") else {
      throw parser.usage(
        "--layout must be \(Self.alternatives(LayoutKind.allCases.map(\.rawValue)))")
    }
    for (flag, option) in Self.optionFlags
    where parsed.has(flag) && !layout.optionKeys.contains(option) {
      let owner = LayoutKind.firstHaving(option: option) ?? .waterfall
      throw parser.usage("\(flag) applies to --layout \(owner.rawValue) only")
    }
    if parsed.has("--columns"), parsed.has("--min-column-width") {
      throw parser.usage(
        "--min-column-width " + LayoutError.Rule.excludes("--columns").description)
    }
    for other in ["--columns", "--min-column-width"]
    where parsed.has("--column-weights") && parsed.has(other) {
      throw parser.usage("--column-weights " + LayoutError.Rule.excludes(other).description)
    }
    func number(_ name: String) throws(UsageError) -> Double? {
      guard let text = parsed.values[name] else { return nil }
      guard let value = Self.number(from: text) else {
        throw parser.usage("\(name) must be a number (found \(CommandLineParser.quoted(text)))")
      }
      return value
    }
    func choice<Value: DocumentNamed>(_ name: String, default value: Value) throws(UsageError)
      -> Value
    {
      guard let text = parsed.values[name] else { return value }
      guard let chosen = Value(documentName: text) else {
        throw parser.usage("\(name) must be \(Self.alternatives(Value.documentNames))")
      }
      return chosen
    }
    container = Container(
      width: try number("--width") ?? 375, height: try number("--height") ?? 0,
      axis: try choice("--axis", default: ScrollAxis.vertical),
      direction: try choice("--direction", default: ReadingDirection.leftToRight),
      scale: try number("--scale") ?? 0)
    insets = Insets(all: try number("--insets") ?? 0)
    let spacing = try number("--spacing")
    switch layout {
    case .flow:
      strategy = .flow(
        FlowLayout(
          itemSpacing: spacing ?? 0, lineSpacing: spacing ?? 0,
          itemGrow: try number("--item-grow") ?? Default.itemGrow))
    case .justified:
      var options = JustifiedLayout()
      if let spacing {
        options.itemSpacing = spacing
        options.lineSpacing = spacing
      }
      if let height = try number("--target-row-height") { options.targetRowHeight = height }
      options.tolerance = try number("--tolerance") ?? options.tolerance
      options.breaking = try choice("--breaking", default: options.breaking)
      if let count = try number("--min-items-per-row") {
        options.minItemsPerRow = Limits.count(fromNumber: count)
      }
      if let count = try number("--max-items-per-row") {
        options.maxItemsPerRow = Limits.count(fromNumber: count)
      }
      options.widowAlignment = try choice("--widow-alignment", default: options.widowAlignment)
      options.widowHeight = try choice("--widow-height", default: options.widowHeight)
      strategy = .justified(options)
    case .waterfall:
      var options = WaterfallLayout(columnSpacing: spacing ?? 0, itemSpacing: spacing ?? 0)
      if let columns = try number("--columns") {
        options.columns = Limits.count(fromNumber: columns)
      }
      options.minColumnWidth = try number("--min-column-width")
      options.tolerance = try number("--tolerance")
      if let text = parsed.values["--column-weights"] {
        guard let weights = Self.numbers(from: text) else {
          throw parser.usage(
            "--column-weights must be numbers separated by commas, such as 2,1 (found "
              + CommandLineParser.quoted(text) + ")")
        }
        options.columnWeights = weights
        options.columns = weights.count
      }
      options.evenBottom = try number("--even-bottom") ?? options.evenBottom
      strategy = .waterfall(options)
    }
  }

  /// `a, b or c`.
  private static func alternatives(_ names: [String]) -> String {
    names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Decimal numbers separated by commas (`2,1`), or `nil` when one is not a number.
  static func numbers(from text: String) -> [Double]? {
    var numbers: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = number(from: String(part)) else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// A decimal number (digits, sign, point, exponent), or `nil`: `Double(_:)` alone would also
  /// take `nan`, `inf` and hexadecimal forms.
  static func number(from text: String) -> Double? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ byte in
        (48...57).contains(byte) || byte == 46 || byte == 43 || byte == 45 || byte | 0x20 == 101
      })
    else { return nil }
    return Double(text)
  }

  /// The one-section document of `list`.
  func document(for list: ItemList) -> LayoutDocument {
    LayoutDocument(
      container: container, sections: [LayoutSection(strategy, items: list.items, insets: insets)])
  }

  /// Every problem of the one-section document of `list`, in the core's words, as the user
  /// sees them: items by their place in the list, options by the flags that set them
  /// (`--columns: must be an integer >= 1`), and whether any is the flags' (a usage error).
  func problems(for list: ItemList) -> (lines: [String], flagsAreWrong: Bool) {
    problems(of: document(for: list).sections, list: list)
  }

  /// Every problem of `sections`, the one-section document of `list` (built once by the
  /// caller), as ``problems(for:)`` tells them.
  func problems(of sections: [LayoutSection], list: ItemList) -> (
    lines: [String], flagsAreWrong: Bool
  ) {
    let problems = LayoutResult.problems(
      container: container, sections: sections, limit: DocumentError.defaultLimit)
    // One flag can set several values (`--insets` sets all four): each message once.
    var lines: [String] = []
    for line in problems.errors.map({ describe($0, list: list) }) where !lines.contains(line) {
      lines.append(line)
    }
    lines +=
      DocumentError(issues: [], omittedCount: problems.totalCount - problems.errors.count)
      .lines
    let flagsAreWrong = problems.errors.contains {
      if case .item = $0.location { return false }
      return true
    }
    return (lines, flagsAreWrong)
  }

  /// A core error about the built document, as the user sees it: items by their place in the
  /// list, options by the flags that set them. A rule of several values (a column width <= 0,
  /// insets wider than the container) names the flags given among those that set them.
  func describe(_ error: LayoutError, list: ItemList) -> String {
    let place: String
    switch error.location {
    case .item(_, let item):
      place = list.place(ofItem: item) + (error.field.isEmpty ? "" : ": " + error.field)
    case .container, .section, .header, .footer, .background, .update:
      // `columnWeights[1]` is set by the flag of `columnWeights`.
      let field =
        error.field.split(separator: ".").first.map { String($0.prefix { $0 != "[" }) } ?? ""
      let flags: [String]
      switch (field, error.rule) {
      case (_, .columnWidthNotPositive):
        flags = [
          "--width", "--insets", "--columns", "--min-column-width", "--column-weights",
          "--spacing",
        ]
      case (_, .insetsExceedWidth): flags = ["--width", "--height", "--insets"]
      case ("columnSpacing", _), ("itemSpacing", _), ("lineSpacing", _): flags = ["--spacing"]
      case ("minItemsPerRow", .rowLeavesNoWidth):
        flags = ["--min-items-per-row", "--width", "--insets", "--spacing"]
      case ("", _): flags = ["--layout"]
      default: flags = [Self.optionFlags.first { $0.option == field }?.flag ?? "--" + field]
      }
      let named = flags.filter(given.contains)
      place = (named.isEmpty ? [flags[0]] : named).joined(separator: ", ")
    }
    return place + ": " + error.rule.description
  }
}
