import Foundation

/// The executables `swift test` builds beside the test bundle (a test target that depends on an
/// executable target gets it built first).
public enum BuiltProducts {
  /// The executable `name` in the build products folder that holds the running test bundle, or
  /// in `.build/debug` of the package when no such folder has it.
  public static func executable(_ name: String) -> URL {
    var candidates: [URL] = []
    if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent())
    }
    candidates.append(
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for start in candidates {
      var directory = start
      for _ in 0..<4 {
        let binary = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        directory = directory.deletingLastPathComponent()
      }
    }
    return Repository.file(".build/debug/\(name)")
  }
}
