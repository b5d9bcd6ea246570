import BrickworkTestSupport
import Foundation

/// Runs the built `brickwork` binary, the one `swift test` builds next to the test bundle.
enum Brickwork {
  /// The result of one run.
  struct Run: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written on standard output.
    var stdout: [UInt8]
    /// Everything written on standard error.
    var stderr: String

    /// Standard output as text.
    var output: String { String(decoding: stdout, as: UTF8.self) }
    /// The lines of standard error.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  /// The binary: `BRICKWORK_BINARY`, or `brickwork` in the build products directory that holds
  /// the test bundle.
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["BRICKWORK_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    return BuiltProducts.executable("brickwork")
  }()

  /// Runs `brickwork arguments` (or `/bin/sh arguments` when `shell` is set) with `stdin` as
  /// standard input, in `directory` (a fresh temporary directory by default).
  static func run(
    _ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil, shell: Bool = false,
    executable: URL = binary
  ) throws -> Run {
    #if os(macOS) || os(Linux)
      let scratch = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let input = scratch.appendingPathComponent("stdin")
      let output = scratch.appendingPathComponent("stdout")
      let errors = scratch.appendingPathComponent("stderr")
      try Data(stdin).write(to: input)
      try Data().write(to: output)
      try Data().write(to: errors)
      let process = Process()
      process.executableURL = shell ? URL(fileURLWithPath: "/bin/sh") : executable
      process.arguments = arguments
      process.currentDirectoryURL = directory ?? scratch
      let inputHandle = try FileHandle(forReadingFrom: input)
      let outputHandle = try FileHandle(forWritingTo: output)
      let errorHandle = try FileHandle(forWritingTo: errors)
      process.standardInput = inputHandle
      process.standardOutput = outputHandle
      process.standardError = errorHandle
      try process.run()
      process.waitUntilExit()
      try inputHandle.close()
      try outputHandle.close()
      try errorHandle.close()
      return Run(
        status: process.terminationStatus,
        stdout: Array(try Data(contentsOf: output)),
        stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    #else
      throw Programs.Unavailable()
    #endif
  }

  /// Runs `brickwork arguments` with `stdin` text.
  static func run(_ arguments: [String], stdin text: String, in directory: URL? = nil) throws
    -> Run
  {
    try run(arguments, stdin: Array(text.utf8), in: directory)
  }

  /// A new empty temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickwork-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The directory of golden files.
  static let golden = Repository.file("Tests/BrickworkCLITests/Golden")
}
