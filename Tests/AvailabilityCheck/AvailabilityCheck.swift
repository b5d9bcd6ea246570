import Foundation

/// Code that needs a newer Apple OS, or a newer Swift compiler, than `Package.swift` declares:
/// the patterns of `availability-patterns.tsv`, the project's own `@available` declarations,
/// modules the manifest gives some platforms only, and the doubles' `package` members (not in
/// Apple's frameworks). Honours `#if` (`canImport`, `os`, `targetEnvironment`), enclosing
/// `@available` declarations, `if #available` blocks and a `guard #available` earlier in the
/// same scope. It reads text; it does not type-check (see the README of this folder).
public struct AvailabilityCheck {
  /// What the manifest says.
  public var manifest: Manifest
  /// The patterns.
  public var patterns: [Pattern]

  /// A check of code against `manifest`.
  public init(manifest: Manifest, patterns: [Pattern]) {
    self.manifest = manifest
    self.patterns = patterns
  }

  /// The Apple platforms the manifest builds for: all of them (SwiftPM builds every platform,
  /// at its default minimum where the manifest names none), Mac Catalyst with iOS's numbers.
  var platforms: [Platform] { Platform.allCases }

  /// Modules whose files no Apple build compiles (dependencies on no Apple platform).
  var linuxOnlyModules: Set<String> {
    Set(manifest.conditionalModules.filter { $0.value.isEmpty }.keys)
  }

  /// The findings in `files` (path, text), in path and line order.
  public func findings(in files: [(path: String, text: String)]) -> [Finding] {
    let scanned = files.map { file in
      ScannedFile(path: file.path, source: file.text) { platform in
        Conditions(
          platform: platform, conditionalModules: manifest.conditionalModules,
          toolsVersion: manifest.toolsVersion)
      }
    }
    // The folders of modules no Apple build compiles are read (for the doubles' members) but
    // not checked, and what they declare is not the project's on Apple platforms.
    let checked = scanned.filter { file in
      !linuxOnlyModules.contains { file.path.hasPrefix("Sources/\($0)/") }
    }
    let declared = Self.declaredNames(checked)
    var found: [Finding] = []
    for file in checked {
      found += patternFindings(in: file, declared: declared)
      found += importFindings(in: file)
    }
    found += ownDeclarationFindings(checked, declared: declared)
    found += doubleMemberFindings(scanned)
    return found.sorted { ($0.path, $0.line, $0.message) < ($1.path, $1.line, $1.message) }
  }

