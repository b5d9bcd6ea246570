import Foundation
import Testing

/// Headless Chromium, driven as the flow's browser test drives it: a page on disk, a script in
/// the page that writes what it measured into `<pre id="out">`, and `--dump-dom`.
struct Chromium {
  /// The browser's executable.
  var executable: URL

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  /// The first browser on PATH; without one, records an issue when
  /// `BRICKWORK_REQUIRE_BROWSER=1` (as in CI) and otherwise says that `test` skipped.
  static func find(for test: String) -> Chromium? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return Chromium(executable: candidate)
        }
      }
    }
    let message = "no chromium, chromium-browser or google-chrome on PATH"
    if ProcessInfo.processInfo.environment["BRICKWORK_REQUIRE_BROWSER"] == "1" {
      Issue.record("browser check required (BRICKWORK_REQUIRE_BROWSER=1) but \(message)")
    } else {
      print("\(test): skipped, \(message)")
    }
    return nil
  }

  /// Runs the browser headless on `page` in a `width` × `height` window with `arguments`,
  /// returning standard output.
  func run(_ page: URL, width: Int, height: Int, _ arguments: [String]) throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
        "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
      ] + arguments + [page.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A browser that hangs must not hang the suite.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return String(decoding: data, as: UTF8.self)
  }

  /// The text the page's script wrote into `<pre id="out">`, after the page loaded and its
  /// timers ran (virtual time). Every frame runs all compositor stages, so the browser paints
  /// and tracks layout shifts as a visible page does.
  func measure(_ page: URL, width: Int, height: Int) throws -> String {
    let dom = try run(
      page, width: width, height: height,
      ["--run-all-compositor-stages-before-draw", "--virtual-time-budget=15000", "--dump-dom"])
    guard let open = dom.range(of: "<pre id=\"out\">"),
      let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
    else {
      throw Failed(
        description: "\(executable.path) gave no measurements for \(page.lastPathComponent)")
    }
    return String(dom[open.upperBound..<close.lowerBound])
  }

  /// Saves a screenshot of `page` at `width` × `height` to `file`.
  func screenshot(_ page: URL, width: Int, height: Int, to file: URL) throws {
    _ = try run(
      page, width: width, height: height,
      ["--virtual-time-budget=8000", "--screenshot=\(file.path)"])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failed(description: "\(executable.path) wrote no screenshot \(file.path)")
    }
  }

  /// A folder for the artefacts tests keep (screenshots): `brickwork-test-artifacts` in the
  /// temporary folder.
  static func artifacts() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-test-artifacts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
