import Foundation

/// Programs the tests run: found on `PATH`, run on bytes, stopped when they hang.
public enum Programs {
  /// What a program did.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var stdout: [UInt8]
    /// Standard error.
    public var stderr: [UInt8]
  }

  /// Whether this platform runs other programs (`Foundation.Process`: macOS and Linux; iOS,
  /// tvOS, watchOS and visionOS run none). Tests that run one are enabled only where it is true.
  public static var canRun: Bool {
    #if os(macOS) || os(Linux)
      true
    #else
      false
    #endif
  }

  /// Thrown by ``run(_:_:stdin:timeout:)`` where ``canRun`` is false.
  public struct Unavailable: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}
    /// What the error says.
    public var description: String { "this platform runs no other programs" }
  }

  /// The first executable named one of `names` on `PATH` (none where ``canRun`` is false, so
  /// that the tests that need one skip as they do without it).
  public static func find(_ names: [String]) -> URL? {
    guard canRun else { return nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// Runs `program` with `arguments` in the package's folder on `stdin`, stopping it after
  /// `timeout` seconds. Output goes through files, so a program that writes a lot never blocks
  /// on a full pipe.
  public static func run(
    _ program: URL, _ arguments: [String], stdin: [UInt8] = [], timeout: Double = 300
  ) throws -> Run {
    #if os(macOS) || os(Linux)
      let scratch = try temporaryDirectory("run")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let files = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
      try Data(stdin).write(to: files[0])
      try Data().write(to: files[1])
      try Data().write(to: files[2])
      let process = Process()
      process.executableURL = program
      process.arguments = arguments
      process.currentDirectoryURL = Repository.root
      let handles = [
        try FileHandle(forReadingFrom: files[0]), try FileHandle(forWritingTo: files[1]),
        try FileHandle(forWritingTo: files[2]),
      ]
      process.standardInput = handles[0]
      process.standardOutput = handles[1]
      process.standardError = handles[2]
      try process.run()
      let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
      process.waitUntilExit()
      watchdog.cancel()
      for handle in handles { try handle.close() }
      return Run(
        status: process.terminationStatus, stdout: Array(try Data(contentsOf: files[1])),
        stderr: Array(try Data(contentsOf: files[2])))
    #else
      throw Unavailable()
    #endif
  }

  /// Node.js, which drives the browser checks that need more than a page load; without it,
  /// skips `test` as ``BrowserRequirement`` says.
  public static func node(for test: String) -> URL? {
    if let node = find(["node", "nodejs"]) { return node }
    BrowserRequirement.skip(test, because: "no node or nodejs on PATH")
    return nil
  }

  /// A new empty folder in the temporary folder, named after `name`.
  public static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
