/// A small command-line parser, written by hand: long options (`--name value`, `--name=value`),
/// flags (`--name`), the short flags of ``shortNames`` (`-o PATH`, `-q`, `-h`), positional arguments, `-` as a positional (standard
/// input) and `--` to end the options.
///
/// Each option may be given once; an option that takes a value refuses one that looks like
/// another option (`--output --format`), the usual sign of a forgotten value.
struct CommandLineParser: Sendable {
  /// An option a command accepts.
  struct Option: Hashable, Sendable {
    /// Its name with the dashes, such as `--format`.
    var name: String
    /// Whether it takes a value (`--format svg`) or is a flag (`--help`).
    var takesValue: Bool
  }

  /// The options accepted.
  var options: [Option]
  /// The most positional arguments accepted.
  var maximumPositionals: Int
  /// The command whose help usage errors point to.
  var command: String?

  /// The result of parsing.
  struct Parsed: Hashable, Sendable {
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// The values of the options given, by name (`--format` → `svg`).
    var values: [String: String] = [:]
    /// The flags given, by name.
    var flags: Set<String> = []

    /// Whether the option `name` was given (as a flag or with a value).
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
  }

  /// Parses `arguments` (without the program and command names).
  func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
    var parsed = Parsed()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        guard parsed.positionals.count < maximumPositionals else {
          throw usage("unexpected argument \(Self.quoted(argument))")
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = Self.shortNames[argument] ?? argument
      var inlineValue: String?
      if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw usage("unknown option \(Self.quoted(name))" + suggestion(for: name))
      }
      guard !parsed.has(name) else { throw usage("\(name) given twice") }
      if !option.takesValue {
        guard inlineValue == nil else { throw usage("\(name) takes no value") }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name] = inlineValue
        continue
      }
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw usage("\(name) needs a value")
      }
      parsed.values[name] = arguments[index]
      index += 1
    }
    return parsed
  }

  /// The short flags and the long options they stand for: the one table of them. A command
  /// accepts a short flag when it accepts its long option.
  static let shortNames: [String: String] = [
    "-h": "--help", "-o": "--output", "-q": "--quiet", "-V": "--version",
  ]

  /// The short flag of the long option `name`, if it has one.
  static func shortName(of name: String) -> String? {
    shortNames.first { $0.value == name }?.key
  }

  /// A usage error pointing to this command's help.
  func usage(_ message: String) -> UsageError {
    UsageError(message: message, command: command)
  }

  /// ` (did you mean '--format'?)` for a close option name, else nothing.
  private func suggestion(for name: String) -> String {
    let candidates = options.map(\.name).filter { Self.isClose(name, $0) }
    return candidates.first.map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Whether two names differ by at most two edits (insertions, deletions, substitutions).
  static func isClose(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count < 64, abs(x.count - y.count) <= 2 else { return false }
    var previous = Array(0...y.count)
    for i in 1...max(x.count, 1) where !x.isEmpty {
      var current = [i] + Array(repeating: 0, count: y.count)
      for j in 1...max(y.count, 1) where !y.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[y.count] <= 2
  }

  /// An argument in single quotes, with control characters shown as `?` and long ones cut, so
  /// that a hostile argument cannot garble the terminal.
  static func quoted(_ text: String) -> String {
    var shown = ""
    for (count, scalar) in text.unicodeScalars.enumerated() {
      if count == 60 {
        shown += "…"
        break
      }
      // Control characters, and the format characters (bidirectional overrides and the like)
      // that could reorder what a terminal shows, print as "?".
      let category = scalar.properties.generalCategory
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .format
        || category == .lineSeparator || category == .paragraphSeparator
      shown.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return "'" + shown + "'"
  }
}
