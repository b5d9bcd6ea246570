import Foundation

/// The `main` of a fuzz target built without libFuzzer: runs the check on every file named on
/// the command line (or every file of a named directory), so that a plain `swift build` has
/// a working executable that replays a corpus or a crash.
public enum FuzzReplay {
  /// Replays the files and directories in `arguments` through `check` and exits: status 0 when
  /// every input passed, 1 when one broke an invariant, 2 when a file cannot be read.
  public static func main(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    check: ([UInt8]) -> FuzzFailure?
  ) -> Never {
    guard !arguments.isEmpty else {
      print("usage: \(CommandLine.arguments.first ?? "fuzz") FILE-OR-DIRECTORY...")
      print("Replays inputs through the check; build with Scripts/fuzz.sh to fuzz.")
      exit(2)
    }
    var failed = 0
    var count = 0
    for path in files(in: arguments) {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(2)
      }
      count += 1
      if let failure = check(Array(data)) {
        print("\(path): \(failure)")
        failed += 1
      }
    }
    print("replayed \(count) inputs, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
  }

  /// The regular files named by `arguments`, the files of directories in name order.
  public static func files(in arguments: [String]) -> [String] {
    arguments.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }
  }
}
