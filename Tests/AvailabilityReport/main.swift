import AvailabilityCheck
import Foundation

// `swift run availability-report [PACKAGE_FOLDER]`: every finding of the availability check,
// one `path:line: needs …` a line, then their count; exits 1 when there are any.
let root = URL(
  fileURLWithPath: CommandLine.arguments.dropFirst().first
    ?? FileManager.default.currentDirectoryPath)
do {
  let manifest = Manifest(
    try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
  let check = AvailabilityCheck(manifest: manifest, patterns: try Pattern.bundled())
  let findings = try check.findings(inPackageAt: root)
  for finding in findings { print(finding) }
  print("\(findings.count) findings")
  exit(findings.isEmpty ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("availability-report: \(error)\n".utf8))
  exit(2)
}
