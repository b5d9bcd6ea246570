#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `brickwork` command line: the commands of ``CommandTable``, `--help`, `--version`.
@main
enum BrickworkCLI {
  /// Runs the command line and exits with its status.
  static func main() {
    signal(SIGPIPE, SIG_IGN)  // a closed pipe is reported as a write error, not a crash
    SystemIO.recordArgumentBytes()
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status:
  /// 0 on success, 1 on invalid input, 2 on a usage error, 3 when standard output is a broken
  /// pipe.
  static func run(_ arguments: [String]) -> Int32 {
    do throws(Failure) {
      try dispatch(arguments)
      return 0
    } catch {
      SystemIO.printErrors(error.lines)
      return error.status
    }
  }

  /// Runs the command `arguments` name.
  private static func dispatch(_ arguments: [String]) throws(Failure) {
    guard let command = arguments.first else {
      // No command: the short help on standard error and the usage error's status (2), as
      // GNU tools do (`grep` alone) and clig.dev advises (concise help, not the full text).
      throw .invalidUsage(HelpText.short.split(separator: "\n").map(String.init))
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "layout": try LayoutCommand.run(rest)
    case "demo": try DemoCommand.run(rest)
    case "playground": try PlaygroundCommand.run(rest)
    case "gallery": try GalleryCommand.run(rest)
    case "completion": try CompletionCommand.run(rest)
    case "help":
      guard rest.count <= 1 else {
        throw .usage(UsageError(message: "help takes one command", command: "help"))
      }
      guard let name = rest.first else {
        try SystemIO.print(HelpText.general)
        return
      }
      guard let text = HelpText.of(name) else {
        throw .usage(
          UsageError(message: "no help for \(CommandLineParser.quoted(name))", command: nil))
      }
      try SystemIO.print(text)
    case "--help", "-h":
      guard rest.isEmpty else {
        throw .usage(UsageError(message: "\(command) takes no arguments", command: nil))
      }
      try SystemIO.print(HelpText.general)
    case "--version", "-V":
      guard rest.isEmpty else {
        throw .usage(UsageError(message: "\(command) takes no arguments", command: nil))
      }
      try SystemIO.print("brickwork \(HelpText.version)\n")
    default:
      let close = CommandTable.names.first { CommandLineParser.isClose(command, $0) }
      let hint = close.map { " (did you mean '\($0)'?)" } ?? ""
      let what = command.hasPrefix("-") ? "unknown option" : "unknown command"
      throw .usage(
        UsageError(message: "\(what) \(CommandLineParser.quoted(command))\(hint)", command: nil))
    }
  }
}
