import Testing

@testable import Brickwork

/// The byte builder of error texts against Swift's own texts.
@Suite("Message text")
struct MessageTextTests {
  @Test func integersAreTheirDescription() {
    for value in [0, 1, -1, 9, 10, -10, 12_345, Int.max, Int.min] {
      var text = MessageText()
      text.append(value)
      #expect(text.string == value.description)
    }
  }

  @Test func numbersAreWholeOrTheirDescription() {
    let cases: [(Double, String)] = [
      (375, "375"), (-2, "-2"), (-0.0, "0"), (0.5, "0.5"), (1e15, "1000000000000000.0"),
      (-12.25, "-12.25"),
      (.nan, "nan"), (.infinity, "inf"), (1e-5, "1e-05"),
    ]
    for (value, expected) in cases {
      var text = MessageText()
      text.append(number: value)
      #expect(text.string == expected)
    }
    var text = MessageText()
    text.append(375.0)
    #expect(text.string == "375.0")
  }

  @Test func textOfEveryKindJoins() {
    var text = MessageText()
    #expect(text.isEmpty)
    text.append("sections[")
    text.append(2)
    text.append("].")
    text.append(string: "größe")
    text.append(": ")
    text.append(scalar: "…")
    text.append(scalar: "\u{1F600}")
    text.append(" column")
    text.appendPlural(2)
    #expect(text.string == "sections[2].größe: …\u{1F600} columns")
    #expect(text.bytes == Array(text.string.utf8))
    #expect("ünïcode".utf8Bytes == Array("ünïcode".utf8))
  }

  @Test func validBytesMakeTheSameString() {
    for string in ["", "a", "größe", "\u{1F600}\u{0}x", String(repeating: "ab€", count: 100)] {
      let bytes = Array(string.utf8)
      #expect(bytes.withUnsafeBufferPointer { String(validUTF8: $0) } == string)
    }
  }
}
