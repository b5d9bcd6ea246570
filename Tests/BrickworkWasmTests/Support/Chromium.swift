import Foundation
import Testing

/// Headless Chromium for the module tests: loads a page from a `file://` URL and returns the
/// text its script left in `<pre id="out">` (base64 of UTF-8, so nothing needs unescaping).
enum Chromium {
  /// The browser, if one is on `PATH`.
  static let browser = Tools.find([
    "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
  ])

  /// The browser for the test named `test`, or `nil` after saying why it skipped (or recording
  /// an issue when CI requires the browser checks).
  static func browser(for test: String) -> URL? {
    if let browser { return browser }
    let message = "no chromium, chromium-browser or google-chrome on PATH"
    if isRequired {
      Issue.record("browser check required (BRICKWORK_REQUIRE_BROWSER=1) but \(message)")
    } else {
      print("\(test): Chromium skipped, \(message)")
    }
    return nil
  }

  /// Whether CI requires the browser checks (`BRICKWORK_REQUIRE_BROWSER=1`).
  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["BRICKWORK_REQUIRE_BROWSER"] == "1"
  }

  /// A page's failure to answer.
  struct PageFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// Loads `page` (written to a temporary file) and returns its decoded answer.
  static func answer(of page: String, browser: URL) throws -> [UInt8] {
    let directory = try Tools.temporaryDirectory("chromium")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("page.html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    return try answer(at: file, browser: browser, profile: directory)
  }

  /// Loads the page at `file` and returns its decoded answer.
  static func answer(at file: URL, browser: URL, profile: URL) throws -> [UInt8] {
    let run = try Tools.run(
      browser,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
        "--dump-dom", file.absoluteString,
      ], timeout: 180)
    let dom = String(decoding: run.stdout, as: UTF8.self)
    guard let tag = dom.range(of: "<pre id=\"out\""),
      let open = dom.range(of: ">", range: tag.upperBound..<dom.endIndex),
      let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex),
      let data = Data(base64Encoded: String(dom[open.upperBound..<close.lowerBound]))
    else {
      let said = String(decoding: run.stderr.suffix(2000), as: UTF8.self)
      throw PageFailed(description: "no answer in the page (status \(run.status)): \(said)")
    }
    return Array(data)
  }

  /// A page whose module script is `script` (the wrapper's text may come first), after an
  /// empty `<pre id="out">` and the module's bytes in base64 as `moduleBase64`.
  static func page(wasm: [UInt8], script: String) -> String {
    """
    <!DOCTYPE html>
    <html><head><meta charset="utf-8"></head><body>
    <pre id="out"></pre>
    <script type="module">
    const moduleBase64 = "\(Data(wasm).base64EncodedString())";
    \(script)
    </script>
    </body></html>
    """
  }
}
