import Brickwork
import BrickworkDocument

/// The options of `brickwork layout --items`: how to lay out an item list as a one-section
/// document.
struct ItemListOptions: Hashable, Sendable {
  /// The options that only make sense with `--items`.
  static let names = [
    "--items-format", "--layout", "--width", "--height", "--axis", "--direction", "--scale",
    "--columns", "--spacing", "--insets", "--target-row-height",
  ]

  /// The list's format.
  var format: ItemList.Format
  /// The container.
  var container: Container
  /// The section's strategy, with its options.
  var strategy: SectionStrategy
  /// The section's insets.
  var insets: Insets

  /// Reads the options from parsed arguments, for the list at `path`.
  ///
  /// - Throws: A usage error for a value that is not a number, not a choice, or an option
  ///   that does not apply to the layout chosen.
  init(_ parsed: ArgumentParser.Parsed, path: String, parser: ArgumentParser) throws(UsageError) {
    if let name = parsed.values["--items-format"] {
      guard let format = ItemList.Format(rawValue: name) else {
        throw parser.usage("--items-format must be plist, csv or json")
      }
      self.format = format
    } else if let format = ItemList.Format(fileName: path) {
      self.format = format
    } else {
      throw parser.usage(
        "cannot tell the format of \(ArgumentParser.quoted(path)); give --items-format")
    }
    let layout = parsed.values["--layout"] ?? "waterfall"
    guard ["waterfall", "flow", "justified"].contains(layout) else {
      throw parser.usage("--layout must be waterfall, flow or justified")
    }
    if parsed.has("--columns"), layout != "waterfall" {
      throw parser.usage("--columns applies to --layout waterfall only")
    }
    if parsed.has("--target-row-height"), layout != "justified" {
      throw parser.usage("--target-row-height applies to --layout justified only")
    }
    func length(_ name: String) throws(UsageError) -> Double? {
      guard let text = parsed.values[name] else { return nil }
      guard let value = Self.number(from: text), value.isFinite, value >= 0 else {
        throw parser.usage("\(name) must be a finite number >= 0")
      }
      return value
    }
    var axis = Axis.vertical
    switch parsed.values["--axis"] {
    case nil, "vertical": break
    case "horizontal": axis = .horizontal
    default: throw parser.usage("--axis must be vertical or horizontal")
    }
    var direction = LayoutDirection.leftToRight
    switch parsed.values["--direction"] {
    case nil, "ltr": break
    case "rtl": direction = .rightToLeft
    default: throw parser.usage("--direction must be ltr or rtl")
    }
    container = Container(
      width: try length("--width") ?? 375, height: try length("--height") ?? 0, axis: axis,
      direction: direction, scale: try length("--scale") ?? 0)
    insets = Insets(all: try length("--insets") ?? 0)
    let spacing = try length("--spacing")
    switch layout {
    case "flow":
      strategy = .flow(FlowLayout(itemSpacing: spacing ?? 0, lineSpacing: spacing ?? 0))
    case "justified":
      var options = JustifiedLayout()
      if let spacing {
        options.itemSpacing = spacing
        options.lineSpacing = spacing
      }
      if let height = try length("--target-row-height") { options.targetRowHeight = height }
      strategy = .justified(options)
    default:
      var options = WaterfallLayout(columnSpacing: spacing ?? 0, itemSpacing: spacing ?? 0)
      if let text = parsed.values["--columns"] {
        guard let columns = Int(text), columns >= 1 else {
          throw parser.usage("--columns must be an integer >= 1")
        }
        options.columns = columns
      }
      strategy = .waterfall(options)
    }
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
      container: container, sections: [Section(strategy, items: list.items, insets: insets)])
  }

  /// A core error about the built document, as the user sees it: items by their place in the
  /// list, options by their flag (`--columns: leaves a column width of …`).
  static func describe(_ error: LayoutError, list: ItemList) -> String {
    let place: String
    switch error.location {
    case .item(_, let item):
      place = list.place(ofItem: item) + (error.field.isEmpty ? "" : ": " + error.field)
    case .container, .section, .header, .footer, .background, .update:
      let field = error.field.split(separator: ".").first.map(String.init) ?? ""
      switch field {
      case "columnSpacing", "itemSpacing", "lineSpacing": place = "--spacing"
      case "targetRowHeight": place = "--target-row-height"
      case "": place = "--layout"
      default: place = "--" + field
      }
    }
    return place + ": " + error.rule.description
  }
}
