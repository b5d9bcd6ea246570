import Foundation

/// `#if` conditions, per platform, in three values: true, false, or can't tell (`nil`: a
/// custom flag such as `DEBUG`, an architecture), which counts as possibly compiled.
struct Conditions {
  let platform: Platform
  /// The modules the manifest gives to some platforms only.
  let conditionalModules: [String: Set<Platform>]
  /// The tools version (what `compiler(>=…)` is held to).
  let toolsVersion: Version

  /// Modules every Apple platform has.
  static let appleModules: Set<String> = [
    "Darwin", "Foundation", "FoundationEssentials", "Dispatch", "CoreGraphics", "SwiftUI",
    "Combine", "ObjectiveC", "os", "XCTest", "Testing", "Observation", "Synchronization",
    "QuartzCore", "CoreFoundation", "RegexBuilder", "_Concurrency", "_StringProcessing",
  ]
  /// Modules no Apple platform has (other systems' C libraries).
  static let otherSystems: Set<String> = [
    "Glibc", "Musl", "WASILibc", "ucrt", "WinSDK", "Android", "Bionic", "CRT",
  ]

  /// Whether `module` can be imported on the platform.
  func canImport(_ module: String) -> Bool? {
    if Conditions.otherSystems.contains(module) { return false }
    if let platforms = conditionalModules[module] { return platforms.contains(platform) }
    switch module {
    case "UIKit": return platform != .macOS
    case "AppKit", "Cocoa": return platform == .macOS
    case "WatchKit": return platform == .watchOS
    default: return Conditions.appleModules.contains(module) ? true : nil
    }
  }

  /// Whether `os(name)` holds on the platform (Mac Catalyst is `os(iOS)`).
  func os(_ name: String) -> Bool {
    let names: [String: Platform] = [
      "iOS": .iOS, "macOS": .macOS, "OSX": .macOS, "tvOS": .tvOS, "watchOS": .watchOS,
      "visionOS": .visionOS, "xrOS": .visionOS,
    ]
    guard let named = names[name] else { return false }  // Linux, Windows, Android, …
    return named == platform || (platform == .macCatalyst && named == .iOS)
  }

  /// The value of the condition `text` (what follows `#if` or `#elseif`).
  func evaluate(_ text: String) -> Bool? {
    var parser = Parser(tokens: Conditions.tokens(text), conditions: self)
    return parser.or()
  }

  /// `||`, `&&`, `!`, parentheses, `name(argument)` calls and bare words.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if rest.hasPrefix("||") || rest.hasPrefix("&&") {
        tokens.append(String(rest.prefix(2)))
        rest = rest.dropFirst(2)
      } else if first == "!" || first == "(" || first == ")" {
        tokens.append(String(first))
        rest = rest.dropFirst()
      } else if first.isLetter || first == "_" {
        var word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        rest = rest.dropFirst(word.count)
        if rest.first == "(", let close = rest.firstIndex(of: ")") {
          word += rest[...close]
          rest = rest[rest.index(after: close)...]
        }
        tokens.append(String(word))
      } else {
        rest = rest.dropFirst()
      }
    }
    return tokens
  }

  /// A recursive-descent reader of the tokens.
  struct Parser {
    var tokens: [String]
    let conditions: Conditions
    var position = 0

    mutating func next() -> String? {
      defer { position += 1 }
      return position < tokens.count ? tokens[position] : nil
    }

    var peek: String? { position < tokens.count ? tokens[position] : nil }

    mutating func or() -> Bool? {
      var value = and()
      while peek == "||" {
        _ = next()
        let right = and()
        value =
          value == true || right == true ? true : (value == false && right == false ? false : nil)
      }
      return value
    }

    mutating func and() -> Bool? {
      var value = not()
      while peek == "&&" {
        _ = next()
        let right = not()
        value =
          value == false || right == false ? false : (value == true && right == true ? true : nil)
      }
      return value
    }

    mutating func not() -> Bool? {
      if peek == "!" {
        _ = next()
        return not().map { !$0 }
      }
      return atom()
    }

    mutating func atom() -> Bool? {
      guard let token = next() else { return nil }
      if token == "(" {
        let value = or()
        if peek == ")" { _ = next() }
        return value
      }
      if token == "true" { return true }
      if token == "false" { return false }
      guard let open = token.firstIndex(of: "("), token.hasSuffix(")") else { return nil }
      let name = token[..<open]
      let argument =
        token[token.index(after: open)..<token.index(before: token.endIndex)]
        .split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      switch name {
      case "canImport": return conditions.canImport(argument)
      case "os": return conditions.os(argument)
      case "targetEnvironment":
        return argument == "macCatalyst" ? conditions.platform == .macCatalyst : nil
      case "hasFeature": return argument == "Embedded" ? false : nil
      case "compiler", "swift":
        let version = argument.drop { !$0.isNumber }
        guard argument.hasPrefix(">="), let needed = Version(version) else { return nil }
        return needed <= conditions.toolsVersion ? true : nil
      default: return nil
      }
    }
  }
}
