import Foundation

/// The programs and places the module tests use: the repository, tools on `PATH`, and a way
/// to run a program on bytes and read what it writes.
enum Tools {
  /// The repository's root (this file is `Tests/BrickworkWasmTests/Support/Tools.swift`).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// What a program did.
  struct Run {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var stdout: [UInt8]
    /// Standard error.
    var stderr: [UInt8]
  }

  /// The first executable named one of `names` on `PATH`.
  static func find(_ names: [String]) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// The built `brickwork` binary: in the build products directory that holds the test bundle.
  static let brickwork: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<5 {
      directory = directory.deletingLastPathComponent()
      let binary = directory.appendingPathComponent("brickwork")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    return repository.appendingPathComponent(".build/debug/brickwork")
  }()

  /// Runs `program` with `arguments` on `stdin`, killing it after `timeout` seconds.
  static func run(
    _ program: URL, _ arguments: [String], stdin: [UInt8] = [], timeout: Double = 300
  ) throws -> Run {
    let scratch = try temporaryDirectory("run")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
    try Data(stdin).write(to: files[0])
    try Data().write(to: files[1])
    try Data().write(to: files[2])
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = repository
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
  }

  /// A new empty temporary directory.
  static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-wasm-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
