import Brickwork
import SeededRandom
import Testing

@testable import BrickworkDocument

/// Random and mutated documents through the reader, the decoder and the layout, in process:
/// never a crash or hang; either a layout or at least one issue, each one line naming a place.
@Suite("Document fuzzing")
struct DocumentFuzzTests {
  static let seeds: [String] = [
    #"{"width": 375, "sections": [{"columns": 3, "columnSpacing": 10, "itemSpacing": 10, "insets": {"top": 10, "left": 10, "bottom": 10, "right": 10}, "header": {"height": 44}, "footer": {"height": 50}, "items": [{"height": 120}, {"width": 600, "height": 800}, {"aspectRatio": 1.5}, {"height": 60, "fullSpan": true}]}]}"#,
    #"{"width": 200, "height": 300, "axis": "horizontal", "direction": "rtl", "scale": 2, "sections": [{"placement": "rightToLeft", "header": {"width": 10}, "items": [{"width": 5}, {"aspectRatio": 2}]}]}"#,
    #"{"width": 320, "sections": [{"layout": "flow", "itemSpacing": 8, "maxLines": 2, "moreBadge": {"width": 40, "height": 20}, "items": [{"width": 50, "height": 20, "baseline": 14}]}, {"layout": "justified", "targetRowHeight": 100, "items": [{"aspectRatio": 1.5}, {"width": 4, "height": 3}]}]}"#,
  ]

  static let fragments = [
    "-1", "0", "1e999", "-0", "\"x\"", "null", "true", "[]", "{}", "1.5", "4097", "1e9", "2e9",
    "\"horizontal\"", "\"flow\"", "\"justified\"", "{\"height\": 1}", "[{\"width\": 1}]", ",",
    "}", "]", "\"", "\\u0000", "\u{0}", "NaN",
  ]

  private func check(_ bytes: [UInt8]) {
    do {
      let document = try LayoutDocument(json: bytes)
      do {
        let layout = try document.layout()
        _ = LayoutWriter(layout).text(.json)
      } catch {
        checkIssues(error)
      }
    } catch {
      checkIssues(error)
    }
  }

  private func checkIssues(_ error: DocumentError) {
    #expect(!error.issues.isEmpty)
    for issue in error.issues {
      #expect(!issue.path.isEmpty && !issue.message.isEmpty)
      #expect(!issue.description.contains("\n"))
    }
  }

  @Test func mutatedDocumentsNeverCrash() {
    var generator = SeededGenerator(seed: 2024)
    for round in 0..<3000 {
      var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: position)
        case 2: bytes = Array(bytes[..<position])
        case 3:
          let fragment = Self.fragments.randomElement(using: &generator) ?? ""
          bytes.insert(contentsOf: Array(fragment.utf8), at: position)
        default:
          // Replace a number or a string value with a fragment.
          if let colon = bytes[position...].firstIndex(of: UInt8(ascii: ":")) {
            var end = colon + 1
            while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[end]) {
              end += 1
            }
            let fragment = Self.fragments.randomElement(using: &generator) ?? ""
            bytes.replaceSubrange((colon + 1)..<end, with: Array(" \(fragment)".utf8))
          }
        }
        if bytes.isEmpty { break }
      }
      check(bytes)
    }
  }

  @Test func randomValuesNeverCrash() {
    var generator = SeededGenerator(seed: 99)
    func value(depth: Int) -> String {
      switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator) {
      case 0: return Self.fragments.randomElement(using: &generator) ?? "0"
      case 1: return String(Double.random(in: -10...1000, using: &generator))
      case 2: return String(Int.random(in: -2...5, using: &generator))
      case 3:
        return [
          "\"waterfall\"", "\"flow\"", "\"justified\"", "\"center\"", "\"rtl\"",
        ].randomElement(using: &generator) ?? "\"\""
      case 4:
        return "["
          + (0..<Int.random(in: 0...4, using: &generator)).map { _ in value(depth: depth + 1) }
          .joined(separator: ",") + "]"
      default:
        let keys = [
          "width", "height", "axis", "sections", "items", "layout", "columns", "insets", "top",
          "header", "footer", "aspectRatio", "fullSpan", "maxLines", "moreBadge", "itemSpacing",
          "targetRowHeight", "showWidows", "baseline", "direction", "scale", "justify",
        ]
        let members = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          "\"\(keys.randomElement(using: &generator) ?? "x")\": \(value(depth: depth + 1))"
        }
        return "{" + members.joined(separator: ",") + "}"
      }
    }
    for _ in 0..<3000 {
      let document = "{\"width\": \(value(depth: 3)), \"sections\": \(value(depth: 1))}"
      check(Array(document.utf8))
    }
  }
}
