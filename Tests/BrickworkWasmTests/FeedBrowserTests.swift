import BrickworkTestSupport
import Foundation
import Testing

/// The feed element (`Web/feed.mjs`) in headless Chromium, driven by `Web/test/feed.page.mjs`:
/// 100,000 photos of seeded sizes in three columns scrolled from top to bottom a viewport at a
/// time, with the DOM holding exactly the items within the overscan band (found without the
/// module) in item order at their frames; pictures loading into boxes sized before them with no
/// box moving and no layout shift; width changes through `ResizeObserver` keeping the first
/// visible item within 1 px; appends while scrolled moving nothing and equal to a full layout;
/// a corrected size keeping every item in its column; `scrollToItem` and the fraction
/// scrubber; no script error.
///
/// Without the Embedded Swift stdlib for wasm32 the test says it skipped; without Chromium or
/// node (which drives it) it does too, unless `BRICKWORK_REQUIRE_BROWSER=1` (as in CI).
@Suite struct FeedBrowserTests {
  @Test func feedKeepsOnlyTheBandInTheDOMThroughScrollsResizesAndAppends() throws {
    guard let directory = WasmBuild.directory(for: "FeedBrowserTests"),
      let browser = ModulePage.browser(for: "FeedBrowserTests")
    else { return }
    guard let node = Programs.node(for: "FeedBrowserTests") else { return }
    let report = try Self.run(
      package: directory.appendingPathComponent("package"), browser, node: node)
    let failures = report["failures"] as? [String] ?? ["no report"]
    let errors = report["errors"] as? [String] ?? ["no report"]
    let number = { (key: String) in (report[key] as? NSNumber)?.doubleValue ?? .nan }
    print(
      "FeedBrowserTests: \(Int(number("count"))) items, \(Int(number("scrollSteps"))) scroll positions (\(Int(number("scrollEvents"))) through scroll events), at most \(Int(number("maxInDOM"))) items in the DOM; \(Int(number("picturesLoaded"))) pictures loaded, \(Int(number("boxesMoved"))) boxes moved, layout shift \(number("shiftScoreWhileLoading")); first visible item drift \(number("anchorDrift")) px over \(Int(number("widthChanges"))) width changes; \(Int(number("appended"))) items appended; \(Int(number("columnJumps"))) column jumps"
    )
    #expect(errors.isEmpty, "\(errors)")
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    #expect(number("count") == 100_000)
    #expect(number("scrollSteps") >= 5_000)
    #expect(number("scrollEvents") >= 30 && number("scrollEventsMissed") == 0)
    #expect(report["reachedBottom"] as? Bool == true)
    // The band is the viewport (800) and 300 above and below: at most about 1,400 / the
    // shortest item's height per column.
    #expect(number("maxInDOM") > 0 && number("maxInDOM") <= 60)
    #expect(number("picturesLoaded") > 0 && number("picturesLoaded") == number("boxesWatched"))
    #expect(number("boxesMoved") == 0)
    #expect(number("shiftScoreWhileLoading") == 0)
    #expect(number("widthChanges") == 4)
    #expect(number("anchorDrift") <= 1)
    #expect(number("countAfterAppends") == 107_500)
    #expect(number("columnJumps") == 0)
    #expect(number("misplacedAfterCorrection") == 0)
    #expect(number("followersMoved") > 0)
    #expect(number("scrollToItemOff") <= 1)
    #expect(number("scrubbed") == 5)
    #expect(report["focusedKept"] as? Bool == true)
    #expect(report["focusOrderIsItemOrder"] as? Bool == true)
    #expect(report["destroyed"] as? Bool == true)
  }

  /// Loads the test page next to the package's modules (imported by relative URL, hence
  /// `--allow-file-access-from-files`) with `Web/test/chromium.mjs`, which drives Chromium in
  /// real time over the DevTools protocol (the page waits for scroll events and resize
  /// observations, which come with frames), and returns the page's report.
  static func run(package: URL, _ browser: URL, node: URL) throws -> [String: Any] {
    let page = try Programs.temporaryDirectory("feed")
    defer { try? FileManager.default.removeItem(at: page) }
    for file in ["brickwork.mjs", "feed.mjs"] {
      try FileManager.default.copyItem(
        at: package.appendingPathComponent(file), to: page.appendingPathComponent(file))
    }
    for file in ["feed.page.mjs", "random.mjs"] {
      try FileManager.default.copyItem(
        at: Repository.file("Web/test/\(file)"),
        to: page.appendingPathComponent(file))
    }
    let wasm = try Data(contentsOf: package.appendingPathComponent("brickwork.wasm"))
    try """
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"></head><body style="margin:0">
    <div id="feed" style="width:600px;height:800px"></div>
    <pre id="out"></pre>
    <script>var moduleBase64 = "\(wasm.base64EncodedString())";</script>
    <script type="module" src="feed.page.mjs"></script>
    </body></html>
    """.write(to: page.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    return try ModulePage.report(
      of: page.appendingPathComponent("page.html"), named: "the feed page", browser: browser,
      node: node, timeout: 600)
  }
}
