import Brickwork
import BrickworkDocument
import BrickworkFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `brickwork gallery DIR`: a folder of pictures to a static, responsive page without
/// JavaScript, `OUTDIR/index.html`.
enum GalleryCommand {
  /// The command's options.
  static let parser = CommandLineParser(
    options: [
      "--output", "--layout", "--breakpoints", "--min-column-width", "--row-height", "--spacing",
      "--title", "--tolerance", "--widow-alignment", "--even-bottom",
    ].map { .init(name: $0, takesValue: true) } + [
      .init(name: "--quiet", takesValue: false), .init(name: "--help", takesValue: false),
    ],
    maximumPositionals: 1, command: "gallery")

  /// The number of pictures above which a terminal gets a progress bar.
  static let progressBarThreshold = 300
  /// The interval of the plain progress lines, in pictures.
  static let progressLineInterval = 1000

  /// Runs the command with the arguments after `gallery`.
  static func run(_ arguments: [String]) throws(Failure) {
    guard let parsed = try parser.parse(arguments, help: HelpText.gallery) else { return }
    guard let directory = parsed.positionals.first else {
      throw .usage(parser.usage("no folder given"))
    }
    var style = try Self.style(parsed)
    // The layouts the options ask for, checked before any picture is read: each one the core
    // refuses (a breakpoint too narrow for its columns and spacing) is named.
    let refused = GalleryPage.layoutErrors(of: style).map { "--breakpoints: \($0)" }
    if !refused.isEmpty { throw .usage(parser.usage(refused.joined(separator: "\n"))) }
    let quiet = parsed.has("--quiet")
    let output = parsed.values["--output"] ?? directory
    // Paths byte for byte as given (a name need not be UTF-8).
    let outputBytes = SystemIO.pathBytes(output)

    let folder: GalleryFolder
    do throws(FileSystemError) {
      folder = try GalleryFolder(directoryBytes: SystemIO.pathBytes(directory))
      try AtomicFile.createDirectory(bytes: outputBytes)
    } catch {
      throw .invalid(["brickwork gallery: \(Self.shown(error.path)): \(error.reason)"])
    }
    // The page's links start from the folder as given, links kept, as a browser opening
    // `OUTDIR/index.html` resolves them.
    let pageFolder = GalleryFolder.absolutePath(outputBytes)
    if parsed.values["--title"] == nil {
      let name = folder.root.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
      style.title = name.isEmpty ? "Gallery" : String(decoding: name, as: UTF8.self)
    }

    var progress = Progress(total: folder.entries.count, quiet: quiet)
    let (images, skipped) = folder.images(
      pagePrefix: GalleryFolder.prefix(of: folder.root, relativeTo: pageFolder)
    ) { progress.update($0) }
    progress.finish()

    let page: GalleryPage
    do throws(GalleryLayoutError) {
      page = try GalleryPage(images: images, style: style)
    } catch {
      throw .invalid(["brickwork gallery: \(error)"])
    }
    let warnings = skipped.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map {
      "brickwork gallery: skipped \(Self.shown($0.path)): \($0.reason)"
    }
    SystemIO.printErrors(warnings)
    do throws(FileSystemError) {
      try AtomicFile.write(
        "index.html", inFolder: outputBytes, watchingTemporaryFile: TemporaryFile.watch
      ) { out in try page.write(to: &out) }
    } catch {
      throw .invalid(["brickwork gallery: \(Self.shown(error.path)): \(error.reason)"])
    }
    guard !quiet else { return }
    let index = (output.hasSuffix("/") ? output : output + "/") + "index.html"
    try SystemIO.print(
      "brickwork gallery: wrote \(Self.shown(index)): \(images.count) "
        + "picture\(images.count == 1 ? "" : "s"), \(skipped.count) skipped; "
        + Self.summary(of: page) + "\n")
  }

