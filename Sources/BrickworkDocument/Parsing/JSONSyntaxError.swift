/// Why a byte sequence is not a JSON document: where (line, column and the JSON path of the
/// value being read) and what was expected.
struct JSONSyntaxError: Error, Sendable {
  /// The 1-based line of the offending byte.
  var line: Int
  /// The 1-based column of the offending character (counted in Unicode scalars).
  var column: Int
  /// What is wrong.
  var message: String
  /// The path of the value being read when the error occurred, outermost first.
  var path: [JSONPath.Component] = []
}

extension JSONSyntaxError: CustomStringConvertible {
  /// `sections[0].items[3]: line 12, column 5: expected ',' or '}' after an object member`.
  var description: String {
    let place = "line \(line), column \(column): \(message)"
    return path.isEmpty ? place : JSONPath.render(path) + ": " + place
  }
}
