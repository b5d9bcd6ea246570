import Foundation

/// Headless Chromium, as every browser check drives it: a page on disk whose script writes what
/// it measured into `<pre id="out">`, read back with `--dump-dom`. Each run has a profile of its
/// own, so checks run at the same time.
public struct Chromium: Sendable {
  /// The browser's executable.
  public var executable: URL

  /// The browser at `executable`.
  public init(executable: URL) { self.executable = executable }

  /// The names the browser goes by on `PATH`.
  public static let names = [
    "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
  ]

  /// A browser that did not give what the page should have written.
  public struct Failed: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// A failure that says `description`.
    public init(description: String) { self.description = description }
  }

  /// The first browser on `PATH`, or `nil`.
  public static let onPath: Chromium? = Programs.find(names).map { Chromium(executable: $0) }

  /// The first browser on `PATH`; without one, skips `test` as ``BrowserRequirement`` says.
  public static func find(for test: String) -> Chromium? {
    if let onPath { return onPath }
    BrowserRequirement.skip(test, because: "no \(names.dropLast().joined(separator: ", ")) on PATH")
    return nil
  }

  /// Runs the browser headless on `page` with `arguments` (and a `width` × `height` window when
  /// given), returning standard output. A browser still running after `timeout` seconds is
  /// stopped: a browser that hangs must not hang the suite.
  public func run(
    _ page: URL, width: Int? = nil, height: Int? = nil, _ arguments: [String],
    timeout: Double = 180
  ) throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    var window: [String] = []
    if let width, let height { window = ["--window-size=\(width),\(height)"] }
    let run = try Programs.run(
      executable,
      ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"]
        + ["--user-data-dir=\(profile.path)"] + window + arguments + [page.absoluteString],
      timeout: timeout)
    return String(decoding: run.stdout, as: UTF8.self)
  }

  /// The text the script of the page at `page` wrote into `<pre id="out">`, after the page
  /// loaded, with `arguments` added to the browser's.
  public func output(
    of page: URL, width: Int? = nil, height: Int? = nil, _ arguments: [String] = []
  ) throws -> String {
    let dom = try run(page, width: width, height: height, arguments + ["--dump-dom"])
    guard let tag = dom.range(of: "<pre id=\"out\""),
      let open = dom.range(of: ">", range: tag.upperBound..<dom.endIndex),
      let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
    else {
      throw Failed(description: "\(executable.path) gave no output for \(page.lastPathComponent)")
    }
    return String(dom[open.upperBound..<close.lowerBound])
  }

  /// The text the script of `html` wrote into `<pre id="out">`: the page is written to a
  /// temporary folder named after `name`, loaded, and removed.
  public func output(
    ofHTML html: String, name: String, width: Int? = nil, height: Int? = nil,
    _ arguments: [String] = []
  ) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).html")
    try html.write(to: file, atomically: true, encoding: .utf8)
    return try output(of: file, width: width, height: height, arguments)
  }

  /// The text of `<pre id="out">` after the page at `page` loaded and its timers ran (virtual
  /// time). Every frame runs all compositor stages, so the browser paints and tracks layout
  /// shifts as a visible page does.
  public func measure(_ page: URL, width: Int, height: Int) throws -> String {
    try output(
      of: page, width: width, height: height,
      ["--run-all-compositor-stages-before-draw", "--virtual-time-budget=15000"])
  }

  /// Saves a screenshot of `page` at `width` × `height` to `file`.
  public func screenshot(_ page: URL, width: Int, height: Int, to file: URL) throws {
    _ = try run(
      page, width: width, height: height,
      ["--virtual-time-budget=8000", "--screenshot=\(file.path)"])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failed(description: "\(executable.path) wrote no screenshot \(file.path)")
    }
  }

  /// A folder for the artefacts tests keep (screenshots): `brickwork-test-artifacts` in the
  /// temporary folder.
  public static func artifacts() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-test-artifacts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
