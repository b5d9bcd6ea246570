import Brickwork

// The waterfall's column weights in the document.
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
}
