import BrickworkTestSupport
import Foundation
import Testing

/// Every line of `BrickworkSwiftUI` is compiled on Linux: no file hides code behind
/// conditional compilation, only its imports (`Scripts/check-swiftui-compiled.sh` checks that
/// the build compiles every file).
@Suite struct CompiledSourcesTests {
  /// The adapter's sources, relative to the repository.
  static func sources() throws -> [URL] {
    let directory = Repository.file("Sources/BrickworkSwiftUI")
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// The lines of `text` inside `#if` … `#endif` blocks that are not imports or directives.
  static func conditionalCode(_ text: String) -> [String] {
    var depth = 0
    var found: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if") {
        depth += 1
      } else if trimmed.hasPrefix("#endif") {
        depth -= 1
      } else if depth > 0, !trimmed.isEmpty, !trimmed.hasPrefix("#else"),
        !trimmed.hasPrefix("#elseif"), !trimmed.hasPrefix("import "), !trimmed.hasPrefix("//")
      {
        found.append(trimmed)
      }
    }
    return found
  }

  @Test func noFileOfTheAdapterHidesCodeBehindConditionalCompilation() throws {
    let files = try Self.sources()
    #expect(files.count >= 14)
    for file in files {
      let hidden = Self.conditionalCode(try String(contentsOf: file, encoding: .utf8))
      #expect(hidden.isEmpty, "\(file.lastPathComponent) hides: \(hidden.prefix(3))")
    }
  }

  @Test func theCheckFindsCodeBehindConditionalCompilation() {
    let hidden = Self.conditionalCode(
      "#if canImport(SwiftUI)\n  import SwiftUI\n  struct A {}\n#else\n  import Foundation\n#endif\n"
    )
    #expect(hidden == ["struct A {}"])
  }
}
