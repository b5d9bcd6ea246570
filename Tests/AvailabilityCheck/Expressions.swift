import Foundation

/// A regular expression written in this module: a malformed one is a bug here, not bad input.
func regex(_ pattern: String, matchingLines: Bool = false) -> NSRegularExpression {
  do {
    return try NSRegularExpression(
      pattern: pattern, options: matchingLines ? .anchorsMatchLines : [])
  } catch {
    preconditionFailure("malformed expression \(pattern): \(error)")
  }
}

extension String {
  /// Every match of `expression`.
  func allMatches(_ expression: NSRegularExpression) -> [NSTextCheckingResult] {
    expression.matches(in: self, range: NSRange(startIndex..., in: self))
  }

  /// The text of capture group `group` of `match` ("" when the group took no part).
  func group(_ group: Int, of match: NSTextCheckingResult) -> String {
    let range = match.range(at: group)
    return range.location == NSNotFound ? "" : (self as NSString).substring(with: range)
  }

  /// The UTF-8 offset where `range` (of a match in this string) starts.
  func offset(of range: NSRange) -> Int {
    utf8.distance(from: utf8.startIndex, to: String.Index(utf16Offset: range.location, in: self))
  }
}
