import Brickwork

// Problems, reported with their place.
extension DocumentDecoder {
  /// Descends into `component` of the current value.
  package mutating func enter(_ component: JSONPath.Component) {
    path.append(component)
  }

  /// Returns to the value that contains the current one.
  package mutating func leave() {
    path.removeLast()
  }

  /// Records a problem at the current path's member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  package mutating func report(_ message: String, at key: StaticString) {
    report(message, atKey: Self.text(key))
  }

  /// Records that the value at the current path's member `key` (or at the current path) breaks
  /// `rule` by its kind: `must be a number (found a string)`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  package mutating func report(
    _ rule: StaticString, found kind: JSONKind, at key: StaticString? = nil
  ) {
    var message = MessageText()
    message.append(rule)
    message.append(" (found ")
    message.append(kind.name)
    message.append(")")
    report(message.string, atKey: key.map { Self.text($0) })
  }

  /// Records a problem at the current path, or at its member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  package mutating func report(_ message: String, atKey key: String? = nil) {
    issueCount += 1
    if holdsIssues {
      if heldIssues.count < limit { heldIssues.append(issue(message, at: key)) }
    } else if issues.count < limit {
      issues.append(issue(message, at: key))
    }
  }

  /// Records a problem at the current path's member `key`, ahead of every problem so far.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func reportFirst(_ message: String, at key: StaticString) {
    issueCount += 1
    issues.insert(issue(message, at: Self.text(key)), at: 0)
    if issues.count > limit { issues.removeLast() }
  }

  /// Lists the problems held back (a section's items'), after those listed so far.
  @inline(never)  // once per section: kept out of the section's reader in the WebAssembly module
  mutating func listHeldIssues() {
    for held in heldIssues where issues.count < limit {
      issues.append(held)
    }
    heldIssues.removeAll(keepingCapacity: true)
  }

  /// Forgets the problems recorded since there were `first` listed and `count` found.
  mutating func dropIssues(from first: Int, count: Int) {
    issues.removeSubrange(first...)
    heldIssues.removeAll(keepingCapacity: true)
    issueCount = count
  }

  /// A problem at the current path, or at its member `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  func issue(_ message: String, at key: String?) -> (
    issue: DocumentIssue, place: DocumentPlace
  ) {
    var components = path
    if let itemIndex { components.append(.index(itemIndex)) }
    if let key { components.append(.key(key)) }
    var place = MessageText()
    if !prefix.isEmpty {
      place.append(string: prefix)
      if !components.isEmpty { place.append(": ") }
    }
    JSONPath.write(components, to: &place)
    if place.isEmpty { place.append("document") }
    return (DocumentIssue(path: place.string, message: message), DocumentPlace(components))
  }

  /// Records an unknown key, suggesting the allowed key it is likely a typo of.
  ///
  /// `allowed`, then `more`, are the keys' names separated by `, `, as the problem lists them.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func reportUnknown(
    _ key: String, allowed: StaticString, then more: StaticString = "", context: StaticString
  ) {
    var message = MessageText()
    message.append("unknown key for ")
    message.append(context)
    if let suggestion = Self.closest(to: key, among: allowed.listedNames + more.listedNames) {
      message.append(" (did you mean '")
      message.append(string: suggestion)
      message.append("'?)")
    } else {
      message.append(" (allowed: ")
      message.append(allowed)
      if more.utf8CodeUnitCount > 0 {
        message.append(", ")
        message.append(more)
      }
      message.append(")")
    }
    report(message.string, atKey: key)
  }

  /// Reports `key`, unknown for `context` but a key of the layouts `owners` (not empty), as
  /// an unknown key naming the layouts it belongs to: `unknown key for a flow section (an
  /// option of justified sections)`. `noun` is `option`/`sections` or `key`/`items`.
  mutating func reportMisplaced(
    _ key: String, context: StaticString, owners: [LayoutKind], items: Bool
  ) {
    var message = MessageText()
    message.append("unknown key for ")
    message.append(context)
    message.append(items ? " (a key of " : " (an option of ")
    for (index, owner) in owners.enumerated() {
      if index > 0 { message.append(index == owners.count - 1 ? " and " : ", ") }
      message.append(string: owner.rawValue)
    }
    message.append(items ? " items)" : " sections)")
    report(message.string, atKey: key)
  }

  /// `text` as a `String`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  static func text(_ text: StaticString) -> String {
    String(validUTF8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// The allowed key within edit distance 2 of `key` (ignoring the case of ASCII letters), if
  /// any.
  static func closest(to key: String, among allowed: [String]) -> String? {
    guard key.utf8Bytes.count <= 64 else { return nil }
    let typed = asciiLowercased(key)
    var best: (key: String, distance: Int)?
    for candidate in allowed {
      let distance = editDistance(typed, asciiLowercased(candidate))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.key
  }

  /// The bytes of `text` with ASCII capitals made small.
  static func asciiLowercased(_ text: String) -> [UInt8] {
    var bytes = text.utf8Bytes
    for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] |= 0x20 }
    return bytes
  }

  /// The Levenshtein distance between two byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
