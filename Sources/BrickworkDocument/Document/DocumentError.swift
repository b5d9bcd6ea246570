/// Why a layout document or an item list was rejected: the problems found, in document order.
///
/// At most ``defaultLimit`` problems are listed (a hostile input may hold millions); the rest are
/// counted in ``omittedCount`` and printed as one last line, `… and 9,999,900 more problems`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The most problems a reader lists.
  public static let defaultLimit = 100

  /// The problems listed, at least one.
  public var issues: [DocumentIssue]
  /// How many more problems were found but not listed.
  public var omittedCount: Int

  /// Creates an error from its problems, and the number of others not listed.
  public init(issues: [DocumentIssue], omittedCount: Int = 0) {
    self.issues = issues
    self.omittedCount = omittedCount
  }

  /// Creates an error with one problem.
  public init(path: String, message: String) {
    self.init(issues: [DocumentIssue(path: path, message: message)])
  }

  /// One line per problem, and a last line counting those not listed.
  public var description: String {
    var text = ""
    for index in issues.indices {
      if index > 0 { text += "\n" }
      text += issues[index].description
    }
    if omittedCount > 0 {
      if !issues.isEmpty { text += "\n" }
      text += "… and \(omittedCount) more problem\(omittedCount == 1 ? "" : "s")"
    }
    return text
  }
}
