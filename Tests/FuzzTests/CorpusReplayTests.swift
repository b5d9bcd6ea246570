import BrickworkTestSupport
import Foundation
import FuzzChecks
import Testing

/// Every seed of `Fuzz/Corpus/NAME/` and every input a fuzzer once broke, in
/// `Fuzz/Regressions/NAME/`, goes through its target's check in the ordinary suite.
@Suite struct CorpusReplayTests {
  /// The fuzz targets and their checks.
  static let targets: [(name: String, check: @Sendable ([UInt8]) -> FuzzFailure?)] = [
    ("DocumentFuzz", DocumentFuzzCheck.run),
    ("DocumentMemoryFuzz", DocumentMemoryCheck.run),
    ("PropertyListFuzz", { ItemListFuzzCheck.run($0, format: .plist) }),
    ("CSVFuzz", { ItemListFuzzCheck.run($0, format: .csv) }),
    ("LayoutFuzz", LayoutFuzzCheck.run),
  ]

  /// The package's `Fuzz` folder.
  static let fuzzFolder = Repository.file("Fuzz")

  @Test(arguments: targets.map(\.name))
  func seedsAndRegressionsPass(_ name: String) throws {
    let check = try #require(Self.targets.first { $0.name == name }).check
    let folders = ["Corpus", "Regressions"].map {
      Self.fuzzFolder.appendingPathComponent($0 + "/" + name).path
    }
    let files = FuzzReplay.files(in: folders.filter { FileManager.default.fileExists(atPath: $0) })
    #expect(!files.isEmpty, "no seeds for \(name)")
    for file in files {
      let bytes = try #require(FileManager.default.contents(atPath: file))
      let failure = check(Array(bytes))
      #expect(failure == nil, "\(file): \(failure.map(String.init(describing:)) ?? "")")
    }
  }

  /// Inputs a fuzzer broke whose defect is known and not yet fixed, in `Fuzz/Findings/NAME/`:
  /// each still breaks its check (a known issue); once the defect is fixed this test fails, and
  /// the input moves to `Fuzz/Regressions/`.
  @Test(arguments: targets.map(\.name))
  func findingsStillFail(_ name: String) throws {
    let check = try #require(Self.targets.first { $0.name == name }).check
    let folder = Self.fuzzFolder.appendingPathComponent("Findings/" + name).path
    guard FileManager.default.fileExists(atPath: folder) else { return }
    for file in FuzzReplay.files(in: [folder]) {
      let bytes = try #require(FileManager.default.contents(atPath: file))
      withKnownIssue("\(file): a known defect, not fixed yet") {
        let failure = check(Array(bytes))
        #expect(failure == nil, "\(file): \(failure.map(String.init(describing:)) ?? "")")
      }
    }
  }
}
