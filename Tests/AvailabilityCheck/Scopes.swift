import Foundation

/// The lowest version of each platform a piece of code runs on, raised by the guards around it
/// (`@available` declarations, `if #available` blocks, a `guard #available` earlier in the same
/// scope), or `unavailable` where a declaration is marked unavailable there.
typealias Floors = [Platform: Requirement]

extension Dictionary where Key == Platform, Value == Requirement {
  /// `self` raised by `other`: the later version, `unavailable` over any version.
  func raised(by other: Floors) -> Floors {
    var result = self
    for (platform, requirement) in other {
      switch (result[platform] ?? .none, requirement) {
      case (_, .none), (.unavailable, _): break
      case (.none, _), (_, .unavailable): result[platform] = requirement
      case (.version(let mine), .version(let theirs)):
        if mine < theirs { result[platform] = requirement }
      }
    }
    return result
  }
}

/// Reads an availability list: `iOS 16.0, macOS 13.0, *`, `iOS, unavailable`,
/// `macOS, introduced: 13`, `*, unavailable`. Mac Catalyst takes iOS's entry unless it has its
/// own. Deprecations, renames and `swift` versions raise nothing.
func availabilityFloors(_ list: String) -> Floors {
  let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  var result: Floors = [:]
  var explicitCatalyst = false
  if items.first == "*" {
    if items.dropFirst().contains("unavailable") {
      for platform in Platform.allCases { result[platform] = .unavailable }
    }
    return result
  }
  if let first = items.first, let platform = Platform(rawValue: first), items.count > 1,
    !items[1].contains(where: \.isNumber) || items[1].hasPrefix("introduced")
  {
    // The long form: `iOS, unavailable` or `iOS, introduced: 16.0, …`.
    if items.contains("unavailable") {
      result[platform] = .unavailable
    } else if let introduced = items.first(where: { $0.hasPrefix("introduced") }),
      let version = Version(introduced.drop { !$0.isNumber })
    {
      result[platform] = .version(version)
    }
    explicitCatalyst = platform == .macCatalyst
  } else {
    for item in items {
      let words = item.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count == 2, let platform = Platform(rawValue: String(words[0])),
        let version = Version(words[1])
      else { continue }
      result[platform] = .version(version)
      if platform == .macCatalyst { explicitCatalyst = true }
    }
  }
  if !explicitCatalyst, let iOS = result[.iOS] { result[.macCatalyst] = iOS }
  return result
}

/// One file read for the check: which lines each platform compiles, the floors at every
/// offset, what it imports per platform, and the `@available` declarations it makes.
struct ScannedFile {
  let path: String
  let text: SourceText
  /// Per platform, whether each line (index: line − 1) may be compiled.
  var compiled: [Platform: [Bool]] = [:]
  /// The distinct floors, and which of them holds at each offset.
  var floorTable: [Floors] = []
  var floorAtOffset: [Int32] = []
  /// Per platform, the modules an `import` that platform compiles names.
  var imports: [Platform: Set<String>] = [:]
  /// Declarations guarded by `@available`: a type or function name, or `.member` for a member
  /// of an extension.
  var availableDeclarations: [(name: String, floors: Floors, extending: String?)] = []