  /// The style the options ask for.
  private static func style(_ parsed: CommandLineParser.Parsed) throws(Failure) -> GalleryStyle {
    var style = GalleryStyle()
    if let title = parsed.values["--title"] { style.title = title }
    if let spacing = try length(parsed, "--spacing") { style.spacing = spacing }
    let layout = parsed.values["--layout"] ?? "waterfall"
    let breakpoints = parsed.values["--breakpoints"].map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    switch layout {
    case "waterfall":
      style.tolerance = try length(parsed, "--tolerance")
      style.evenBottom = try length(parsed, "--even-bottom") ?? style.evenBottom
      if parsed.has("--row-height") {
        throw .usage(parser.usage("--row-height applies to --layout justified only"))
      }
      if parsed.has("--widow-alignment") {
        throw .usage(parser.usage("--widow-alignment applies to --layout justified only"))
      }
      if let minimum = try length(parsed, "--min-column-width") {
        guard breakpoints == nil else {
          throw .usage(parser.usage("give --breakpoints or --min-column-width, not both"))
        }
        guard minimum > 0 else { throw .usage(parser.usage("--min-column-width must be > 0")) }
        style.arrangement = .waterfall(
          GalleryBreakpoint.adaptive(minimumColumnWidth: minimum, spacing: style.spacing))
      } else if let breakpoints {
        style.arrangement = .waterfall(try waterfallBreakpoints(breakpoints))
      }
    case "justified":
      for flag in ["--tolerance", "--even-bottom"] where parsed.has(flag) {
        throw .usage(parser.usage("\(flag) applies to --layout waterfall only"))
      }
      if parsed.has("--min-column-width") {
        throw .usage(parser.usage("--min-column-width applies to --layout waterfall only"))
      }
      let widths = try breakpoints.map { items throws(Failure) in
        try justifiedBreakpoints(items)
      }
      if let name = parsed.values["--widow-alignment"] {
        guard let alignment = JustifiedLayout.WidowAlignment(documentName: name) else {
          throw .usage(
            parser.usage(
              "--widow-alignment must be "
                + JustifiedLayout.WidowAlignment.documentNames.joined(separator: ", ")))
        }
        style.widowAlignment = alignment
      }
      style.arrangement = .justified(
        rowHeight: try length(parsed, "--row-height") ?? 240,
        breakpoints: widths ?? GalleryStyle.justifiedBreakpoints)
    default:
      throw .usage(parser.usage("--layout must be waterfall or justified"))
    }
    return style
  }

  /// The most breakpoints a gallery takes: each adds a layout of every picture to the page.
  static let maximumBreakpoints = 64

  /// `480:2,768:3`: widths and column counts.
  private static func waterfallBreakpoints(_ items: [String]) throws(Failure)
    -> [GalleryBreakpoint]
  {
    try checkCount(items)
    var breakpoints: [GalleryBreakpoint] = []
    var problems: [String] = []
    for item in items {
      let parts = item.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = breakpointWidth(String(parts[0])),
        let columns = Int(parts[1]), (1...Limits.maximumColumns).contains(columns)
      else {
        problems.append(
          "--breakpoints: \(CommandLineParser.quoted(item)) is not WIDTH:COLUMNS (such as 768:3)")
        continue
      }
      breakpoints.append(GalleryBreakpoint(minimumWidth: width, columns: columns))
    }
    try refuse(problems + duplicates(breakpoints.map(\.minimumWidth)))
    return breakpoints
  }

  /// `480,768`: widths where rows break anew.
  private static func justifiedBreakpoints(_ items: [String]) throws(Failure) -> [Double] {
    try checkCount(items)
    var widths: [Double] = []
    var problems: [String] = []
    for item in items {
      guard let width = breakpointWidth(item) else {
        let hint = item.contains(":") ? " (column counts apply to --layout waterfall)" : ""
        problems.append("--breakpoints: \(CommandLineParser.quoted(item)) is not a WIDTH\(hint)")
        continue
      }
      widths.append(width)
    }
    try refuse(problems + duplicates(widths))
    return widths
  }

  /// Refuses more than ``maximumBreakpoints`` breakpoints.
  private static func checkCount(_ items: [String]) throws(Failure) {
    guard items.count <= maximumBreakpoints else {
      throw .usage(
        parser.usage(
          "--breakpoints: at most \(maximumBreakpoints) widths (found \(items.count))"))
    }
  }

  /// A usage error of `problems`, one line each, if there are any.
  private static func refuse(_ problems: [String]) throws(Failure) {
    guard problems.isEmpty else { throw .usage(parser.usage(problems.joined(separator: "\n"))) }
  }

