import Brickwork

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
    var text = MessageText()
    write(to: &text)
    return text.string
  }

  /// Appends the lines of ``description`` to `text`.
  package func write(to text: inout MessageText) {
    for index in issues.indices {
      if index > 0 { text.append("\n") }
      issues[index].write(to: &text)
    }
    if omittedCount > 0 {
      if !issues.isEmpty { text.append("\n") }
      writeOmittedCount(to: &text)
    }
  }

  /// The lines of ``description``: one per problem listed, then `… and N more problems` when
  /// some are not listed.
  public var lines: [String] {
    var lines = issues.map { $0.description }
    if omittedCount > 0 {
      var text = MessageText()
      writeOmittedCount(to: &text)
      lines.append(text.string)
    }
    return lines
  }

  /// Appends `… and N more problems` to `text`.
  private func writeOmittedCount(to text: inout MessageText) {
    text.append("… and ")
    text.append(omittedCount)
    text.append(" more problem")
    text.appendPlural(omittedCount)
  }
}