  init(path: String, source: String, conditions: (Platform) -> Conditions) {
    self.path = path
    text = SourceText(source)
    for platform in Platform.allCases {
      compiled[platform] = Self.compiledLines(text, conditions(platform))
    }
    scanScopes()
    let importLine = regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|var|protocol|typealias)\s+)?(\w+)"#
    )
    for line in 1...text.lineCount {
      let content = text.lineText(line)
      guard
        let match = importLine.firstMatch(
          in: content, range: NSRange(content.startIndex..., in: content)),
        let range = Range(match.range(at: 1), in: content)
      else { continue }
      for platform in Platform.allCases where isCompiled(line: line, on: platform) {
        imports[platform, default: []].insert(String(content[range]))
      }
    }
  }

  /// Whether `#if` may leave line `line` (from 1) in for `platform`.
  func isCompiled(line: Int, on platform: Platform) -> Bool {
    compiled[platform]?[line - 1] ?? true
  }

  /// The floors at `offset`.
  func floors(at offset: Int) -> Floors { floorTable[Int(floorAtOffset[offset])] }

  /// Which lines `#if`/`#elseif`/`#else`/`#endif` leave in for the platform.
  static func compiledLines(_ text: SourceText, _ conditions: Conditions) -> [Bool] {
    struct Block {
      var parentActive: Bool
      var taken: Bool  // an earlier branch is certainly taken
      var active: Bool
    }
    var blocks: [Block] = []
    var result: [Bool] = []
    result.reserveCapacity(text.lineCount)
    for line in 1...text.lineCount {
      let content = text.lineText(line).trimmingCharacters(in: .whitespaces)
      let active = blocks.last?.active ?? true
      if content.hasPrefix("#if ") || content.hasPrefix("#if(") {
        let value = conditions.evaluate(String(content.dropFirst(3)))
        blocks.append(
          Block(parentActive: active, taken: value == true, active: active && value != false))
        result.append(active)
      } else if content.hasPrefix("#elseif"), var block = blocks.popLast() {
        let value = conditions.evaluate(String(content.dropFirst(7)))
        block.active = block.parentActive && !block.taken && value != false
        block.taken = block.taken || value == true
        blocks.append(block)
        result.append(block.parentActive)
      } else if content.hasPrefix("#else"), var block = blocks.popLast() {
        block.active = block.parentActive && !block.taken
        block.taken = true
        blocks.append(block)
        result.append(block.parentActive)
      } else if content.hasPrefix("#endif"), let block = blocks.popLast() {
        result.append(block.parentActive)
      } else {
        result.append(active)
      }
    }
    return result
  }

  /// Keywords that start a declaration.
  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "init", "struct", "class", "enum", "extension", "protocol", "actor",
    "typealias", "case", "subscript", "deinit", "macro",
  ]
  /// Words that may begin the line after a declaration's header without ending it.
  static let headerContinuations: Set<String> = ["where", "throws", "rethrows", "async", "->"]

  /// Walks the code once, keeping a stack of brace scopes and their floors.
  mutating func scanScopes() {
    let code = text.code
    struct Scope {
      var floors: Floors
      /// A `guard #available` whose `else` block this is: it raises the enclosing scope when
      /// the block closes.
      var raisesOnClose: Floors?
    }
    struct PendingDeclaration {
      var floors: Floors
      var keyword: String?
      var name: String?
      var depth: Int  // the brace depth of the attribute
      var extending: String?
    }
    var scopes = [Scope(floors: [:])]
    var extensionFloors: [Int: Floors] = [:]  // depth of an `extension` body → its floors
    var extensionTypes: [Int: String] = [:]  // depth of an `extension` body → the type extended
    var extendedType: String?
    var pending: PendingDeclaration?
    var pendingIf: Floors?
    var pendingGuard: Floors?
    var sawElse = false
    var parenDepth = 0
    var nextScopeIsExtension = false
    var tableIndex: [String: Int32] = [:]
    floorAtOffset = Array(repeating: 0, count: code.count)

    func key(_ floors: Floors) -> String {
      Platform.allCases.map { platform -> String in
        switch floors[platform] ?? .none {
        case .none: return "-"
        case .unavailable: return "x"
        case .version(let version): return version.description
        }
      }.joined(separator: "|")
    }
    func id(_ floors: Floors) -> Int32 {
      let k = key(floors)
      if let known = tableIndex[k] { return known }
      floorTable.append(floors)
      tableIndex[k] = Int32(floorTable.count - 1)
      return Int32(floorTable.count - 1)
    }
    func word(at index: Int) -> String? {
      guard index < code.count, Self.isWordByte(code[index]),
        index == 0 || !Self.isWordByte(code[index - 1])
      else { return nil }
      var end = index
      while end < code.count, Self.isWordByte(code[end]) { end += 1 }
      return String(decoding: code[index..<end], as: UTF8.self)
    }
    func parenthesised(from open: Int) -> (String, Int) {
      var depth = 0
      var index = open
      while index < code.count {
        if code[index] == UInt8(ascii: "(") { depth += 1 }
        if code[index] == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        }
        index += 1
      }
      return (String(decoding: code[(open + 1)..<min(index, code.count)], as: UTF8.self), index)
    }
    /// The first word of the next line that holds code after `index`.
    func firstWordOfNextLine(after index: Int) -> String {
      var position = index + 1
      while position < code.count,
        code[position] == 32 || code[position] == 9 || code[position] == 10
      {
        position += 1
      }
      guard position < code.count else { return "" }
      if let word = word(at: position) { return word }
      if code[position] == UInt8(ascii: "-"), position + 1 < code.count,
        code[position + 1] == UInt8(ascii: ">")
      {
        return "->"
      }
      return String(UnicodeScalar(code[position]))
    }

    var current = id([:])
    var index = 0
    while index < code.count {
      let byte = code[index]
      if byte == UInt8(ascii: "@"), let name = word(at: index + 1), name == "available",
        index + 10 < code.count, code[index + 10] == UInt8(ascii: "(")
      {
        let (list, end) = parenthesised(from: index + 10)
        let raised = availabilityFloors(list)
        let depth = scopes.count - 1
        pending = PendingDeclaration(
          floors: raised, keyword: nil, name: nil, depth: depth, extending: extensionTypes[depth])
        current = id(scopes[scopes.count - 1].floors.raised(by: raised))
        for offset in index...min(end, code.count - 1) { floorAtOffset[offset] = current }
        index = end + 1
        continue
      }
      if byte == UInt8(ascii: "#"), let name = word(at: index + 1), name == "available",
        index + 10 < code.count, code[index + 10] == UInt8(ascii: "(")
      {
        let (list, end) = parenthesised(from: index + 10)
        let lineStart = text.lineStarts[text.line(of: index) - 1]
        let before = String(decoding: code[lineStart..<index], as: UTF8.self)
        if before.range(of: #"\bguard\s*$"#, options: .regularExpression) != nil {
          pendingGuard = availabilityFloors(list)
          sawElse = false
        } else {
          pendingIf = availabilityFloors(list)
        }
        for offset in index...min(end, code.count - 1) { floorAtOffset[offset] = current }
        index = end + 1
        continue
      }
      if let name = word(at: index) {
        if var declaration = pending {
          if declaration.keyword == nil, Self.declarationKeywords.contains(name) {
            declaration.keyword = name
          } else if let keyword = declaration.keyword, declaration.name == nil {
            declaration.name = name
            let named = ["struct", "class", "enum", "protocol", "actor", "typealias", "func"]
            if declaration.depth == 0, named.contains(keyword) {
              availableDeclarations.append((name, declaration.floors, nil))
            } else if let extending = declaration.extending, ["func", "var"].contains(keyword) {
              availableDeclarations.append(("." + name, declaration.floors, extending))
            }
          }
          pending = declaration
        } else if name == "func" || name == "var",
          let floors = extensionFloors[scopes.count - 1],
          let member = word(
            at: index + name.utf8.count + 1)
        {
          availableDeclarations.append(("." + member, floors, extensionTypes[scopes.count - 1]))
        }
        if name == "extension" {
          nextScopeIsExtension = true
          extendedType = word(at: index + name.utf8.count + 1)
        }
        if name == "else", pendingGuard != nil { sawElse = true }
        for offset in index..<(index + name.utf8.count) { floorAtOffset[offset] = current }
        index += name.utf8.count
        continue
      }
      switch byte {
      case UInt8(ascii: "("):
        parenDepth += 1
      case UInt8(ascii: ")"):
        parenDepth = max(0, parenDepth - 1)
      case UInt8(ascii: "{"):
        var scope = Scope(floors: scopes[scopes.count - 1].floors)
        if let raised = pendingIf {
          scope.floors = scope.floors.raised(by: raised)
          pendingIf = nil
        } else if let declaration = pending, declaration.keyword != nil {
          scope.floors = scope.floors.raised(by: declaration.floors)
          if declaration.keyword == "extension" {
            extensionFloors[scopes.count] = declaration.floors
          }
          pending = nil
        } else if let raised = pendingGuard, sawElse {
          scope.raisesOnClose = raised
          pendingGuard = nil
        }
        if nextScopeIsExtension {
          extensionTypes[scopes.count] = extendedType
          nextScopeIsExtension = false
        }
        scopes.append(scope)
        current = id(scope.floors)
      case UInt8(ascii: "}"):
        if scopes.count > 1 {
          let closed = scopes.removeLast()
          extensionTypes[scopes.count] = nil
          extensionFloors[scopes.count] = nil
          if let raised = closed.raisesOnClose {
            scopes[scopes.count - 1].floors = scopes[scopes.count - 1].floors.raised(by: raised)
          }
        }
        floorAtOffset[index] = current
        current = id(scopes[scopes.count - 1].floors)
        index += 1
        continue
      case UInt8(ascii: "\n"):
        // A declaration without a body ends with its line when the next line starts another.
        if let declaration = pending, declaration.keyword != nil, parenDepth == 0 {
          let next = firstWordOfNextLine(after: index)
          if !Self.headerContinuations.contains(next), next != "{" {
            pending = nil
            current = id(scopes[scopes.count - 1].floors)
          }
        }
      default:
        break
      }
      floorAtOffset[index] = current
      index += 1
    }
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
      || byte == 95
  }
}
