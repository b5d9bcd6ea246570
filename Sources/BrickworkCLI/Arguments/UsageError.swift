/// A mistake in the command line: printed as one line with a hint, exit status 2.
struct UsageError: Error, Hashable, Sendable {
  /// What is wrong, such as `unknown option '--fromat' (did you mean '--format'?)`.
  var message: String
  /// The command whose help the hint points to, or `nil` for the general help.
  var command: String?

  /// The line printed: `brickwork: MESSAGE (see 'brickwork help layout')`.
  var line: String {
    let help = command.map { "brickwork help \($0)" } ?? "brickwork --help"
    return "brickwork: \(message) (see '\(help)')"
  }

  /// The lines printed: one per line of the message (several problems of the flags' values),
  /// each as ``line`` prints it.
  var lines: [String] {
    message.split(separator: "\n").map {
      UsageError(message: String($0), command: command).line
    }
  }
}
