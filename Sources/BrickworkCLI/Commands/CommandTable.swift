/// The commands of `brickwork` and the options each accepts: the one table that dispatching,
/// suggestions and the shell completion scripts read.
enum CommandTable {
  /// A command: its name, a one-line summary and its parser (`nil` for `help`, which takes a
  /// command name).
  struct Command: Sendable {
    /// The name, such as `layout`.
    var name: String
    /// What it does, in a few words (the completion scripts' descriptions).
    var summary: String
    /// Its options, or `nil` when it takes none.
    var parser: CommandLineParser?
  }

  /// Every command, in the order the help lists them.
  static let commands: [Command] = [
    .init(
      name: "layout", summary: "Lay out a document or an item list", parser: LayoutCommand.parser),
    .init(
      name: "gallery", summary: "Write a gallery page of a folder", parser: GalleryCommand.parser),
    .init(name: "demo", summary: "Lay out the sample catalogue", parser: DemoCommand.parser),
    .init(
      name: "playground", summary: "Write the in-browser playground",
      parser: PlaygroundCommand.parser),
    .init(
      name: "completion", summary: "Print a shell completion script",
      parser: CompletionCommand.parser),
    .init(name: "help", summary: "Show the help of a command", parser: nil),
  ]

  /// The options `brickwork` takes without a command.
  static let globalOptions = ["--help", "--version"]

  /// The names of the commands.
  static var names: [String] { commands.map(\.name) }

  /// The options of the command `name`, long names first then their short flags.
  static func options(of name: String) -> [String] {
    guard let command = commands.first(where: { $0.name == name }), let parser = command.parser
    else { return [] }
    let long = parser.options.map(\.name)
    return long + long.compactMap(CommandLineParser.shortName(of:))
  }

  /// The options of the command `name` that take a value.
  static func valueOptions(of name: String) -> [String] {
    guard let parser = commands.first(where: { $0.name == name })?.parser else { return [] }
    let long = parser.options.filter(\.takesValue).map(\.name)
    return long + long.compactMap(CommandLineParser.shortName(of:))
  }
}
