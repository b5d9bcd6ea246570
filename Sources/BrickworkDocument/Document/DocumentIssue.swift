import Brickwork

/// One problem with a layout document or an item list: the place and the rule it breaks.
///
/// Printed as one line, `sections[0].items[3].height: must be a finite number >= 0`.
public struct DocumentIssue: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: a JSON path such as `sections[0].items[3].height`, a place in an item
  /// list such as `items.csv:7: height`, or `document` for the document as a whole.
  public var path: String
  /// The rule broken, such as `must be a finite number >= 0`.
  public var message: String

  /// Creates an issue.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// Creates the issue a layout error describes, at the same path.
  public init(_ error: LayoutError) {
    self.init(path: error.path.isEmpty ? "document" : error.path, message: error.rule.description)
  }

  /// The issue as one line: `path: message`.
  public var description: String {
    var text = MessageText()
    write(to: &text)
    return text.string
  }

  /// Appends the issue as one line to `text`, as ``description`` gives it.
  package func write(to text: inout MessageText) {
    text.append(string: path)
    text.append(": ")
    text.append(string: message)
  }
}
