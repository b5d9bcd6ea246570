/// Why a layout document or an item list was rejected: every problem found, in document order.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, at least one.
  public var issues: [DocumentIssue]

  /// Creates an error from its problems.
  public init(issues: [DocumentIssue]) {
    self.issues = issues
  }

  /// Creates an error with one problem.
  public init(path: String, message: String) {
    self.init(issues: [DocumentIssue(path: path, message: message)])
  }

  /// One line per problem.
  public var description: String { issues.map { $0.description }.joined(separator: "\n") }
}
