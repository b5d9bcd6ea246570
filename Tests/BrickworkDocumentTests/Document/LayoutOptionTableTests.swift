import Brickwork
import Testing

@testable import BrickworkDocument

/// The document reader against the table of which option belongs to which layout
/// (`LayoutKind.optionNameList`): in a section of each layout, every option of the table is
/// read (a value of the wrong type is a problem of its type, at its key), and every option of
/// another layout is an unknown key whose problem lists the table's options.
@Suite("Layout option table")
struct LayoutOptionTableTests {
  /// The problems of `json`, or none.
  static func lines(_ json: String) -> [String] {
    do {
      _ = try LayoutDocument(json: Array(json.utf8))
      return []
    } catch {
      return error.lines
    }
  }

  @Test func theReaderReadsEveryOptionOfItsLayoutAndNoOther() {
    let every = Set(LayoutKind.allCases.flatMap(\.optionKeys)).sorted()
    #expect(every.count == 29)
    for kind in LayoutKind.allCases {
      for option in every {
        // A value no option takes: a problem at the option's key either way.
        let lines = Self.lines(
          #"{"width": 375, "sections": [{"layout": "\#(kind)", "\#(option)": [[]]}]}"#)
        let unknown = lines.contains { $0.contains("unknown key") }
        if !kind.optionKeys.contains(option) {
          // A key of another layout names the layouts it belongs to.
          let owners = LayoutKind.allCases.filter { $0.optionKeys.contains(option) }
          #expect(
            lines.first?.hasSuffix(
              "(an option of \(owners.map(\.rawValue).joined(separator: " and ")) sections)")
              == true, "\(kind) \(option): \(lines)")
        }
        #expect(unknown != kind.optionKeys.contains(option), "\(kind) \(option): \(lines)")
        #expect(lines.count == 1, "\(kind) \(option): \(lines)")
        // A list's element is named by its index.
        let place = lines.first?.prefix { $0 != ":" } ?? ""
        #expect(
          place == "sections[0].\(option)" || place == "sections[0].\(option)[0]", "\(lines)")
      }
    }
  }

  @Test func anUnknownKeyListsTheKeysOfEverySectionThenTheTable() throws {
    for kind in LayoutKind.allCases {
      let lines = Self.lines(
        #"{"width": 375, "sections": [{"layout": "\#(kind)", "zzzzzzzz": 1}]}"#)
      let keys =
        ["layout", "insets", "header", "footer", "background", "items"]
        + kind.optionKeys
      #expect(
        lines == [
          "sections[0].zzzzzzzz: unknown key for a \(kind) section (allowed: "
            + keys.joined(separator: ", ") + ")"
        ])
    }
  }
}
