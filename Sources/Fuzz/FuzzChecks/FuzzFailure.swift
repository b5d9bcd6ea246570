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

  /// The body of a target's `LLVMFuzzerTestOneInput`: runs `check` on the `count` bytes at
  /// `data` and traps on a failure; returns 0, as libFuzzer expects.
  public static func fuzz(
    _ data: UnsafePointer<UInt8>?, _ count: Int, _ check: ([UInt8]) -> FuzzFailure?
  ) -> CInt {
    trap(check(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []))
    return 0
  }
}
