/// Layout documents of the shapes that cost memory out of proportion to their text, built from
/// a fuzzer's choices: runs of empty sections, of tiny items, of one-item sections, of headers,
/// footers and backgrounds, flow and justified sections, deep nesting and long keys under
/// unknown keys, and an `axis` after the sections (which makes the reader read them again).
public enum DocumentShape {
  /// The document `bytes` describe: up to `runs` runs of up to `repeats` copies of a piece
  /// each, until the sections take `size` bytes (so that an input is checked in milliseconds).
  public static func document(
    from bytes: [UInt8], runs: Int = 8, repeats: Int = 300, size: Int = 64 << 10
  ) -> [UInt8] {
    var input = FuzzBytes(bytes)
    var sections: [String] = []
    var length = 0
    let horizontal = input.bool()
    let axisLast = input.bool()
    for _ in 0..<runs where !input.isAtEnd && length < size {
      let piece = section(&input, horizontal: horizontal)
      let count = min(input.int(in: 0...repeats), (size - length) / (piece.utf8.count + 1) + 1)
      sections.append(contentsOf: repeatElement(piece, count: count))
      length += count * (piece.utf8.count + 1)
    }
    let axis = horizontal ? #""axis":"horizontal","height":100,"# : ""
    var text = "{" + (axisLast ? "" : axis) + #""width":100,"sections":["#
    text += sections.joined(separator: ",") + "]"
    if axisLast, horizontal { text += "," + axis.dropLast() }
    return Array((text + "}").utf8)
  }

  /// One section of a shape `input` picks.
  static func section(_ input: inout FuzzBytes, horizontal: Bool) -> String {
    let extent = horizontal ? "width" : "height"
    switch input.int(in: 0...8) {
    case 0: return "{}"
    case 1: return #"{"items":[{"\#(extent)":1}]}"#
    case 2:
      let count = input.int(in: 1...300)
      let item = #"{"\#(extent)":1}"#
      return #"{"items":["# + repeatElement(item, count: count).joined(separator: ",") + "]}"
    case 3: return #"{"header":{"\#(extent)":1}}"#
    case 4: return #"{"header":{"\#(extent)":1},"footer":{"\#(extent)":1},"background":{}}"#
    case 5:
      let count = input.int(in: 1...100)
      return #"{"layout":"flow","items":["#
        + repeatElement(#"{"width":1,"height":1}"#, count: count).joined(separator: ",") + "]}"
    case 6:
      let count = input.int(in: 1...100)
      return #"{"layout":"justified","items":["#
        + repeatElement(#"{"aspectRatio":1}"#, count: count).joined(separator: ",") + "]}"
    case 7:
      // Deep nesting under an unknown key (the reader skips it, and reports the key).
      let depth = input.int(in: 1...90)
      return #"{"x":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        + "}"
    default:
      // A long unknown key.
      return #"{""# + String(repeating: "k", count: input.int(in: 1...3_000)) + #"":0}"#
    }
  }
}
