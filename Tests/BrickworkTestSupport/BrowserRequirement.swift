import Foundation
import Testing

/// What a browser check does when it cannot run: CI sets `BRICKWORK_REQUIRE_BROWSER=1`, and then
/// a missing or unable browser fails the test; elsewhere the test says that it skipped, and why.
public enum BrowserRequirement {
  /// Whether the environment requires the browser checks.
  public static var isRequired: Bool {
    ProcessInfo.processInfo.environment["BRICKWORK_REQUIRE_BROWSER"] == "1"
  }

  /// Records an issue when the browser checks are required; otherwise prints that `test`
  /// skipped because of `reason`.
  public static func skip(_ test: String, because reason: String) {
    if isRequired {
      Issue.record("browser check required (BRICKWORK_REQUIRE_BROWSER=1) but \(reason)")
    } else {
      print("\(test): skipped, \(reason)")
    }
  }
}
