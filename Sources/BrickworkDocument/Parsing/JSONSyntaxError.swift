import Brickwork

/// Why a byte sequence is not a JSON document: where (line, column and the JSON path of the
/// value being read) and what was expected.
///
/// The error is one reference to its immutable details, so that every `try` that passes it on
/// copies one word (the WebAssembly module has hundreds of such sites).
package struct JSONSyntaxError: Error, Sendable {
  /// The stored fields, shared by copies.
  private final class Details: Sendable {
    let line: Int
    let column: Int
    let message: String
    let path: [JSONPath.Component]

    init(line: Int, column: Int, message: String, path: [JSONPath.Component]) {
      self.line = line
      self.column = column
      self.message = message
      self.path = path
    }
  }

  private let details: Details

  /// Creates an error at `line` and `column` with its `message` and the `path` of the value
  /// being read.
  init(line: Int, column: Int, message: String, path: [JSONPath.Component] = []) {
    details = Details(line: line, column: column, message: message, path: path)
  }

  /// The 1-based line of the offending byte.
  var line: Int { details.line }
  /// The 1-based column of the offending character (counted in Unicode scalars).
  var column: Int { details.column }
  /// What is wrong.
  var message: String { details.message }
  /// The path of the value being read when the error occurred, outermost first.
  var path: [JSONPath.Component] { details.path }
}

extension JSONSyntaxError: CustomStringConvertible {
  /// `sections[0].items[3]: line 12, column 5: expected ',' or '}' after an object member`.
  package var description: String {
    var text = MessageText()
    if !path.isEmpty {
      JSONPath.write(path, to: &text)
      text.append(": ")
    }
    writePlace(to: &text)
    return text.string
  }

  /// Appends `line 12, column 5: ` and the message to `text`.
  func writePlace(to text: inout MessageText) {
    text.append("line ")
    text.append(line)
    text.append(", column ")
    text.append(column)
    text.append(": ")
    text.append(string: message)
  }
}
