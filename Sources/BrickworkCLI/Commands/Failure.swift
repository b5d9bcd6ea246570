/// Why a command failed: the lines to print on standard error and the exit status.
enum Failure: Error {
  /// A mistake in the command line (exit status 2).
  case usage(UsageError)
  /// Invalid input, or a file that cannot be read or written (exit status 1): one line each.
  case invalid([String])

  /// The exit status: 1 for invalid input, 2 for a usage error.
  var status: Int32 {
    switch self {
    case .usage: 2
    case .invalid: 1
    }
  }

  /// The lines printed on standard error.
  var lines: [String] {
    switch self {
    case .usage(let error): [error.line]
    case .invalid(let lines): lines
    }
  }
}
