import Foundation

/// What the check reads from `Package.swift`: the tools version, the deployment targets, and
/// the modules given to some platforms only (`condition: .when(platforms: [...])`).
public struct Manifest: Sendable {
  /// `// swift-tools-version: X`.
  public var toolsVersion: Version
  /// The declared minimum of each Apple platform (SwiftPM's default where one is missing;
  /// Mac Catalyst: iOS's).
  public var targets: [Platform: Version]
  /// Modules that are dependencies only under a platform condition, and the Apple platforms
  /// the condition names (Mac Catalyst counts as named when `.macCatalyst` is).
  public var conditionalModules: [String: Set<Platform>]

  /// SwiftPM's minimum deployment targets (tools version 6) for platforms a manifest omits.
  static let swiftPMDefaults: [Platform: Version] = [
    .iOS: Version(parts: [12, 0]), .macOS: Version(parts: [10, 13]),
    .tvOS: Version(parts: [12, 0]), .watchOS: Version(parts: [4, 0]),
    .visionOS: Version(parts: [1, 0]), .macCatalyst: Version(parts: [13, 1]),
  ]

  /// The minimum version of `platform` the package builds for.
  public func target(_ platform: Platform) -> Version {
    targets[platform] ?? Manifest.swiftPMDefaults[platform] ?? Version(parts: [1])
  }

  /// Reads the manifest's text.
  public init(_ text: String) {
    let tools = text.firstMatch(#"swift-tools-version:\s*([\d.]+)"#).first ?? "5.0"
    toolsVersion = Version(tools) ?? Version(parts: [5, 0])
    var targets: [Platform: Version] = [:]
    for platform in Platform.allCases where platform != .macCatalyst {
      let captures = text.firstMatch(
        #"\.\#(platform.rawValue)\(\s*(?:\.(v[\d_]+)|"([\d.]+)")\s*\)"#)
      let declared = captures.first { !$0.isEmpty }.flatMap { Version($0) }
      targets[platform] = declared ?? Manifest.swiftPMDefaults[platform]
    }
    targets[.macCatalyst] = targets[.iOS]
    self.targets = targets
    // Modules depended on under `.when(platforms: [...])`, less those also listed bare (a
    // quoted name in a `dependencies:` list, not after `name:` or `path:`).
    var conditional: [String: Set<Platform>] = [:]
    let dependency = regex(
      #"\.target\(\s*name:\s*"(\w+)",\s*condition:\s*\.when\(\s*platforms:\s*\[([^\]]*)\]"#)
    for match in text.allMatches(dependency) {
      let name = text.group(1, of: match)
      var platforms = Set<Platform>()
      for item in text.group(2, of: match).split(separator: ",") {
        let word = item.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst()
        if let platform = Platform(rawValue: String(word)) { platforms.insert(platform) }
      }
      conditional[name, default: []].formUnion(platforms)
    }
    let quoted = regex(#"(\w+:)?\s*"(\w+)""#)
    for match in text.allMatches(quoted)
    where match.range(at: 1).location == NSNotFound {
      conditional[text.group(2, of: match)] = nil
    }
    conditionalModules = conditional
  }
}

extension String {
  /// The capture groups of the first match of `pattern` ("" for a group that did not take
  /// part), or [] when nothing matches.
  func firstMatch(_ pattern: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern),
      let match = expression.firstMatch(in: self, range: NSRange(startIndex..., in: self))
    else { return [] }
    return (1..<match.numberOfRanges).map { group in
      Range(match.range(at: group), in: self).map { String(self[$0]) } ?? ""
    }
  }
}
