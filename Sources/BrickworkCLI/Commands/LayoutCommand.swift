import Brickwork
import BrickworkDocument
import BrickworkFiles

/// `brickwork layout`: a layout document or an item list in, JSON, SVG or HTML out.
enum LayoutCommand {
  /// The command's options.
  static let parser = CommandLineParser(
    options: [
      .init(name: "--format", takesValue: true), .init(name: "--output", takesValue: true),
      .init(name: "--items", takesValue: true), .init(name: "--help", takesValue: false),
      .init(name: "--quiet", takesValue: false), .init(name: "--timings", takesValue: false),
    ] + ItemListOptions.names.map { .init(name: $0, takesValue: true) },
    maximumPositionals: 1, command: "layout")

  /// Runs the command with the arguments after `layout`.
  static func run(_ arguments: [String]) throws(Failure) {
    guard let parsed = try parser.parse(arguments, help: HelpText.layout) else { return }
    var format = LayoutWriter.Format.json
    if let name = parsed.values["--format"] {
      guard let chosen = LayoutWriter.Format(rawValue: name) else {
        throw .usage(parser.usage("--format must be json, svg or html"))
      }
      format = chosen
    }
    var timings = Timings()
    let writer: LayoutWriter
    if let itemsPath = parsed.values["--items"] {
      guard parsed.positionals.isEmpty else {
        throw .usage(parser.usage("give either a document FILE or --items, not both"))
      }
      writer = try layOutItemList(at: itemsPath, parsed: parsed, timings: &timings)
    } else {
      if let option = ItemListOptions.names.first(where: parsed.has) {
        throw .usage(parser.usage("\(option) needs --items (a document gives its own options)"))
      }
      if parsed.positionals.isEmpty, !parsed.has("--quiet"), SystemIO.standardInputIsTerminal {
        SystemIO.printErrors([terminalHint])
      }
      writer = try layOutDocument(at: parsed.positionals.first ?? "-", timings: &timings)
    }
    let start = Instant.now
    if let path = parsed.values["--output"] {
      try SystemIO.writeAtomically(path) { output in
        try LayoutOutput.write(writer, format, to: &output)
      }
    } else {
      try SystemIO.writeStandardOutput { output in
        try LayoutOutput.write(writer, format, to: &output)
      }
    }
    timings.write = Instant.now - start
    if parsed.has("--timings") {
      SystemIO.printErrors([timings.summary(items: writer.layout.itemCount)])
    }
  }

  /// The line printed when no FILE is given and standard input is a terminal, where reading
  /// would otherwise wait silently for a document typed in.
  static let terminalHint =
    "brickwork layout: reading a layout document from standard input (end it with Ctrl-D); "
    + "give a FILE, or see 'brickwork help layout'"

  /// Reads, checks and lays out the document at `path`.
  private static func layOutDocument(at path: String, timings: inout Timings) throws(Failure)
    -> LayoutWriter
  {
    var start = Instant.now
    let document = try SystemIO.withContents(of: path) { bytes throws(Failure) -> LayoutDocument in
      timings.read = Instant.now - start
      start = .now
      do throws(DocumentError) {
        return try LayoutDocument(json: bytes)
      } catch {
        throw .invalid(error.lines)
      }
    }
    timings.parse = Instant.now - start
    start = .now
    let layout: LayoutResult
    do {
      layout = try document.layout()
    } catch {
      throw .invalid(error.lines)
    }
    timings.layout = Instant.now - start
    let name = path == "-" ? "standard input" : path
    return LayoutWriter(
      layout, title: "Brickwork layout of \(name)", pinningHeadersAt: document.pinnedHeadersAt)
  }

  /// Reads an item list, builds its one-section document and lays it out.
  private static func layOutItemList(
    at path: String, parsed: CommandLineParser.Parsed, timings: inout Timings
  ) throws(Failure) -> LayoutWriter {
    let options: ItemListOptions
    do {
      options = try ItemListOptions(parsed, path: path, parser: parser)
    } catch {
      throw .usage(error)
    }
    // The flags' values break the core's rules before any file is read: a usage error.
    let flagProblems = options.problems(for: ItemList(name: path, sizes: []))
    if !flagProblems.lines.isEmpty {
      throw .usage(parser.usage(flagProblems.lines.joined(separator: "\n")))
    }
    var start = Instant.now
    let bytes = try SystemIO.read(path)
    timings.read = Instant.now - start
    start = .now
    let name = path == "-" ? "standard input" : path
    var list: ItemList
    do {
      list = try ItemList(reading: bytes, format: options.format, name: name)
    } catch {
      throw .invalid(error.lines)
    }
    timings.parse = Instant.now - start
    if !parsed.has("--quiet") { SystemIO.printErrors(list.notes) }
    start = .now
    // Every rule of the values is the core's: a rule broken by an item is bad input (exit 1);
    // by the container or section options, the flags that set them are wrong (exit 2).
    // The document is built once, and the sizes read are let go once it holds them: the
    // list's memory is counted against its budget (`MemoryBudget/listItemCost`).
    let sections = options.document(for: list).sections
    list.sizes = []
    let problems = options.problems(of: sections, list: list)
    if problems.flagsAreWrong {
      throw .usage(parser.usage(problems.lines.joined(separator: "\n")))
    }
    if !problems.lines.isEmpty { throw .invalid(problems.lines) }
    let layout: LayoutResult
    do throws(LayoutError) {
      layout = try LayoutResult(container: options.container, sections: sections)
    } catch {
      throw .invalid([options.describe(error, list: list)])
    }
    timings.layout = Instant.now - start
    return LayoutWriter(
      layout, captions: Captions(items: [list.captions]), title: "Brickwork layout of \(name)")
  }
}

/// How long each step of `brickwork layout` took (printed by the hidden `--timings` flag).
struct Timings {
  /// Reading the input.
  var read = Elapsed.zero
  /// Parsing and checking it.
  var parse = Elapsed.zero
  /// Laying it out.
  var layout = Elapsed.zero
  /// Writing the output.
  var write = Elapsed.zero

  /// One line: `timings: read 1.2 ms, parse …, layout …, write … (N items)`.
  func summary(items: Int) -> String {
    func milliseconds(_ duration: Elapsed) -> String {
      let value = duration.milliseconds
      return String(Double(Int(value * 10)) / 10) + " ms"
    }
    return "timings: read \(milliseconds(read)), parse \(milliseconds(parse)), "
      + "layout \(milliseconds(layout)), write \(milliseconds(write)) (\(items) items)"
  }
}

extension LayoutResult {
  /// The number of items in all sections.
  var itemCount: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
  }
}