  /// A breakpoint's width: a finite number >= 0 of CSS pixels.
  private static func breakpointWidth(_ text: String) -> Double? {
    guard let width = ItemListOptions.number(from: text), width.isFinite, width >= 0,
      width <= Limits.maximumLength
    else { return nil }
    return width
  }

  /// A problem for each width given twice.
  private static func duplicates(_ widths: [Double]) -> [String] {
    widths.enumerated().filter { widths[..<$0.offset].contains($0.element) }.map {
      "--breakpoints: width \($0.element) given twice"
    }
  }

  /// The value of the length option `name`: a finite number >= 0.
  private static func length(_ parsed: CommandLineParser.Parsed, _ name: String) throws(Failure)
    -> Double?
  {
    guard let text = parsed.values[name] else { return nil }
    guard let value = ItemListOptions.number(from: text), value.isFinite, value >= 0 else {
      throw .usage(parser.usage("\(name) must be a finite number >= 0"))
    }
    return value
  }

  /// The layouts in words: `waterfall: 1 column, 2 from 480 px, 3 from 768 px`.
  private static func summary(of page: GalleryPage) -> String {
    let width = { (layout: GalleryPage.Layout) -> String in
      "\(Int(exactly: layout.minimumWidth).map(String.init) ?? String(layout.minimumWidth)) px"
    }
    switch page.style.arrangement {
    case .waterfall:
      return "waterfall: "
        + page.layouts.map { layout in
          let columns = layout.columns ?? 1
          let count = "\(columns) column\(columns == 1 ? "" : "s")"
          return layout.minimumWidth > 0 ? "\(count) from \(width(layout))" : count
        }.joined(separator: ", ")
    case .justified(let rowHeight, _):
      let starts = page.layouts.filter { $0.minimumWidth > 0 }.map(width)
      return "justified rows \(rowHeight) px tall, rows break anew at "
        + starts.joined(separator: ", ")
    }
  }

  /// A path as messages show it: quoted, control and format characters as `?`, never cut.
  static func shown(_ path: [UInt8]) -> String {
    shown(String(decoding: path, as: UTF8.self))
  }

  /// A path as messages show it.
  static func shown(_ path: String) -> String {
    var text = "'"
    for scalar in path.unicodeScalars {
      let category = scalar.properties.generalCategory
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .format
        || category == .lineSeparator || category == .paragraphSeparator
      text.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return text + "'"
  }

  /// Progress on standard error: a bar on a terminal for large folders, a line every
  /// ``progressLineInterval`` pictures otherwise, nothing when quiet.
  struct Progress {
    /// The number of pictures to read.
    let total: Int
    /// Whether a bar is drawn.
    let drawsBar: Bool
    /// Whether plain lines are printed.
    let printsLines: Bool
    /// The last percentage drawn.
    private var shown = -1

    /// Creates the progress of reading `total` pictures.
    init(total: Int, quiet: Bool) {
      self.total = total
      drawsBar = !quiet && total > GalleryCommand.progressBarThreshold && isatty(2) != 0
      printsLines = !quiet && !drawsBar && total > GalleryCommand.progressLineInterval
    }

    /// Reports that `done` pictures are read.
    mutating func update(_ done: Int) {
      if drawsBar {
        let percent = done * 100 / max(total, 1)
        guard percent != shown else { return }
        shown = percent
        let filled = percent * 30 / 100
        let bar =
          String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
        write("\rbrickwork gallery: [\(bar)] \(percent)% \(done)/\(total) pictures")
      } else if printsLines, done % GalleryCommand.progressLineInterval == 0 || done == total {
        write("brickwork gallery: read \(done) of \(total) pictures\n")
      }
    }

    /// Ends the bar's line.
    func finish() {
      if drawsBar { write("\n") }
    }

    /// Writes `text` to standard error.
    private func write(_ text: String) {
      var output = FileDescriptorOutput(descriptor: 2)
      var bytes = Array(text.utf8)
      bytes.withUnsafeMutableBytes { try? output.write(UnsafeRawBufferPointer($0)) }
    }
  }
}
