import Brickwork
import BrickworkDocument
import BrickworkTestSupport
import Foundation
import SeededRandom
import Testing

/// A page written as `brickwork layout --format html` writes it, hydrated in headless Chromium
/// by `Web/test/hydrate.page.mjs`: a feed adopts the page's embedded frames without the module
/// laying anything out, every box stays where the server drew it (0 px), and the first append
/// gives exactly the frames of a full layout of all the items; and a feed of the same items on
/// the lean module has the full module's frames bit for bit; for each strategy, with seeded
/// sizes.
///
/// Skips as `FeedBrowserTests` does without the Embedded Swift stdlib, Chromium or node.
@Suite struct HydrationBrowserTests {
  @Test(arguments: [
    #""layout": "waterfall", "columns": 3, "columnSpacing": 8, "itemSpacing": 8"#,
    #""layout": "justified", "targetRowHeight": 120, "itemSpacing": 4, "lineSpacing": 4"#,
    #""layout": "flow", "itemSpacing": 6, "lineSpacing": 6"#,
  ])
  func aHydratedFeedMovesNothingAndItsFirstAppendIsAFullLayout(_ options: String) throws {
    guard let directory = WasmBuild.directory(for: "HydrationBrowserTests"),
      let browser = ModulePage.browser(for: "HydrationBrowserTests"),
      let node = Programs.node(for: "HydrationBrowserTests")
    else { return }
    var generator = SeededGenerator(seed: UInt64(options.count))
    let values = (0..<240).map { _ in Double(Int.random(in: 50...400, using: &generator)) }
    let items = stride(from: 0, to: values.count, by: 2).map {
      "{\"width\": \(Int(values[$0])), \"height\": \(Int(values[$0 + 1]))}"
    }
    let source = "{\"width\": 600, \"sections\": [{\(options)}]}"
    let document = try LayoutDocument(
      json: Array(
        "{\"width\": 600, \"sections\": [{\(options), \"items\": [\(items.joined(separator: ","))]}]}"
          .utf8))
    let html = LayoutWriter(try document.layout()).text(.html)
    let report = try Self.run(
      page: html, source: source, values: values,
      package: directory.appendingPathComponent("package"), browser, node: node)
    let failures = report["failures"] as? [String] ?? ["no report"]
    let errors = report["errors"] as? [String] ?? ["no report"]
    let number = { (key: String) in (report[key] as? NSNumber)?.doubleValue ?? .nan }
    print(
      "HydrationBrowserTests: \(Int(number("measuredAtHydration"))) boxes measured, moved \(number("movedAtHydration")) px, \(Int(number("layoutCallsAtHydration"))) layouts at hydration; \(Int(number("comparedAfterAppend"))) frames compared after the append"
    )
    #expect(errors.isEmpty, "\(errors)")
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    #expect(number("served") == 120)
    #expect(number("measuredAtHydration") == 120)
    #expect(number("movedAtHydration") == 0)
    #expect(number("layoutCallsAtHydration") == 0)
    #expect(number("countAfterAppend") == 160)
    #expect(number("comparedAfterAppend") == 160)
    // The lean module's feed of the same items: every frame value the full module's.
    #expect(number("leanValuesCompared") >= 4 * 160)
    #expect(number("leanItemsRendered") > 0)
  }

  /// Opens `page` with the module, the wrapper and the test script beside it, as
  /// `FeedBrowserTests.run` does, and returns the page's report.
  static func run(
    page html: String, source: String, values: [Double], package: URL, _ browser: URL, node: URL
  ) throws -> [String: Any] {
    let page = try Programs.temporaryDirectory("hydrate")
    defer { try? FileManager.default.removeItem(at: page) }
    for file in ["brickwork.mjs", "feed.mjs", "lean.mjs"] {
      try FileManager.default.copyItem(
        at: package.appendingPathComponent(file), to: page.appendingPathComponent(file))
    }
    for file in ["hydrate.page.mjs", "random.mjs"] {
      try FileManager.default.copyItem(
        at: Repository.file("Web/test/\(file)"),
        to: page.appendingPathComponent(file))
    }
    let wasm = try Data(contentsOf: package.appendingPathComponent("brickwork.wasm"))
    let lean = try Data(contentsOf: package.appendingPathComponent("brickwork-lean.wasm"))
    let numbers = values.map { String(Int($0)) }.joined(separator: ",")
    let added = """
      <pre id="out"></pre>
      <script>var moduleBase64 = "\(wasm.base64EncodedString())";
      var leanBase64 = "\(lean.base64EncodedString())";
      var hydration = { document: \(source), values: [\(numbers)] };</script>
      <script type="module" src="hydrate.page.mjs"></script>
      </body>
      """
    try html.replacingOccurrences(of: "</body>", with: added)
      .write(to: page.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    return try ModulePage.report(
      of: page.appendingPathComponent("page.html"), named: "the hydration page", browser: browser,
      node: node, timeout: 300)
  }
}
