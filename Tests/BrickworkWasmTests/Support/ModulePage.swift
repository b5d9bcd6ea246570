import BrickworkTestSupport
import Foundation

/// A page that runs the module in headless Chromium and answers in `<pre id="out">` with base64
/// of UTF-8 (so nothing needs unescaping).
enum ModulePage {
  /// The browser for the test named `test`, or `nil` after saying why it skipped (or recording
  /// an issue when CI requires the browser checks).
  static func browser(for test: String) -> URL? { Chromium.find(for: test)?.executable }

  /// Loads `page` (written to a temporary file) and returns its decoded answer.
  static func answer(of page: String, browser: URL) throws -> [UInt8] {
    let text = try Chromium(executable: browser).output(ofHTML: page, name: "wasm-page")
    return try decoded(text)
  }

  /// Loads the page at `file` and returns its decoded answer.
  static func answer(at file: URL, browser: URL) throws -> [UInt8] {
    try decoded(try Chromium(executable: browser).output(of: file))
  }

  /// The JSON object the page at `file` reports, driven by `Web/test/chromium.mjs` under node
  /// (which loads the page in `browser` and prints the page's answer in base64).
  static func report(
    of file: URL, named name: String, browser: URL, node: URL, timeout: Double
  ) throws -> [String: Any] {
    let run = try Programs.run(
      node, [Repository.file("Web/test/chromium.mjs").path, browser.path, file.path],
      timeout: timeout)
    let answer = String(decoding: run.stdout, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard run.status == 0, let data = Data(base64Encoded: answer),
      let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      let said = String(decoding: run.stderr.suffix(2000), as: UTF8.self)
      throw Chromium.Failed(description: "\(name) gave no report (status \(run.status)): \(said)")
    }
    return report
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

  /// The bytes of the base64 `text`, or a failure that shows its start.
  private static func decoded(_ text: String) throws -> [UInt8] {
    guard let data = Data(base64Encoded: text) else {
      throw Chromium.Failed(description: "no answer in the page: \(text.prefix(500))")
    }
    return Array(data)
  }
}
