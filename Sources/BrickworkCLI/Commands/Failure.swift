/// Why a command failed: the lines to print on standard error and the exit status.
enum Failure: Error {
  /// A mistake in the command line (exit status 2).
  case usage(UsageError)
  /// Invalid input, or a file that cannot be read or written (exit status 1): one line each.
  case invalid([String])
  /// A mistake in the command line answered with several lines as they are, such as the short
  /// help (exit status 2).
  case invalidUsage([String])
  /// A failure with nothing to say, such as a broken pipe on standard output: the status only.
  case quiet(Int32)

  /// The exit status: 1 for invalid input, 2 for a usage error, 3 for a broken pipe.
  var status: Int32 {
    switch self {
    case .usage, .invalidUsage: 2
    case .invalid: 1
    case .quiet(let status): status
    }
  }

  /// The lines printed on standard error.
  var lines: [String] {
    switch self {
    case .usage(let error): error.lines
    case .invalid(let lines), .invalidUsage(let lines): lines
    case .quiet: []
    }
  }
}
