import BrickworkTestSupport
import Foundation
import Testing

extension PackageTests {
  /// The JavaScript examples of the README and of docs/browser.md, checked by `tsc` against the
  /// package's declarations (`checkJs`): each block is a module beside the package's files, so
  /// its imports resolve as in a project that installed the package. The names the examples
  /// take from their surroundings (`photos`, `nextPage`, `items`, …) are declared with the
  /// declarations' own types. Null checks are off: the examples pass `querySelector`'s answer
  /// straight to `createFeed`, as JavaScript does.
  @Test func theDocumentedJavaScriptExamplesCompileAgainstTheDeclarations() throws {
    guard tool("tsc", for: "tsc over the documented examples") != nil else { return }
    var blocks: [String] = []
    for file in ["README.md", "docs/browser.md"] {
      let text = try String(contentsOf: Repository.file(file), encoding: .utf8)
      blocks += text.components(separatedBy: "```js\n").dropFirst().map {
        String($0.prefix(upTo: $0.range(of: "```")?.lowerBound ?? $0.endIndex))
      }
    }
    #expect(blocks.count >= 6)
    let scratch = try Programs.temporaryDirectory("examples")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let web = scratch.appendingPathComponent("web")
    try FileManager.default.copyItem(at: Repository.file("Web"), to: web)
    var files = ["examples-globals.d.ts"]
    for (number, block) in blocks.enumerated() {
      files.append("example\(number).mjs")
      try block.write(
        to: web.appendingPathComponent("example\(number).mjs"), atomically: true, encoding: .utf8)
    }
    try Self.surroundings.write(
      to: web.appendingPathComponent("examples-globals.d.ts"), atomically: true, encoding: .utf8)
    let configuration = """
      {"compilerOptions": {"strict": true, "strictNullChecks": false, "noEmit": true,
        "allowJs": true, "checkJs": true, "target": "es2022", "module": "nodenext",
        "moduleResolution": "nodenext", "lib": ["es2022", "dom", "dom.iterable"], "types": []},
       "files": [\(files.map { "\"\($0)\"" }.joined(separator: ", "))]}
      """
    try configuration.write(
      to: web.appendingPathComponent("tsconfig.examples.json"), atomically: true, encoding: .utf8)
    try shell("tsc -p tsconfig.examples.json", in: web)
  }

  /// What the examples take from the page around them, typed from the declarations.
  /// (`import.meta.resolve` is the browsers' and node's; older TypeScript libraries lack it.)
  static let surroundings = """
    declare const photos: { width: number; height: number; url: string }[];
    declare const nextPage: Parameters<import("brickwork-layout/feed").Feed["append"]>[0];
    declare function place(...values: unknown[]): void;
    declare const brickwork: import("brickwork-layout").Brickwork;
    declare const section: import("brickwork-layout/feed").FeedOptions["section"];
    declare const items: import("brickwork-layout/feed").FeedOptions["items"];
    declare const render: import("brickwork-layout/feed").FeedOptions["render"];
    declare const element: HTMLElement;
    declare const sizes: Float64Array;
    interface ImportMeta { resolve(specifier: string): string; }

    """
}