  /// The findings in the package at `root`: every `.swift` file of Sources, Examples and Tests.
  public func findings(inPackageAt root: URL) throws -> [Finding] {
    var files: [(path: String, text: String)] = []
    for folder in ["Sources", "Examples", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let path = folder + "/" + relative
        files.append(
          (path, try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)))
      }
    }
    return findings(in: files)
  }

  /// Every name the files declare (types, functions, properties, cases).
  static func declaredNames(_ files: [ScannedFile]) -> Set<String> {
    let declaration = regex(
      #"\b(?:struct|class|enum|protocol|typealias|actor|func|var|let|case)\s+(\w+)"#)
    var names: Set<String> = []
    for file in files {
      let code = String(decoding: file.text.code, as: UTF8.self)
      for match in code.allMatches(declaration) {
        names.insert(code.group(1, of: match))
      }
    }
    return names
  }

  /// What `requirement` (on `platform`) is missing at `offset` of `file`, if anything.
  func shortfall(
    _ requirement: Requirement, on platform: Platform, at offset: Int, in file: ScannedFile,
    deprecation: Bool = false
  ) -> Requirement? {
    let guarded = file.floors(at: offset)[platform] ?? .none
    if guarded == .unavailable { return nil }
    var floor = manifest.target(platform)
    if case .version(let raised) = guarded, floor < raised { floor = raised }
    switch requirement {
    case .none: return nil
    case .unavailable: return .unavailable
    case .version(let needed):
      if deprecation { return floor >= needed ? requirement : nil }
      return floor < needed ? requirement : nil
    }
  }

  /// One finding for the match at `offset`: the platforms short of what they need.
  func finding(
    _ what: String, at offset: Int, in file: ScannedFile,
    requirements: (Platform) -> Requirement, swift: Version? = nil, deprecation: Bool = false,
    only: (Platform) -> Bool = { _ in true }
  ) -> Finding? {
    let line = file.text.line(of: offset)
    var needs: [String] = []
    var missing: [String] = []
    var compiledSomewhere = false
    for platform in platforms where file.isCompiled(line: line, on: platform) && only(platform) {
      compiledSomewhere = true
      switch shortfall(
        requirements(platform), on: platform, at: offset, in: file, deprecation: deprecation)
      {
      case .version(let version)?:
        // Mac Catalyst shares iOS's numbers: said once, as iOS.
        if platform != .macCatalyst || requirements(.iOS) != requirements(platform) {
          needs.append("\(platform.rawValue) \(version)")
        }
      case .unavailable?: missing.append(platform.rawValue)
      default: break
      }
    }
    var parts: [String] = []
    if !needs.isEmpty {
      parts.append((deprecation ? "deprecated on " : "needs ") + needs.joined(separator: " / "))
    }
    if !missing.isEmpty { parts.append("unavailable on " + missing.joined(separator: " / ")) }
    if let swift, compiledSomewhere, manifest.toolsVersion < swift {
      parts.append("needs Swift \(swift) (swift-tools-version \(manifest.toolsVersion))")
    }
    guard !parts.isEmpty else { return nil }
    return Finding(
      path: file.path, line: line, message: parts.joined(separator: "; ") + ": " + what)
  }

  /// The patterns' matches in `file`.
  func patternFindings(in file: ScannedFile, declared: Set<String>) -> [Finding] {
    let code = String(decoding: file.text.code, as: UTF8.self)
    let whole = NSRange(code.startIndex..., in: code)
    let foundationFamily: Set<String> = [
      "Foundation", "FoundationEssentials", "UIKit", "AppKit", "SwiftUI", "WatchKit",
    ]
    var found: [Finding] = []
    for pattern in patterns {
      if let name = pattern.name, declared.contains(name) { continue }
      for match in code.allMatches(pattern.expression) {
        let offset = code.offset(of: match.range)
        let applies = { (platform: Platform) -> Bool in
          let imports = file.imports[platform] ?? []
          if let module = pattern.importing, !imports.contains(module) { return false }
          if pattern.withoutFoundation, !imports.isDisjoint(with: foundationFamily) { return false }
          return true
        }
        if let finding = finding(
          pattern.construct, at: offset, in: file,
          requirements: { pattern.requirements[$0] ?? .none },
          swift: pattern.swift, deprecation: pattern.deprecated, only: applies)
        {
          found.append(finding)
          if pattern.once { break }
        }
      }
    }
    return found
  }

  /// `import M` of a module the manifest gives only to platforms other than one that compiles
  /// the import.
  func importFindings(in file: ScannedFile) -> [Finding] {
    var found: [Finding] = []
    for (module, platforms) in manifest.conditionalModules
    where !file.path.contains("/\(module)/") {
      let expression = regex(#"^\s*(?:@\w+\s+)*import\s+\#(module)\b"#, matchingLines: true)
      let code = String(decoding: file.text.code, as: UTF8.self)
      for match in code.allMatches(expression) {
        let offset = code.offset(of: match.range)
        let given = platforms.map(\.rawValue).sorted()
        let what =
          "import \(module), a dependency only on \((["linux"] + given).joined(separator: ", ")) in Package.swift"
        if let finding = finding(
          what, at: offset, in: file,
          requirements: { platforms.contains($0) ? .none : .unavailable })
        {
          found.append(finding)
        }
      }
    }
    return found
  }

  /// Uses of the project's own `@available` types, functions and extension members where
  /// nothing guards them, in the declaring module and the files that import it.
  func ownDeclarationFindings(_ files: [ScannedFile], declared: Set<String>) -> [Finding] {
    var found: [Finding] = []
    var seen: Set<String> = []
    for file in files {
      for declaration in file.availableDeclarations
      where declaration.floors.values.contains(where: {
        if case .version = $0 { true } else { false }
      }) {
        if let extending = declaration.extending, declared.contains(extending) { continue }
        guard seen.insert(declaration.name).inserted else { continue }
        let name = declaration.name
        let source = name.hasPrefix(".") ? #"\.\#(name.dropFirst())\b"# : #"(?<![.\w])\#(name)\b"#
        let expression = regex(source)
        let folder = file.path.split(separator: "/").prefix(2).joined(separator: "/")
        let module = file.path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        // Seen where the declaring module is: its own folder, or a file that imports it.
        for other in files
        where other.path.hasPrefix(folder + "/")
          || other.imports.values.contains(where: { $0.contains(module) })
        {
          let code = String(decoding: other.text.code, as: UTF8.self)
          for match in code.allMatches(expression) {
            let offset = code.offset(of: match.range)
            let what =
              "\(declaration.extending.map { $0 + name } ?? name) (@available at \(file.path))"
            if let finding = finding(
              what, at: offset, in: other, requirements: { declaration.floors[$0] ?? .none })
            {
              found.append(finding)
            }
          }
        }
      }
    }
    return found
  }

  /// Uses of a double's `package` members (not Apple API) where the platform has the real
  /// framework instead. Names shorter than ten letters, or that the project declares anywhere
  /// outside the doubles or publicly inside them, are left out: too common to tell apart.
  func doubleMemberFindings(_ files: [ScannedFile]) -> [Finding] {
    let packageMember = regex(
      #"\bpackage\s+(?:(?:static|final|internal\(set\)|private\(set\))\s+)*(?:var|let|func)\s+(\w+)"#
    )
    let anyMember = regex(#"\b(?:var|let|func)\s+(\w+)"#)
    var members: [String: String] = [:]  // name → module
    var elsewhere: Set<String> = []
    for file in files {
      let code = String(decoding: file.text.code, as: UTF8.self)
      let range = NSRange(code.startIndex..., in: code)
      let module = manifest.conditionalModules.keys.first { file.path.hasPrefix("Sources/\($0)/") }
      for match in code.allMatches(packageMember) where module != nil {
        let name = code.group(1, of: match)
        if name.count >= 10 { members[name] = module }
      }
      for match in code.allMatches(anyMember) {
        let start = max(0, match.range.location - 8)
        let prefix = (code as NSString).substring(
          with: NSRange(location: start, length: match.range.location - start))
        if module == nil || prefix.contains("public") || prefix.contains("open") {
          elsewhere.insert(code.group(1, of: match))
        }
      }
    }
    var found: [Finding] = []
    for (name, module) in members where !elsewhere.contains(name) {
      let platforms = manifest.conditionalModules[module] ?? []
      let expression = regex(#"\.\#(name)\b"#)
      for file in files
      where !manifest.conditionalModules.keys.contains(where: {
        file.path.hasPrefix("Sources/\($0)/")
      }) {
        let code = String(decoding: file.text.code, as: UTF8.self)
        for match in code.allMatches(expression) {
          let offset = code.offset(of: match.range)
          let what = ".\(name), a package member of the double \(module) (not Apple API)"
          if let finding = finding(
            what, at: offset, in: file,
            requirements: { platforms.contains($0) ? .none : .unavailable })
          {
            found.append(finding)
          }
        }
      }
    }
    return found
  }
}

/// Code above the declared targets.
public struct Finding: CustomStringConvertible, Sendable, Equatable {
  /// The file, relative to the package.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// What it needs and the construct: `needs iOS 16.0 / tvOS 16.0: ContinuousClock`.
  public var message: String
  /// `path:line: message`.
  public var description: String { "\(path):\(line): \(message)" }
}
