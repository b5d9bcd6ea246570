import BrickworkTestSupport
import Foundation
import Testing

/// The SwiftUI examples of the README and of docs/swiftui.md are the ones
/// `ReadmeExamples.swift` compiles.
@Suite struct ReadmeExamplesTests {
  /// The Swift code blocks of the README's SwiftUI section and of the SwiftUI guide.
  static func swiftUIExamples() throws -> [String] {
    let readme = try String(
      contentsOf: Repository.file("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "\n## SwiftUI\n"))
    let rest = readme[section.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    let guide = try String(
      contentsOf: Repository.file("docs/swiftui.md"), encoding: .utf8)
    return (String(rest[..<end]) + guide).components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
  }

  /// `text` with each line's leading and trailing blanks removed and blank lines and imports
  /// dropped (the examples file imports SwiftUI, or its declarations on Linux, Brickwork and
  /// BrickworkSwiftUI).
  static func normalized(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }.joined(separator: "\n")
  }

  @Test func everySwiftUIExampleOfTheReadmeIsCompiledByTheExamplesFile() throws {
    let examples = try Self.swiftUIExamples()
    #expect(examples.count >= 4)
    let compiled = try String(
      contentsOf: Repository.file(
        "Tests/BrickworkSwiftUITests/Readme/ReadmeExamples.swift"),
      encoding: .utf8)
    let source = Self.normalized(compiled)
    for example in examples {
      #expect(source.contains(Self.normalized(example)), "not compiled:\n\(example)")
    }
  }
}
