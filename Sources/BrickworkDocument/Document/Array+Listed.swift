extension [String] {
  /// The strings with `separator` between them, exactly as `joined(separator:)` gives them.
  ///
  /// A plain loop: in the WebAssembly module it is less code than the stdlib's generic join,
  /// which the problem texts would otherwise link.
  ///
  /// - Complexity: O(n) in the length of the result.
  func listed(separator: String) -> String {
    var text = ""
    for index in indices {
      if index > 0 { text += separator }
      text += self[index]
    }
    return text
  }
}
