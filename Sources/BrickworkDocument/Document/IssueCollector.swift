/// The problems of one input, collected as they are found: the first ``limit`` are kept, the
/// rest only counted, so that a hostile input with millions of bad rows costs the memory of
/// ``limit`` messages. Every reader of item lists reports through one.
///
/// ```swift
/// var problems = IssueCollector()
/// problems.report("list.csv:7: width", "must be a finite number >= 0")
/// if let error = problems.error { throw error }
/// ```
public struct IssueCollector: Sendable {
  /// The most problems kept.
  public let limit: Int
  /// The problems kept, in the order found.
  public private(set) var issues: [DocumentIssue] = []
  /// How many problems were found in all.
  public private(set) var count = 0

  /// Creates an empty collector that keeps at most `limit` problems.
  public init(limit: Int = DocumentError.defaultLimit) {
    self.limit = max(0, limit)
  }

  /// Whether no problem was found.
  public var isEmpty: Bool { count == 0 }

  /// Records a problem at `path`; the path and the message are only built when kept.
  ///
  /// - Complexity: O(1) once ``limit`` problems are kept.
  public mutating func report(
    _ path: @autoclosure () -> String, _ message: @autoclosure () -> String
  ) {
    count += 1
    if issues.count < limit { issues.append(DocumentIssue(path: path(), message: message())) }
  }

  /// The error listing the problems kept and counting the others; `nil` when none was found.
  public var error: DocumentError? {
    isEmpty ? nil : DocumentError(issues: issues, omittedCount: count - issues.count)
  }
}
