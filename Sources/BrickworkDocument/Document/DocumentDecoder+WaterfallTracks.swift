import Brickwork

// The waterfall's column weights and even bottom edge in the document, and the problem of an
// option given to a layout that does not have it.
extension DocumentDecoder {
  /// `columnWeights`: an array of numbers (their rules are the core's), or `nil` after a
  /// problem of the array's shape.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func numberList(_ key: StaticString) throws(JSONSyntaxError) -> [Double]? {
    let kind = try scanner.valueKind()
    guard kind == .array else {
      try scanner.skipValue()
      report("must be an array of numbers", found: kind, at: key)
      return nil
    }
    path.append(.key(Self.text(key)))
    defer { path.removeLast() }
    var array = try scanner.beginArray()
    var numbers: [Double] = []
    var isValid = true
    while try scanner.nextElement(&array) {
      path.append(.index(array.count - 1))
      defer { path.removeLast() }
      let kind = try scanner.valueKind()
      guard kind == .number else {
        try scanner.skipValue()
        report("must be a number", found: kind)
        isValid = false
        continue
      }
      let number = try scanner.readNumber()
      numbers.append(number == 0 ? 0 : number)
    }
    return isValid ? numbers : nil
  }

  /// Skips the value of `key`, an option of another layout than `kind`, and reports it as an
  /// unknown key of this section that names the layouts it belongs to; `false` (nothing read)
  /// for a key no layout has.
  @inline(never)  // cold, and shared: one copy in the WebAssembly module
  mutating func skipOptionOfAnotherLayout(_ key: JSONString, in kind: LayoutKind)
    throws(JSONSyntaxError) -> Bool
  {
    let name = scanner.text(key)
    let owners = LayoutKind.allCases.filter { $0 != kind && $0.optionKeys.contains(name) }
    guard !owners.isEmpty else { return false }
    try scanner.skipValue()
    report(Self.wrongLayoutMessage(owners: owners, context: kind.sectionContext), atKey: name)
    return true
  }

  /// `unknown key for a flow section (an option of waterfall and justified sections)`.
  static func wrongLayoutMessage(owners: [LayoutKind], context: StaticString) -> String {
    var message = MessageText()
    message.append("unknown key for ")
    message.append(context)
    message.append(" (an option of ")
    for (index, owner) in owners.enumerated() {
      if index > 0 { message.append(index == owners.count - 1 ? " and " : ", ") }
      message.append(string: owner.rawValue)
    }
    message.append(" sections)")
    return message.string
  }
}
