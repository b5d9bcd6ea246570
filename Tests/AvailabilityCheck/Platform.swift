/// The Apple platforms the check holds code to. Mac Catalyst is iOS code running on a Mac: it
/// takes iOS's versions and `os(iOS)`, and has UIKit.
public enum Platform: String, CaseIterable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

  /// The platform whose version numbers this one uses (Mac Catalyst: iOS's).
  var versionSource: Platform { self == .macCatalyst ? .iOS : self }
}

/// An OS or compiler version, compared part by part ("10.15.4" < "13").
public struct Version: Comparable, CustomStringConvertible, Sendable {
  /// The numbers, most significant first.
  var parts: [Int]

  /// A version of these parts.
  init(parts: [Int]) { self.parts = parts }

  /// Reads "13", "10.15.4" or SwiftPM's "v10_15"; nil for anything else.
  public init?(_ text: some StringProtocol) {
    var digits = String(text)
    if digits.hasPrefix("v") {
      digits = String(digits.dropFirst()).replacingOccurrences(of: "_", with: ".")
    }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.parts = parts.compactMap { $0 }
  }

  /// Whether `a` comes before `b`.
  public static func < (a: Version, b: Version) -> Bool {
    for index in 0..<max(a.parts.count, b.parts.count) {
      let x = index < a.parts.count ? a.parts[index] : 0
      let y = index < b.parts.count ? b.parts[index] : 0
      if x != y { return x < y }
    }
    return false
  }

  /// Whether `a` and `b` are the same version ("13" and "13.0" are).
  public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

  /// "13.0", "10.15.4": at least two parts.
  public var description: String {
    (parts.count == 1 ? parts + [0] : parts).map(String.init).joined(separator: ".")
  }
}

/// What a construct needs on one platform.
public enum Requirement: Equatable, Sendable {
  /// Nothing: every version the package may declare has it.
  case none
  /// This version or later.
  case version(Version)
  /// The platform does not have it.
  case unavailable
}
