import Foundation
import Testing

/// SVG and HTML pictures (and the JSON) of small inputs compared byte for byte with golden
/// files in `Golden/`. Set `BRICKWORK_UPDATE_GOLDEN=1` to rewrite them after a deliberate change,
/// then review the diff.
@Suite("Golden pictures")
struct GoldenTests {
  static let cases: [(input: String, arguments: [String], golden: String)] = [
    ("mixed.json", ["--format", "json"], "mixed.out.json"),
    ("mixed.json", ["--format", "svg"], "mixed.svg"),
    ("mixed.json", ["--format", "html"], "mixed.html"),
    (
      "goods.plist", ["--columns", "3", "--spacing", "10", "--insets", "10", "--format", "html"],
      "goods.html"
    ),
    ("items.csv", ["--width", "320", "--spacing", "4", "--format", "svg"], "items.svg"),
  ]

  @Test(arguments: 0..<cases.count)
  func matchesTheGoldenFile(index: Int) throws {
    let (input, arguments, golden) = Self.cases[index]
    let inputURL = Brickwork.golden.appendingPathComponent(input)
    let source =
      input.hasSuffix(".json") ? ["layout", inputURL.path] : ["layout", "--items", inputURL.path]
    // `--output` writes exactly what standard output gets.
    let directory = try Brickwork.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Brickwork.run(source + arguments + ["--output", "out"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let direct = try Brickwork.run(source + arguments)
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("out")) == Data(direct.stdout))
    // Run again to standard output, with a name that does not depend on where the tests live.
    let bytes = try Data(contentsOf: inputURL)
    let piped = try Brickwork.run(
      (input.hasSuffix(".json")
        ? ["layout", "-"]
        : [
          "layout", "--items", "-", "--items-format",
          String(input.split(separator: ".").last ?? ""),
        ])
        + arguments, stdin: Array(bytes))
    #expect(piped.status == 0, "\(piped.stderr)")
    let goldenURL = Brickwork.golden.appendingPathComponent(golden)
    if ProcessInfo.processInfo.environment["BRICKWORK_UPDATE_GOLDEN"] == "1" {
      try Data(piped.stdout).write(to: goldenURL)
    }
    let expected = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(piped.output == expected, "\(golden) differs; see BRICKWORK_UPDATE_GOLDEN")
  }
}
