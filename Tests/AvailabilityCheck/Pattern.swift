import Foundation

/// A construct or API that needs a newer OS (or compiler) than a package may declare: one row of
/// `availability-patterns.tsv`.
public struct Pattern: @unchecked Sendable {
  /// The row's identifier.
  public var id: String
  /// What each platform needs (Mac Catalyst: iOS's).
  var requirements: [Platform: Requirement]
  /// The oldest Swift compiler that accepts it, if any.
  var swift: Version?
  /// Whether it is a deprecation (reported once the target reaches the version) rather than
  /// an error.
  var deprecated: Bool
  /// Only the first match in a file.
  var once = false
  /// Only in files that import none of the Foundation-family modules (where an overload from
  /// `_StringProcessing` is the only one).
  var withoutFoundation = false
  /// Only in files that import this module.
  var importing: String?
  /// A name that, if the project declares it, means the project's own and not the API.
  var name: String?
  /// What the row calls the construct.
  var construct: String
  /// What finds it in code.
  var expression: NSRegularExpression

  /// The rows of a patterns file (`#` comments and blank lines skipped); a malformed row throws.
  public static func read(_ text: String) throws -> [Pattern] {
    try text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 13 else { throw PatternError(row: String(line)) }
      var requirements: [Platform: Requirement] = [:]
      let columns: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS]
      for (column, platform) in columns.enumerated() {
        let cell = cells[1 + column]
        switch cell {
        case "-": requirements[platform] = Requirement.none
        case "x": requirements[platform] = .unavailable
        default:
          guard let version = Version(cell) else { throw PatternError(row: String(line)) }
          requirements[platform] = .version(version)
        }
      }
      requirements[.macCatalyst] = requirements[.iOS]
      let scopes = cells[8].split(separator: ",")
      return Pattern(
        id: cells[0], requirements: requirements, swift: Version(cells[6]),
        deprecated: cells[7] == "deprecated", once: scopes.contains("once"),
        withoutFoundation: scopes.contains("nofoundation"),
        importing: scopes.first { $0.hasPrefix("import=") }.map { String($0.dropFirst(7)) },
        name: cells[9] == "-" ? nil : cells[9], construct: cells[10],
        expression: try NSRegularExpression(pattern: cells[12]))
    }
  }

  /// The patterns shipped beside this file.
  public static func bundled() throws -> [Pattern] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("availability-patterns.tsv")
    return try read(String(contentsOf: file, encoding: .utf8))
  }
}

/// A row of the patterns file that cannot be read.
public struct PatternError: Error, CustomStringConvertible {
  /// The row.
  public var row: String
  /// What went wrong.
  public var description: String { "malformed pattern row: \(row)" }
}
