/// Why a writer stopped: its output refused the bytes, or a number to write was not finite
/// (which no valid layout has; writing it would give invalid or silently wrong output).
public enum WriteFailure<OutputFailure: Error>: Error {
  /// The output failed, with its own error (a full disk, a closed pipe).
  case output(OutputFailure)
  /// A number to write was NaN or infinite; nothing of the chunk holding it was written.
  case nonFiniteNumber(NonFiniteNumberError)
}

extension WriteFailure: CustomStringConvertible where OutputFailure: CustomStringConvertible {
  /// The output's message, or `a number to write is not finite (nan)`.
  public var description: String {
    switch self {
    case .output(let failure): failure.description
    case .nonFiniteNumber(let failure): failure.description
    }
  }
}
