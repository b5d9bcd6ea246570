import Brickwork

// Values (numbers, lengths, names) read with the document's rules.
extension DocumentDecoder {
  /// Insets: `{"top", "left", "bottom", "right"}`, each a number, 0 when absent.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func insets(_ key: StaticString) throws(JSONSyntaxError) -> Insets? {
    guard
      var object = try beginObject(
        key, expecting: "must be an object with top, left, bottom, right")
    else { return nil }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    var insets = Insets.zero
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, "top") {
          insets.top = try number("top") ?? 0
        } else if scanner.matches(member, "left") {
          insets.left = try number("left") ?? 0
        } else if scanner.matches(member, "bottom") {
          insets.bottom = try number("bottom") ?? 0
        } else if scanner.matches(member, "right") {
          insets.right = try number("right") ?? 0
        } else {
          try skipUnknown(member, allowed: "top, left, bottom, right", context: "insets")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    return insets
  }

  /// A size: `{"width", "height"}`, both required numbers.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func size(_ key: StaticString) throws(JSONSyntaxError) -> Size? {
    guard var object = try beginObject(key, expecting: "must be an object with width and height")
    else { return nil }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    var size = Size.zero
    var given = SizingKeys()
    while let member = try scanner.nextKey(&object) {
      do throws(JSONSyntaxError) {
        if scanner.matches(member, "width") {
          given.insert(.width)
          size.width = try number("width") ?? 0
        } else if scanner.matches(member, "height") {
          given.insert(.height)
          size.height = try number("height") ?? 0
        } else {
          try skipUnknown(member, allowed: "width, height", context: "a size")
        }
      } catch {
        throw error.prefixed(scanner.component(object))
      }
    }
    if !given.contains(.width) { report("required (a finite number >= 0)", at: "width") }
    if !given.contains(.height) { report("required (a finite number >= 0)", at: "height") }
    return size
  }

  /// Begins the object at the current position, or skips a value of another kind and reports
  /// `message` (with what was found) at `key`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func beginObject(_ key: StaticString, expecting message: StaticString)
    throws(JSONSyntaxError) -> JSONObjectState?
  {
    let kind = try scanner.valueKind()
    guard kind == .object else {
      try scanner.skipValue()
      report(message, found: kind, at: key)
      return nil
    }
    return try scanner.beginObject()
  }

  /// A number, of any value: its rules are the core's.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  package mutating func number(_ key: StaticString) throws(JSONSyntaxError) -> Double? {
    let kind = try scanner.valueKind()
    guard kind == .number else {
      try scanner.skipValue()
      report("must be a number", found: kind, at: key)
      return nil
    }
    let number = try scanner.readNumber()
    return number == 0 ? 0 : number  // no negative zero
  }

  /// A count: a number read as the core reads counts (``Limits/count(fromNumber:)``), so that
  /// one that is not a whole number breaks the count's own rule in the core's words.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func count(_ key: StaticString) throws(JSONSyntaxError) -> Int? {
    let kind = try scanner.valueKind()
    guard kind == .number else {
      try scanner.skipValue()
      report("must be an integer", found: kind, at: key)
      return nil
    }
    return Limits.count(fromNumber: try scanner.readNumber())
  }

  /// `true` or `false`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func bool(_ key: StaticString) throws(JSONSyntaxError) -> Bool? {
    let kind = try scanner.valueKind()
    guard kind == .bool else {
      try scanner.skipValue()
      report("must be true or false", found: kind, at: key)
      return nil
    }
    return try scanner.readBool()
  }

  /// One of an option's values, by its document name.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func choice<Value: DocumentNamed>(_ key: StaticString) throws(JSONSyntaxError)
    -> Value?
  {
    switch try readChoice(Value.documentNameList) {
    case .index(let index):
      return Value.allCases[index]
    case .problem(let message):
      report(message, at: key)
      return nil
    }
  }

  /// The index of the one of the names in `list` (separated by `, `) that the value is, or the
  /// problem of a value that is none of them.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func readChoice(_ list: StaticString) throws(JSONSyntaxError) -> Choice {
    let kind = try scanner.valueKind()
    var found = MessageText()
    if kind == .string {
      let text = try scanner.readString()
      if let index = scanner.index(of: text, in: list) { return .index(index) }
      JSONPath.writeQuoted(scanner.text(text), to: &found)
    } else {
      try scanner.skipValue()
      found.append(kind.name)
    }
    var message = MessageText()
    message.append("must be one of ")
    for (index, name) in list.listedNames.enumerated() {
      if index > 0 { message.append(", ") }
      message.append("\"")
      message.append(string: name)
      message.append("\"")
    }
    message.append(" (found ")
    message.append(found)
    message.append(")")
    return .problem(message.string)
  }

  /// Skips the value of an unknown key and reports the key, with the keys `allowed` then
  /// `more` (their names separated by `, `) in a `context` such as `a size`.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func skipUnknown(
    _ key: JSONString, allowed: StaticString, then more: StaticString = "",
    context: StaticString
  ) throws(JSONSyntaxError) {
    try scanner.skipValue()
    reportUnknown(scanner.text(key), allowed: allowed, then: more, context: context)
  }
}
