import BrickworkTestSupport
import Foundation
import Testing

/// The module, built once per test run by `Scripts/build-wasm.sh` into `.build/wasm-tests`
/// (reused while it is newer than every file it is built from).
enum WasmBuild {
  /// The directory holding `brickwork.wasm`, `brickwork-harness.wasm`, `brickwork.mjs` and the
  /// npm package (`package/`), or why there is none.
  static let directory: Result<URL, BuildFailure> = build()

  /// The directory for the test named `test`, or `nil` after saying why it skipped (the
  /// toolchain has no Embedded Swift for wasm32) or recording why the build failed.
  static func directory(for test: String) -> URL? {
    switch directory {
    case .success(let built): return built
    case .failure(let failure) where failure.isUnavailable:
      print("\(test): skipped, \(failure.description)")
      return nil
    case .failure(let failure):
      Issue.record("Scripts/build-wasm.sh failed:\n\(failure.description)")
      return nil
    }
  }

  /// Why the module could not be built.
  struct BuildFailure: Error, CustomStringConvertible {
    /// The toolchain lacks Embedded Swift for wasm32 (the script's exit status 3): tests skip.
    var isUnavailable: Bool
    /// What the script said.
    var description: String
  }

  /// The files the module is built from.
  static let inputs = [
    "Sources/Brickwork", "Sources/BrickworkDocument", "Sources/BrickworkWasm",
    "Sources/BrickworkWasmLean", "Sources/BrickworkWasmRuntime",
    "Scripts/build-wasm.sh", "Web",
  ]

  private static func build() -> Result<URL, BuildFailure> {
    let output = Repository.file(".build/wasm-tests")
    let module = output.appendingPathComponent("brickwork.wasm")
    if let built = modified(module),
      inputs.allSatisfy({ newest(Repository.file($0)) < built }),
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("brickwork-harness.wasm").path),
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("package/brickwork.wasm").path)
    {
      return .success(output)
    }
    do {
      let script = Repository.file("Scripts/build-wasm.sh")
      let run = try Programs.run(URL(fileURLWithPath: "/bin/bash"), [script.path, output.path])
      let said = String(decoding: run.stdout + run.stderr, as: UTF8.self)
      guard run.status == 0 else {
        return .failure(BuildFailure(isUnavailable: run.status == 3, description: said))
      }
      print("WasmBuild: \(said.split(separator: "\n").last ?? "")")
      return .success(output)
    } catch {
      return .failure(BuildFailure(isUnavailable: false, description: "\(error)"))
    }
  }

  /// When `url` was last modified, if it exists.
  private static func modified(_ url: URL) -> Date? {
    try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
  }

  /// The latest modification of `url` or of anything inside it.
  private static func newest(_ url: URL) -> Date {
    var latest = modified(url) ?? .distantFuture
    if let files = FileManager.default.enumerator(
      at: url, includingPropertiesForKeys: [.contentModificationDateKey])
    {
      for case let file as URL in files { latest = max(latest, modified(file) ?? .distantFuture) }
    }
    return latest
  }
}
