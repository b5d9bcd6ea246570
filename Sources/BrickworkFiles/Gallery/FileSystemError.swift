import BrickworkDocument

/// A folder or file that could not be read or written: which one and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path, as given.
  public var path: String
  /// What failed and why, such as `cannot read: No such file or directory`.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `PATH: REASON`.
  public var description: String { "\(path): \(reason)" }
}
