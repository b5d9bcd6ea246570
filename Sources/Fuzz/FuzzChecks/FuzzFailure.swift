/// What a fuzz check found: the first broken invariant, as a message.
public struct FuzzFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  /// Creates a failure.
  public init(_ description: String) {
    self.description = description
  }

  /// Stops the process with `failure` so that libFuzzer records the input (a check's result
  /// is `nil` when every invariant held).
  public static func trap(_ failure: FuzzFailure?) {
    if let failure { fatalError("fuzz invariant broken: \(failure)") }
  }
}
