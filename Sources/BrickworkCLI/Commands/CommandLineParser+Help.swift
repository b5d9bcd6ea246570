extension CommandLineParser {
  /// Parses a command's arguments; with `--help`, prints `help` and returns `nil`.
  ///
  /// - Throws: ``Failure/usage(_:)`` for arguments the parser rejects.
  func parse(_ arguments: [String], help: String) throws(Failure) -> Parsed? {
    let parsed: Parsed
    do {
      parsed = try parse(arguments)
    } catch {
      throw .usage(error)
    }
    if parsed.has("--help") {
      try SystemIO.print(help)
      return nil
    }
    return parsed
  }
}
